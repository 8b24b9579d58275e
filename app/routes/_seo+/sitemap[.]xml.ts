import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapDocument } from "~/modules/seo/index.server";
import { siteOrigin } from "~/web/site-origin.server";
import { sitemapResponse } from "~/web/sitemap-response.server";

/** /sitemap.xml: every public page in mn and en, or an index of parts over 50,000 addresses (decision 050). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return sitemapResponse(await sitemapDocument(context.db, context.now, { origin: siteOrigin(request), part: null }));
}
