import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { PromotionTile } from "../view-models";

export function PromotionBadge({ promotion }: { promotion: PromotionTile }) {
  const { t } = useTranslation();
  if (promotion.phase === "ended") return <span className="promo-badge promo-badge-ended">{t("showcase:promotions.ended")}</span>;
  if (promotion.endingSoon) return <span className="promo-badge promo-badge-soon">{t("showcase:promotions.endingSoon")}</span>;
  return null;
}

export function PromotionCard({ promotion, eager }: { promotion: PromotionTile; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={`/promotions/${promotion.slug}`} className={`showcase-card promo-card${promotion.phase === "ended" ? " promo-card-ended" : ""}`}>
      <img src={promotion.image} alt="" width="640" height="320" loading={eager ? "eager" : "lazy"} className="showcase-card-image" />
      <PromotionBadge promotion={promotion} />
      <span className="showcase-card-title">{promotion.title}</span>
      <span className="showcase-card-text">{promotion.summary}</span>
      <span className="showcase-card-meta">
        {promotion.phase === "ended" ? t("showcase:promotions.endedOn", { date: promotion.endsOn }) : t("showcase:promotions.until", { date: promotion.endsOn })}
      </span>
    </Link>
  );
}

