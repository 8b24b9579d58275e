import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { amenityFilter, HotelCard } from "~/modules/hotels";
import { amenityChoices, hotelCards } from "~/modules/hotels/index.server";
import i18next from "~/platform/i18next.server";
import hotelsStylesHref from "~/styles/hotels.css";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(matches, { title: data.title, description: data.description, path: "/hotels" }) : []);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: hotelsStylesHref }];

/** /hotels: the partner hotels; `?amenity=wifi&amenity=spa` keeps those with every one (a GET form of checkboxes, no JavaScript needed). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = context.locale === "en" ? "en" : "mn";
  const chosen = amenityFilter(url.searchParams.getAll("amenity"));
  const [amenities, hotels] = await Promise.all([amenityChoices(context.db, locale), hotelCards(context.db, locale, chosen)]);
  const t = await i18next.getFixedT(context.locale);
  return data(
    { title: `${t("hotels:list.title")} · ${t("site.name")}`, description: t("hotels:list.intro"), amenities, hotels, chosen },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}

export default function Hotels() {
  const { t } = useTranslation();
  const { amenities, hotels, chosen } = useLoaderData<typeof loader>();
  return (
    <section className="hotels-page" aria-labelledby="hotels-title">
      <h1 id="hotels-title">{t("hotels:list.title")}</h1>
      <p className="hotels-intro">{t("hotels:list.intro")}</p>
      <div className="hotels-layout">
        <Form method="get" className="hotels-filter" aria-labelledby="hotels-filter-title">
          <h2 id="hotels-filter-title">{t("hotels:list.filterTitle")}</h2>
          <p className="field-hint">{t("hotels:list.filterHint")}</p>
          <ul>
            {amenities.map((a) => (
              <li key={a.code}>
                <label>
                  <input type="checkbox" name="amenity" value={a.code} defaultChecked={chosen.includes(a.code)} /> {a.name}
                </label>
              </li>
            ))}
          </ul>
          <div className="form-actions">
            <button type="submit" className="button" data-testid="hotels-filter-submit">
              {t("hotels:list.filterSubmit")}
            </button>
            {chosen.length > 0 ? <Link to="/hotels">{t("hotels:list.filterClear")}</Link> : null}
          </div>
        </Form>
        <div className="hotels-results">
          <p className="hotels-count" aria-live="polite">
            {t("hotels:list.count", { count: hotels.length })}
          </p>
          {hotels.length === 0 ? <p className="empty-state">{t("hotels:list.empty")}</p> : null}
          <div className="hotel-cards">
            {hotels.map((hotel) => (
              <HotelCard key={hotel.slug} hotel={hotel} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
