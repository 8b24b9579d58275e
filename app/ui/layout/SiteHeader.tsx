import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/ui/i18n";
import type { NavCategory } from "~/modules/catalog";
import type { AccountSummary } from "~/modules/auth";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { SearchBox } from "./SearchBox";

export function SiteHeader({
  locale,
  categories,
  account,
  cartCount,
}: {
  locale: string;
  categories: NavCategory[];
  account: AccountSummary | null;
  cartCount: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);

  // A navigation releases the open menu and any scroll lock it held (storefront-spec.md §2 Screens and routes).
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
    document.body.classList.remove("scroll-locked");
  }, [location.key]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <header className="site-header">
        <div className="header-bar">
          <details
            className="mobile-menu"
            ref={menuRef}
            onToggle={(e) => document.body.classList.toggle("scroll-locked", e.currentTarget.open)}
          >
            <summary aria-label={t("nav.menu")}>
              <span className="burger" aria-hidden="true" />
            </summary>
            <nav className="mobile-menu-panel" aria-label={t("nav.mobileMenu")}>
              <ul className="mobile-menu-links">
                <li>
                  <Link to="/account/orders">{t("nav.myOrders")}</Link>
                </li>
                <li>
                  <Link to="/account">{t("nav.myAccount")}</Link>
                </li>
                <li>
                  <Link to="/cart">{t("nav.myCart")}</Link>
                </li>
                <li>
                  {/* A guest's wishes are at /wishlists, a signed-in shopper is sent on to the account's lists. */}
                  <Link to="/wishlists">{t("auth:menu.wishlist")}</Link>
                </li>
              </ul>
              <p className="mobile-menu-heading">{t("nav.category")}</p>
              <ul className="mobile-menu-categories">
                <li>
                  <Link to="/products">{t("catalog.allProducts")}</Link>
                </li>
                {categories.map((category) => (
                  <li key={category.permalink}>
                    <Link to={`/t/${category.permalink}`}>{category.name}</Link>
                  </li>
                ))}
              </ul>
              <p className="mobile-menu-heading">{t("showcase:nav.discover")}</p>
              <ContentLinks className="mobile-menu-categories" />
              <p className="mobile-menu-heading">{t("nav.language")}</p>
              <LanguageSwitcher locale={locale} />
            </nav>
          </details>
          <Link to="/" className="logo" aria-label={t("site.homeLink")}>
            <img src="/logo.svg" alt="" width="40" height="40" />
            <span className="logo-text">
              <span className="logo-name">{t("site.name")}</span>
              <span className="logo-tagline">{t("site.tagline")}</span>
            </span>
          </Link>
          <SearchBox />
          <div className="header-actions">
            <LanguageSwitcher locale={locale} className="desktop-only" label={t("nav.language")} />
            {/* Shown on phones too: signing in must not hide in the menu (issue 22). */}
            {account ? (
              <Link to="/account" className="header-action account-link" data-testid="header-account">
                <PersonIcon />
                <span className="header-account-name">{account.displayName}</span>
              </Link>
            ) : (
              <Link to="/login" className="header-action account-link" data-testid="header-login">
                <PersonIcon />
                <span>{t("auth:header.signIn")}</span>
              </Link>
            )}
            <Link to="/cart" className="header-action cart-link">
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
                <circle cx="10" cy="20" r="1.4" />
                <circle cx="17" cy="20" r="1.4" />
              </svg>
              <span>{t("nav.cart")}</span>
              {cartCount > 0 ? (
                <>
                  <span className="cart-count" data-testid="cart-count" aria-hidden="true">
                    {cartCount}
                  </span>
                  <span className="visually-hidden">{t("cart.countLabel", { count: cartCount })}</span>
                </>
              ) : null}
            </Link>
          </div>
        </div>
        <nav className="category-nav" aria-label={t("nav.categories")}>
          <ul>
            <li>
              <Link to="/products">{t("catalog.allProducts")}</Link>
            </li>
            {categories.map((category) => (
              <li key={category.permalink} className="has-children">
                <Link to={`/t/${category.permalink}`}>{category.name}</Link>
                {category.children.length > 0 ? (
                  <ul className="category-dropdown">
                    {category.children.map((child) => (
                      <li key={child.permalink}>
                        <Link to={`/t/${child.permalink}`}>{child.name}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            <li>
              <Link to="/products?sort=sale_desc&on_sale=1">{t("nav.deals")}</Link>
            </li>
            {/* A hover and focus menu in CSS, like the categories: it opens without JavaScript. */}
            <li className="has-children" data-testid="content-nav">
              <Link to="/promotions">{t("showcase:nav.discover")}</Link>
              <ContentLinks className="category-dropdown" />
            </li>
          </ul>
        </nav>
      </header>
    </>
  );
}

/** The shop's reading and showcase pages, in the desktop bar's menu and the phone menu alike. */
const CONTENT_LINKS = [
  { to: "/brands", label: "showcase:nav.brands" },
  { to: "/promotions", label: "showcase:nav.promotions" },
  { to: "/lookbooks", label: "showcase:nav.lookbooks" },
  { to: "/articles", label: "showcase:nav.articles" },
  { to: "/news", label: "showcase:nav.news" },
] as const;

function ContentLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {CONTENT_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{t(link.label)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The account entry's figure; the link's words name it. */
function PersonIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}
