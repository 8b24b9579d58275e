import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { siteConfig } from "~/config/site";
import { SmartLink } from "~/components/ui/SmartLink";

export function SiteFooter() {
  const { t } = useTranslation();
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
        <section>
          <h2>{t("footer.followHeading")}</h2>
          <ul>
            <li>
              <SmartLink href="https://www.facebook.com/">Facebook</SmartLink>
            </li>
            <li>
              <SmartLink href="https://www.instagram.com/">Instagram</SmartLink>
            </li>
          </ul>
        </section>
      </div>
      <p className="footer-legal">{t("footer.legalAge")}</p>
      <p className="footer-legal">© {t("site.name")}</p>
    </footer>
  );
}
