import { useTranslation } from "~/ui/i18n";
import type { RatingSummary } from "../view-models";
import { Stars } from "./Stars";

/** The average with one decimal, the count and the 5-to-1 histogram; also used by the vendor page. */
export function RatingSummaryBlock({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation();
  if (summary.total === 0) return <p className="review-summary-none">{t("reviews:summary.none")}</p>;
  const average = summary.average.toFixed(1);
  return (
    <div className="review-summary" data-testid="review-summary" data-average={average} data-total={summary.total}>
      <p className="review-average">
        <span className="review-average-value">{average}</span>
        <Stars rating={Math.round(summary.average)} />
        <span className="review-average-text">
          <span className="visually-hidden">{t("reviews:summary.average", { average })} · </span>
          {t("reviews:summary.count", { count: summary.total })}
        </span>
      </p>
      <ul className="review-histogram" aria-label={t("reviews:summary.histogramLabel")}>
        {summary.histogram.map((row) => (
          <li key={row.stars} data-stars={row.stars} data-count={row.count}>
            <span className="visually-hidden">{t("reviews:summary.histogramRow", { stars: row.stars, count: row.count })}</span>
            <span className="review-histogram-stars" aria-hidden="true">
              {row.stars} ★
            </span>
            <progress className="review-histogram-bar" max={summary.total} value={row.count} aria-hidden="true" />
            <span className="review-histogram-count" aria-hidden="true">
              {row.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
