import type { DB } from "~/db/client.server";

export async function findAllTaxons(db: DB) {
  return db
    .selectFrom("taxons")
    .select(["id", "parent_id", "permalink", "name", "translation_en", "depth", "position"])
    .orderBy("depth")
    .orderBy("position")
    .execute();
}

export async function findTaxonsByPermalinks(db: DB, permalinks: string[]) {
  if (permalinks.length === 0) return [];
  return db
    .selectFrom("taxons")
    .select(["id", "permalink", "name", "translation_en", "depth"])
    .where("permalink", "in", permalinks)
    .orderBy("depth")
    .execute();
}

export async function findFeaturedBrands(db: DB) {
  return db
    .selectFrom("brands")
    .select(["code", "name", "name_latin", "logo", "story_mn", "story_en", "country_code", "is_local"])
    .where("is_featured", "=", 1)
    .orderBy("is_local", "desc")
    .orderBy("name_latin")
    .execute();
}

/** A product as its page shows it; products not yet available are not found. */
export async function findProductBySlug(db: DB, slug: string, now: Date) {
  return db
    .selectFrom("products as p")
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .innerJoin("taxons as t", "t.id", "p.taxon_id")
    .innerJoin("stores as s", "s.id", "p.store_id")
    .select([
      "p.id",
      "p.slug",
      "p.sku",
      "p.name_mn",
      "p.name_en",
      "p.description_mn",
      "p.description_en",
      "p.product_type",
      "p.image",
      "p.available_on",
      "p.average_rating",
      "p.total_reviews",
      "b.code as brand_code",
      "b.name as brand_name",
      "b.name_latin as brand_name_latin",
      "b.logo as brand_logo",
      "t.permalink as taxon_permalink",
      "s.name as store_name",
      "s.code as store_code",
    ])
    .where("p.slug", "=", slug)
    .where("p.available_on", "<=", now.toISOString())
    .executeTakeFirst();
}

export async function findProductImages(db: DB, productId: number) {
  return db
    .selectFrom("product_images")
    .select(["url", "alt_mn", "alt_en"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
}

export async function findProductProperties(db: DB, productId: number) {
  return db
    .selectFrom("product_properties")
    .select(["key", "value_mn", "value_en", "filter_value"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
}

/** Variants with their option values and stock on hand summed over every location. */
export async function findVariants(db: DB, productId: number) {
  const [variants, options, stock] = await Promise.all([
    db
      .selectFrom("variants")
      .select(["id", "sku", "is_master", "price", "sale_price", "sale_start_at", "sale_expire_at", "cashback_percent", "image"])
      .where("product_id", "=", productId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("variant_option_values as o")
      .innerJoin("variants as v", "v.id", "o.variant_id")
      .select(["o.variant_id", "o.option_key", "o.value"])
      .where("v.product_id", "=", productId)
      .orderBy("o.position")
      .execute(),
    db
      .selectFrom("stock_items as si")
      .innerJoin("variants as v", "v.id", "si.variant_id")
      .select(["si.variant_id"])
      .select((eb) => eb.fn.sum<number>("si.count_on_hand").as("on_hand"))
      .where("v.product_id", "=", productId)
      .groupBy("si.variant_id")
      .execute(),
  ]);
  const onHand = new Map(stock.map((s) => [s.variant_id, Number(s.on_hand)]));
  return variants.map((variant) => ({
    ...variant,
    total_on_hand: onHand.get(variant.id) ?? 0,
    options: options.filter((o) => o.variant_id === variant.id).map((o) => ({ key: o.option_key, value: o.value })),
  }));
}

export async function findProductBadges(db: DB, productId: number) {
  return db
    .selectFrom("product_badges as pb")
    .innerJoin("badges as b", "b.id", "pb.badge_id")
    .select(["b.code", "b.name_mn", "b.name_en", "b.color"])
    .where("pb.product_id", "=", productId)
    .execute();
}

/**
 * Each product's first variant id (the card's heart wishes it) and whether it is the only one:
 * listing cards' quick add needs exactly one variant (a product with options needs its page).
 */
export async function firstVariantIds(db: DB, productIds: number[]): Promise<Map<number, { variantId: number; only: boolean }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("variants")
    .select(["product_id"])
    .select((eb) => [eb.fn.min("id").as("variant_id"), eb.fn.countAll<number>().as("n")])
    .where("product_id", "in", productIds)
    .groupBy("product_id")
    .execute();
  return new Map(rows.map((r) => [r.product_id, { variantId: Number(r.variant_id), only: Number(r.n) === 1 }]));
}
