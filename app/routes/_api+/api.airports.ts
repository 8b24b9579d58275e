import type { LoaderFunctionArgs } from "@remix-run/node";
import { isSupportedLng } from "~/i18n";
import { AIRPORT_LIMIT, MAX_PLACE_QUERY } from "~/modules/places";
import { searchAirports } from "~/modules/places/index.server";
import i18next from "~/platform/i18next.server";

/**
 * GET /api/airports?q=uln (storefront-spec.md §7 POST /airport/_search): at most 40 airports for
 * the as-you-type airport field, `{ q, airports: [{ iata, icao, name, city, state, country, cc,
 * label }] }`, names in the page's language (`lng`, else the language cookie). A text longer
 * than 100 characters is refused (400, a translated message).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const lng = url.searchParams.get("lng");
  const locale = isSupportedLng(lng) ? lng : context.locale;
  const headers = new Headers({ "Cache-Control": "public, max-age=300" });
  if (!isSupportedLng(lng)) headers.set("Vary", "Cookie");
  if (q.length > MAX_PLACE_QUERY) {
    const t = await i18next.getFixedT(locale);
    return Response.json({ error: t("places:errors.queryTooLong", { max: MAX_PLACE_QUERY }) }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const airports = q === "" ? [] : await searchAirports(context.db, q, AIRPORT_LIMIT, locale);
  return Response.json({ q, airports }, { headers });
}
