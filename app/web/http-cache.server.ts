import type { HeadersFunction } from "@remix-run/node";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/platform/page-cache.server";

/**
 * The `headers` of a page that is the same for every anonymous visitor in a language (home,
 * listing, category, product, search, the empty cart, sign-in). server.mjs's page cache keeps
 * it and sends it private to anyone with a session or cart (docs/decisions/037-page-cache.md).
 * A loader that answers with its own Cache-Control (or sets a cookie) wins.
 */
export const anonymousPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  const headers = new Headers(loaderHeaders);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  return headers;
};
