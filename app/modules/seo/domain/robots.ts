/**
 * robots.txt: the shop is open to crawlers; a shopper's own pages, the back office, the
 * checkout, sign-in, developer pages, form and data endpoints and search results are not
 * (search results are endless combinations of words; the catalogue is reached by categories).
 * A Disallow is a prefix: `/cart` also covers `/cart/add`.
 */
export const DISALLOWED_PREFIXES = [
  "/account",
  "/staff",
  "/checkout",
  "/cart",
  "/orders",
  "/login",
  "/logout",
  "/register",
  "/password",
  "/auth",
  "/sandbox",
  "/dev",
  "/search",
  "/compare",
  "/wishlists",
  "/stock-alerts",
  "/locale",
  "/newsletter",
  "/texts",
  "/healthz",
  "/payments",
  "/media/avatars",
  "/*?*sort=",
  "/*?*seed=",
] as const;

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`), "", `Sitemap: ${new URL("/sitemap.xml", origin).toString()}`, ""].join("\n");
}
