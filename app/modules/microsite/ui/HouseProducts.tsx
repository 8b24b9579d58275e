import { siteConfig } from "~/config/site";
import type { HouseProductView } from "../content-views";
import { HTML_LANG } from "../locales";
import { useBrandTexts } from "./use-brand-texts";

/**
 * Bottles of the house vodka as links into the shop (/products/{slug}) with their price: the
 * microsite's way back to buying. The shop names products in mn and en only, so a name in
 * another language than the page's carries its own `lang`.
 */
export function HouseProducts({ products, emptyKey, compact = false }: { products: HouseProductView[]; emptyKey: string; compact?: boolean }) {
  const { t, lang, money } = useBrandTexts();
  if (products.length === 0) return <p className="house-products-empty">{t(emptyKey)}</p>;
  return (
    <ul className={compact ? "house-products house-products-compact" : "house-products"}>
      {products.map((product) => (
        <li key={product.slug}>
          <a className="house-product" href={`/products/${product.slug}`} data-testid="house-product">
            <img src={product.image} alt="" width="400" height="500" loading="lazy" decoding="async" />
            <span className="house-product-name" lang={product.nameLang === lang ? undefined : HTML_LANG[product.nameLang]}>
              {product.name}
            </span>
            <span className="house-product-price">
              <span className="visually-hidden">{t("brandStory:products.price")}: </span>
              {money(product.sellingPrice)}
              {product.sellingPrice < product.price ? (
                <del>
                  <span className="visually-hidden">{t("brandStory:products.was")}: </span>
                  {money(product.price)}
                </del>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The brand's page in the shop: every product of it, glasses and gift sets too. */
export function BrandPageLink({ labelKey }: { labelKey: string }) {
  const { t } = useBrandTexts();
  return (
    <p className="brand-shop-link">
      <a className="button button-secondary" href={`/brands/${siteConfig.brand.code}`}>
        {t(labelKey)}
      </a>
    </p>
  );
}
