import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopDb as db } from "../support/shop-context";
import { seriesPrefix } from "~/modules/catalog/domain/catalog";
import { listableProductIds, prepareTestDatabase } from "./setup-db";
import { shopContextFor } from "../support/shop-context";

let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ cleanup } = await prepareTestDatabase());
});
afterAll(async () => cleanup());

const args = (url: string, params: Record<string, string> = {}) => {
  const request = new Request(`http://shop.test${url}`);
  return { request, params, context: shopContextFor(request) };
};

async function listingLoader(url: string) {
  const { loader } = await import("~/routes/_shop+/products._index");
  return loader(args(url));
}

describe("/products loader against a seeded SQLite file", () => {
  it("lists exactly the products the spec's listing rule allows", async () => {
    const expected = await listableProductIds(db(), new Date());
    const first = await listingLoader("/products");
    expect(first.total).toBe(expected.size);
    expect(first.total).toBeLessThan(await db().selectFrom("products").select(db().fn.countAll().as("n")).executeTakeFirstOrThrow().then((r) => Number(r.n)));
    const seen: number[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const data = await listingLoader(`/products?page=${page}`);
      expect(data.products.length).toBeLessThanOrEqual(40);
      seen.push(...data.products.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(expected);
  });

  it("pages hold 40 products and do not overlap", async () => {
    const one = await listingLoader("/products?sort=name_asc");
    const two = await listingLoader("/products?sort=name_asc&page=2");
    expect(one.products).toHaveLength(40);
    expect(two.page).toBe(2);
    expect(one.products.filter((p) => two.products.some((q) => q.id === p.id))).toEqual([]);
  });

  it("sorts by price both ways", async () => {
    const up = (await listingLoader("/products?sort=price_asc")).products.map((p) => p.sellingPrice);
    const down = (await listingLoader("/products?sort=price_desc")).products.map((p) => p.sellingPrice);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up[0]).toBeLessThanOrEqual(down[down.length - 1]!);
  });

  it("sorts by discount and by stock", async () => {
    const sale = (await listingLoader("/products?sort=sale_desc")).products.map((p) => p.salePercent);
    expect(sale).toEqual([...sale].sort((a, b) => b - a));
    expect(sale[0]).toBeGreaterThan(0);
  });

  it("filters by brand, keeping the other brands countable", async () => {
    const all = await listingLoader("/products");
    const brand = all.facets.brands[0]!;
    const filtered = await listingLoader(`/products?brand=${brand.code}`);
    expect(filtered.total).toBe(brand.count);
    expect(filtered.products).not.toHaveLength(0);
    for (const p of filtered.products) expect(p.brandName, p.slug).toBe(brand.name);
    expect(filtered.facets.brands.length).toBe(all.facets.brands.length);
    // Another facet does narrow: type counts now only cover that brand.
    expect(filtered.facets.types.reduce((s, t) => s + t.count, 0)).toBe(brand.count);
  });

  it("filters by price range and on-sale", async () => {
    const data = await listingLoader("/products?price_min=20000&price_max=100000&on_sale=1");
    expect(data.total).toBeGreaterThan(0);
    for (const p of data.products) {
      expect(p.sellingPrice).toBeGreaterThanOrEqual(20_000);
      expect(p.sellingPrice).toBeLessThanOrEqual(100_000);
      expect(p.salePercent).toBeGreaterThan(0);
    }
  });

  it("filters by country", async () => {
    const all = await listingLoader("/products");
    const country = all.facets.countries.find((c) => c.code !== "mn") ?? all.facets.countries[0]!;
    const data = await listingLoader(`/products?country=${country.code}`);
    expect(data.total).toBe(country.count);
  });

  it("starts the breadcrumb with 'all products' in Mongolian", async () => {
    const data = await listingLoader("/products");
    expect(data.breadcrumbs[0]).toEqual({ label: "Бүх бүтээгдэхүүн", href: "/products" });
  });

  it("ignores nonsense in the URL instead of failing", async () => {
    const data = await listingLoader("/products?page=-4&sort=drop&price_min=abc&brand=%3Cx%3E&view=table");
    expect(data.page).toBe(1);
    expect(data.query.sort).toBe("date_desc");
    expect(data.query.view).toBe("grid");
  });
});

describe("/t/{permalink} loader", () => {
  async function categoryLoader(permalink: string, search = "") {
    const { loader } = await import("~/routes/_shop+/t.$");
    return loader(args(`/t/${permalink}${search}`, { "*": permalink }));
  }

  it("includes every level below the category and builds the breadcrumb chain", async () => {
    const root = await db().selectFrom("taxons").select(["permalink", "name"]).where("depth", "=", 0).orderBy("position").executeTakeFirstOrThrow();
    const data = await categoryLoader(root.permalink);
    expect(data.total).toBeGreaterThan(0);
    expect(data.breadcrumbs.map((c) => c.href)).toEqual(["/products", `/t/${root.permalink}`]);
    expect(data.categories.reduce((sum, c) => sum + c.count, 0)).toBe(data.total);
    const deep = await db().selectFrom("taxons").select("permalink").where("depth", ">=", 2).executeTakeFirst();
    if (deep) {
      const chain = await categoryLoader(deep.permalink);
      expect(chain.breadcrumbs.length).toBe(deep.permalink.split("/").length + 1);
    }
  });

  it("answers 404 for an unknown or malformed category", async () => {
    for (const permalink of ["no-such-thing", "wine/../../etc", "A/B"]) {
      const error = await categoryLoader(permalink).catch((e: unknown) => e);
      expect((error as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });
});

describe("/products/{slug} loader", () => {
  async function productLoader(slug: string, search = "") {
    const { loader } = await import("~/routes/_shop+/products.$slug");
    // The loader answers data() with headers (the recently viewed cookie or hint).
    return (await loader(args(`/products/${slug}${search}`, { slug }))).data;
  }

  it("shows a product with similar (30 at most) and same-series products", async () => {
    const listed = (await listingLoader("/products")).products[0]!;
    const page = await productLoader(listed.slug);
    expect(page.product.name).toBe(listed.name);
    expect(page.similar.length).toBeLessThanOrEqual(30);
    expect(page.similar.some((p) => p.id === listed.id)).toBe(false);
    expect(page.sameSeries.length).toBeLessThanOrEqual(20);
    const prefix = seriesPrefix(page.product.sku);
    const skus = await db().selectFrom("products").select(["id", "sku"]).where("id", "in", page.sameSeries.map((p) => p.id).concat([-1])).execute();
    expect(skus).toHaveLength(page.sameSeries.length);
    for (const s of skus) expect(seriesPrefix(s.sku), s.sku).toBe(prefix);
    expect(page.breadcrumbs[0]!.label).toBe("Бүх бүтээгдэхүүн");
    expect(page.variant.purchasable).toBe(true);
  });

  it("finds a series with more than one product somewhere in the catalogue", async () => {
    const products = await db().selectFrom("products").select(["slug", "sku", "available_on"]).execute();
    const counts = new Map<string, number>();
    for (const p of products) counts.set(seriesPrefix(p.sku) ?? "", (counts.get(seriesPrefix(p.sku) ?? "") ?? 0) + 1);
    const [prefix] = [...counts.entries()].find(([k, n]) => k && n >= 3)!;
    const candidates = products.filter((p) => seriesPrefix(p.sku) === prefix);
    const nowIso = new Date().toISOString();
    let found = 0;
    for (const candidate of candidates) {
      if (candidate.available_on > nowIso) {
        // Not on sale yet: the one refusal expected here is the product page's 404.
        const error = await productLoader(candidate.slug).then(
          () => "loaded",
          (e: unknown) => e,
        );
        expect((error as { init?: { status?: number } }).init?.status, candidate.slug).toBe(404);
        continue;
      }
      const page = await productLoader(candidate.slug);
      found = Math.max(found, page.sameSeries.length);
    }
    expect(found).toBeGreaterThan(0);
  });

  it("selects a variant by its id and shows its option groups", async () => {
    const multi = await db()
      .selectFrom("variants as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select(["p.slug", "v.id", "v.product_id"])
      .where("v.is_master", "=", 0)
      .where("p.available_on", "<=", new Date().toISOString())
      .executeTakeFirstOrThrow();
    const page = await productLoader(multi.slug, `?variant=${multi.id}`);
    expect(page.variant.id).toBe(multi.id);
    expect(page.optionGroups.length).toBeGreaterThan(0);
    for (const g of page.optionGroups) expect(g.choices.filter((c) => c.selected), JSON.stringify(g)).toHaveLength(1);
  });

  it("every variant-specific field follows the chosen size: a 1 litre bottle's specification says 1 litre", async () => {
    // A product sold as 700 ml and 1 litre (the 12-year whiskies of the demo catalogue, among others).
    const litre = await db()
      .selectFrom("variant_option_values as o")
      .innerJoin("variants as v", "v.id", "o.variant_id")
      .innerJoin("products as p", "p.id", "v.product_id")
      .innerJoin("product_properties as pp", (j) => j.onRef("pp.product_id", "=", "p.id").on("pp.key", "=", "volume"))
      .select(["p.slug", "p.id as productId", "v.id", "v.sku", "v.image"])
      .where("o.option_key", "=", "volume")
      .where("o.value", "=", "1000ml")
      .where("v.is_master", "=", 0)
      .where("p.available_on", "<=", new Date().toISOString())
      .orderBy("p.id")
      .executeTakeFirstOrThrow();
    const master = await db().selectFrom("variants").select(["id", "sku"]).where("product_id", "=", litre.productId).where("is_master", "=", 1).executeTakeFirstOrThrow();
    const location = await db().selectFrom("stock_locations").select("id").orderBy("id").executeTakeFirstOrThrow();
    for (const [variant, units] of [[master.id, 40], [litre.id, 3]] as const) {
      await db().deleteFrom("stock_items").where("variant_id", "=", variant).execute();
      await db().insertInto("stock_items").values({ variant_id: variant, stock_location_id: location.id, count_on_hand: units }).execute();
    }

    const big = await productLoader(litre.slug, `?variant=${litre.id}`);
    expect(big.product.sku).toBe(litre.sku);
    expect(big.variant).toMatchObject({ id: litre.id, stock: "low_stock", onHand: 3, options: [{ key: "volume", name: "Багтаамж", value: "1 литр" }] });
    expect(big.specification.filter((r) => r.key === "volume")).toEqual([{ key: "volume", value: "1 литр" }]);
    expect(big.specification.map((r) => r.value)).not.toContain("700 мл");
    if (litre.image) expect(big.gallery[0]!.url).toBe(litre.image);

    const small = await productLoader(litre.slug, `?variant=${master.id}`);
    expect(small.product.sku).toBe(master.sku);
    expect(small.variant).toMatchObject({ id: master.id, stock: "in_stock" });
    expect(small.specification.find((r) => r.key === "volume")!.value).toMatch(/^\d+ мл$/);
    expect(small.specification.find((r) => r.key === "volume")!.value).not.toBe("1 литр");

    // In English too.
    const { loader } = await import("~/routes/_shop+/products.$slug");
    const request = new Request(`http://shop.test/products/${litre.slug}?variant=${litre.id}`);
    const english = (await loader({ request, params: { slug: litre.slug }, context: shopContextFor(request, { locale: "en" }) })).data;
    expect(english.specification.find((r) => r.key === "volume")).toEqual({ key: "volume", value: "1 litre" });
  });

  it("a size-and-colour variant lists its size and colour in the specification", async () => {
    const shirt = await db()
      .selectFrom("variant_option_values as o")
      .innerJoin("variants as v", "v.id", "o.variant_id")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select(["p.slug", "v.id"])
      .where("o.option_key", "=", "clothing_size")
      .where("o.value", "=", "L")
      .where("p.available_on", "<=", new Date().toISOString())
      .executeTakeFirstOrThrow();
    const page = await productLoader(shirt.slug, `?variant=${shirt.id}`);
    expect(page.specification.find((r) => r.key === "clothing_size")).toEqual({ key: "clothing_size", value: "L" });
    expect(page.specification.find((r) => r.key === "colour")?.value).toBe(page.variant.options.find((o) => o.key === "colour")!.value);
  });

  it("answers 404 for products that are not available yet or do not exist", async () => {
    const future = await db().selectFrom("products").select("slug").where("available_on", ">", new Date().toISOString()).executeTakeFirstOrThrow();
    for (const slug of [future.slug, "no-such-bottle", "BAD SLUG"]) {
      const error = await productLoader(slug).catch((e: unknown) => e);
      expect((error as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });

  it("shows sold-out products with the sold-out label", async () => {
    const soldOut = await db()
      .selectFrom("products as p")
      .select("p.slug")
      .where("p.available_on", "<=", new Date().toISOString())
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom("stock_items as si").innerJoin("variants as v", "v.id", "si.variant_id").select("si.id").whereRef("v.product_id", "=", "p.id").where("si.count_on_hand", ">", 0),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const page = await productLoader(soldOut.slug);
    expect(page.variant.stock).toBe("sold_out");
    expect(page.variant.purchasable).toBe(false);
  });

  it("a sold-out variant cannot be bought while its sibling in stock can", async () => {
    const product = await db()
      .selectFrom("variants as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select(["p.id", "p.slug"])
      .where("p.available_on", "<=", new Date().toISOString())
      .groupBy("p.id")
      .having((eb) => eb.fn.countAll(), ">=", 2)
      .executeTakeFirstOrThrow();
    const [gone, left] = await db().selectFrom("variants").select("id").where("product_id", "=", product.id).orderBy("id").limit(2).execute();
    const location = await db().selectFrom("stock_locations").select("id").orderBy("id").executeTakeFirstOrThrow();
    for (const [variant, units] of [[gone!.id, 0], [left!.id, 4]] as const) {
      await db().deleteFrom("stock_items").where("variant_id", "=", variant).execute();
      await db().insertInto("stock_items").values({ variant_id: variant, stock_location_id: location.id, count_on_hand: units }).execute();
    }
    const soldOut = await productLoader(product.slug, `?variant=${gone!.id}`);
    expect(soldOut.variant).toMatchObject({ id: gone!.id, stock: "sold_out", purchasable: false });
    const inStock = await productLoader(product.slug, `?variant=${left!.id}`);
    expect(inStock.variant).toMatchObject({ id: left!.id, stock: "low_stock", onHand: 4, purchasable: true });
  });
});

describe("home loader", () => {
  it("has up to 40 new arrivals, up to 20 deals sorted by discount, categories and brands", async () => {
    const { loader } = await import("~/routes/_shop+/_index");
    const data = await loader(args("/"));
    expect(data.newArrivals.length).toBeGreaterThan(0);
    expect(data.newArrivals.length).toBeLessThanOrEqual(40);
    expect(data.deals.length).toBeGreaterThan(0);
    expect(data.deals.length).toBeLessThanOrEqual(20);
    for (const d of data.deals) expect(d.salePercent, d.slug).toBeGreaterThan(0);
    expect(data.categories.length).toBeGreaterThan(3);
    expect(data.brands.length).toBeGreaterThan(0);
  });
});
