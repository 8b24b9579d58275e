import { describe, expect, it } from "vitest";
import { englishSortKey, mongolianSortKey } from "~/kernel/collation";
import { toLatin } from "~/kernel/transliteration";
import { renderProductImageSvg } from "~/modules/catalog/media/product-image-svg";
import {
  DEFAULT_DEMO_PRODUCTS,
  DEMO_MAX_REVIEWS_PER_PRODUCT,
  demoReferenceData,
  generateDemoCatalogue,
  iterateDemoProducts,
  mulberry32,
  type DemoProduct,
} from "./demo-catalogue";

const now = new Date("2026-11-22T06:00:00.000Z");
const at = now.toISOString();
const defaultSet = generateDemoCatalogue({ products: DEFAULT_DEMO_PRODUCTS, now });
const large = generateDemoCatalogue({ products: 5_000, now });

const totalOnHand = (p: DemoProduct) =>
  p.variants.reduce((sum, v) => sum + v.stockItems.reduce((s, item) => s + item.count_on_hand, 0), 0);
const master = (p: DemoProduct) => p.variants[0]!.variant;
const share = (products: DemoProduct[], test: (p: DemoProduct) => boolean) => products.filter(test).length / products.length;
const seriesOf = (sku: string) => sku.slice(0, sku.indexOf("-"));

describe("mulberry32", () => {
  it("is deterministic and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values).toHaveLength(1000);
    expect(values.filter((v) => !(v >= 0 && v < 1))).toEqual([]);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});

describe("generateDemoCatalogue", () => {
  it("gives identical output for the same seed and now", () => {
    const again = generateDemoCatalogue({ products: DEFAULT_DEMO_PRODUCTS, now });
    expect(JSON.stringify(again)).toBe(JSON.stringify(defaultSet));
  });

  it("changes with the seed and with now", () => {
    const otherSeed = generateDemoCatalogue({ products: 50, now, seed: 7 });
    const otherNow = generateDemoCatalogue({ products: 50, now: new Date("2027-03-01T00:00:00.000Z") });
    const first = defaultSet.products.slice(0, 50);
    expect(JSON.stringify(otherSeed.products)).not.toBe(JSON.stringify(first));
    expect(JSON.stringify(otherNow.products)).not.toBe(JSON.stringify(first));
  });

  it("streams the same products it returns", () => {
    const streamed = [...iterateDemoProducts({ products: 200, now })];
    expect(JSON.stringify(streamed)).toBe(JSON.stringify(defaultSet.products.slice(0, 200)));
  });

  it("produces the requested number of products with ids 1..n", () => {
    expect(defaultSet.products).toHaveLength(DEFAULT_DEMO_PRODUCTS);
    expect(large.products.map((p) => p.product.id)).toEqual(Array.from({ length: 5_000 }, (_, i) => i + 1));
    expect(generateDemoCatalogue({ products: 0, now }).products).toEqual([]);
  });

  it("refuses a bad count", () => {
    expect(() => generateDemoCatalogue({ products: -1, now })).toThrow(RangeError);
    expect(() => generateDemoCatalogue({ products: 1.5, now })).toThrow(RangeError);
  });
});

describe("reference data", () => {
  const ref = demoReferenceData();

  it("has a taxon tree with slash permalinks down to depth 4", () => {
    const byId = new Map(ref.taxons.map((t) => [t.id, t]));
    for (const taxon of ref.taxons) {
      expect(taxon.permalink).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+){0,4}$/);
      expect(taxon.depth).toBe(taxon.permalink.split("/").length - 1);
      if (taxon.parent_id === null) expect(taxon.depth).toBe(0);
      else expect(taxon.permalink.startsWith(`${byId.get(taxon.parent_id)!.permalink}/`)).toBe(true);
      // Parents come first, so rows can be inserted in order.
      if (taxon.parent_id !== null) expect(taxon.parent_id).toBeLessThan(taxon.id);
    }
    expect(ref.taxons.map((t) => t.permalink)).toEqual(
      expect.arrayContaining(["wine/red", "spirits/whisky/scotch/single-malt", "spirits/whisky/scotch/single-malt/speyside", "accessories/apparel"]),
    );
    expect(ref.taxons.find((t) => t.permalink === "spirits/vodka")?.name).toBe("Архи");
  });

  it("has the house brand and about six featured brands", () => {
    const house = ref.brands.find((b) => b.code === "khar-suvd")!;
    expect(house).toMatchObject({ name: "Хар Сувд", name_latin: "Khar Suvd", is_local: 1, is_featured: 1, logo: "/media/brands/khar-suvd.svg" });
    expect(house.story_en).toMatch(/six times/);
    expect(house.story_en).toMatch(/500 hours \(21 days\)/);
    const featured = ref.brands.filter((b) => b.is_featured === 1).length;
    expect(featured).toBeGreaterThanOrEqual(5);
    expect(featured).toBeLessThanOrEqual(7);
    expect(new Set(ref.brands.map((b) => b.code)).size).toBe(ref.brands.length);
  });

  it("has three pickup shops and a warehouse", () => {
    expect(ref.stockLocations.filter((l) => l.is_pickup_point === 1)).toHaveLength(3);
    expect(ref.stockLocations.filter((l) => l.is_pickup_point === 0)).toHaveLength(1);
    expect(ref.stores.find((s) => s.code === "main")).toMatchObject({ vendor_id: 1, logo: "/media/brands/store.svg" });
    expect(ref.badges.map((b) => b.code)).toEqual(["new", "sale", "bestseller", "limited", "gift"]);
  });
});

describe("products", () => {
  it("link to leaf taxons and known brands, stores and locations", () => {
    const ref = demoReferenceData();
    const parents = new Set(ref.taxons.map((t) => t.parent_id));
    const taxonIds = new Set(ref.taxons.map((t) => t.id));
    for (const p of large.products) {
      expect(taxonIds.has(p.product.taxon_id)).toBe(true);
      expect(parents.has(p.product.taxon_id)).toBe(false);
      expect(p.taxons).toEqual([{ product_id: p.product.id, taxon_id: p.product.taxon_id }]);
      expect(ref.brands.some((b) => b.id === p.product.brand_id)).toBe(true);
      expect(ref.stores.some((s) => s.id === p.product.store_id)).toBe(true);
      for (const v of p.variants) expect(v.stockItems.map((s) => s.stock_location_id)).toEqual(ref.stockLocations.map((l) => l.id));
    }
  });

  it("have unique slugs and SKUs at 5,000 products", () => {
    const slugs = large.products.map((p) => p.product.slug);
    const skus = large.products.map((p) => p.product.sku);
    const variantSkus = large.products.flatMap((p) => p.variants.map((v) => v.variant.sku));
    const variantIds = large.products.flatMap((p) => p.variants.map((v) => v.variant.id));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(variantSkus).size).toBe(variantSkus.length);
    expect(new Set(variantIds).size).toBe(variantIds.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const sku of [...skus, ...variantSkus]) expect(sku.length).toBeLessThanOrEqual(64);
  });

  it("group into series that mostly have two or more products", () => {
    const counts = new Map<string, number>();
    for (const p of defaultSet.products) counts.set(seriesOf(p.product.sku), (counts.get(seriesOf(p.product.sku)) ?? 0) + 1);
    const series = [...counts.values()];
    expect(series.length).toBeGreaterThan(20);
    expect(series.filter((c) => c >= 2).length / series.length).toBeGreaterThanOrEqual(0.9);
    expect(series.filter((c) => c >= 3).length).toBeGreaterThanOrEqual(5);
    expect(counts.get("KSV")).toBeGreaterThanOrEqual(3);
    for (const p of defaultSet.products) {
      expect(seriesOf(p.product.sku)).toMatch(/^[A-Z]{3}$/);
      for (const v of p.variants) expect(v.variant.sku.startsWith(p.product.sku)).toBe(true);
    }
  });

  it("carry derived name fields", () => {
    for (const p of defaultSet.products) {
      expect(p.product.title_latin).toBe(toLatin(p.product.name_mn));
      expect(p.product.sort_key_mn).toBe(mongolianSortKey(p.product.name_mn));
      expect(p.product.sort_key_en).toBe(englishSortKey(p.product.name_en));
      expect(p.product.name_mn).toMatch(/[\u0400-\u04FF]/);
      expect(p.product.name_en).not.toMatch(/[\u0400-\u04FF]/);
      expect(p.product.description_mn.split(/[.!?](\s|$)/).filter((s) => s.trim()).length).toBeGreaterThanOrEqual(2);
      expect(p.product.description_en.length).toBeGreaterThan(40);
    }
  });

  it("cover every kind of product in the default set", () => {
    const types = new Set(defaultSet.products.map((p) => p.product.product_type));
    for (const type of ["wine", "sparkling", "vodka", "whisky", "cognac", "gin", "rum", "tequila", "liqueur", "beer", "gift_set", "glassware", "bar_tool", "apparel"]) {
      expect(types.has(type), type).toBe(true);
    }
  });

  it("have whole, realistic prices", () => {
    for (const p of large.products) {
      for (const { variant } of p.variants) {
        expect(Number.isInteger(variant.price)).toBe(true);
        expect(variant.price).toBeGreaterThan(1);
        expect(variant.price % 100).toBe(0);
        expect([1, 2, 3]).toContain(variant.cashback_percent);
        if (variant.sale_price !== null) {
          expect(Number.isInteger(variant.sale_price)).toBe(true);
          expect(variant.sale_price).toBeGreaterThan(1);
          expect(variant.sale_price).toBeLessThan(variant.price);
          const percent = 100 - (variant.sale_price / variant.price) * 100;
          expect(percent).toBeGreaterThanOrEqual(3);
          expect(percent).toBeLessThanOrEqual(42);
        }
      }
      const price = master(p).price;
      const type = p.product.product_type;
      if (type === "beer") {
        expect(price).toBeGreaterThanOrEqual(3_500);
        expect(price).toBeLessThanOrEqual(9_000);
      }
      if (type === "wine") {
        expect(price).toBeGreaterThanOrEqual(35_000);
        expect(price).toBeLessThanOrEqual(450_000);
      }
      if (type === "whisky") {
        expect(price).toBeGreaterThanOrEqual(85_000);
        expect(price).toBeLessThanOrEqual(1_200_000);
      }
      if (type === "cognac") {
        expect(price).toBeGreaterThanOrEqual(120_000);
        expect(price).toBeLessThanOrEqual(2_500_000);
      }
      if (["glassware", "bar_tool", "apparel"].includes(type)) {
        expect(price).toBeGreaterThanOrEqual(15_000);
        expect(price).toBeLessThanOrEqual(180_000);
      }
      if (type === "vodka" && p.product.brand_id <= 4) {
        expect(price).toBeGreaterThanOrEqual(18_000);
        expect(price).toBeLessThanOrEqual(95_000);
      }
    }
  });

  it("include sold-out, low-stock, future, image-less and sale products in believable shares", () => {
    const products = large.products;
    const soldOut = share(products, (p) => totalOnHand(p) === 0);
    const low = share(products, (p) => totalOnHand(p) >= 1 && totalOnHand(p) <= 5);
    const future = share(products, (p) => p.product.available_on > at);
    const noImage = share(products, (p) => p.product.image === null);
    const onSale = share(products, (p) => master(p).sale_price !== null);
    expect(soldOut).toBeGreaterThan(0.04);
    expect(soldOut).toBeLessThan(0.09);
    expect(low).toBeGreaterThan(0.05);
    expect(low).toBeLessThan(0.12);
    expect(future).toBeGreaterThan(0.015);
    expect(future).toBeLessThan(0.05);
    expect(noImage).toBeGreaterThan(0.02);
    expect(noImage).toBeLessThan(0.06);
    expect(onSale).toBeGreaterThan(0.15);
    expect(onSale).toBeLessThan(0.25);

    // The default set has some of each, too.
    const d = defaultSet.products;
    expect(d.some((p) => totalOnHand(p) === 0)).toBe(true);
    expect(d.some((p) => totalOnHand(p) >= 1 && totalOnHand(p) <= 5)).toBe(true);
    expect(d.some((p) => p.product.available_on > at)).toBe(true);
    expect(d.some((p) => p.product.image === null)).toBe(true);
  });

  it("have active, expired and upcoming sales", () => {
    const sales = defaultSet.products.map(master).filter((v) => v.sale_price !== null);
    const active = sales.filter((v) => (v.sale_start_at === null || v.sale_start_at <= at) && (v.sale_expire_at === null || v.sale_expire_at > at));
    const expired = sales.filter((v) => v.sale_expire_at !== null && v.sale_expire_at <= at);
    const upcoming = sales.filter((v) => v.sale_start_at !== null && v.sale_start_at > at);
    expect(active.length).toBeGreaterThan(expired.length + upcoming.length);
    expect(expired.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(active.some((v) => v.sale_expire_at === null)).toBe(true);
    for (const v of sales) {
      if (v.sale_start_at && v.sale_expire_at) expect(v.sale_start_at < v.sale_expire_at).toBe(true);
    }
    // The sale badge marks exactly the products on sale now.
    for (const p of defaultSet.products) {
      const v = master(p);
      const activeNow = v.sale_price !== null && (v.sale_start_at ?? "") <= at && (v.sale_expire_at === null || v.sale_expire_at > at);
      expect(p.badges.some((b) => b.badge_id === 2)).toBe(activeNow);
    }
  });

  it("spread availability over two years with consistent timestamps", () => {
    const twoYearsAgo = new Date(now.getTime() - 731 * 86_400_000).toISOString();
    for (const p of large.products) {
      const { available_on, created_at, updated_at } = p.product;
      for (const iso of [available_on, created_at, updated_at]) expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
      expect(available_on > twoYearsAgo).toBe(true);
      expect(created_at <= updated_at).toBe(true);
      expect(updated_at <= at).toBe(true);
    }
    const past = large.products.filter((p) => p.product.available_on <= at).map((p) => p.product.available_on).sort();
    const oneYearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString();
    const older = past.filter((iso) => iso < oneYearAgo).length / past.length;
    expect(older).toBeGreaterThan(0.35);
    expect(older).toBeLessThan(0.65);
  });

  it("give every variant of a product the same option keys, with a master first", () => {
    let multi = 0;
    const keys = new Set<string>();
    for (const p of large.products) {
      expect(p.variants[0]!.variant.is_master).toBe(1);
      expect(p.variants[0]!.variant.position).toBe(0);
      expect(p.variants.filter((v) => v.variant.is_master === 1)).toHaveLength(1);
      const signature = (v: (typeof p.variants)[number]) => v.optionValues.map((o) => o.option_key).join(",");
      if (p.variants.length > 1) {
        multi++;
        const first = signature(p.variants[0]!);
        expect(first).not.toBe("");
        for (const v of p.variants) expect(signature(v)).toBe(first);
        const combos = p.variants.map((v) => v.optionValues.map((o) => o.value).join("/"));
        expect(new Set(combos).size).toBe(combos.length);
        first.split(",").forEach((k) => keys.add(k));
      } else {
        expect(p.variants[0]!.optionValues).toEqual([]);
      }
    }
    expect(multi).toBeGreaterThan(100);
    expect([...keys].sort()).toEqual(["clothing_size", "colour", "design", "volume"]);
    const shirt = large.products.find((p) => p.product.product_type === "apparel" && p.variants.length >= 8)!;
    expect(new Set(shirt.variants.flatMap((v) => v.optionValues.filter((o) => o.option_key === "clothing_size").map((o) => o.value)))).toEqual(
      new Set(["S", "M", "L", "XL"]),
    );
  });

  it("describe drinks with filterable properties", () => {
    for (const p of defaultSet.products) {
      const props = new Map(p.properties.map((x) => [x.key, x]));
      expect(props.size).toBe(p.properties.length);
      expect(p.properties.map((x) => x.position)).toEqual(p.properties.map((_, i) => i));
      const country = props.get("country")!;
      expect(country.filter_value).toMatch(/^[a-z]{2}$/);
      const type = p.product.product_type;
      if (["glassware", "bar_tool", "apparel"].includes(type)) expect(props.has("material")).toBe(true);
      if (type === "gift_set" || ["glassware", "bar_tool", "apparel"].includes(type)) continue;
      expect(props.get("abv")!.value_en).toMatch(/^\d+(\.\d)?%$/);
      expect(props.get("abv")!.filter_value).toBe(props.get("abv")!.value_en.slice(0, -1));
      expect(props.get("volume")!.value_mn).toMatch(/^\d+ мл$/);
      if (type === "wine") {
        expect(props.has("grape")).toBe(true);
        expect(props.has("region")).toBe(true);
        expect(props.get("vintage")!.filter_value).toMatch(/^20\d\d$/);
      }
    }
    const france = defaultSet.products.flatMap((p) => p.properties).find((x) => x.key === "country" && x.filter_value === "fr")!;
    expect(france).toMatchObject({ value_mn: "Франц", value_en: "France" });
  });

  it("use image styles that render, with the first image as the product image", () => {
    const styles = new Set<string>();
    for (const p of large.products) {
      if (p.images.length === 0) {
        expect(p.product.image).toBeNull();
      } else {
        expect(p.product.image).toBe(p.images[0]!.url);
        expect(p.images.length).toBeLessThanOrEqual(3);
        expect(p.images.map((i) => i.position)).toEqual(p.images.map((_, i) => i));
        for (const img of p.images) {
          expect(img.alt_mn).toContain(p.product.name_mn);
          expect(img.alt_en).toContain(p.product.name_en);
        }
      }
      const urls = [...p.images.map((i) => i.url), ...p.variants.map((v) => v.variant.image).filter((u): u is string => u !== null)];
      for (const url of urls) {
        const match = /^\/media\/products\/([a-z-]+)\.svg$/.exec(url);
        expect(match, url).not.toBeNull();
        styles.add(match![1]!);
      }
    }
    expect(styles.size).toBeGreaterThan(60);
    for (const style of styles) {
      const svg = renderProductImageSvg(style);
      expect(svg, style).not.toBeNull();
      expect(svg!.startsWith("<svg")).toBe(true);
    }
    expect(large.products.some((p) => p.images.length === 3)).toBe(true);
  });

  it("hand out badges", () => {
    const counts = new Map<number, number>();
    for (const p of defaultSet.products) for (const b of p.badges) counts.set(b.badge_id, (counts.get(b.badge_id) ?? 0) + 1);
    for (const id of [1, 2, 3, 4, 5]) expect(counts.get(id) ?? 0, `badge ${id}`).toBeGreaterThan(0);
    for (const p of defaultSet.products) {
      if (p.badges.some((b) => b.badge_id === 1)) expect(p.product.available_on <= at).toBe(true);
    }
    const rated = defaultSet.products.filter((p) => p.reviewPlan !== null);
    expect(rated.length).toBeGreaterThan(100);
    for (const p of defaultSet.products) {
      // The figures come from the review rows the seed writes, never from the generator.
      expect([p.product.average_rating, p.product.total_reviews]).toEqual([0, 0]);
      if (p.reviewPlan === null) continue;
      expect(p.reviewPlan.count).toBeGreaterThanOrEqual(1);
      expect(p.reviewPlan.count).toBeLessThanOrEqual(DEMO_MAX_REVIEWS_PER_PRODUCT);
      expect(p.reviewPlan.lean).toBeGreaterThanOrEqual(3.3);
      expect(p.reviewPlan.lean).toBeLessThanOrEqual(5);
    }
    expect(rated.some((p) => p.badges.some((b) => b.badge_id === 3))).toBe(true);
  });
});

describe("the default demo catalogue", () => {
  it("has no two products of the same name in either language", () => {
    const catalogue = generateDemoCatalogue({ products: 360, now: new Date("2026-11-22T00:00:00.000Z") });
    const mn = catalogue.products.map((p) => p.product.name_mn);
    const en = catalogue.products.map((p) => p.product.name_en);
    expect(new Set(mn).size).toBe(360);
    expect(new Set(en).size).toBe(360);
  });
});
