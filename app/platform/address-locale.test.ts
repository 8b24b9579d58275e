import { describe, expect, it } from "vitest";
import { addressLocale } from "./context.server";

describe("addressLocale (?lng= chooses the language of one request)", () => {
  it.each([
    ["/products?lng=en", "en"],
    ["/products?page=2&lng=mn", "mn"],
    ["/products.data?lng=en&_routes=root", "en"],
    ["/products?lng=ru", null],
    ["/products?lng=", null],
    ["/products", null],
    ["/products#lng=en", null],
    [null, null],
  ])("%s -> %s", (url, expected) => {
    expect(addressLocale(url)).toBe(expected);
  });
});
