import { describe, expect, it } from "vitest";
import { legacyRecentSearchesCookie } from "~/web/recent-searches.server";
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

  it("expires the searches' old cookie and goes back with 303", async () => {
    const legacy = (await legacyRecentSearchesCookie.serialize(["дарс"])).split(";")[0]!;
    const response = await run(post({ intent: "clear", redirectTo: "/search?q=" }, { Cookie: legacy }));
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
