import { useShopFormat } from "~/ui/use-shop-format";

/** Money and dates in the page's language and the shop's time zone, plus signed ledger amounts. */
export function useWalletFormat() {
  const format = useShopFormat();
  return {
    ...format,
    /** `+50,000₮` / `−12,000₮` (a real minus sign, read as "minus"). */
    signed: (amount: number) => (amount > 0 ? `+${format.money(amount)}` : amount < 0 ? `−${format.money(-amount)}` : format.money(0)),
  };
}
