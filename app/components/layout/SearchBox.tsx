import { Form, useSearchParams, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A GET form to the results page; works the same with JavaScript off. */
export function SearchBox() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const current = location.pathname === "/search" ? params.get("q") ?? "" : "";
  return (
    <Form method="get" action="/search" role="search" className="search-box">
      <label htmlFor="site-search" className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        defaultValue={current}
        key={current}
        placeholder={t("search.placeholder")}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="visually-hidden">{t("search.submit")}</span>
      </button>
    </Form>
  );
}
