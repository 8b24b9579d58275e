import { ProductGrid } from "~/modules/catalog";
import { useTranslation } from "~/ui/i18n";
import { Pager, pagedPath } from "~/ui/Pager";
import type { PromotionPageView, PromotionTile } from "../view-models";
import { PromotionBadge, PromotionCard } from "./PromotionCard";

export function PromotionList({ promotions }: { promotions: PromotionTile[] }) {
  const { t } = useTranslation();
  const current = promotions.filter((p) => p.phase === "current");
  const ended = promotions.filter((p) => p.phase === "ended");
  return (
    <div className="showcase-page">
      <h1>{t("showcase:promotions.title")}</h1>
      <p className="showcase-lead">{t("showcase:promotions.lead")}</p>
      {current.length === 0 ? <p>{t("showcase:promotions.noneNow")}</p> : null}
      <ul className="showcase-cards showcase-cards-wide" data-testid="promotions-current">
        {current.map((promotion, index) => (
          <li key={promotion.slug}>
            <PromotionCard promotion={promotion} eager={index < 2} />
          </li>
        ))}
      </ul>
      {ended.length > 0 ? (
        <section aria-labelledby="ended-title" className="promo-ended">
          <h2 id="ended-title">{t("showcase:promotions.endedTitle")}</h2>
          <ul className="showcase-cards">
            {ended.map((promotion) => (
              <li key={promotion.slug}>
                <PromotionCard promotion={promotion} eager={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function PromotionDetail({ page }: { page: PromotionPageView }) {
  const { t } = useTranslation();
  const { promotion, products } = page;
  return (
    <div className="showcase-page">
      <header className="promo-hero">
        <img src={promotion.image} alt="" width="1200" height="600" />
        <div className="promo-hero-text">
          <PromotionBadge promotion={promotion} />
          <h1>{promotion.title}</h1>
          {promotion.summary ? <p className="showcase-lead">{promotion.summary}</p> : null}
          <p className="showcase-card-meta">
            <time dateTime={promotion.startsAt}>{promotion.startsOn}</time> – <time dateTime={promotion.endsAt}>{promotion.endsOn}</time>
          </p>
          {promotion.couponCode && promotion.phase === "current" ? (
            <p className="promo-code">
              {t("showcase:promotions.useCode")} <code>{promotion.couponCode}</code>
            </p>
          ) : null}
        </div>
      </header>
      {promotion.phase === "ended" ? <p className="promo-ended-note" role="status">{t("showcase:promotions.endedNote")}</p> : null}
      {promotion.bodyHtml ? <div className="article-body promo-body" dangerouslySetInnerHTML={{ __html: promotion.bodyHtml }} /> : null}
      <section aria-labelledby="promo-products-title">
        <h2 id="promo-products-title">{t("showcase:promotions.products", { count: products.total })}</h2>
        {products.products.length > 0 ? <ProductGrid products={products.products} eagerCount={4} /> : <p>{t("showcase:promotions.noProducts")}</p>}
        <Pager page={products.page} pageCount={products.pageCount} hrefFor={(p) => pagedPath(`/promotions/${promotion.slug}`, p)} />
      </section>
    </div>
  );
}

/** Home's rail of the promotions running now. */
