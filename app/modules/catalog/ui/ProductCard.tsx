import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { ProductSummary } from "../view-models";
import { AddToCartForm } from "./AddToCartForm";
import { Price } from "./Price";
import { StockLabel } from "./StockLabel";
import { WishHeart } from "~/ui/WishHeart";
import { CompareButton } from "~/ui/CompareButton";
import { useShopperLists } from "~/ui/shopper-lists";

export function ProductCard({
  product,
  layout = "grid",
  eager = false,
  headingLevel = 3,
  anchorId,
}: {
  product: ProductSummary;
  layout?: "grid" | "list";
  eager?: boolean;
  /** 2 where the card sits right under the page's h1 (listings), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** The card's id, unique on the page: where a wish posted without JavaScript brings the shopper back. */
  anchorId?: string;
}) {
  const lists = useShopperLists();
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`product-card product-card-${layout}`} id={anchorId}>
      <Link to={`/products/${product.slug}`} className="product-card-link" prefetch="intent">
        <div className="product-card-image">
          <img
            src={product.image}
            alt=""
            width="400"
            height="500"
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
          {product.salePercent > 0 ? <span className="card-sale">−{product.salePercent}%</span> : null}
        </div>
        <div className="product-card-body">
          <p className="product-card-brand">{product.brandName}</p>
          <Heading className="product-card-name">{product.name}</Heading>
          <Price price={product.price} sellingPrice={product.sellingPrice} salePercent={product.salePercent} />
          <div className="product-card-meta">
            {product.stock !== "in_stock" ? <StockLabel stock={product.stock} /> : null}
            {product.badges
              .filter((b) => b.code !== "sale")
              .map((badge) => (
                <span key={badge.code} className="badge" style={{ ["--badge" as string]: badge.color }}>
                  {badge.name}
                </span>
              ))}
            {product.totalReviews > 0 ? (
              <span className="rating">
                <span aria-hidden="true">★ {product.averageRating.toFixed(1)}</span>
                <span className="visually-hidden">{t("product.ratingLabel", { rating: product.averageRating.toFixed(1), count: product.totalReviews })}</span>
              </span>
            ) : null}
          </div>
        </div>
      </Link>
      {product.variantId ? <WishHeart variantId={product.variantId} productName={product.name} anchorId={anchorId} /> : null}
      {lists.comparison ? <CompareButton productId={product.id} compared={lists.compare.includes(product.id)} productName={product.name} onCard /> : null}
      {product.quickAdd ? (
        <div className="product-card-actions">
          <AddToCartForm variantId={product.quickAdd.variantId} maxQuantity={product.quickAdd.maxQuantity} compact productName={product.name} />
        </div>
      ) : null}
    </article>
  );
}

export function ProductGrid({ products, layout = "grid", eagerCount = 0 }: { products: ProductSummary[]; layout?: "grid" | "list"; eagerCount?: number }) {
  return (
    <ul className={`product-grid product-grid-${layout}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} eager={index < eagerCount} headingLevel={2} anchorId={`p-${product.variantId}`} />
        </li>
      ))}
    </ul>
  );
}

/** A horizontally scrolling row for home and product-page blocks. */
export function ProductRail({ title, products, moreHref, moreLabel, id }: { title: string; products: ProductSummary[]; moreHref?: string; moreLabel?: string; id: string }) {
  if (products.length === 0) return null;
  return (
    <section className="product-rail" aria-labelledby={id}>
      <div className="section-heading">
        <h2 id={id}>{title}</h2>
        {moreHref ? (
          <Link to={moreHref} className="section-more">
            {moreLabel}
          </Link>
        ) : null}
      </div>
      <ul className="rail-track">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} anchorId={`${id}-p-${product.variantId}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
