import { describe, expect, it } from "vitest";
import { isCrossSiteRequest, safeRedirectPath } from "./request-guards.server";

const post = (headers: Record<string, string>) =>
  new Request("http://shop.test/locale", { method: "POST", headers: { Host: "shop.test", ...headers } });

describe("isCrossSiteRequest", () => {
  it.each([
    [{}, false],
    [{ "Sec-Fetch-Site": "same-origin" }, false],
    [{ "Sec-Fetch-Site": "cross-site" }, true],
    [{ Origin: "http://shop.test" }, false],
    [{ Origin: "https://evil.test" }, true],
    [{ Origin: "not a url" }, true],
  ])("%j -> %s", (headers, expected) => {
    expect(isCrossSiteRequest(post(headers))).toBe(expected);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/products?sort=price_asc", "/products?sort=price_asc"],
    ["//evil.test", "/"],
    ["/\\evil.test", "/"],
    ["https://evil.test", "/"],
    [null, "/"],
  ])("%j -> %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });
});
