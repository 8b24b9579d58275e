import { Link } from "@remix-run/react";
import { ProductGrid } from "~/modules/catalog";
import { useTranslation } from "~/ui/i18n";
import type { VendorPageView, VendorTile } from "../view-models";

export function VendorList({ vendors }: { vendors: VendorTile[] }) {
  const { t } = useTranslation();
  return (
    <div className="showcase-page">
      <h1>{t("showcase:vendors.title")}</h1>
      <p className="showcase-lead">{t("showcase:vendors.lead")}</p>
      <ul className="showcase-cards">
        {vendors.map((vendor) => (
          <li key={vendor.code}>
            <Link to={`/vendors/${vendor.code}`} className="showcase-card showcase-card-vendor">
              <img src={vendor.logo} alt="" width="80" height="80" loading="lazy" />
              <span className="showcase-card-title">{vendor.name}</span>
              <span className="showcase-card-text">{vendor.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VendorDetail({ page }: { page: VendorPageView }) {
  const { t } = useTranslation();
  const { vendor } = page;
  return (
    <div className="showcase-page">
      <header className="showcase-hero showcase-hero-brand">
        <img src={vendor.logo} alt={t("showcase:vendors.logoAlt", { name: vendor.name })} width="120" height="120" />
        <div>
          <h1>{vendor.name}</h1>
          {vendor.description ? <p className="showcase-lead">{vendor.description}</p> : null}
        </div>
      </header>
      <section aria-labelledby="vendor-products-title">
        <div className="section-heading">
          <h2 id="vendor-products-title">{t("showcase:vendors.products")}</h2>
          {page.total > page.products.length ? <p className="section-more">{t("showcase:vendors.shown", { shown: page.products.length, count: page.total })}</p> : null}
        </div>
        {page.products.length > 0 ? <ProductGrid products={page.products} eagerCount={4} /> : <p>{t("showcase:vendors.noProducts")}</p>}
      </section>
    </div>
  );
}
