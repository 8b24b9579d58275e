import { describe, expect, it } from "vitest";
import { isCrossSite, isCrossSiteRequest, safeRedirectPath } from "./request-guards.server";

const post = (headers: Record<string, string>) =>
  new Request("http://shop.test/locale", { method: "POST", headers: { Host: "shop.test", ...headers } });

describe("isCrossSiteRequest", () => {
  it.each([
    [{}, false],
    [{ "Sec-Fetch-Site": "same-origin" }, false],
    [{ "Sec-Fetch-Site": "same-site" }, false],
    [{ "Sec-Fetch-Site": "none" }, false],
    [{ "Sec-Fetch-Site": "cross-site" }, true],
    [{ Origin: "http://shop.test" }, false],
    [{ Origin: "http://shop.test", "Sec-Fetch-Site": "cross-site" }, true],
    [{ Origin: "https://evil.test" }, true],
    [{ Origin: "http://shop.test.evil.test" }, true],
    [{ Origin: "http://shop.test:8080" }, true],
    [{ Origin: "null" }, true],
    [{ Origin: "null", "Sec-Fetch-Site": "same-origin" }, true],
    [{ Origin: "" }, true],
    [{ Origin: "not a url" }, true],
  ])("%j -> %s", (headers, expected) => {
    expect(isCrossSiteRequest(post(headers))).toBe(expected);
  });

  it("compares the Origin with the host the server resolved, not with a client's X-Forwarded-Host", () => {
    // server.mjs drops X-Forwarded-Host unless TRUST_PROXY is set; the route sees the URL's host.
    expect(isCrossSiteRequest(post({ Origin: "https://evil.test", "X-Forwarded-Host": "evil.test" }))).toBe(true);
  });

  it("reads express-style headers too (server.mjs refuses before Remix)", () => {
    const headers = { get: (name: string) => ({ origin: "null" })[name.toLowerCase() as "origin"] };
    expect(isCrossSite(headers, "shop.test")).toBe(true);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/products?sort=price_asc", "/products?sort=price_asc"],
    ["/t/spirits/whisky#top", "/t/spirits/whisky#top"],
    ["/", "/"],
    // Off-site in every spelling browsers accept.
    ["//evil.test", "/"],
    ["/\\evil.test", "/"],
    ["\\\\evil.test", "/"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["\t//evil.example", "/"],
    ["/.//evil.example", "/"],
    ["/./\\evil.example", "/"],
    ["https://evil.test", "/"],
    ["https:evil.test", "/"],
    ["http:/evil.test", "/"],
    ["javascript:alert(1)", "/"],
    ["%2F%2Fevil.test", "/"],
    ["evil.test", "/"],
    // Header injection and characters a Location header cannot carry.
    ["/cart\r\nSet-Cookie: x=1", "/"],
    ["/cart\u0000", "/"],
    ["/cart\u007f", "/"],
    // Encoded slashes stay a path on the shop; non-ASCII is re-serialised as ASCII.
    ["/%2F%2Fevil.test", "/%2F%2Fevil.test"],
    ["/search?q=архи", "/search?q=%D0%B0%D1%80%D1%85%D0%B8"],
    ["/products/хар-сувд", "/products/%D1%85%D0%B0%D1%80-%D1%81%D1%83%D0%B2%D0%B4"],
    ["/a/../b", "/b"],
    ["", "/"],
    [`/${"a".repeat(2_001)}`, "/"],
    [null, "/"],
    [undefined, "/"],
  ])("%j -> %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it("gives the caller's fallback", () => {
    expect(safeRedirectPath("//evil.test", "/account")).toBe("/account");
  });

  it("returns only values a Location header can carry", () => {
    for (const target of ["/товар?x=\u{1F377}", "/a b", "/ä?ü#ö"]) {
      const path = safeRedirectPath(target);
      expect(path).toMatch(/^\/[\x21-\x7e]*$/);
      expect(() => new Headers({ Location: path })).not.toThrow();
    }
  });
});
