import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import sharp from "sharp";
import { uniqueEmail } from "./support/auth";
import { inSequence, startsWith, tr, trPattern } from "./support/i18n";
import { signInAs } from "./support/sessions";

/**
 * The signed-in shopper's profile, avatar, addresses and organisations. Runs in the `js` and
 * `no-js` projects: every form is a real POST that answers with a redirect and a toast, or
 * with the translated message and a 400.
 */

/**
 * Submits with `click` and returns the status of the POST it sends; null when none is expected
 * (with JavaScript, the browser's own validation stops a bad form before it is sent).
 */
async function submitAndStatus(page: Page, click: () => Promise<void>, expectPost = true): Promise<number | null> {
  if (!expectPost) {
    await click();
    return null;
  }
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), click()]);
  return response.status();
}

test.describe("account profile", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, { email: uniqueEmail("profile") });
  });

  test("updating the profile shows the toast and the new name", async ({ page }) => {
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: tr("mn", "account:profile.title") })).toBeVisible();
    // An account as an e-mail code sign-up makes it (signInAs too): the e-mail confirmed, no phone yet.
    const contact = page.locator(".contact-list");
    await expect(contact.getByText(tr("mn", "account:status.confirmed"))).toBeVisible();
    await expect(contact.getByRole("link", { name: inSequence(tr("mn", "account:contact.change"), tr("mn", "account:contact.email")) })).toHaveAttribute("href", "/account/contact?kind=email");

    const name = `Тэмүүлэн ${Math.floor(Math.random() * 1000)}`;
    await page.getByLabel(startsWith(tr("mn", "account:profile.name"))).fill(name);
    await page.getByLabel(startsWith(tr("mn", "account:profile.firstName"))).fill("Temuulen");
    await page.getByLabel(startsWith(tr("mn", "account:profile.lastName"))).fill("Bat");
    await page.getByLabel(startsWith(tr("mn", "account:profile.mr"))).check();
    await page.getByRole("button", { name: tr("mn", "account:profile.save") }).click();

    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.profileUpdated"));
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByLabel(startsWith(tr("mn", "account:profile.name")))).toHaveValue(name);
    await expect(page.getByLabel(startsWith(tr("mn", "account:profile.mr")))).toBeChecked();
    await expect(page.locator(".account-menu-user")).toContainText(name);
  });

  test("an empty name is refused with the translated message and a 400", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
    await page.goto("/account");
    const before = await page.getByLabel(startsWith(tr("mn", "account:profile.name"))).inputValue();
    await page.getByLabel(startsWith(tr("mn", "account:profile.name"))).fill("   ");
    const status = await submitAndStatus(page, () => page.getByRole("button", { name: tr("mn", "account:profile.save") }).click(), !javaScriptEnabled);
    await expect(page.getByText(tr("mn", "account:errors.nameRequired"), { exact: true })).toBeVisible();
    if (!javaScriptEnabled) expect(status).toBe(400);
    await page.goto("/account");
    await expect(page.getByLabel(startsWith(tr("mn", "account:profile.name")))).toHaveValue(before);
  });

  test("an avatar upload is re-encoded and shown; a fake or oversize image is refused", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
    await page.goto("/account");
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#8a1c2b" } }).png().toBuffer();
    await page.getByLabel(tr("mn", "account:avatar.upload")).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: tr("mn", "account:avatar.save"), exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.avatarUpdated"));
    const image = page.getByRole("img", { name: trPattern("mn", "account:avatar.alt") });
    await expect(image).toHaveAttribute("src", /^\/media\/avatars\/[a-f0-9]{32}\.webp$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);

    await page.getByLabel(tr("mn", "account:avatar.change")).setInputFiles({ name: "cat.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await page.getByRole("button", { name: tr("mn", "account:avatar.save"), exact: true }).click();
    await expect(page.getByText(tr("mn", "account:errors.avatarNotImage"), { exact: false })).toBeVisible();

    // Over the 2 MB limit: the browser refuses it before sending, the server with a 400 when it gets it.
    await page.goto("/account");
    const savedSrc = await image.getAttribute("src");
    const huge = Buffer.concat([png.subarray(0, 8), Buffer.alloc(2_100_000, 1)]);
    await page.getByLabel(tr("mn", "account:avatar.change")).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: huge });
    const status = await submitAndStatus(page, () => page.getByRole("button", { name: tr("mn", "account:avatar.save"), exact: true }).click(), !javaScriptEnabled);
    await expect(page.getByText(tr("mn", "account:errors.avatarTooLarge"), { exact: true })).toBeVisible();
    if (!javaScriptEnabled) expect(status).toBe(400);
    await expect(page.getByRole("img", { name: trPattern("mn", "account:avatar.alt") })).toHaveAttribute("src", savedSrc ?? "");

    await page.goto("/account");
    await page.getByRole("button", { name: tr("mn", "account:avatar.remove") }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.avatarRemoved"));
    await expect(page.getByRole("img", { name: tr("mn", "account:avatar.none") })).toBeVisible();
  });
});

test.describe("addresses", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, { email: uniqueEmail("profile") });
  });

  test("create, edit, make default and delete", async ({ page }) => {
    await page.goto("/account/addresses");
    await expect(page.getByText(tr("mn", "account:addresses.empty"))).toBeVisible();

    // Place names and the address line are the shop's place data (app/kernel/mongolia-places.ts),
    // not translations, so they stay as written; the typed values are the shopper's input.
    // A capital address: the district from the select, the khoroo by number.
    await page.getByRole("link", { name: tr("mn", "account:addresses.add") }).first().click();
    await expect(page).toHaveURL(/\/account\/addresses\/new$/);
    await expect(page.getByLabel(startsWith(tr("mn", "account:address.city")))).toHaveValue("MN-1");
    await page.getByLabel(startsWith(tr("mn", "account:address.district"))).selectOption({ label: "Баянгол" });
    await page.getByLabel(startsWith(tr("mn", "account:address.khoroo"))).fill("7");
    await page.getByLabel(startsWith(tr("mn", "account:address.street"))).fill("Энхтайваны өргөн чөлөө");
    await page.getByLabel(startsWith(tr("mn", "account:address.detail"))).fill("15-р байр, 32 тоот");
    await page.getByLabel(startsWith(tr("mn", "account:address.zip"))).fill("16050");
    await page.getByRole("button", { name: tr("mn", "account:addresses.save") }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.addressSaved"));
    await expect(page).toHaveURL(/\/account\/addresses$/);
    const cards = page.getByTestId("address-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Улаанбаатар, Баянгол дүүрэг, 7-р хороо");
    await expect(cards.first()).toContainText(tr("mn", "account:addresses.default"));

    // An aimag address: the sum is typed.
    await page.getByRole("link", { name: tr("mn", "account:addresses.add") }).first().click();
    await page.getByLabel(startsWith(tr("mn", "account:address.city"))).selectOption({ label: "Дархан-Уул" });
    await page.getByLabel(startsWith(tr("mn", "account:address.sum"))).fill("Дархан");
    await page.getByLabel(startsWith(tr("mn", "account:address.detail"))).fill("Төвийн гудамж 4");
    await page.getByRole("button", { name: tr("mn", "account:addresses.save") }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.addressSaved"));
    await expect(cards).toHaveCount(2);
    const capital = cards.filter({ hasText: "Баянгол" });
    const darkhan = cards.filter({ hasText: "Дархан-Уул, Дархан сум" });
    await expect(capital).toContainText(tr("mn", "account:addresses.default"));
    await expect(darkhan).not.toContainText(tr("mn", "account:addresses.default"));

    // Edit the capital address.
    await capital.getByRole("link", { name: startsWith(tr("mn", "account:actions.edit")) }).click();
    await expect(page).toHaveURL(/\/account\/addresses\/\d+\/edit$/);
    await expect(page.getByLabel(startsWith(tr("mn", "account:address.detail")))).toHaveValue("15-р байр, 32 тоот");
    await page.getByLabel(startsWith(tr("mn", "account:address.detail"))).fill("15-р байр, 2-р орц, 40 тоот");
    await page.getByRole("button", { name: tr("mn", "account:addresses.save") }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.addressSaved"));
    await expect(cards.filter({ hasText: "40 тоот" })).toHaveCount(1);

    // Make the Darkhan address the default: the badge moves.
    await darkhan.getByRole("button", { name: startsWith(tr("mn", "account:addresses.makeDefault")) }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.addressDefault"));
    await expect(darkhan).toContainText(tr("mn", "account:addresses.default"));
    await expect(capital).not.toContainText(tr("mn", "account:addresses.default"));

    // Delete the default: the remaining address becomes the default.
    await darkhan.locator("summary", { hasText: tr("mn", "account:actions.delete") }).click();
    await darkhan.getByRole("button", { name: tr("mn", "account:actions.confirmDelete") }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.addressDeleted"));
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("40 тоот");
    await expect(cards.first()).toContainText(tr("mn", "account:addresses.default"));
  });

  test("Latin letters in the detailed address are refused with a 400 and change nothing", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/addresses/new");
    await page.getByLabel(startsWith(tr("mn", "account:address.district"))).selectOption({ label: "Сүхбаатар" });
    await page.getByLabel(startsWith(tr("mn", "account:address.khoroo"))).fill("1");
    await page.getByLabel(startsWith(tr("mn", "account:address.detail"))).fill("Building 15, apartment 32");
    const status = await submitAndStatus(page, () => page.getByRole("button", { name: tr("mn", "account:addresses.save") }).click(), !javaScriptEnabled);
    await expect(page.getByText(tr("mn", "account:errors.cyrillicOnly"), { exact: true })).toBeVisible();
    if (javaScriptEnabled) {
      // The browser caught it first; the server answers the same post with a 400 of its own.
      const response = await page.request.post("/account/addresses/new", {
        form: { country: "MN", city: "MN-1", district: "sukhbaatar", khoroo: "1", detail: "Building 15, apartment 32" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(tr("mn", "account:errors.cyrillicOnly"));
    } else {
      expect(status).toBe(400);
      // The typed values come back for correction.
      await expect(page.getByLabel(startsWith(tr("mn", "account:address.detail")))).toHaveValue("Building 15, apartment 32");
    }
    await page.goto("/account/addresses");
    await expect(page.getByTestId("address-card")).toHaveCount(0);
  });
});

test.describe("records of others and tampered posts", () => {
  test("an unknown address is a 404 and a nonsense list post a 400", async ({ page }) => {
    await signInAs(page, { email: uniqueEmail("profile") });
    expect((await page.goto("/account/addresses/999999/edit"))?.status()).toBe(404);
    expect((await page.goto("/account/organisations/abc/edit"))?.status()).toBe(404);
    const tampered = await page.request.post("/account/addresses?index", { form: { intent: "explode", id: "1" }, maxRedirects: 0 });
    expect(tampered.status()).toBe(400);
    const missing = await page.request.post("/account/addresses?index", { form: { intent: "delete", id: "999999" }, maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    // A cross-site post is refused with a 403 before the action runs and changes nothing.
    const crossSite = await page.request.post("/account", {
      form: { name: "Хакер" },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    await page.goto("/account");
    await expect(page.getByLabel(startsWith(tr("mn", "account:profile.name")))).not.toHaveValue("Хакер");
  });

  test("signed out, the account pages send you to sign in", async ({ page }) => {
    await page.goto("/account/addresses");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Faddresses/);
  });
});

test.describe("organisations", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, { email: uniqueEmail("profile") });
  });

  test("a bad registry number is refused with a 400; a good one is saved once", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/organisations");
    await page.getByLabel(startsWith(tr("mn", "account:organisation.name"))).fill("Сувд Трейд ХХК");
    await page.getByLabel(startsWith(tr("mn", "account:organisation.registryNumber"))).fill("12345");
    const status = await submitAndStatus(page, () => page.getByRole("button", { name: tr("mn", "account:organisations.save") }).click(), !javaScriptEnabled);
    await expect(page.getByText(tr("mn", "account:errors.registryNumber"), { exact: true })).toBeVisible();
    if (!javaScriptEnabled) expect(status).toBe(400);
    else {
      const response = await page.request.post("/account/organisations?index", {
        form: { intent: "create", name: "Сувд Трейд ХХК", registryNumber: "12345" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
    }
    await page.goto("/account/organisations");
    await expect(page.getByTestId("organisation-card")).toHaveCount(0);

    await page.getByLabel(startsWith(tr("mn", "account:organisation.name"))).fill("Сувд Трейд ХХК");
    await page.getByLabel(startsWith(tr("mn", "account:organisation.registryNumber"))).fill("5123456");
    await page.getByLabel(startsWith(tr("mn", "account:organisation.industry"))).selectOption("horeca");
    await page.getByRole("button", { name: tr("mn", "account:organisations.save") }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.organisationSaved"));
    await expect(page.getByTestId("organisation-card")).toHaveCount(1);

    // The same registry number again: 400 and the duplicate message.
    await page.getByLabel(startsWith(tr("mn", "account:organisation.name"))).fill("Өөр нэр");
    await page.getByLabel(startsWith(tr("mn", "account:organisation.registryNumber"))).fill("5123456");
    const again = await submitAndStatus(page, () => page.getByRole("button", { name: tr("mn", "account:organisations.save") }).click());
    expect(again).toBe(400);
    await expect(page.getByText(tr("mn", "account:errors.duplicateRegistry"))).toBeVisible();
    await page.goto("/account/organisations");
    await expect(page.getByTestId("organisation-card")).toHaveCount(1);
  });

  test("a bank account with a bad IBAN is refused; a domestic number is saved", async ({ page }) => {
    await page.goto("/account/organisations");
    await page.getByRole("link", { name: tr("mn", "account:bankAccounts.manage") }).click();
    await expect(page).toHaveURL(/\/account\/bank-accounts$/);
    await page.getByLabel(startsWith(tr("mn", "account:bankAccount.accountName"))).fill("Б. Болд");
    await page.getByLabel(startsWith(tr("mn", "account:bankAccount.accountNumber"))).fill("MN13 1234 1234 5678 9123");
    await page.getByRole("combobox", { name: startsWith(tr("mn", "account:bankAccount.bank")) }).selectOption({ label: "Хаан банк" });
    await page.getByRole("button", { name: tr("mn", "account:bankAccounts.save") }).click();
    await expect(page.getByText(tr("mn", "account:errors.ibanChecksum"))).toBeVisible();
    await page.getByLabel(startsWith(tr("mn", "account:bankAccount.accountNumber"))).fill("5012 3456 78");
    await page.getByRole("button", { name: tr("mn", "account:bankAccounts.save") }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.bankAccountSaved"));
    await expect(page.getByTestId("bank-account-card")).toContainText("5012345678");
  });
});

test("no axe violations on the account pages", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
  await signInAs(page, { email: uniqueEmail("profile") });
  await page.goto("/account/addresses/new");
  await page.getByLabel(startsWith(tr("mn", "account:address.district"))).selectOption({ label: "Хан-Уул" });
  await page.getByLabel(startsWith(tr("mn", "account:address.khoroo"))).fill("3");
  await page.getByLabel(startsWith(tr("mn", "account:address.detail"))).fill("Зайсан, 5-р байр");
  await page.getByRole("button", { name: tr("mn", "account:addresses.save") }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
  for (const path of ["/account", "/account/addresses", "/account/addresses/new", "/account/organisations", "/account/bank-accounts", "/account/avatar"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
