import { describe, expect, it } from "vitest";
import { backInStockPayload, isPushedOrderState, orderStatusPayload, shopPath } from "./payloads";

describe("orderStatusPayload", () => {
  it.each([
    ["mn", "paid", "Захиалга KS-1", "Төлбөр төлөгдлөө"],
    ["mn", "shipped", "Захиалга KS-1", "хүргэлтэд гарлаа"],
    ["mn", "delivered", "Захиалга KS-1", "хүргэгдлээ"],
    ["en", "paid", "Order KS-1", "Payment received"],
    ["en", "shipped", "Order KS-1", "shipped"],
    ["en", "delivered", "Order KS-1", "delivered"],
  ] as const)("%s %s", (locale, state, title, body) => {
    const payload = orderStatusPayload(locale, { number: "KS-1", state });
    expect(payload.title).toBe(title);
    expect(payload.body).toContain(body);
    expect(payload.url).toBe("/account/orders/KS-1");
    expect(payload.tag).toBe("order-KS-1");
  });
  it.each([
    ["paid", true],
    ["shipped", true],
    ["delivered", true],
    ["confirmed", false],
    ["out_for_delivery", false],
    ["canceled", false],
  ])("%s is pushed: %s", (state, expected) => expect(isPushedOrderState(state)).toBe(expected));
});

describe("backInStockPayload", () => {
  it("names the product and links its variant", () => {
    expect(backInStockPayload("en", { name: "Chinggis Gold", slug: "chinggis-gold", variantId: 7 })).toEqual({
      title: "Back in stock",
      body: "Chinggis Gold is back in stock.",
      url: "/products/chinggis-gold?variant=7",
      tag: "stock-7",
    });
  });
});

describe("shopPath", () => {
  it.each([
    ["/t/wine", null, "/t/wine"],
    [" /promotions?x=1 ", null, "/promotions?x=1"],
    ["//evil.test/x", null, null],
    ["/\\evil.test", null, null],
    ["https://shop.mn/t/wine", "https://shop.mn", "/t/wine"],
    ["https://evil.test/t/wine", "https://shop.mn", null],
    ["javascript:alert(1)", "https://shop.mn", null],
    ["t/wine", "https://shop.mn", null],
  ])("%s (origin %s) -> %s", (value, origin, expected) => expect(shopPath(value, origin)).toBe(expected));
});
