import { Form, Link, useLocation, useSearchParams, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { formatMoney } from "~/kernel/money";
import { listingHref } from "../domain/listing-query";
import type { ListingData } from "../view-models";

function CheckboxFacet({
  legend,
  name,
  options,
  selected,
}: {
  legend: string;
  name: string;
  options: { code: string; label: string; count: number }[];
  selected: string[];
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <ul>
        {options.map((option) => {
          const id = `${name}-${option.code}`;
          return (
            <li key={option.code}>
              <input type="checkbox" id={id} name={name} value={option.code} defaultChecked={selected.includes(option.code)} />
              <label htmlFor={id}>
                {option.label} <span className="facet-count">{option.count}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * Filters as one GET form, so every filtered listing has an address and works without
 * JavaScript; with it, each change applies at once.
 */
export function FilterPanel({ data }: { data: ListingData }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const { query, facets } = data;
  const keep = (["q", "sort", "view"] as const).filter((key) => params.get(key));
  const activeCount =
    query.brands.length + query.countries.length + query.types.length + (query.onSale ? 1 : 0) +
    (query.priceMin !== null || query.priceMax !== null ? 1 : 0);

  return (
    <aside className="filter-panel" aria-label={t("catalog.filters")}>
      <details className="filter-details" open={activeCount > 0 ? true : undefined}>
        <summary>
          {t("catalog.filters")}
          {activeCount > 0 ? <span className="filter-active-count"> ({activeCount})</span> : null}
        </summary>
        <nav className="category-facet" aria-label={t("catalog.categories")}>
          <h2>{t("catalog.categories")}</h2>
          <ul>
            {data.parent ? (
              <li className="category-up">
                <Link to={`/t/${data.parent.permalink}${params.toString() ? `?${params}` : ""}`}>← {data.parent.name}</Link>
              </li>
            ) : data.title !== null ? (
              <li className="category-up">
                <Link to="/products">← {t("catalog.allProducts")}</Link>
              </li>
            ) : null}
            {data.categories.map((category) => (
              <li key={category.permalink}>
                <Link to={listingHref(`/t/${category.permalink}`, params, {})}>
                  {category.name} <span className="facet-count">{category.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Form
          key={params.toString()}
          method="get"
          action={pathname}
          className="filter-form"
          onChange={(e) => {
            // Typing a price waits for the button or Enter; ticking a box applies at once.
            if ((e.target as HTMLInputElement).type === "checkbox") submit(e.currentTarget, { preventScrollReset: true });
          }}
        >
          {keep.map((key) => (
            <input key={key} type="hidden" name={key} value={params.get(key) ?? ""} />
          ))}
          <CheckboxFacet
            legend={t("catalog.brand")}
            name="brand"
            selected={query.brands}
            options={facets.brands.map((b) => ({ code: b.code, label: b.name, count: b.count }))}
          />
          <CheckboxFacet
            legend={t("catalog.type")}
            name="type"
            selected={query.types}
            options={facets.types.map((ty) => ({ code: ty.code, label: t(`productType.${ty.code}`), count: ty.count }))}
          />
          <CheckboxFacet
            legend={t("catalog.country")}
            name="country"
            selected={query.countries}
            options={facets.countries.map((c) => ({ code: c.code, label: c.name, count: c.count }))}
          />
          <fieldset className="facet facet-price">
            <legend>{t("catalog.price")}</legend>
            {facets.price ? (
              <p className="facet-hint">
                {formatMoney(facets.price.min, i18n.language)} – {formatMoney(facets.price.max, i18n.language)}
              </p>
            ) : null}
            {facets.priceRanges.length > 1 ? (
              <ul className="price-ranges">
                {facets.priceRanges.map((range) => {
                  const selected = query.priceMin === range.from && query.priceMax === (range.to === null ? null : range.to - 1);
                  const text =
                    range.to === null
                      ? t("catalog.priceFrom", { amount: formatMoney(range.from, i18n.language) })
                      : range.from === 0
                        ? t("catalog.priceUpTo", { amount: formatMoney(range.to, i18n.language) })
                        : `${formatMoney(range.from, i18n.language)} – ${formatMoney(range.to, i18n.language)}`;
                  return (
                    <li key={range.key}>
                      <Link
                        to={listingHref(pathname, params, {
                          price_min: selected ? null : String(range.from),
                          price_max: selected || range.to === null ? null : String(range.to - 1),
                        })}
                        aria-current={selected ? "true" : undefined}
                        preventScrollReset
                      >
                        <span>{text}</span> <span className="facet-count">{range.count}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <div className="price-inputs">
              <label>
                <span>{t("catalog.priceMin")}</span>
                <input type="number" name="price_min" min={0} step={1000} inputMode="numeric" defaultValue={query.priceMin ?? ""} />
              </label>
              <label>
                <span>{t("catalog.priceMax")}</span>
                <input type="number" name="price_max" min={0} step={1000} inputMode="numeric" defaultValue={query.priceMax ?? ""} />
              </label>
            </div>
          </fieldset>
          <fieldset className="facet">
            <legend className="visually-hidden">{t("catalog.onSale")}</legend>
            <input type="checkbox" id="on_sale" name="on_sale" value="1" defaultChecked={query.onSale} />
            <label htmlFor="on_sale">{t("catalog.onSale")}</label>
          </fieldset>
          <div className="filter-actions">
            <button type="submit" className="button">
              {t("catalog.applyFilters")}
            </button>
            {activeCount > 0 ? (
              <Link
                to={listingHref(pathname, params, { brand: null, country: null, type: null, price_min: null, price_max: null, on_sale: null })}
                className="button button-secondary"
              >
                {t("catalog.clearFilters")}
              </Link>
            ) : null}
          </div>
        </Form>
      </details>
    </aside>
  );
}
