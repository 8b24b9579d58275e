import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { useShopFormat } from "~/ui/use-shop-format";
import type { ComparedProduct } from "../view-models";

const textRows = ["size", "abv", "country", "region", "base", "cask", "age"] as const;

/** The products side by side (storefront-spec.md §5): one column per product, one row per attribute. */
export function CompareTableView({ products }: { products: ComparedProduct[] }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const dash = <span aria-label={t("browsing:compare.notStated")}>—</span>;
  return (
    // Focusable so keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus for keyboard scrolling
    <div className="compare-scroll" role="region" aria-labelledby="compare-title" tabIndex={0}>
      <table className="compare-table" data-testid="compare-table">
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.id} scope="col" data-testid="compare-column">
                <Link to={`/products/${product.slug}`} className="compare-product">
                  <img src={product.image} alt="" width="80" height="100" loading="lazy" />
                  <span className="compare-brand">{product.brandName}</span>
                  <span className="compare-name">{product.name}</span>
                </Link>
                <Form method="post" className="compare-remove">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="productId" value={product.id} />
                  <button type="submit" className="link-button" data-testid="compare-remove">
                    {t("browsing:compare.remove")}
                    <span className="visually-hidden"> {product.name}</span>
                  </button>
                </Form>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("browsing:compare.rows.price")}</th>
            {products.map((product) => (
              <td key={product.id}>
                {format.money(product.sellingPrice)}
                {product.salePercent > 0 ? <s className="compare-was"> {format.money(product.price)}</s> : null}
              </td>
            ))}
          </tr>
          {textRows.map((row) => (
            <tr key={row}>
              <th scope="row">{t(`browsing:compare.rows.${row}`)}</th>
              {products.map((product) => (
                <td key={product.id}>{product[row] ?? dash}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t("browsing:compare.rows.stock")}</th>
            {products.map((product) => (
              <td key={product.id}>{t(`browsing:compare.stock.${product.stock}`)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t("browsing:compare.rows.rating")}</th>
            {products.map((product) => (
              <td key={product.id}>
                {product.totalReviews > 0 ? t("browsing:compare.rating", { rating: product.averageRating.toFixed(1), count: product.totalReviews }) : dash}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
