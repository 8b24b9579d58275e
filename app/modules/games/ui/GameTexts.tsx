import { useTranslation } from "~/ui/i18n";
import { useShopFormat } from "~/ui/use-shop-format";
import type { PrizeKind } from "../domain/games";

export interface PrizeFacts {
  prizeKind: PrizeKind;
  discountType: "percent" | "amount" | null;
  discountValue: number | null;
  minOrder: number;
  validDays: number | null;
  cashbackAmount: number | null;
}

/** What a segment gives, in words: "10% off, valid 30 days", "5,000₮ cashback", "Try again". */
export function usePrizeText(): (prize: PrizeFacts) => string {
  const { t } = useTranslation();
  const format = useShopFormat();
  return (prize) => {
    if (prize.prizeKind === "cashback") return t("games:prize.cashback", { amount: format.money(prize.cashbackAmount ?? 0) });
    if (prize.prizeKind === "try_again") return t("games:prize.tryAgain");
    const discount = prize.discountType === "percent" ? `${prize.discountValue}%` : format.money(prize.discountValue ?? 0);
    const text = t("games:prize.coupon", { discount, days: prize.validDays ?? 0 });
    return prize.minOrder > 0 ? `${text} ${t("games:prize.minOrder", { amount: format.money(prize.minOrder) })}` : text;
  };
}
