import { useTranslation } from "~/ui/i18n";
import { formatMoney } from "~/kernel/money";

export function Price({
  price,
  sellingPrice,
  salePercent,
  size = "md",
}: {
  price: number;
  sellingPrice: number;
  salePercent: number;
  size?: "md" | "lg";
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <p className={`price price-${size}`}>
      <span className={salePercent > 0 ? "price-now price-sale" : "price-now"}>
        <span className="visually-hidden">{t("product.priceNow")} </span>
        {formatMoney(sellingPrice, locale)}
      </span>
      {salePercent > 0 ? (
        <>
          {" "}
          <s className="price-was">
            <span className="visually-hidden">{t("product.priceWas")} </span>
            {formatMoney(price, locale)}
          </s>{" "}
          <span className="sale-percent">−{salePercent}%</span>
        </>
      ) : null}
    </p>
  );
}
