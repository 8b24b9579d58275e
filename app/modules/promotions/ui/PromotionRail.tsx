import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { PromotionTile } from "../view-models";
import { PromotionCard } from "./PromotionCard";

export function PromotionRail({ promotions }: { promotions: PromotionTile[] }) {
  const { t } = useTranslation();
  if (promotions.length === 0) return null;
  return (
    <section className="product-rail promo-rail" aria-labelledby="promotions-title" data-testid="home-promotions">
      <div className="section-heading">
        <h2 id="promotions-title">{t("showcase:promotions.homeTitle")}</h2>
        <Link to="/promotions" className="section-more">
          {t("showcase:promotions.seeAll")}
        </Link>
      </div>
      <ul className="showcase-cards showcase-cards-rail">
        {promotions.map((promotion) => (
          <li key={promotion.slug}>
            <PromotionCard promotion={promotion} eager={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
