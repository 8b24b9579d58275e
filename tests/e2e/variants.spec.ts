import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./support/test";
import { uniqueEmail, assignClientAddress } from "./support/auth";
import { tr } from "./support/i18n";
import { capturedEmails, e2eDataDir } from "./support/messages";
import { staffPage } from "./support/sessions";

/**
 * Variants, with JavaScript, and without it where tagged @no-js (docs/testing.md): choosing another size on
 * a product page changes every variant-specific field (price, item code, stock, the
 * specification's volume), and the cart, the checkout summary, the order page, the order e-mail
 * and the staff console name the variant bought, not only its item code.
 */

interface Whisky {
  slug: string;
  small: { id: number; sku: string };
  litre: { id: number; sku: string };
}

/** A 12-year whisky sold as 700 ml and 1 litre (the demo catalogue has several); both sizes get stock. */
function twelveYearWhisky(): Whisky {
  const db = new Database(path.join(e2eDataDir(), "shop.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const product = db
      .prepare(
        `select p.id, p.slug from products p
         join product_properties age on age.product_id = p.id and age.key = 'age' and age.filter_value = '12'
         where p.product_type = 'whisky' and p.available_on <= ?
           and exists (select 1 from variants v join variant_option_values o on o.variant_id = v.id
                       where v.product_id = p.id and o.option_key = 'volume' and o.value = '1000ml')
           and exists (select 1 from variants v join variant_option_values o on o.variant_id = v.id
                       where v.product_id = p.id and o.option_key = 'volume' and o.value = '700ml')
         order by p.id limit 1`,
      )
      .get(new Date().toISOString()) as { id: number; slug: string };
    const variant = (value: string) =>
      db
        .prepare("select v.id, v.sku from variants v join variant_option_values o on o.variant_id = v.id where v.product_id = ? and o.option_key = 'volume' and o.value = ?")
        .get(product.id, value) as { id: number; sku: string };
    const small = variant("700ml");
    const litre = variant("1000ml");
    const location = (db.prepare("select id from stock_locations order by id limit 1").get() as { id: number }).id;
    for (const [id, units] of [[small.id, 80], [litre.id, 3]] as const) {
      db.prepare("delete from stock_items where variant_id = ?").run(id);
      db.prepare("insert into stock_items (variant_id, stock_location_id, count_on_hand) values (?, ?, ?)").run(id, location, units);
    }
    return { slug: product.slug, small, litre };
  } finally {
    db.close();
  }
}

const volumeRow = (page: Page) => page.locator(".product-spec [data-spec=volume] dd");
const litreMn = tr("mn", "common:optionValue.1000ml");
const smallMn = tr("mn", "common:optionValue.700ml");
const volumeMn = tr("mn", "common:option.volume");

test("choosing the 1 litre bottle changes its code, price, stock and the specification's volume", { tag: "@no-js" }, async ({ page }) => {
  const whisky = twelveYearWhisky();
  await page.goto(`/products/${whisky.slug}?variant=${whisky.small.id}`);
  await expect(page.locator(".product-sku span")).toHaveText(whisky.small.sku);
  await expect(volumeRow(page)).toHaveText(smallMn);
  await expect(page.locator(".product-stock")).toContainText(tr("mn", "common:stock.in_stock"));
  const smallPrice = await page.locator(".product-info .price").first().textContent();

  // With JavaScript a client-side navigation, without it a new page: the same link either way.
  await page.locator(".option-choice", { hasText: litreMn }).click();
  await expect(page).toHaveURL(new RegExp(`variant=${whisky.litre.id}$`));
  await expect(page.locator(".option-choice[aria-current=true]")).toHaveText(litreMn);
  await expect(page.locator(".product-sku span")).toHaveText(whisky.litre.sku);
  await expect(volumeRow(page)).toHaveText(litreMn);
  await expect(page.locator(".product-spec")).not.toContainText(smallMn);
  await expect(page.locator(".product-stock")).toContainText(tr("mn", "common:stock.low_stock"));
  await expect(page.locator(".product-stock")).toContainText(tr("mn", "common:product.onlyLeft", { count: 3 }));
  expect(await page.locator(".product-info .price").first().textContent()).not.toBe(smallPrice);

  // And back.
  await page.locator(".option-choice", { hasText: smallMn }).click();
  await expect(page).toHaveURL(new RegExp(`variant=${whisky.small.id}$`));
  await expect(volumeRow(page)).toHaveText(smallMn);
  await expect(page.locator(".product-sku span")).toHaveText(whisky.small.sku);
});

test("the English page names the chosen size in English", async ({ page }) => {
  const whisky = twelveYearWhisky();
  await page.goto(`/products/${whisky.slug}?variant=${whisky.small.id}`);
  await page.locator(".header-actions .language-switcher button[value=en]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.locator(".option-choice", { hasText: tr("en", "common:optionValue.1000ml") }).click();
  await expect(volumeRow(page)).toHaveText(tr("en", "common:optionValue.1000ml"));
});

test("the cart, the checkout summary, the order page, the e-mail and the staff console name the size bought", async ({ page, browser }) => {
  const whisky = twelveYearWhisky();
  await assignClientAddress(page);
  await page.goto(`/products/${whisky.slug}?variant=${whisky.litre.id}`);
  // What is named where is this journey's point; the header's count after an add is cart.spec's.
  const added = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/cart/add") && r.status() < 400);
  await page.getByTestId("add-to-cart").click();
  await added;

  const named = `${volumeMn}: ${litreMn}`;
  await page.goto("/cart");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("variant-options")).toHaveText(named);
  await expect(line).toContainText(whisky.litre.sku);

  await page.getByTestId("checkout-button").click();
  await expect(page).toHaveURL(/\/checkout\/address$/);
  await expect(page.locator(".checkout-summary").getByTestId("variant-options")).toHaveText(named);

  const email = uniqueEmail("variant");
  await page.locator("input[name=deliveryType][value=simple]").check();
  const newAddress = page.locator("input[name=addressId][value=new]");
  if ((await newAddress.count()) > 0 && (await newAddress.getAttribute("type")) === "radio") await newAddress.check();
  await page.locator("select[name=district]").selectOption("sukhbaatar");
  await page.locator("input[name=khoroo]").fill("1");
  await page.locator("[name=detail]").fill("Энхтайваны өргөн чөлөө 14, 3 давхар");
  await page.locator("select[name=slot]").selectOption({ index: 1 });
  await page.locator("input[name=receiverName]").fill("Бат Болд");
  await page.locator("input[name=receiverPhone]").fill("99112233");
  await page.locator("main input[name=email]").fill(email);
  await page.locator("input[name=ageConfirmed]").check();
  await page.getByRole("button", { name: tr("mn", "checkout:address.continue") }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.locator(".checkout-summary").getByTestId("variant-options")).toHaveText(named);

  await page.locator("input[name=paymentMethod][value=bank_transfer]").check();
  await page.getByTestId("place-order").click();
  await page.waitForURL(/\/orders\/R\d{9}$/);
  const number = /\/orders\/(R\d{9})/.exec(page.url())![1]!;
  const orderLine = page.getByTestId("order-line");
  await expect(orderLine.getByTestId("variant-options")).toHaveText(named);
  await expect(orderLine).toContainText(whisky.litre.sku);

  // The order-placed e-mail lists the line with its size.
  await expect
    .poll(async () => (await capturedEmails()).filter((m) => m.to.includes(email) && m.text.includes(number)).map((m) => m.text).join("\n"), { timeout: 10_000 })
    .toContain(`(${named}) × 1`);

  const staff = await staffPage(browser);
  await staff.goto(`/staff/orders/${number}`);
  await expect(staff.getByTestId("order-line").getByTestId("variant-options")).toHaveText(named);
  await staff.context().close();
});
