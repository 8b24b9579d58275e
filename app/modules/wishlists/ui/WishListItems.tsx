import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatMoney } from "~/kernel/money";
import { useTranslation } from "~/ui/i18n";
import type { WishView } from "../view-models";

/** Wished products with their live price and stock; each row's actions come from the page. */
export function WishListItems({ wishes, actions }: { wishes: WishView[]; actions?: (wish: WishView) => ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="wish-items" data-testid="wish-items">
      {wishes.map((wish) => (
        <li key={wish.variantId} className="wish-item" data-testid="wish-item" id={`p-${wish.variantId}`}>
          <Link to={`/products/${wish.slug}`} className="wish-item-link">
            {wish.image ? <img src={wish.image} alt="" width="80" height="100" loading="lazy" decoding="async" /> : null}
            <span className="wish-item-text">
              <span className="wish-item-brand">{wish.brand}</span>
              <span className="wish-item-name">{wish.name}</span>
            </span>
          </Link>
          <p className="wish-item-price">
            <span className={wish.salePercent > 0 ? "price-now price-sale" : "price-now"}>
              <span className="visually-hidden">{t("product.priceNow")} </span>
              {formatMoney(wish.sellingPrice, i18n.language)}
            </span>
            {wish.salePercent > 0 ? (
              <>
                {" "}
                <s className="price-was">
                  <span className="visually-hidden">{t("product.priceWas")} </span>
                  {formatMoney(wish.price, i18n.language)}
                </s>
              </>
            ) : null}{" "}
            <span className={`stock-label stock-${wish.stock}`}>{t(`stock.${wish.stock}`)}</span>
          </p>
          {actions ? <div className="wish-item-actions">{actions(wish)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
