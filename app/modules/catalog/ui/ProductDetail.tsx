import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/ui/i18n";
import { siteConfig } from "~/config/site";
import { formatShopDate } from "~/kernel/dates";
import type { ProductPage } from "../view-models";
import { Breadcrumbs } from "./Breadcrumbs";
import { ProductRail } from "./ProductCard";
import { Price } from "./Price";
import { SizingGuide } from "./SizingGuide";
import { StockLabel } from "./StockLabel";
import { AddToCartForm } from "./AddToCartForm";
import { WishHeart } from "~/ui/WishHeart";

/**
 * `requests`: the product page's request blocks (price opinion, back in stock), rendered by the route from a module above catalog.
 * `compare`: the compare button (browsing module), when comparison is on.
 */
export function ProductDetail({ page, requests, compare }: { page: ProductPage; requests?: ReactNode; compare?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { product, variant, gallery } = page;
  const locale = i18n.language;
  return (
    <article className="product-page">
      <Breadcrumbs crumbs={page.breadcrumbs} currentLabel={product.name} />
      <div className="product-main">
        <section className="product-gallery" aria-label={t("product.images")}>
          {gallery.length > 0 ? (
            // Focusable so keyboard users can scroll through the pictures (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus for keyboard scrolling
            <ul className="gallery-track" tabIndex={0} aria-label={t("product.images")}>
              {gallery.map((image, index) => (
                <li key={image.url}>
                  <img
                    src={image.url}
                    alt={image.alt || product.name}
                    width="400"
                    height="500"
                    loading={index === 0 ? "eager" : "lazy"}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="gallery-empty">
              <p>{t("product.noImage")}</p>
            </div>
          )}
        </section>
        <div className="product-info">
          <p className="product-brand">
            <Link to={`/products?brand=${product.brand.code}`}>{product.brand.name}</Link>
            {product.brand.code === siteConfig.brand.code ? (
              <>
                {" · "}
                <a href={`/brand/${i18n.language}`} data-testid="brand-microsite-link">
                  {t("brandStoryLink")}
                </a>
              </>
            ) : null}
          </p>
          <h1>{product.name}</h1>
          {product.badges.length > 0 ? (
            <p className="product-badges">
              {product.badges.map((badge) => (
                <span key={badge.code} className="badge" style={{ ["--badge" as string]: badge.color }}>
                  {badge.name}
                </span>
              ))}
            </p>
          ) : null}
          {product.totalReviews > 0 ? (
            <p className="rating">
              <a href="#reviews">
                <span aria-hidden="true">★ </span>
                {t("product.ratingLabel", { rating: product.averageRating.toFixed(1), count: product.totalReviews })}
              </a>
            </p>
          ) : null}
          <Price price={variant.price} sellingPrice={variant.sellingPrice} salePercent={variant.salePercent} size="lg" />
          {variant.salePercent > 0 && variant.saleExpireAt ? (
            <p className="sale-window">
              {t("product.saleEnds", { date: formatShopDate(variant.saleExpireAt, locale, siteConfig.timeZone) })}
            </p>
          ) : null}
          <p className="cashback">{t("product.cashback", { percent: variant.cashbackPercent })}</p>
          <p className="product-stock">
            <StockLabel stock={variant.stock} />
            {variant.stock === "low_stock" ? <span> {t("product.onlyLeft", { count: variant.onHand })}</span> : null}
          </p>

          {page.optionGroups.map((group) => (
            <div key={group.key} className={`option-group option-${group.kind}`}>
              <p className="option-label" id={`option-${group.key}`}>
                {t(`option.${group.key}`, { defaultValue: group.key })}
              </p>
              <ul aria-labelledby={`option-${group.key}`}>
                {group.choices.map((choice) => (
                  <li key={choice.value}>
                    <Link
                      to={`?variant=${choice.variantId}`}
                      replace
                      preventScrollReset
                      aria-current={choice.selected ? "true" : undefined}
                      className="option-choice"
                    >
                      {group.kind === "colour" ? (
                        <span className={`swatch swatch-${choice.value}`} aria-hidden="true" />
                      ) : null}
                      {t(`optionValue.${choice.value}`, { defaultValue: choice.value })}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}

          {/* Keyed by variant: choosing another size or colour starts a fresh form (no earlier message or highlight). */}
          <AddToCartForm key={variant.id} variantId={variant.id} maxQuantity={variant.onHand} purchasable={variant.purchasable} />
          <WishHeart key={`wish-${variant.id}`} variantId={variant.id} productName={product.name} labelled />
          {compare}
          {requests}

          <p className="product-sku">
            {t("product.sku")}: <span>{product.sku}</span>
          </p>

          <section className="product-description" aria-labelledby="description-title">
            <h2 id="description-title">{t("product.description")}</h2>
            <p>{product.description}</p>
          </section>

          {page.specification.length > 0 ? (
            <section aria-labelledby="spec-title" className="product-spec">
              <h2 id="spec-title">{t("product.specification")}</h2>
              <dl>
                {page.specification.map((row) => (
                  <div key={row.key} data-spec={row.key}>
                    {/* A variant's own option (size, colour) has no property name: it takes the option's. */}
                    <dt>{t([`property.${row.key}`, `option.${row.key}`], { defaultValue: row.key })}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
                <div>
                  <dt>{t("property.brand")}</dt>
                  <dd>{product.brand.name}</dd>
                </div>
              </dl>
            </section>
          ) : null}

          {page.sizingGuide ? <SizingGuide kind={page.sizingGuide} /> : null}
        </div>
      </div>
      <ProductRail id="series-title" title={t("product.sameSeries")} products={page.sameSeries} />
      <ProductRail id="similar-title" title={t("product.similar")} products={page.similar} />
      {page.vendor ? (
        <ProductRail id="vendor-title" title={t("product.moreFromVendor", { vendor: page.vendor.name })} products={page.vendor.products} />
      ) : null}
    </article>
  );
}
