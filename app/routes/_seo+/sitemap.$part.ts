import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapDocument } from "~/modules/seo/index.server";
import { siteOrigin } from "~/web/site-origin.server";
import { sitemapResponse } from "~/web/sitemap-response.server";

/** /sitemap/{n}.xml: part n of a sitemap split into an index (more than 50,000 addresses). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.part ?? "");
  if (!match) throw new Response("Not found", { status: 404 });
  return sitemapResponse(await sitemapDocument(context.db, context.now, { origin: siteOrigin(request), part: Number(match[1]) }));
}
