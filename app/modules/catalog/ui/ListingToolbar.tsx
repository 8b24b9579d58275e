import { Form, Link, useLocation, useSearchParams, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { sortMenu, type ListingSort } from "../domain/catalog";
import { listingHref } from "../domain/listing-query";

/**
 * Sort and grid/list switches. A GET form and links: both work without JavaScript. `sort` is
 * the sort the page used (an unknown one in the address has already fallen back), so the menu
 * shows what the shopper is looking at.
 */
export function ListingToolbar({ sort, view, hasQuery }: { sort: ListingSort; view: "grid" | "list"; hasQuery: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const kept = [...params.entries()].filter(([key]) => key !== "sort" && key !== "page");
  return (
    <div className="listing-toolbar">
      <Form method="get" className="sort-form" onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}>
        {kept.map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <label htmlFor="sort">{t("catalog.sortLabel")}</label>
        <select id="sort" name="sort" defaultValue={sort} key={sort}>
          {sortMenu(hasQuery).map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button button-small">
            {t("catalog.apply")}
          </button>
        </noscript>
      </Form>
      <div className="view-toggle" role="group" aria-label={t("catalog.viewLabel")}>
        <Link
          to={listingHref(pathname, params, { view: null, page: params.get("page") })}
          aria-current={view === "grid" ? "true" : undefined}
          preventScrollReset
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" fill="currentColor">
            <rect x="1" y="1" width="7" height="7" rx="1" />
            <rect x="10" y="1" width="7" height="7" rx="1" />
            <rect x="1" y="10" width="7" height="7" rx="1" />
            <rect x="10" y="10" width="7" height="7" rx="1" />
          </svg>
          <span className="visually-hidden">{t("catalog.viewGrid")}</span>
        </Link>
        <Link
          to={listingHref(pathname, params, { view: "list", page: params.get("page") })}
          aria-current={view === "list" ? "true" : undefined}
          preventScrollReset
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" fill="currentColor">
            <rect x="1" y="2" width="16" height="3" rx="1" />
            <rect x="1" y="7.5" width="16" height="3" rx="1" />
            <rect x="1" y="13" width="16" height="3" rx="1" />
          </svg>
          <span className="visually-hidden">{t("catalog.viewList")}</span>
        </Link>
      </div>
    </div>
  );
}
