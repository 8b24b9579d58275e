import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";

/** The shopper's recent searches (newest first) with a form that forgets them; no JavaScript needed. */
export function RecentSearches({ searches }: { searches: string[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="recent-searches" aria-labelledby="recent-searches-heading">
      <div className="recent-searches-head">
        <h2 id="recent-searches-heading">{t("search:recent.heading")}</h2>
        {searches.length > 0 ? (
          <Form method="post" action="/search/history" className="recent-searches-clear">
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <button
              type="submit"
              name="intent"
              value="clear"
              className="button button-secondary button-small"
              aria-label={t("search:recent.clearLabel")}
            >
              {t("search:recent.clear")}
            </button>
          </Form>
        ) : null}
      </div>
      {searches.length > 0 ? (
        <ul className="recent-searches-list">
          {searches.map((q) => (
            <li key={q}>
              <Link to={`/search?${new URLSearchParams({ q })}`}>{q}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="recent-searches-empty">{t("search:recent.empty")}</p>
      )}
    </section>
  );
}
