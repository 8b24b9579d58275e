import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { siteConfig } from "~/config/site";
import { formatShopDate } from "~/kernel/dates";
import { formatMoney } from "~/kernel/money";
import { useTranslation } from "~/ui/i18n";
import type { PriceOpinionView } from "../view-models";

/** Price opinions with their answers: the account's history, and the staff queue (with `actions` per open one). */
export function PriceOpinionList({ opinions, actions, showContact = false }: { opinions: PriceOpinionView[]; actions?: (opinion: PriceOpinionView) => ReactNode; showContact?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "en" ? "en" : "mn";
  const money = (amount: number) => formatMoney(amount, locale);
  const date = (iso: string) => formatShopDate(iso, locale, siteConfig.timeZone);
  return (
    <ul className="opinion-list" data-testid="price-opinion-list">
      {opinions.map((opinion) => (
        <li key={opinion.id} className={`opinion-item opinion-${opinion.state}`} data-testid="price-opinion-item" data-state={opinion.state}>
          <p className="opinion-product">
            <Link to={`/products/${opinion.slug}?variant=${opinion.variantId}`}>{opinion.productName[locale]}</Link>
          </p>
          <p className="opinion-amounts">
            {t("requests:list.offered", { amount: money(opinion.amount), price: money(opinion.priceAtRequest) })}
            <span className="opinion-date"> · {date(opinion.createdAt)}</span>
          </p>
          {opinion.note ? <p className="opinion-note">“{opinion.note}”</p> : null}
          {showContact ? <p className="opinion-contact">{t("requests:list.contact", { contact: opinion.contact })}</p> : null}
          <p className="opinion-state">
            <span className={`badge opinion-badge-${opinion.state}`}>{t(`requests:state.${opinion.state}`)}</span>
          </p>
          {opinion.state === "accepted" && opinion.coupon ? (
            <p className="opinion-answer" data-testid="price-opinion-coupon">
              {t("requests:list.coupon")} <span className="coupon-code">{opinion.coupon.code}</span>
              {opinion.coupon.lastUsableAt ? <> · {t("requests:list.until", { date: date(opinion.coupon.lastUsableAt) })}</> : null}
              {opinion.coupon.used ? <> · {t("requests:list.used")}</> : null}
            </p>
          ) : null}
          {opinion.state === "declined" && opinion.declineReason ? (
            <p className="opinion-answer" data-testid="price-opinion-reason">
              {t("requests:list.reason", { reason: opinion.declineReason })}
            </p>
          ) : null}
          {actions && opinion.state === "open" ? actions(opinion) : null}
        </li>
      ))}
    </ul>
  );
}
