import { useTranslation } from "react-i18next";

export function StockLabel({ stock }: { stock: "in_stock" | "low_stock" | "sold_out" }) {
  const { t } = useTranslation();
  return <span className={`stock-label stock-${stock}`}>{t(`stock.${stock}`)}</span>;
}
