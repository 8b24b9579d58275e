import type { LoaderFunctionArgs } from "@remix-run/node";
import { isSupportedLng } from "~/i18n";
import { safeSuggestions } from "~/modules/search/index.server";
import { MAX_QUERY_LENGTH } from "~/modules/catalog";

/** The header search box's completions: GET /search/suggest?q=khar → { q, suggestions }. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  // The box sends its language so a cached answer never serves the other one; without it the
  // language cookie decides, and shared caches must key on the cookie.
  const lng = url.searchParams.get("lng");
  const headers = new Headers({ "Cache-Control": "public, max-age=60" });
  if (!isSupportedLng(lng)) headers.set("Vary", "Cookie");
  const locale = isSupportedLng(lng) ? lng : context.locale;
  // A failing index never breaks typing; the box just shows nothing (storefront-spec.md §8).
  const suggestions = q.length <= MAX_QUERY_LENGTH ? await safeSuggestions(context.searchIndex, q, locale, context.now) : [];
  return Response.json({ q, suggestions }, { headers });
}
