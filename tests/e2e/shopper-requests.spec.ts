import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./support/test";
import { uniqueEmail } from "./support/auth";
import { cartToPaymentByPickup } from "./support/checkout-steps";
import { tr } from "./support/i18n";
import { e2eDataDir, latestEmail } from "./support/messages";
import { signInAs, staffPage } from "./support/sessions";

/**
 * Price opinions and back in stock (issue 16), with JavaScript (without it where tagged @no-js): a shopper sends a
 * price opinion (a crafted request from another address is refused with the spec's message),
 * staff accept it with a coupon, the shopper gets the e-mail, sees the code on the account and
 * uses it at checkout, where it lowers the total. A guest asks to be told when a sold-out variant
 * is back, confirms by the e-mailed link, and gets the message when staff restock.
 */

function shopDb() {
  const db = new Database(path.join(e2eDataDir(), "shop.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

const digits = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

/** The first product priced 30,000₮ or more with stock, as a cart worth checking out. */
async function openPricedProduct(page: Page): Promise<string> {
  await page.goto("/products?sort=price_asc&price_min=30000");
  await page.locator(".product-grid .product-card a").first().click();
  await expect(page.getByTestId("add-to-cart")).toBeEnabled();
  return new URL(page.url()).pathname;
}


test("a price opinion: sent from the shopper's own e-mail, accepted with a coupon, used at checkout", async ({ page, browser }) => {
  const email = uniqueEmail("opinion");
  await signInAs(page, { email });
  const productPath = await openPricedProduct(page);
  const ids = { productId: await page.locator("input[name=productId]").first().inputValue(), variantId: await page.locator("input[name=variantId]").first().inputValue() };

  // A request naming another address is refused, whatever the form showed (spec §5).
  const crafted = await page.request.post(`${productPath}/price-opinion`, { form: { ...ids, amount: "1000", contact: "someone@else.mn" }, maxRedirects: 0 });
  expect(crafted.status()).toBe(302);
  await page.goto(productPath);
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "requests:errors.ownContactOnly"));

  await page.getByTestId("price-opinion").locator("summary").click();
  await expect(page.getByTestId("price-opinion-form")).toContainText(email);
  await page.locator("#price-opinion-amount").fill("20000");
  await page.locator("#price-opinion-note").fill("Төрсөн өдрийн бэлэгт");
  const sentAt = Date.now();
  await page.getByTestId("price-opinion-submit").click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "requests:toast.opinionSent"));
  await expect(page.getByTestId("price-opinion-open")).toContainText("20,000₮");

  const staff = await staffPage(browser);
  await staff.goto("/staff/price-opinions");
  const item = staff.getByTestId("price-opinion-item").filter({ hasText: email });
  await expect(item).toHaveAttribute("data-state", "open");
  await item.getByTestId("opinion-accept").click();
  await expect(staff.getByTestId("toast")).toContainText(/PO-[A-Z0-9]{10}/);
  await staff.context().close();

  const mail = await latestEmail(email, sentAt);
  expect(mail.subject).toContain("Таны үнийн санал зөвшөөрөгдлөө");
  await page.goto("/account/price-opinions");
  const coupon = page.getByTestId("price-opinion-item").first();
  await expect(coupon).toHaveAttribute("data-state", "accepted");
  const code = (await coupon.locator(".coupon-code").textContent())!.trim();
  expect(mail.text).toContain(code);

  const db = shopDb();
  const discount = (db.prepare("select discount_value from coupons where code = ?").get(code) as { discount_value: number }).discount_value;
  db.close();
  expect(discount).toBeGreaterThan(0);

  await page.goto(productPath);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await cartToPaymentByPickup(page);
  const before = digits(await page.getByTestId("checkout-total").textContent());
  await page.locator("#coupon-code").fill(code);
  await page.locator("button[name=intent][value=coupon]").click();
  await expect(page.getByTestId("coupon-applied")).toContainText(code);
  await expect(page.getByTestId("checkout-total")).toHaveText(`${(before - discount).toLocaleString("en")}₮`);
});

/** A listed product with two variants by option, its first one made sold out; the product's slug, that variant and its SKU. */
function soldOutVariant(): { slug: string; variantId: number; sku: string } {
  const db = shopDb();
  try {
    const product = db
      .prepare(
        `select p.id, p.slug from products p
         where p.available_on <= ?
           and (select count(*) from variants v where v.product_id = p.id and exists (select 1 from variant_option_values o where o.variant_id = v.id)) = 2
         order by p.id asc limit 1`,
      )
      .get(new Date().toISOString()) as { id: number; slug: string };
    const variant = db.prepare("select v.id, v.sku from variants v where v.product_id = ? and exists (select 1 from variant_option_values o where o.variant_id = v.id) order by v.id limit 1").get(product.id) as { id: number; sku: string };
    db.prepare("update stock_items set count_on_hand = 0 where variant_id = ?").run(variant.id);
    return { slug: product.slug, variantId: variant.id, sku: variant.sku };
  } finally {
    db.close();
  }
}

test("back in stock: a guest confirms by the e-mailed link and is told once when staff restock", async ({ page, browser }) => {
  const { slug, variantId, sku } = soldOutVariant();
  const email = uniqueEmail("alert");
  await page.goto(`/products/${slug}?variant=${variantId}`);
  await expect(page.locator(".product-stock")).toContainText(tr("mn", "common:stock.sold_out"));
  await page.locator("#stock-alert-email").fill(email);
  const askedAt = Date.now();
  await page.getByTestId("stock-alert-submit").click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "requests:toast.alertPending"));

  const confirmation = await latestEmail(email, askedAt);
  const link = /https?:\/\/\S+\/stock-alerts\?token=[A-Za-z0-9_-]+/.exec(confirmation.text)![0];
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByTestId("stock-alert-confirm").click();
  await expect(page.getByTestId("toast")).toContainText(tr("mn", "requests:toast.alertConfirmed"));
  // The link is used up.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId("stock-alert-dead")).toBeVisible();

  const staff = await staffPage(browser);
  await staff.goto("/staff/restock");
  await expect(staff.getByTestId("awaited-variants")).toContainText(sku);
  await staff.locator("#restock-sku").fill(sku);
  await staff.locator("#restock-quantity").fill("3");
  const restockedAt = Date.now();
  await staff.getByTestId("restock-submit").click();
  await expect(staff.getByTestId("toast")).toContainText(sku);
  await staff.context().close();

  const message = await latestEmail(email, restockedAt);
  expect(message.subject).toContain("Дахин нөөцөд ирлээ");
  expect(message.text).toContain(`/products/${slug}?variant=${variantId}`);
  await page.goto(`/products/${slug}?variant=${variantId}`);
  await expect(page.getByTestId("add-to-cart")).toBeEnabled();
});
