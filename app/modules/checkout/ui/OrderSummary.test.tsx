import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverTexts } from "~/platform/texts.server";
import { TextsProvider } from "~/ui/i18n";
import { OrderSummary, type SummaryTotals } from "./OrderSummary";

const lines = [{ id: 1, name: "Хар Сувд 0.75 л", quantity: 2, lineTotal: 90_000 }];
const totals = (delivery: number | null): SummaryTotals => ({
  itemCount: 2,
  itemTotal: 90_000,
  delivery,
  discounts: 0,
  storeCredit: 0,
  total: 90_000 + (delivery ?? 0),
  vatIncluded: 8_182,
});

async function render(lng: "mn" | "en", delivery: number | null) {
  const html = renderToStaticMarkup(
    <TextsProvider initial={serverTexts(lng)}>
      <OrderSummary lines={lines} totals={totals(delivery)} locale={lng} />
    </TextsProvider>,
  );
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("OrderSummary", () => {
  // The address step is where delivery is chosen: it must not send the shopper to a next step.
  it.each([
    ["mn", "Энэ хуудсанд сонгох хүргэлтээс хамаарна", "Нийт дүн (хүргэлтийн төлбөргүй) 90,000₮", /Дараагийн алхамд/],
    ["en", "Depends on the delivery you choose on this page", "Total before delivery ₮90,000", /next step/i],
  ] as const)("before delivery is chosen (%s) says it is chosen on this page and the total is without it", async (lng, delivery, total, wrong) => {
    const text = await render(lng, null);
    expect(text).toContain(delivery);
    expect(text).toContain(total);
    expect(text).not.toMatch(wrong);
  });

  it.each([
    ["mn", 5_000, "Хүргэлт 5,000₮", "Нийт дүн 95,000₮"],
    ["mn", 0, "Хүргэлт Үнэгүй", "Нийт дүн 90,000₮"],
    ["en", 5_000, "Delivery ₮5,000", "Total ₮95,000"],
  ] as const)("with delivery chosen (%s, %i) shows its price and the whole total", async (lng, delivery, deliveryText, totalText) => {
    const text = await render(lng, delivery);
    expect(text).toContain(deliveryText);
    expect(text).toContain(totalText);
  });
});
