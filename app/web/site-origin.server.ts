import { env } from "~/config/env.server";

/** The shop's public origin for absolute links (canonical, og:image, sitemap): PUBLIC_URL, else the request's. */
export function siteOrigin(request: Request): string {
  return (env().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}
