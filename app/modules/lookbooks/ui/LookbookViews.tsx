import { Link } from "@remix-run/react";
import { ProductCard } from "~/modules/catalog";
import { useTranslation } from "~/ui/i18n";
import type { LookbookPageView, LookbookTile } from "../view-models";

export function LookbookList({ lookbooks }: { lookbooks: LookbookTile[] }) {
  const { t } = useTranslation();
  return (
    <div className="showcase-page">
      <h1>{t("showcase:lookbooks.title")}</h1>
      <p className="showcase-lead">{t("showcase:lookbooks.lead")}</p>
      {lookbooks.length === 0 ? <p>{t("showcase:lookbooks.empty")}</p> : null}
      <ul className="showcase-cards showcase-cards-wide">
        {lookbooks.map((lookbook, index) => (
          <li key={lookbook.slug}>
            <Link to={`/lookbooks/${lookbook.slug}`} className="showcase-card">
              <img src={lookbook.image} alt="" width="640" height="400" loading={index < 2 ? "eager" : "lazy"} className="showcase-card-image" />
              <span className="showcase-card-title">{lookbook.title}</span>
              <span className="showcase-card-text">{lookbook.summary}</span>
              <span className="showcase-card-meta">{t("showcase:lookbooks.itemCount", { count: lookbook.itemCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LookbookDetail({ page }: { page: LookbookPageView }) {
  const { t } = useTranslation();
  const { lookbook, items } = page;
  return (
    <div className="showcase-page">
      <h1>{lookbook.title}</h1>
      {lookbook.summary ? <p className="showcase-lead">{lookbook.summary}</p> : null}
      <figure className="look-figure">
        <img src={lookbook.image} alt={t("showcase:lookbooks.imageAlt", { title: lookbook.title })} width="1200" height="750" />
        {items.map((item) =>
          item.hotspot ? (
            <a
              key={item.product.id}
              href={`#look-${item.product.id}`}
              // Positions are classes in 5% steps: the shop's CSP allows no inline styles.
              className={`look-pin pin-x-${item.hotspot.x} pin-y-${item.hotspot.y}`}
              aria-label={t("showcase:lookbooks.pin", { number: item.number, name: item.product.name })}
            >
              {item.number}
            </a>
          ) : null,
        )}
      </figure>
      <section aria-labelledby="look-products-title">
        <h2 id="look-products-title">{t("showcase:lookbooks.products")}</h2>
        <ol className="product-grid product-grid-grid look-products">
          {items.map((item) => (
            <li key={item.product.id} id={`look-${item.product.id}`} data-number={item.number}>
              <ProductCard product={item.product} headingLevel={3} anchorId={`p-${item.product.variantId}`} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
