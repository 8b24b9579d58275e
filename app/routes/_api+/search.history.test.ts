import { describe, expect, it } from "vitest";
import {
  clearRecentSearchesHeader,
  readRecentSearches,
  recentSearchesCookie,
  recordSearchHeader,
} from "~/web/recent-searches.server";
import { action, loader } from "./search.history";
import { shopContextFor } from "../../../tests/support/shop-context";

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://shop.test/search/history", {
    method: "POST",
    headers: { Host: "shop.test", "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

async function run(request: Request): Promise<Response> {
  try {
    return await action({ request, params: {}, context: shopContextFor(request) });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("POST /search/history", () => {
  it.each([
    [{ "Sec-Fetch-Site": "cross-site" }],
    [{ Origin: "https://evil.test" }],
  ])("refuses a cross-site post %j with 403", async (headers) => {
    const response = await run(post({ intent: "clear" }, headers));
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it.each([[{}], [{ intent: "delete" }], [{ intent: "" }], [{ intent: "CLEAR" }]])(
    "answers 400 with a translated message for %j",
    async (fields) => {
      const response = await run(post(fields));
      expect(response.status).toBe(400);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      const text = await response.text();
      expect(text).not.toBe("");
      expect(text).not.toContain("history.badRequest");
      expect(text).toMatch(/[а-яөү]/i); // Mongolian by default
    },
  );

  it("speaks English when the shopper chose it", async () => {
    const response = await run(post({ intent: "nope" }, { Cookie: `lng=${btoa(JSON.stringify("en"))}` }));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/[a-z]/i);
  });

  it("clears the cookie and goes back with 303", async () => {
    const response = await run(
      post({ intent: "clear", redirectTo: "/search?q=" }, { Cookie: `recent_searches=${await cookieValue(["дарс"])}` }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/search?q=");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^recent_searches=;/);
    expect(setCookie).toMatch(/Max-Age=0/);
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookie).toMatch(/Path=\//);
  });

  it.each([
    [undefined, "/search"],
    ["https://evil.test/", "/search"],
    ["//evil.test", "/search"],
    ["/products?sort=price_asc", "/products?sort=price_asc"],
  ])("redirectTo %j goes to %s", async (redirectTo, expected) => {
    const fields: Record<string, string> = { intent: "clear" };
    if (redirectTo !== undefined) fields.redirectTo = redirectTo;
    const response = await run(post(fields, { "Sec-Fetch-Site": "same-origin" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(expected);
  });
});

describe("GET /search/history", () => {
  it("redirects to the search page", () => {
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/search");
  });
});

async function cookieValue(list: string[]) {
  const header = await recentSearchesCookie.serialize(list);
  return header.slice("recent_searches=".length).split(";")[0];
}

describe("recent searches cookie", () => {
  const withCookie = (header: string | null) =>
    new Request("http://shop.test/search", { headers: header ? { Cookie: header.split(";")[0]! } : {} });

  it("reads nothing from a request without the cookie", async () => {
    expect(await readRecentSearches(withCookie(null))).toEqual([]);
  });

  it.each([["recent_searches=garbage"], ["recent_searches=%%%"], [`recent_searches=${btoa(JSON.stringify({ a: 1 }))}`]])(
    "tolerates a tampered cookie %s",
    async (cookie) => {
      expect(await readRecentSearches(withCookie(cookie))).toEqual([]);
    },
  );

  it("records newest first without duplicates, and skips a no-op", async () => {
    const first = await recordSearchHeader(withCookie(null), "  хар   сувд ");
    expect(first).toMatch(/^recent_searches=/);
    expect(first).toMatch(/Max-Age=15552000/);
    expect(first).toMatch(/HttpOnly/);
    expect(first).toMatch(/SameSite=Lax/);
    expect(await readRecentSearches(withCookie(first))).toEqual(["хар сувд"]);

    const second = await recordSearchHeader(withCookie(first), "виски");
    const third = await recordSearchHeader(withCookie(second), "Хар Сувд");
    expect(await readRecentSearches(withCookie(third))).toEqual(["Хар Сувд", "виски"]);

    expect(await recordSearchHeader(withCookie(third), "Хар Сувд")).toBeNull();
    expect(await recordSearchHeader(withCookie(third), "   ")).toBeNull();
  });

  it("keeps at most 10 and stays under the browser cookie limit", async () => {
    let header: string | null = null;
    for (let i = 0; i < 15; i++) {
      header = (await recordSearchHeader(withCookie(header), `${i} ${"漢".repeat(98)}`)) ?? header;
    }
    expect(new TextEncoder().encode(header!).length).toBeLessThanOrEqual(3800);
    const list = await readRecentSearches(withCookie(header));
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0]!.startsWith("14 ")).toBe(true);

    let short: string | null = null;
    for (let i = 0; i < 15; i++) short = (await recordSearchHeader(withCookie(short), `q${i}`)) ?? short;
    expect(await readRecentSearches(withCookie(short))).toEqual(Array.from({ length: 10 }, (_, i) => `q${14 - i}`));
  });

  it("clearing expires the cookie", async () => {
    const header = await clearRecentSearchesHeader();
    expect(header).toMatch(/^recent_searches=; /);
    expect(header).toMatch(/Max-Age=0/);
  });
});
