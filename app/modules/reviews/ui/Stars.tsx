import { useTranslation } from "~/ui/i18n";

/** A rating as five stars, read out as 'Rated 4 out of 5' (the stars themselves are hidden from screen readers). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span className={className ? `stars ${className}` : "stars"} role="img" aria-label={t("reviews:stars", { rating })} data-rating={rating}>
      <span aria-hidden="true">{"★".repeat(full)}</span>
      <span aria-hidden="true" className="stars-empty">
        {"★".repeat(5 - full)}
      </span>
    </span>
  );
}
