import type { LoaderFunctionArgs } from "@remix-run/node";
import { shopContextFor } from "../../support/shop-context";

/**
 * Calling route loaders and actions directly in integration tests: requests as a browser on the
 * shop's own origin would send them, and whatever the route answered or threw, unwrapped.
 */

export const SHOP = "http://127.0.0.1:3999";

export function get(pathname: string, cookie: string | null = null): Request {
  return new Request(`${SHOP}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** A same-site form post (the routes refuse cross-site ones). */
export function post(pathname: string, cookie: string | null, fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`${SHOP}${pathname}`, {
    method: "POST",
    body,
    headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: SHOP, "Sec-Fetch-Site": "same-origin" },
  });
}

export const args = (request: Request, params: Record<string, string> = {}): LoaderFunctionArgs => ({ request, params, context: shopContextFor(request) });

/** What a loader or action answered or threw: a Response, or the data() wrapper. */
export async function outcome<T = unknown>(run: () => Promise<unknown>): Promise<{ status: number; body: T; headers: Headers }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, body: null as T, headers: value.headers };
  if (value && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const wrapped = value as { data: T; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data, headers: new Headers(wrapped.init?.headers) };
  }
  return { status: 200, body: value as T, headers: new Headers() };
}
