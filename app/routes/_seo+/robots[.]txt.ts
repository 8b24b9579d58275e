import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/modules/seo";
import { siteOrigin } from "~/web/site-origin.server";

/** /robots.txt: the shop open to crawlers, private and staff pages closed, the sitemap named. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
