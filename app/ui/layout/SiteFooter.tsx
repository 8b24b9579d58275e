import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { siteConfig } from "~/config/site";
import { configuredSocialLinks, type SocialLinks } from "~/config/social";
import { SmartLink } from "~/ui/SmartLink";

export function SiteFooter({ social = siteConfig.social }: { social?: SocialLinks }) {
  const { t } = useTranslation();
  const follow = configuredSocialLinks(social);
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section>
          <h2>{t("footer.shopHeading")}</h2>
          <p>
            {t("footer.hours", { opens: siteConfig.workingHours.opens, closes: siteConfig.workingHours.closes })}
          </p>
          <p>{t("footer.sameDay", { cutoff: siteConfig.sameDayDeliveryCutoff })}</p>
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
      </div>
      <p className="footer-legal">{t("footer.legalAge")}</p>
      <p className="footer-legal">© {t("site.name")}</p>
    </footer>
  );
}
