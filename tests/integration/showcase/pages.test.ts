import { afterAll, describe, expect, it } from "vitest";

/**
 * The shop's pages (about, delivery, returns, payment, help, terms, privacy) in mn and en: every
 * placeholder a text uses is one the table knows, none is left unfilled, and the delivery and
 * returns pages print the spec's promises from app/config/site.ts (never copied into the text).
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(20);

const { shopDb } = await import("../../support/shop-context");
const { siteConfig } = await import("~/config/site");
const { markdownToText } = await import("~/kernel/markdown.server");
const { PAGE_SLUGS, isPagePlaceholder, placeholdersIn } = await import("~/modules/pages");
const { filledPageText, shopPage } = await import("~/modules/pages/index.server");
const { pagesMn } = await import("~/modules/pages/content/mn");
const { pagesEn } = await import("~/modules/pages/content/en");

const db = shopDb();

afterAll(async () => {
  await database.cleanup();
});

const LOCALES = ["mn", "en"] as const;
const RAW = { mn: pagesMn, en: pagesEn };
const cases = LOCALES.flatMap((locale) => PAGE_SLUGS.map((slug) => [locale, slug] as const));

/** Rendered text with every kind of dash and space made plain, so "24–48" and "24 - 48" read the same. */
async function pageText(slug: (typeof PAGE_SLUGS)[number], locale: "mn" | "en"): Promise<string> {
  const result = await shopPage(db, slug, locale);
  if (!result.ok) throw new Error(result.error);
  return `${result.value.title}\n${result.value.summary}\n${result.value.html.replace(/<[^>]+>/g, " ")}`
    .replace(/&nbsp;|\u00a0|\u202f/g, " ")
    .replace(/[–—‑]/g, "-")
    .replace(/\s*-\s*/g, "-");
}

describe("page texts", () => {
  it.each(cases)("%s/%s uses only known placeholders and leaves none unfilled", async (locale, slug) => {
    const raw = RAW[locale][slug];
    const used = [raw.title, raw.summary, raw.body].flatMap(placeholdersIn);
    expect(used.filter((name) => !isPagePlaceholder(name))).toEqual([]);
    expect(filledPageText(slug, locale).unknown).toEqual([]);
    const text = await pageText(slug, locale);
    expect(text).not.toContain("{{");
    expect(text).not.toContain("}}");
    expect(markdownToText(raw.body).length).toBeGreaterThan(200);
  });

  it.each(LOCALES)("the %s delivery page takes every promise from site.ts", async (locale) => {
    const d = siteConfig.promises.delivery;
    // The numbers come from placeholders, not from the text.
    const used = new Set(placeholdersIn(RAW[locale].delivery.body));
    for (const name of ["expressHours", "paidBefore", "paidBeforeHours", "standardHours", "remoteFrom", "remoteTo", "inStockFrom", "inStockTo", "otherFrom", "otherTo", "preOrdersAfter", "cutoff", "opens", "closes"]) {
      expect(used, name).toContain(name);
    }
    const text = await pageText("delivery", locale);
    for (const value of [
      `${d.expressHours}`,
      d.paidBefore,
      `${d.paidBeforeHours}`,
      `${d.standardHours}`,
      `${d.remoteHours.from}-${d.remoteHours.to}`,
      `${d.inStockHours.from}-${d.inStockHours.to}`,
      `${d.otherDays.from}-${d.otherDays.to}`,
      locale === "en" ? "13 March" : "3-р сарын 13",
      siteConfig.sameDayDeliveryCutoff,
    ]) {
      expect(text, value).toContain(value);
    }
    const { opens, closes } = siteConfig.workingHours;
    expect(text).toMatch(new RegExp(`${opens}(-| to | and )${closes}`));
  });

  it.each(LOCALES)("the %s returns page takes its hours and refund times from site.ts, the payment page the VAT receipt days", async (locale) => {
    const { returnsHours, refund, vatReceiptDays } = siteConfig.promises;
    const used = new Set(placeholdersIn(RAW[locale].returns.body));
    for (const name of ["returnsDamaged", "returnsWrongItem", "returnsUnopened", "refundWalletHours", "refundBankFrom", "refundBankTo"]) {
      expect(used, name).toContain(name);
    }
    const text = await pageText("returns", locale);
    for (const value of [returnsHours.damaged, returnsHours.wrongItem, returnsHours.unopened, refund.walletHours, `${refund.bankDays.from}-${refund.bankDays.to}`]) {
      expect(text, String(value)).toContain(String(value));
    }
    expect(placeholdersIn(RAW[locale].payment.body)).toContain("vatReceiptDays");
    expect(await pageText("payment", locale)).toMatch(new RegExp(`\\b${vatReceiptDays}\\b`));
  });

  it("an unknown page is not found", async () => {
    expect(await shopPage(db, "nope", "mn")).toEqual({ ok: false, error: "showcase:errors.pageNotFound" });
    expect(await shopPage(db, "__proto__", "mn")).toEqual({ ok: false, error: "showcase:errors.pageNotFound" });
  });

  it("the about page lists the shop's pickup locations with their hours", async () => {
    const locations = await db.selectFrom("stock_locations").select(["name_en", "opens_at"]).where("is_pickup_point", "=", 1).execute();
    const result = await shopPage(db, "about", "en");
    if (!result.ok) throw new Error(result.error);
    expect(result.value.locations.map((l) => l.name)).toEqual(locations.map((l) => l.name_en));
  });
});
