import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteConfig } from "~/config/site";
import { isSupportedLng } from "~/i18n";
import { searchIndex } from "~/search/index.server";
import type { Suggestion } from "~/search/search-index";
import i18next from "~/utils/i18next.server";

/** The header search box's completions: GET /search/suggest?q=khar → { q, suggestions }. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  // The box sends its language so a cached answer never serves the other one; without it the
  // language cookie decides, and shared caches must key on the cookie.
  const lng = url.searchParams.get("lng");
  const headers = new Headers({ "Cache-Control": "public, max-age=60" });
  if (!isSupportedLng(lng)) headers.set("Vary", "Cookie");

  let suggestions: Suggestion[] = [];
  if (q !== "" && q.length <= 100) {
    try {
      const locale = isSupportedLng(lng) ? lng : await i18next.getLocale(request);
      const limit = siteConfig.limits.suggestions;
      const found = await searchIndex().suggest(q, { locale, limit, now: new Date() });
      suggestions = found.slice(0, limit);
    } catch (error) {
      // Spec 8: a failing index never breaks typing; the box just shows nothing.
      console.error("search suggest failed", { q }, error);
      suggestions = [];
    }
  }
  return Response.json({ q, suggestions }, { headers });
}
