import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { CouponView } from "../coupon-view";
import { CouponFacts, CouponStateBadge } from "./CouponFacts";
import { useWalletFormat } from "~/modules/wallet";

/** One coupon in the account's list: kind, title, state and its facts, with a link to its page. */
export function CouponCard({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation("wallet");
  const { locale } = useWalletFormat();
  const title = coupon.title[locale];
  return (
    <li className={`coupon-card coupon-card-${coupon.state}`} data-testid="coupon-card">
      <div className="coupon-card-head">
        <span className="coupon-kind">{t(`coupons.kinds.${coupon.kind}`)}</span>
        <CouponStateBadge state={coupon.state} />
      </div>
      <h2 className="coupon-title">{title}</h2>
      <CouponFacts coupon={coupon} />
      <div className="record-actions">
        <Link className="button button-secondary button-small" to={`/account/coupons/${coupon.id}`}>
          {t("coupons.details")}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
    </li>
  );
}
