import { Form, NavLink } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

export interface AccountMenuUser {
  displayName: string;
  contact: string;
  role: "customer" | "staff" | "admin";
}

/** The account menu of storefront-spec.md §2: personal information, my cart, orders, coupons, wallet (and partner cards), wishlist, logout. */
export function AccountMenu({ user }: { user: AccountMenuUser }) {
  const { t } = useTranslation();
  const links: { to: string; label: string; end?: boolean }[] = [
    { to: "/account", label: t("auth:menu.personal"), end: true },
    { to: "/cart", label: t("nav.myCart") },
    { to: "/account/orders", label: t("nav.myOrders") },
    { to: "/account/tickets", label: t("tickets:account.menu") },
    { to: "/account/bookings", label: t("hotels:account.menu") },
    { to: "/account/coupons", label: t("auth:menu.coupons") },
    { to: "/account/wallet", label: t("auth:menu.wallet") },
    { to: "/account/cards", label: t("auth:menu.cards") },
    { to: "/account/wishlists", label: t("auth:menu.wishlist") },
    { to: "/account/recently-viewed", label: t("browsing:recentlyViewed.title") },
    { to: "/account/price-opinions", label: t("requests:account.title") },
    { to: "/account/reviews", label: t("account:reviews.menu") },
    { to: "/account/bookmarks", label: t("comments:account.title") },
    { to: "/account/articles", label: t("content:mine.title") },
    { to: "/account/addresses", label: t("auth:menu.addresses") },
    { to: "/account/organisations", label: t("auth:menu.organisations") },
    { to: "/account/bank-accounts", label: t("auth:menu.bankAccounts") },
    { to: "/account/security", label: t("auth:menu.security") },
    { to: "/account/devices", label: t("push:devices.menu") },
  ];
  if (user.role !== "customer") links.push({ to: "/staff", label: t("auth:menu.staff") });
  return (
    <nav className="account-menu" aria-label={t("auth:menu.label")}>
      <div className="account-menu-user">
        <strong>{user.displayName}</strong>
        {user.contact !== user.displayName ? <span>{user.contact}</span> : null}
      </div>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} prefetch="intent">
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <Form method="post" action="/logout">
            <button type="submit">{t("auth:menu.logout")}</button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
