import type { LoaderFunctionArgs } from "@remix-run/node";
import { isSupportedLng } from "~/i18n";
import { MAX_PLACE_QUERY } from "~/modules/places";
import { searchPlaces, zipForAddress } from "~/modules/places/index.server";
import i18next from "~/platform/i18next.server";

/**
 * GET /api/places?q=баянгол 7: the address form's as-you-type place search, `{ q, places: [{
 * zipid, zipcode, name, label, cat, cityCode, districtCode, khoroo }] }` (at most 20), names in
 * the page's language (`lng`, else the language cookie). Over 100 characters: 400, translated.
 * With `city`, `district` and `khoroo` instead (the address form's choices), the zip code they
 * name: `{ zip: "16070" }` or `{ zip: null }`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const lng = url.searchParams.get("lng");
  const locale = isSupportedLng(lng) ? lng : context.locale;
  const headers = new Headers({ "Cache-Control": "public, max-age=300" });
  if (!isSupportedLng(lng)) headers.set("Vary", "Cookie");
  const city = url.searchParams.get("city");
  if (city !== null) {
    const part = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, MAX_PLACE_QUERY);
    const zip = await zipForAddress(context.db, { city: part("city"), district: part("district"), khoroo: part("khoroo") });
    return Response.json({ zip }, { headers });
  }
  if (q.length > MAX_PLACE_QUERY) {
    const t = await i18next.getFixedT(locale);
    return Response.json({ error: t("places:errors.queryTooLong", { max: MAX_PLACE_QUERY }) }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const places = q === "" ? [] : await searchPlaces(context.db, q, locale);
  return Response.json({ q, places }, { headers });
}
