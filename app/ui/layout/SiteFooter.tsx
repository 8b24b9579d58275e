import { Link, useLocation } from "@remix-run/react";
import { FooterNewsletterForm } from "~/modules/newsletter";
import { useTranslation } from "~/ui/i18n";
import { siteConfig } from "~/config/site";
import { configuredSocialLinks, type SocialLinks } from "~/config/social";
import { SmartLink } from "~/ui/SmartLink";

/** The shop's information pages (built under /pages/{slug}), then the other ways round the shop. */
const INFO_LINKS = ["about", "delivery", "returns", "payment", "help", "terms", "privacy"] as const;
const DISCOVER_LINKS = [
  ["contact", "/contact"],
  ["brands", "/brands"],
  ["vendors", "/vendors"],
  ["lookbooks", "/lookbooks"],
  ["articles", "/articles"],
  ["news", "/news"],
  ["hotels", "/hotels"],
] as const;

export function SiteFooter({ social = siteConfig.social }: { social?: SocialLinks }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const follow = configuredSocialLinks(social);
  const { phone, email } = siteConfig.contact;
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section>
          <h2>{t("footer.shopHeading")}</h2>
          <p>
            {t("footer.hours", { opens: siteConfig.workingHours.opens, closes: siteConfig.workingHours.closes })}
          </p>
          <p>{t("footer.sameDay", { cutoff: siteConfig.sameDayDeliveryCutoff })}</p>
          <p data-testid="footer-contact">
            <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone.replace(/ /g, "\u00a0")}</a>
            <br />
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </section>
        <section>
          <h2>{t("footer.browseHeading")}</h2>
          <ul>
            <li>
              <Link to="/products">{t("catalog.allProducts")}</Link>
            </li>
            <li>
              <Link to="/products?sort=date_desc">{t("home.newArrivals")}</Link>
            </li>
            <li>
              <Link to="/products?sort=sale_desc&on_sale=1">{t("nav.deals")}</Link>
            </li>
            <li>
              <a href={`/brand/${i18n.language}`}>{t("brandStoryLink")}</a>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t("contact:footer.infoHeading")}</h2>
          <ul>
            {INFO_LINKS.map((slug) => (
              <li key={slug}>
                <Link to={`/pages/${slug}`}>{t(`contact:footer.links.${slug}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t("contact:footer.customerHeading")}</h2>
          <ul>
            {DISCOVER_LINKS.map(([key, to]) => (
              <li key={key}>
                <Link to={to}>{t(`contact:footer.links.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        {follow.length > 0 ? (
          <section data-testid="footer-follow">
            <h2>{t("footer.followHeading")}</h2>
            <ul>
              {follow.map((link) => (
                <li key={link.network}>
                  <SmartLink href={link.href}>{t(`footer.social.${link.network}`)}</SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="footer-newsletter">
          <h2>{t("contact:footer.newsletterHeading")}</h2>
          <p>{t("contact:footer.newsletterIntro")}</p>
          <FooterNewsletterForm redirectTo={`${location.pathname}${location.search}`} />
        </section>
      </div>
      <p className="footer-legal">{t("footer.legalAge")}</p>
      <p className="footer-legal">© {t("site.name")}</p>
    </footer>
  );
}
