import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { e2eDataDir } from "./support/messages";
import { uniqueEmail } from "./support/auth";
import { startsWith, tr } from "./support/i18n";
import { signInAs } from "./support/sessions";

/**
 * Places, zip codes and airports (issue 21), with JavaScript (without it where tagged @no-js): the address form fills the
 * zip code from the khoroo chosen (with JavaScript as the shopper chooses; without, the server
 * when the field is left empty), and the saved address shows it; with JavaScript the address
 * search finds a khoroo from Cyrillic typing and fills the form, and 'Use my location' looks the
 * browser's position up in imported zip areas; the JSON APIs answer airports
 * ('ULN', 'Чингис хаан') and refuse bad input with a 400.
 */
test.describe("the address form's zip code", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, { email: uniqueEmail("places") });
  });

  test("choosing Ulaanbaatar, a district and a khoroo fills the zip code, and the saved address shows it", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/addresses/new");
    await expect(page.getByLabel(startsWith(tr("mn", "account:address.city")))).toHaveValue("MN-1");
    await page.getByLabel(startsWith(tr("mn", "account:address.district"))).selectOption({ label: "Баянгол" });
    await page.getByLabel(startsWith(tr("mn", "account:address.khoroo"))).fill("7");
    await page.getByLabel(startsWith(tr("mn", "account:address.detail"))).fill("15-р байр, 32 тоот");
    const zip = page.getByLabel(startsWith(tr("mn", "account:address.zip")));
    // With JavaScript the field fills as the khoroo is chosen (and stays editable); without, it is left empty here.
    await expect(zip).toHaveValue(javaScriptEnabled ? "16070" : "");
    await expect(zip).toBeEditable();
    await page.getByRole("button", { name: tr("mn", "account:addresses.save") }).click();
    await expect(page.getByTestId("toast")).toContainText(tr("mn", "account:toast.addressSaved"));
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByTestId("address-card").first()).toContainText("Улаанбаатар, Баянгол дүүрэг, 7-р хороо");
    await expect(page.getByTestId("address-card").first()).toContainText("16070");
  });

  test("a zip code the shopper typed is kept", { tag: "@no-js" }, async ({ page }) => {
    await page.goto("/account/addresses/new");
    await page.getByLabel(startsWith(tr("mn", "account:address.district"))).selectOption({ label: "Сүхбаатар" });
    await page.getByLabel(startsWith(tr("mn", "account:address.khoroo"))).fill("1");
    await page.getByLabel(startsWith(tr("mn", "account:address.detail"))).fill("3-р байр, 12 тоот");
    await page.getByLabel(startsWith(tr("mn", "account:address.zip"))).fill("14201");
    await page.getByRole("button", { name: tr("mn", "account:addresses.save") }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByTestId("address-card").first()).toContainText("14201");
  });

  test("the address search finds a khoroo typed in Cyrillic and fills the form (JavaScript)", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
    await page.goto("/account/addresses/new");
    const finder = page.getByRole("combobox", { name: tr("mn", "places:finder.label") });
    if (!javaScriptEnabled) {
      // Without JavaScript there is no search box: the plain fields are the form.
      await expect(page.getByLabel(tr("mn", "places:finder.label"))).toHaveCount(0);
      return;
    }
    await finder.fill("Хан-Уул 25");
    const option = page.getByRole("option", { name: /Хан-Уул дүүрэг, 25-р хороо/ });
    await expect(option).toBeVisible();
    await finder.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await finder.press("Enter");
    await expect(page.getByLabel(startsWith(tr("mn", "account:address.district")))).toHaveValue("khan-uul");
    await expect(page.getByLabel(startsWith(tr("mn", "account:address.khoroo")))).toHaveValue("25");
    await expect(page.getByLabel(startsWith(tr("mn", "account:address.zip")))).toHaveValue("17250");
  });
});

test("'Use my location' fills the zip code, district and khoroo from the imported zip areas (JavaScript)", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the browser's location needs JavaScript");
  // The fixture's zip areas only (its place record stays out of the shared e2e database), imported as an operator would.
  const fixture = JSON.parse(fs.readFileSync("tests/fixtures/places/zip-areas.geojson", "utf8")) as { type: string; features: { geometry: unknown }[] };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "places-e2e-")), "areas.geojson");
  fs.writeFileSync(file, JSON.stringify({ ...fixture, features: fixture.features.filter((f) => f.geometry !== null) }));
  execFileSync(process.execPath, ["--import", "tsx", "scripts/places-import.ts", file], { env: { PATH: process.env.PATH ?? "", NODE_ENV: "development", DATABASE_PATH: path.join(e2eDataDir(), "shop.db") } });

  await signInAs(page, { email: uniqueEmail("places-location") });
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 47.845, longitude: 106.95 });
  await page.goto("/account/addresses/new");
  await page.getByRole("button", { name: tr("mn", "places:location.use") }).click();
  await expect(page.getByText(tr("mn", "places:location.found"))).toBeVisible();
  await expect(page.getByLabel(startsWith(tr("mn", "account:address.district")))).toHaveValue("khan-uul");
  await expect(page.getByLabel(startsWith(tr("mn", "account:address.khoroo")))).toHaveValue("25");
  await expect(page.getByLabel(startsWith(tr("mn", "account:address.zip")))).toHaveValue("17250");

  // In the area's hole there is no zip code: the form says so and changes nothing.
  await page.context().setGeolocation({ latitude: 47.86, longitude: 106.93 });
  await page.getByRole("button", { name: tr("mn", "places:location.use") }).click();
  await expect(page.getByText(tr("mn", "places:location.none"))).toBeVisible();
  await expect(page.getByLabel(startsWith(tr("mn", "account:address.zip")))).toHaveValue("17250");
});

test.describe("the places and airports APIs", () => {
  test("airports by code and by Mongolian name, at most 40, and 400 for a long text", async ({ request }) => {
    const uln = await request.get("/api/airports?q=ULN");
    expect(uln.status()).toBe(200);
    expect(((await uln.json()) as { airports: { iata: string }[] }).airports[0]?.iata).toBe("ULN");
    const chinggis = await request.get(`/api/airports?q=${encodeURIComponent("Чингис хаан")}&lng=mn`);
    const body = (await chinggis.json()) as { airports: { iata: string; label: string }[] };
    expect(body.airports[0]).toMatchObject({ iata: "UBN" });
    expect(body.airports[0]!.label).toMatch(/^UBN - Чингис хаан/);
    expect(((await (await request.get("/api/airports?q=a")).json()) as { airports: unknown[] }).airports).toHaveLength(40);
    const long = await request.get(`/api/airports?q=${"a".repeat(101)}&lng=en`);
    expect(long.status()).toBe(400);
    expect(await long.json()).toEqual({ error: tr("en", "places:errors.queryTooLong", { max: 100 }) });
  });

  test("places by text and zip lookups refuse bad coordinates", async ({ request }) => {
    const found = await request.get(`/api/places?q=${encodeURIComponent("баянгол 7")}`);
    expect(((await found.json()) as { places: { zipcode: string }[] }).places[0]?.zipcode).toBe("16070");
    expect((await request.get("/api/places/zip?lat=123&lon=106")).status()).toBe(400);
    expect((await request.post("/api/places/zip", { data: "nonsense", headers: { "Content-Type": "application/json" } })).status()).toBe(400);
    const ok = await request.get("/api/places/zip?lat=47.91&lon=106.87");
    expect(ok.status()).toBe(200);
    expect(Object.keys((await ok.json()) as object)).toEqual(["zip"]);
  });
});
