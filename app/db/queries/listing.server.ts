import { sql, type Expression, type SqlBool } from "kysely";
import type { DB } from "../client.server";
import { sortSpec, type ListingSort } from "~/domain/catalog";
import { toLatin } from "~/domain/transliteration";

/**
 * The listing query: one row per product with the values of the search document that the
 * listing filters and sorts on. The spec 9 listing rule is always applied.
 */
export interface ListingFilters {
  /** Products under this taxon permalink (itself or any descendant). */
  taxonPermalink?: string | null;
  q?: string;
  brands?: string[];
  countries?: string[];
  types?: string[];
  priceMin?: number | null;
  priceMax?: number | null;
  onSale?: boolean;
  seriesPrefix?: string | null;
  excludeProductId?: number | null;
}

export interface ListingRow {
  id: number;
  slug: string;
  sku: string;
  name_mn: string;
  name_en: string;
  image: string;
  product_type: string;
  brand_code: string;
  brand_name: string;
  brand_name_latin: string;
  taxon_permalink: string;
  price: number;
  selling_price: number;
  sale_percent: number;
  total_on_hand: number;
  available_on: string;
  average_rating: number;
  total_reviews: number;
}

type Dimension = "brand" | "country" | "type" | "taxon" | "price";

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The listable products as a derived table `l`, with the effective price at `now`. */
function listingSource(db: DB, now: Date) {
  const at = now.toISOString();
  const saleActive = sql`(v.sale_price is not null and v.sale_price < v.price
      and (v.sale_start_at is null or v.sale_start_at <= ${at})
      and (v.sale_expire_at is null or v.sale_expire_at > ${at}))`;
  const inner = db
    .selectFrom("products as p")
    .innerJoin("variants as v", (join) => join.onRef("v.product_id", "=", "p.id").on("v.is_master", "=", 1))
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .innerJoin("taxons as t", "t.id", "p.taxon_id")
    .select([
      "p.id",
      "p.slug",
      "p.sku",
      "p.name_mn",
      "p.name_en",
      "p.title_latin",
      "p.sort_key_mn",
      "p.sort_key_en",
      "p.image",
      "p.product_type",
      "p.available_on",
      "p.average_rating",
      "p.total_reviews",
      "b.code as brand_code",
      "b.name as brand_name",
      "b.name_latin as brand_name_latin",
      "t.permalink as taxon_permalink",
      "v.price",
    ])
    .select(sql<number>`case when ${saleActive} then v.sale_price else v.price end`.as("selling_price"))
    .select(
      sql<number>`case when ${saleActive} then cast(round((v.price - v.sale_price) * 100.0 / v.price) as integer) else 0 end`.as(
        "sale_percent",
      ),
    )
    .select(
      sql<number>`(select coalesce(sum(si.count_on_hand), 0) from stock_items si
          inner join variants sv on sv.id = si.variant_id where sv.product_id = p.id)`.as("total_on_hand"),
    )
    .where("p.image", "is not", null)
    .where("p.available_on", "<=", at);
  return db
    .selectFrom(inner.as("l"))
    .where("l.selling_price", ">", 1)
    .where("l.total_on_hand", ">", 0);
}

type Source = ReturnType<typeof listingSource>;

/** Applies every filter except the one being counted, so a facet keeps its other options. */
function applyFilters(query: Source, filters: ListingFilters, except?: Dimension): Source {
  let q = query;
  if (filters.taxonPermalink && except !== "taxon") {
    const permalink = filters.taxonPermalink;
    q = q.where((eb) =>
      eb.or([
        eb("l.taxon_permalink", "=", permalink),
        sql<SqlBool>`l.taxon_permalink like ${`${escapeLike(permalink)}/%`} escape '\\'`,
      ]),
    );
  }
  if (filters.q) {
    // LIKE ignores case only for ASCII, so Cyrillic words are also matched through their
    // Latin transliteration against title_latin ("хар" finds "Хар Сувд" as "khar").
    for (const word of filters.q.split(" ").filter(Boolean).slice(0, 8)) {
      const pattern = `%${escapeLike(word)}%`;
      const latin = `%${escapeLike(toLatin(word))}%`;
      q = q.where(
        sql<SqlBool>`(l.name_mn like ${pattern} escape '\\' or l.name_en like ${pattern} escape '\\'
          or l.title_latin like ${latin} escape '\\' or l.sku like ${pattern} escape '\\'
          or l.brand_name like ${pattern} escape '\\' or l.brand_name_latin like ${latin} escape '\\')`,
      );
    }
  }
  if (filters.brands?.length && except !== "brand") q = q.where("l.brand_code", "in", filters.brands);
  if (filters.types?.length && except !== "type") q = q.where("l.product_type", "in", filters.types);
  if (filters.countries?.length && except !== "country") {
    const countries = filters.countries;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_properties as pp")
          .select("pp.id")
          .whereRef("pp.product_id", "=", "l.id")
          .where("pp.key", "=", "country")
          .where("pp.filter_value", "in", countries),
      ),
    );
  }
  if (except !== "price") {
    if (filters.priceMin != null) q = q.where("l.selling_price", ">=", filters.priceMin);
    if (filters.priceMax != null) q = q.where("l.selling_price", "<=", filters.priceMax);
  }
  if (filters.onSale) q = q.where("l.sale_percent", ">", 0);
  if (filters.seriesPrefix) q = q.where(sql<SqlBool>`l.sku like ${`${escapeLike(filters.seriesPrefix)}-%`} escape '\\'`);
  if (filters.excludeProductId != null) q = q.where("l.id", "!=", filters.excludeProductId);
  return q;
}

function orderExpressions(sort: ListingSort, locale: string): { expr: Expression<unknown>; dir: "asc" | "desc" }[] {
  const { column, direction } = sortSpec(sort);
  const nameKey = locale === "en" ? sql.ref("l.sort_key_en") : sql.ref("l.sort_key_mn");
  const primary = column === "name" ? nameKey : sql.ref(`l.${column}`);
  // A stable tiebreak keeps paging from repeating or skipping products.
  return [
    { expr: primary, dir: direction },
    { expr: sql.ref("l.id"), dir: "asc" },
  ];
}

const ROW_COLUMNS = [
  "l.id",
  "l.slug",
  "l.sku",
  "l.name_mn",
  "l.name_en",
  "l.image",
  "l.product_type",
  "l.brand_code",
  "l.brand_name",
  "l.brand_name_latin",
  "l.taxon_permalink",
  "l.price",
  "l.selling_price",
  "l.sale_percent",
  "l.total_on_hand",
  "l.available_on",
  "l.average_rating",
  "l.total_reviews",
] as const;

export async function findListing(
  db: DB,
  args: { now: Date; locale: string; filters: ListingFilters; sort: ListingSort; limit: number; offset: number },
): Promise<ListingRow[]> {
  let query = applyFilters(listingSource(db, args.now), args.filters).select(ROW_COLUMNS);
  for (const { expr, dir } of orderExpressions(args.sort, args.locale)) query = query.orderBy(expr, dir);
  const rows = await query.limit(args.limit).offset(args.offset).execute();
  return rows as ListingRow[];
}

/** Listable products closest in price to `price`: the "similar products" ordering. */
export async function findNearestInPrice(
  db: DB,
  args: { now: Date; filters: ListingFilters; price: number; limit: number },
): Promise<ListingRow[]> {
  const rows = await applyFilters(listingSource(db, args.now), args.filters)
    .select(ROW_COLUMNS)
    .orderBy(sql`abs(l.selling_price - ${args.price})`)
    .orderBy("l.id")
    .limit(args.limit)
    .execute();
  return rows as ListingRow[];
}

export async function countListing(db: DB, args: { now: Date; filters: ListingFilters }): Promise<number> {
  const row = await applyFilters(listingSource(db, args.now), args.filters)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface FacetCounts {
  brands: { code: string; name: string; name_latin: string; count: number }[];
  countries: { code: string; name_mn: string; name_en: string; count: number }[];
  types: { code: string; count: number }[];
  /** Counts per leaf taxon permalink; the page rolls them up to the level it shows. */
  taxons: { permalink: string; count: number }[];
  price: { min: number; max: number } | null;
}

/**
 * Facet counts. Each one is counted with every filter but its own (OR within a facet, AND
 * across facets), so picking a brand does not hide the other brands.
 */
export async function facetCounts(db: DB, args: { now: Date; filters: ListingFilters }): Promise<FacetCounts> {
  const source = () => listingSource(db, args.now);
  const [brands, countries, types, taxons, price] = await Promise.all([
    applyFilters(source(), args.filters, "brand")
      .select(["l.brand_code as code", "l.brand_name as name", "l.brand_name_latin as name_latin"])
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .groupBy(["l.brand_code", "l.brand_name", "l.brand_name_latin"])
      .orderBy("count", "desc")
      .orderBy("l.brand_name")
      .limit(200)
      .execute(),
    applyFilters(source(), args.filters, "country")
      .innerJoin("product_properties as pp", (join) => join.onRef("pp.product_id", "=", "l.id").on("pp.key", "=", "country"))
      .select(["pp.filter_value as code", "pp.value_mn as name_mn", "pp.value_en as name_en"])
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .groupBy(["pp.filter_value", "pp.value_mn", "pp.value_en"])
      .orderBy("count", "desc")
      .limit(200)
      .execute(),
    applyFilters(source(), args.filters, "type")
      .select(["l.product_type as code"])
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .groupBy("l.product_type")
      .orderBy("count", "desc")
      .execute(),
    applyFilters(source(), args.filters, "taxon")
      .select(["l.taxon_permalink as permalink"])
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .groupBy("l.taxon_permalink")
      .execute(),
    applyFilters(source(), args.filters, "price")
      .select((eb) => [eb.fn.min<number>("l.selling_price").as("min"), eb.fn.max<number>("l.selling_price").as("max")])
      .executeTakeFirst(),
  ]);
  return {
    brands: brands.map((b) => ({ ...b, count: Number(b.count) })),
    countries: countries.map((c) => ({ ...c, count: Number(c.count) })),
    types: types.map((t) => ({ ...t, count: Number(t.count) })),
    taxons: taxons.map((t) => ({ ...t, count: Number(t.count) })),
    price: price && price.min != null && price.max != null ? { min: Number(price.min), max: Number(price.max) } : null,
  };
}

export async function findBadges(db: DB, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom("product_badges as pb")
    .innerJoin("badges as b", "b.id", "pb.badge_id")
    .select(["pb.product_id", "b.code", "b.name_mn", "b.name_en", "b.color"])
    .where("pb.product_id", "in", productIds)
    .orderBy("b.id")
    .execute();
}
