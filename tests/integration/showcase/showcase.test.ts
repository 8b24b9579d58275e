import { afterAll, describe, expect, it } from "vitest";

/**
 * Vendors, lookbooks and promotions against a real migrated and seeded database (SQLite, and
 * PostgreSQL in the postgres run): what shoppers may see, where each promotion's products come
 * from (a category, a brand, a coupon's scope, a list), the demo seed, and that writes move the
 * page revision the page cache keys on.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase();

const { shopDb, shopSearchIndex } = await import("../../support/shop-context");
const { seedDemoShowcase } = await import("~/db/seed/demo-showcase.server");
const { readPageRevision } = await import("~/db/page-revision.server");
const promotions = await import("~/modules/promotions/index.server");
const lookbooks = await import("~/modules/lookbooks/index.server");
const vendors = await import("~/modules/vendors/index.server");
const brands = await import("~/modules/brands/index.server");

const db = shopDb();
const ctx = { db, searchIndex: shopSearchIndex() };
const now = new Date();
const iso = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

afterAll(async () => {
  await database.cleanup();
});

async function productIdsInTaxon(permalink: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom("product_taxons as pt")
    .innerJoin("taxons as t", "t.id", "pt.taxon_id")
    .select("pt.product_id")
    .where((eb) => eb.or([eb("t.permalink", "=", permalink), eb("t.permalink", "like", `${permalink}/%`)]))
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

async function addPromotion(values: { slug: string; kind: "taxon" | "brand" | "list" | "coupon"; value: string; starts?: number; ends?: number; status?: "draft" | "published" }) {
  return db
    .insertInto("promotions")
    .values({
      slug: values.slug,
      title_mn: `Урамшуулал ${values.slug}`,
      title_en: `Promotion ${values.slug}`,
      summary_mn: "",
      summary_en: "",
      body_mn: "**Тод** текст <script>alert(1)</script>",
      body_en: "**Bold** text",
      image: `/media/showcase/promo-${values.slug}.svg`,
      starts_at: iso(values.starts ?? -1),
      ends_at: iso(values.ends ?? 5),
      target_kind: values.kind,
      target_value: values.value,
      status: values.status ?? "published",
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

async function addCoupon(code: string, scope: { taxonIds?: number[]; productIds?: number[]; disabled?: boolean }) {
  await db
    .insertInto("coupons")
    .values({
      code,
      kind: "coupon",
      title_mn: code,
      title_en: code,
      discount_type: "amount",
      discount_value: 1_000,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      per_user_limit: null,
      eligible_taxon_ids: scope.taxonIds ? JSON.stringify(scope.taxonIds) : null,
      eligible_product_ids: scope.productIds ? JSON.stringify(scope.productIds) : null,
      voucher_balance: null,
      owner_user_id: null,
      disabled: scope.disabled ? 1 : 0,
      created_by: null,
      created_at: now.toISOString(),
    })
    .execute();
}

const page = (slug: string, p = 1, locale = "mn") => promotions.promotionPage(ctx, slug, { page: p, locale, now });

describe("the demo seed", () => {
  it("writes vendors for the demo stores, 3 lookbooks of 4-6 products and promotions of each kind, once", async () => {
    const first = await seedDemoShowcase(db, now);
    expect(first).toBeGreaterThan(0);
    expect(await seedDemoShowcase(db, now)).toBe(0);

    const stores = await db.selectFrom("stores").select("vendor_id").execute();
    const vendorIds = new Set((await db.selectFrom("vendors").select("id").execute()).map((v) => v.id));
    for (const store of stores) expect(vendorIds.has(store.vendor_id)).toBe(true);

    const looks = await lookbooks.lookbookList(db, "en", now);
    expect(looks).toHaveLength(3);
    for (const look of looks) {
      expect(look.itemCount).toBeGreaterThanOrEqual(4);
      expect(look.itemCount).toBeLessThanOrEqual(6);
    }

    const kinds = (await db.selectFrom("promotions").select("target_kind").execute()).map((p) => p.target_kind).sort();
    expect(kinds).toEqual(expect.arrayContaining(["brand", "coupon", "taxon"]));
    const current = await promotions.currentPromotions(db, "mn", now);
    expect(current.length).toBeGreaterThanOrEqual(3);
    expect(current.some((p) => p.endingSoon)).toBe(true);
  });
});

describe("promotions", () => {
  it("a category promotion lists the category's products through the search index, 40 a page", async () => {
    await addPromotion({ slug: "it-wine", kind: "taxon", value: "wine" });
    const first = await page("it-wine");
    if (!first.ok) throw new Error(first.error);
    const wine = await productIdsInTaxon("wine");
    expect(first.value.products.products.length).toBe(Math.min(40, first.value.products.total));
    expect(first.value.products.total).toBeGreaterThan(40);
    for (const product of first.value.products.products) expect(wine.has(product.id)).toBe(true);
    const second = await page("it-wine", 2);
    if (!second.ok) throw new Error(second.error);
    const overlap = second.value.products.products.filter((p) => first.value.products.products.some((q) => q.id === p.id));
    expect(overlap).toEqual([]);
    expect(first.value.promotion.bodyHtml).toContain("<strong>");
    expect(first.value.promotion.bodyHtml).not.toContain("<script");
  });

  it("a brand promotion lists only that brand", async () => {
    await addPromotion({ slug: "it-brand", kind: "brand", value: "chinggis" });
    const result = await page("it-brand", 1, "en");
    if (!result.ok) throw new Error(result.error);
    expect(result.value.products.total).toBeGreaterThan(0);
    const brandOf = new Map(
      (await db.selectFrom("products as p").innerJoin("brands as b", "b.id", "p.brand_id").select(["p.id", "b.code"]).execute()).map((r) => [r.id, r.code]),
    );
    for (const product of result.value.products.products) expect(brandOf.get(product.id)).toBe("chinggis");
  });

  it("a coupon promotion lists what the coupon discounts: one category, several, or named products; a disabled coupon nothing", async () => {
    const taxons = new Map((await db.selectFrom("taxons").select(["id", "permalink"]).execute()).map((t) => [t.permalink, t.id]));
    await addCoupon("IT-ONE-TAXON", { taxonIds: [taxons.get("wine/red")!] });
    await addCoupon("IT-TWO-TAXONS", { taxonIds: [taxons.get("wine/white")!, taxons.get("beer")!] });
    const someProducts = (await db.selectFrom("products").select("id").orderBy("id").limit(3).execute()).map((p) => p.id);
    await addCoupon("IT-PRODUCTS", { productIds: someProducts });
    await addCoupon("IT-OFF", { taxonIds: [taxons.get("wine")!], disabled: true });
    await addPromotion({ slug: "it-coupon-one", kind: "coupon", value: "IT-ONE-TAXON" });
    await addPromotion({ slug: "it-coupon-two", kind: "coupon", value: "IT-TWO-TAXONS" });
    await addPromotion({ slug: "it-coupon-products", kind: "coupon", value: "IT-PRODUCTS" });
    await addPromotion({ slug: "it-coupon-off", kind: "coupon", value: "IT-OFF" });

    const red = await productIdsInTaxon("wine/red");
    const one = await page("it-coupon-one");
    if (!one.ok) throw new Error(one.error);
    expect(one.value.promotion.couponCode).toBe("IT-ONE-TAXON");
    expect(one.value.products.total).toBeGreaterThan(0);
    for (const product of one.value.products.products) expect(red.has(product.id)).toBe(true);

    const whiteOrBeer = new Set([...(await productIdsInTaxon("wine/white")), ...(await productIdsInTaxon("beer"))]);
    const two = await page("it-coupon-two");
    if (!two.ok) throw new Error(two.error);
    const listableInScope = (await db.selectFrom("products").select("id").where("available_on", "<=", now.toISOString()).execute()).filter((p) => whiteOrBeer.has(p.id));
    expect(two.value.products.total).toBe(listableInScope.length);
    for (const product of two.value.products.products) expect(whiteOrBeer.has(product.id)).toBe(true);

    const named = await page("it-coupon-products");
    if (!named.ok) throw new Error(named.error);
    expect(new Set(named.value.products.products.map((p) => p.id))).toEqual(new Set(someProducts));

    const off = await page("it-coupon-off");
    if (!off.ok) throw new Error(off.error);
    expect(off.value.products.total).toBe(0);
  });

  it("a list promotion keeps its order; ended ones are listed after current ones and marked, upcoming and drafts are not found", async () => {
    const list = await addPromotion({ slug: "it-list", kind: "list", value: "-", starts: -30, ends: -1 });
    const ids = (await db.selectFrom("products").select("id").where("available_on", "<=", now.toISOString()).orderBy("id", "desc").limit(3).execute()).map((p) => p.id);
    await db.insertInto("promotion_products").values(ids.map((product_id, index) => ({ promotion_id: list.id, product_id, position: index + 1 }))).execute();
    const result = await page("it-list");
    if (!result.ok) throw new Error(result.error);
    expect(result.value.products.products.map((p) => p.id)).toEqual(ids);
    expect(result.value.promotion.phase).toBe("ended");

    await addPromotion({ slug: "it-upcoming", kind: "taxon", value: "wine", starts: 2, ends: 9 });
    await addPromotion({ slug: "it-draft", kind: "taxon", value: "wine", status: "draft" });
    expect(await page("it-upcoming")).toEqual({ ok: false, error: "showcase:errors.promotionNotFound" });
    expect(await page("it-draft")).toEqual({ ok: false, error: "showcase:errors.promotionNotFound" });
    expect(await page("no-such-promotion")).toEqual({ ok: false, error: "showcase:errors.promotionNotFound" });
    expect(await page("../etc")).toEqual({ ok: false, error: "showcase:errors.promotionNotFound" });

    const listed = await promotions.promotionList(db, "mn", now);
    const slugs = listed.map((p) => p.slug);
    expect(slugs).not.toContain("it-upcoming");
    expect(slugs).not.toContain("it-draft");
    const firstEnded = listed.findIndex((p) => p.phase === "ended");
    expect(firstEnded).toBeGreaterThan(0);
    expect(listed.slice(firstEnded).every((p) => p.phase === "ended")).toBe(true);
    expect(listed.find((p) => p.slug === "it-list")?.phase).toBe("ended");
    expect((await promotions.currentPromotions(db, "mn", now)).map((p) => p.slug)).not.toContain("it-list");
  });
});

describe("lookbooks, vendors and brands", () => {
  it("a lookbook shows its products in order; drafts and scheduled ones are not found", async () => {
    const [look] = await lookbooks.lookbookList(db, "mn", now);
    const result = await lookbooks.lookbookPage(ctx, look!.slug, { locale: "mn", now });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.items.map((i) => i.number)).toEqual(result.value.items.map((_, index) => index + 1));
    const stored = await db.selectFrom("lookbook_items as i").innerJoin("lookbooks as l", "l.id", "i.lookbook_id").select("i.product_id").where("l.slug", "=", look!.slug).orderBy("i.position").execute();
    expect(result.value.items.map((i) => i.product.id)).toEqual(stored.map((s) => s.product_id));

    for (const [slug, status, published] of [["it-draft-look", "draft", null], ["it-later-look", "published", iso(3)]] as const) {
      await db.insertInto("lookbooks").values({ slug, title_mn: slug, title_en: slug, summary_mn: "", summary_en: "", image: "/x.svg", status, published_at: published, created_at: iso(0), updated_at: iso(0) }).execute();
      expect(await lookbooks.lookbookPage(ctx, slug, { locale: "mn", now })).toEqual({ ok: false, error: "showcase:errors.lookbookNotFound" });
    }
    expect((await lookbooks.lookbookList(db, "mn", now)).map((l) => l.slug)).not.toContain("it-draft-look");
  });

  it("a vendor page shows at most 20 of the vendor's products; unknown vendors are not found", async () => {
    const list = await vendors.vendorList(db, "en");
    expect(list.map((v) => v.code)).toEqual(expect.arrayContaining(["khar-suvd", "nomin-tal"]));
    const house = await vendors.vendorPage(ctx, "khar-suvd", { locale: "en", now });
    if (!house.ok) throw new Error(house.error);
    expect(house.value.products.length).toBe(20);
    expect(house.value.total).toBeGreaterThan(20);
    const partner = await vendors.vendorPage(ctx, "nomin-tal", { locale: "mn", now });
    if (!partner.ok) throw new Error(partner.error);
    const partnerStore = await db.selectFrom("stores").select("id").where("code", "=", "nomin-tal").executeTakeFirstOrThrow();
    const partnerProducts = new Set((await db.selectFrom("products").select("id").where("store_id", "=", partnerStore.id).execute()).map((p) => p.id));
    for (const product of partner.value.products) expect(partnerProducts.has(product.id)).toBe(true);
    expect(await vendors.vendorPage(ctx, "nobody", { locale: "en", now })).toEqual({ ok: false, error: "showcase:errors.vendorNotFound" });
  });

  it("a brand page shows its story and products; an unknown brand is not found", async () => {
    const list = await brands.brandList(ctx, "en", now);
    expect(list.length).toBeGreaterThan(5);
    const result = await brands.brandPage(ctx, list[0]!.code, { page: 1, locale: "en", now });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.brand.story.length).toBeGreaterThan(0);
    expect(result.value.products.total).toBe(list[0]!.productCount);
    expect(await brands.brandPage(ctx, "no-such-brand", { page: 1, locale: "en", now })).toEqual({ ok: false, error: "showcase:errors.brandNotFound" });
  });
});

describe("page revision", () => {
  it("moves on writes to every showcase table (home and these pages are page-cached)", async () => {
    for (const write of [
      () => db.updateTable("vendors").set({ name_en: "Khar Suvd!" }).where("code", "=", "khar-suvd").execute(),
      () => db.updateTable("lookbooks").set({ title_en: "Changed" }).where("slug", "=", "summer-terrace").execute(),
      () => db.updateTable("lookbook_items").set({ hotspot_x: 50 }).where("position", "=", 1).execute(),
      () => db.updateTable("promotions").set({ title_en: "Changed" }).where("slug", "=", "it-wine").execute(),
      () => db.deleteFrom("promotion_products").where("position", "=", 3).execute(),
      () => db.insertInto("vendors").values({ code: "it-vendor", name_mn: "Т", name_en: "T", description_mn: "", description_en: "", logo: "", created_at: now.toISOString() }).execute(),
    ]) {
      const before = await readPageRevision(db);
      await write();
      expect(await readPageRevision(db)).not.toBe(before);
    }
  });
});
