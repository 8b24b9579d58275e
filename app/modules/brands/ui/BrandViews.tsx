import { siteConfig } from "~/config/site";
import { Link } from "@remix-run/react";
import { ProductGrid } from "~/modules/catalog";
import { useTranslation } from "~/ui/i18n";
import { Pager, pagedPath } from "~/ui/Pager";
import type { BrandPageView, BrandTile } from "../view-models";

export function BrandList({ brands }: { brands: BrandTile[] }) {
  const { t } = useTranslation();
  return (
    <div className="showcase-page">
      <h1>{t("showcase:brands.title")}</h1>
      <p className="showcase-lead">{t("showcase:brands.lead")}</p>
      <ul className="brand-tiles showcase-brand-tiles">
        {brands.map((brand) => (
          <li key={brand.code}>
            <Link to={`/brands/${brand.code}`} className="brand-tile">
              <img src={brand.logo} alt="" width="96" height="96" loading="lazy" />
              <span className="brand-tile-name">{brand.name}</span>
              <span className="brand-tile-story">{t("showcase:brands.productCount", { count: brand.productCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BrandDetail({ page }: { page: BrandPageView }) {
  const { t, i18n } = useTranslation();
  const { brand, products } = page;
  return (
    <div className="showcase-page">
      <header className="showcase-hero showcase-hero-brand">
        <img src={brand.logo} alt={t("showcase:brands.logoAlt", { name: brand.name })} width="120" height="120" />
        <div>
          <h1>{brand.name}</h1>
          {brand.nameLatin !== brand.name ? <p className="showcase-latin">{brand.nameLatin}</p> : null}
          {brand.story ? <p className="showcase-lead">{brand.story}</p> : null}
          {brand.code === siteConfig.brand.code ? (
            <p>
              <a className="button button-secondary" href={`/brand/${i18n.language}`} data-testid="brand-microsite-link">
                {t("brandStoryLink")}
              </a>
            </p>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="brand-products-title">
        <h2 id="brand-products-title">{t("showcase:brands.products", { count: products.total })}</h2>
        <ProductGrid products={products.products} eagerCount={4} />
        <Pager page={products.page} pageCount={products.pageCount} hrefFor={(p) => pagedPath(`/brands/${brand.code}`, p)} />
      </section>
    </div>
  );
}