import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

export interface NoResultsHelpData {
  /** The query with a word swapped for the catalogue's closest words. */
  searches: { q: string; href: string }[];
  /** Categories to browse instead, with their product counts. */
  categories: { permalink: string; name: string; count: number }[];
}

/** What a search that found nothing offers instead of a bare '0 products': near words, then categories. */
export function NoResultsHelp({ help }: { help: NoResultsHelpData }) {
  const { t } = useTranslation();
  if (help.searches.length === 0 && help.categories.length === 0) return null;
  return (
    <section className="no-results-help suggestion-list" aria-labelledby="no-results-help-heading" data-testid="no-results-help">
      <h2 id="no-results-help-heading">{t("search:noResults.heading")}</h2>
      {help.searches.length > 0 ? (
        <>
          <p>{t("search:noResults.didYouMean")}</p>
          <ul data-testid="no-results-searches">
            {help.searches.map((s) => (
              <li key={s.q}>
                <Link to={s.href}>
                  <span className="suggestion-text">{s.q}</span>
                  <span className="suggestion-kind suggestion-kind-term">{t("search:kind.term")}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {help.categories.length > 0 ? (
        <>
          <p>{t("search:noResults.browse")}</p>
          <ul data-testid="no-results-categories">
            {help.categories.map((c) => (
              <li key={c.permalink}>
                <Link to={`/t/${c.permalink}`}>
                  <span className="suggestion-text">{c.name}</span>
                  <span className="suggestion-kind suggestion-kind-category">{t("search:noResults.count", { count: c.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
