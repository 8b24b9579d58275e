import { useTranslation } from "~/ui/i18n";
import type { CouponListState, CouponView } from "../coupon-view";
import { useWalletFormat } from "~/modules/wallet";

/** A coupon's state: active, used, or 'coupon expired' (the availability label of storefront-spec.md §4). */
export function CouponStateBadge({ state }: { state: CouponListState }) {
  const { t } = useTranslation("wallet");
  return (
    <span className={`wallet-badge wallet-badge-${state}`} data-testid="coupon-state">
      {t(`coupons.states.${state}`)}
    </span>
  );
}

/** What a coupon gives: a percent or an amount off, or a voucher's remaining balance. */
export function useCouponGives() {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  return (coupon: Pick<CouponView, "kind" | "discountType" | "discountValue" | "voucherBalance">) =>
    coupon.kind === "voucher"
      ? t("coupons.voucherBalance", { amount: format.money(coupon.voucherBalance ?? 0) })
      : coupon.discountType === "percent"
        ? t("coupons.percentOff", { percent: coupon.discountValue })
        : t("coupons.amountOff", { amount: format.money(coupon.discountValue) });
}

/** 'Valid: from – to', 'until', 'from' or 'no expiry', in the shop's calendar. */
export function useCouponValidity() {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  return (coupon: Pick<CouponView, "startsAt" | "lastUsableAt">) => {
    const from = coupon.startsAt ? format.date(coupon.startsAt) : null;
    const to = coupon.lastUsableAt ? format.date(coupon.lastUsableAt) : null;
    if (from && to) return t("coupons.validBoth", { from, to });
    if (to) return t("coupons.validUntil", { to });
    if (from) return t("coupons.validFrom", { from });
    return t("coupons.noExpiry");
  };
}

/** The facts of a coupon as a description list. */
export function CouponFacts({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  const gives = useCouponGives();
  const validity = useCouponValidity();
  return (
    <dl className="wallet-facts">
      <div>
        <dt>{t("coupons.code")}</dt>
        <dd className="coupon-code" data-testid="coupon-code">
          {coupon.code}
        </dd>
      </div>
      <div>
        <dt>{t("coupons.gives")}</dt>
        <dd>{gives(coupon)}</dd>
      </div>
      <div>
        <dt>{t("coupons.minOrder")}</dt>
        <dd>{coupon.minOrder > 0 ? format.money(coupon.minOrder) : t("coupons.noMinimum")}</dd>
      </div>
      <div>
        <dt>{t("coupons.validity")}</dt>
        <dd>{validity(coupon)}</dd>
      </div>
      {coupon.firstOrderOnly || coupon.signedInOnly ? (
        <div>
          <dt>{t("coupons.conditions")}</dt>
          <dd>{[coupon.firstOrderOnly ? t("coupons.firstOrderOnly") : null, coupon.signedInOnly ? t("coupons.signedInOnly") : null].filter(Boolean).join(", ")}</dd>
        </div>
      ) : null}
    </dl>
  );
}
