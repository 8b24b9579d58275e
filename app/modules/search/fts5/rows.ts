import { looseKey } from "~/kernel/transliteration";
import type { ProductSearchDocument, SearchHit } from "../search-index";
import { textHash, type ProductFields } from "./memory-columns";

/** Rows of the embedded index (search_products, search_suggestions) made from a document. */

export interface HitRow {
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
  price: number;
  selling_price: number;
  sale_percent: number;
  total_on_hand: number;
  available_on: string;
  badges: string;
  average_rating: number;
  total_reviews: number;
}

export function toHit(row: HitRow): SearchHit {
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: { mn: row.name_mn, en: row.name_en },
    image: row.image,
    product_type: row.product_type,
    brand: { code: row.brand_code, name: row.brand_name, name_latin: row.brand_name_latin },
    price: row.price,
    selling_price: Number(row.selling_price),
    sale_percent: Number(row.sale_percent),
    total_on_hand: row.total_on_hand,
    available_on: row.available_on,
    badges: row.badges ? row.badges.split(",") : [],
    average_rating: row.average_rating,
    total_reviews: row.total_reviews,
  };
}

export function productRow(doc: ProductSearchDocument) {
  return {
    id: doc.id,
    slug: doc.slug,
    sku: doc.sku,
    name_mn: doc.name.mn,
    name_en: doc.name.en,
    image: doc.image,
    product_type: doc.product_cat,
    brand_code: doc.brand.code,
    brand_name: doc.brand.name,
    brand_name_latin: doc.brand.name_latin,
    store_code: doc.store.code,
    country: doc.country,
    l0: doc.l0,
    l1: doc.l1,
    l2: doc.l2,
    l3: doc.l3,
    l4: doc.l4,
    price: doc.price,
    sale_price: doc.sale_price,
    sale_start_at: doc.sale_start_at,
    sale_expire_at: doc.sale_expire_at,
    total_on_hand: doc.total_on_hand,
    available_on: doc.available_on,
    created_at: doc.created_at,
    average_rating: doc.average_rating,
    total_reviews: doc.total_reviews,
    badges: doc.badges.join(","),
    sort_key_mn: doc.sort_key_mn,
    sort_key_en: doc.sort_key_en,
    mlt_terms: mltTerms(doc),
  };
}

/** Terms that describe a product: its name words, grape/region/style and brand. */
function mltTerms(doc: ProductSearchDocument): string {
  return [...new Set([doc.name.mn, doc.name.en, ...doc.keyword.map((k) => k.name), doc.brand.name_latin].flatMap((t) => looseKey(t).split(" ")))]
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w))
    .slice(0, 24)
    .join(" ");
}

export function namesText(doc: ProductSearchDocument): string {
  return [doc.name.mn, doc.name.en, doc.title_latin, doc.brand.name, doc.brand.name_latin, doc.sku].join(" \u2022 ");
}

export function detailsText(doc: ProductSearchDocument): string {
  return [doc.description.mn, doc.description.en, ...Object.values(doc.property).flatMap((p) => [p.mn, p.en])].join(" ");
}

interface SuggestionRow {
  key: string;
  text: string;
  kind: string;
  href: string;
  product_id: number | null;
  weight: number;
}

/** Every word start of a name is a way in: "subd" completes "Хар Сувд" as well as "har". */
function wordStartKeys(text: string): { key: string; first: boolean }[] {
  const words = looseKey(text).split(" ").filter(Boolean);
  return words.map((_, i) => ({ key: words.slice(i).join(" "), first: i === 0 })).filter((k) => k.key.length > 0);
}

export function productSuggestions(doc: ProductSearchDocument): SuggestionRow[] {
  return dedupeBy(
    doc.suggestion.flatMap((text) =>
      wordStartKeys(text).map(({ key, first }) => ({
        key,
        text,
        kind: "product",
        href: `/products/${doc.slug}`,
        product_id: doc.id,
        weight: first ? 10 : 5,
      })),
    ),
    (row) => `${row.key}|${row.text}`,
  );
}

export function sharedSuggestions(doc: ProductSearchDocument): SuggestionRow[] {
  const rows: SuggestionRow[] = [];
  for (const name of [doc.brand.name, doc.brand.name_latin]) {
    for (const { key, first } of wordStartKeys(name)) {
      rows.push({ key, text: name, kind: "brand", href: `/products?brand=${doc.brand.code}`, product_id: null, weight: first ? 40 : 20 });
    }
  }
  for (const category of doc.categories) {
    for (const name of [category.name.mn, category.name.en]) {
      for (const { key, first } of wordStartKeys(name)) {
        rows.push({ key, text: name, kind: "category", href: `/t/${category.permalink}`, product_id: null, weight: first ? 30 : 15 });
      }
    }
  }
  return rows;
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function dedupeBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** What an indexed product's text hashes to: unchanged, cached matches stay good. */
export const documentTextHash = (doc: ProductSearchDocument) => textHash(`${namesText(doc)}\u0000${doc.match_key}`);

/** A search document as the in-memory columns hold it (both the FTS5 and the PostgreSQL adapter). */
export function fieldsOfDocument(d: ProductSearchDocument): ProductFields {
  return {
    id: d.id,
    brand: d.brand.code,
    country: d.country,
    type: d.product_cat,
    levels: [d.l0, d.l1, d.l2, d.l3, d.l4],
    sku: d.sku,
    store: d.store.code,
    price: d.price,
    salePrice: d.sale_price,
    saleStart: d.sale_start_at,
    saleEnd: d.sale_expire_at,
    availableOn: d.available_on,
    onHand: d.total_on_hand,
    rating: d.average_rating,
    reviews: d.total_reviews,
    hasImage: d.image !== null,
    sortMn: d.sort_key_mn,
    sortEn: d.sort_key_en,
    names: [d.name.mn, d.name.en, d.brand.name, d.brand.name_latin],
    textHash: documentTextHash(d),
  };
}
