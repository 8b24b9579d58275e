import { useTranslation } from "~/ui/i18n";

export function StockLabel({ stock }: { stock: "in_stock" | "low_stock" | "sold_out" }) {
  const { t } = useTranslation();
  return <span className={`stock-label stock-${stock}`}>{t(`stock.${stock}`)}</span>;
}
