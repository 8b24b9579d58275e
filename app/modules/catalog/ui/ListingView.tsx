import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { listingHref } from "../domain/listing-query";
import type { ListingData } from "../view-models";
import { ProductGrid } from "./ProductCard";
import { Breadcrumbs } from "./Breadcrumbs";
import { FilterPanel } from "./FilterPanel";
import { ListingToolbar } from "./ListingToolbar";
import { Pagination } from "./Pagination";

export function ListingView({ data, heading, aside }: { data: ListingData; heading: string; aside?: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const hasFilters =
    data.query.brands.length + data.query.countries.length + data.query.types.length > 0 ||
    data.query.priceMin !== null ||
    data.query.priceMax !== null ||
    data.query.onSale;
  return (
    <div className="listing">
      <Breadcrumbs crumbs={data.breadcrumbs} currentLabel={data.title === null && pathname !== "/products" ? heading : undefined} />
      <div className="listing-head">
        <h1>{heading}</h1>
        <p className="listing-count" role="status">
          {t("catalog.resultCount", { count: data.total })}
        </p>
      </div>
      {aside}
      <div className="listing-layout">
        <FilterPanel data={data} />
        <div className="listing-results">
          <ListingToolbar sort={data.query.sort} view={data.query.view} hasQuery={data.query.q !== ""} />
          {data.products.length > 0 ? (
            <ProductGrid products={data.products} layout={data.query.view} eagerCount={4} />
          ) : (
            <div className="empty-state">
              <p>{data.query.q ? t("search.noResults", { q: data.query.q }) : t("catalog.empty")}</p>
              {hasFilters ? (
                <Link
                  className="button"
                  to={listingHref(pathname, params, {
                    brand: null,
                    country: null,
                    type: null,
                    price_min: null,
                    price_max: null,
                    on_sale: null,
                  })}
                >
                  {t("catalog.clearFilters")}
                </Link>
              ) : (
                <Link className="button" to="/products">
                  {t("catalog.allProducts")}
                </Link>
              )}
            </div>
          )}
          <Pagination page={data.page} pageCount={data.pageCount} />
        </div>
      </div>
    </div>
  );
}
