import { useCouponGives, useCouponValidity } from "~/modules/coupons";
import { useTranslation } from "~/ui/i18n";
import { useShopFormat } from "~/ui/use-shop-format";
import type { CounterCouponView } from "../door/view";

/**
 * A coupon or voucher as staff see it at the counter: what it is and gives, whose it is, when it
 * can be used, how many uses are left, the voucher's balance and its state in words.
 */
export function CounterCouponCard({ coupon }: { coupon: CounterCouponView }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const gives = useCouponGives();
  const validity = useCouponValidity();
  const usable = coupon.state === "usable";
  const conditions = [
    coupon.minOrder > 0 ? t("counter:coupon.minOrder", { amount: format.money(coupon.minOrder) }) : null,
    coupon.limitedProducts ? t("counter:coupon.limitedProducts") : null,
  ].filter((text): text is string => text !== null);
  return (
    <div className="counter-coupon" data-testid="counter-coupon">
      <div className="counter-coupon-head">
        <span className="counter-coupon-kind">{t(`wallet:coupons.kinds.${coupon.kind}`)}</span>
        <span className={`counter-state counter-state-${usable ? "ok" : "no"}`} data-testid="counter-coupon-state">
          {t(`counter:states.${coupon.state}`)}
        </span>
      </div>
      <h2 className="counter-coupon-title">{coupon.title[format.locale]}</h2>
      <dl className="counter-facts">
        <div>
          <dt>{t("counter:coupon.code")}</dt>
          <dd className="coupon-code" data-testid="counter-coupon-code">
            {coupon.code}
          </dd>
        </div>
        <div>
          <dt>{t("counter:coupon.gives")}</dt>
          <dd>{coupon.kind === "voucher" ? t("counter:coupon.voucher") : gives(coupon)}</dd>
        </div>
        {coupon.kind === "voucher" ? (
          <div>
            <dt>{t("counter:coupon.balance")}</dt>
            <dd className="counter-balance" data-testid="counter-coupon-balance">
              {format.money(coupon.voucherBalance ?? 0)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("counter:coupon.owner")}</dt>
          <dd data-testid="counter-coupon-owner">{coupon.owner ? [coupon.owner.name, coupon.owner.contact].filter(Boolean).join(" · ") : t("counter:coupon.noOwner")}</dd>
        </div>
        <div>
          <dt>{t("counter:coupon.validity")}</dt>
          <dd>{validity(coupon)}</dd>
        </div>
        <div>
          <dt>{t("counter:coupon.uses")}</dt>
          <dd data-testid="counter-coupon-uses">
            {coupon.usageLimit !== null
              ? t("counter:coupon.usesLeft", { left: Math.max(0, coupon.usageLimit - coupon.usedCount), limit: coupon.usageLimit })
              : t("counter:coupon.usesUnlimited", { used: coupon.usedCount })}
            {coupon.perUserLimit !== null && coupon.owner ? (
              <>
                <br />
                <small>{t("counter:coupon.perOwner", { used: coupon.usedByOwner, limit: coupon.perUserLimit })}</small>
              </>
            ) : null}
          </dd>
        </div>
        {conditions.length > 0 ? (
          <div>
            <dt>{t("counter:coupon.cashierChecks")}</dt>
            <dd data-testid="counter-coupon-conditions">{conditions.join("; ")}</dd>
          </div>
        ) : null}
      </dl>
      {coupon.refusal ? (
        <p className="form-error" role="alert" data-testid="counter-coupon-refusal">
          {t(coupon.refusal)}
        </p>
      ) : null}
    </div>
  );
}
