import { describe, expect, it } from "vitest";
import { renderOrderEmail } from "./order-emails";

const facts = {
  number: "R123456789",
  total: 290_000,
  orderUrl: "https://shop.test/orders/R123456789",
  lines: [
    { name: "Жэймисон 12 жилийн виски", options: "Багтаамж: 1 литр", quantity: 1, lineTotal: 260_000 },
    { name: "Лого подволк", options: "Хэмжээ: L, Өнгө: Хар хөх", quantity: 2, lineTotal: 30_000 },
    { name: "Бэлгийн хайрцаг", options: "", quantity: 1, lineTotal: 0 },
  ],
};

describe("the order-placed e-mail names the variants bought", () => {
  it("lists each line with its variant, in Mongolian", () => {
    const email = renderOrderEmail("order_placed", "mn", facts);
    expect(email.text).toContain("Захиалсан бараа:");
    expect(email.text).toContain("- Жэймисон 12 жилийн виски (Багтаамж: 1 литр) × 1");
    expect(email.text).toContain("- Лого подволк (Хэмжээ: L, Өнгө: Хар хөх) × 2");
    // A product without options is named alone, without empty brackets.
    expect(email.text).toMatch(/- Бэлгийн хайрцаг × 1/);
    expect(email.html).toContain("<li>Жэймисон 12 жилийн виски (Багтаамж: 1 литр) × 1");
  });

  it("and in English", () => {
    const email = renderOrderEmail("order_placed", "en", { ...facts, lines: [{ name: "Logo T-shirt", options: "Size: L, Colour: Navy", quantity: 2, lineTotal: 30_000 }] });
    expect(email.text).toContain("Items:\n- Logo T-shirt (Size: L, Colour: Navy) × 2");
  });

  it("escapes what it lists in the HTML part", () => {
    const email = renderOrderEmail("order_placed", "en", { ...facts, lines: [{ name: "<b>x</b>", options: "", quantity: 1, lineTotal: 1 }] });
    expect(email.html).not.toContain("<b>x</b>");
  });

  it("other e-mails do not repeat the lines", () => {
    expect(renderOrderEmail("order_shipped", "mn", facts).text).not.toContain("Захиалсан бараа");
  });
});
