import type { Result } from "~/kernel/result";
import { seoStatus, type SeoErrorCode } from "~/modules/seo";

/** A sitemap document as XML, or the status its failure code names. */
export function sitemapResponse(result: Result<string, SeoErrorCode>): Response {
  if (!result.ok) return new Response("Not found", { status: seoStatus[result.error], headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(result.value, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600", "X-Robots-Tag": "noindex" },
  });
}
