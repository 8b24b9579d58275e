import type { DB } from "~/db/client.server";
import { looseKey, toLatin } from "~/kernel/transliteration";
import type { ProductSearchDocument } from "./search-index";
import { findDocumentSources, findProductIdsAfter } from "./queries.server";

/** Words shoppers type that are not in product names, by the category they mean. */
const CATEGORY_WORDS: Record<string, string[]> = {
  wine: ["дарс", "wine"],
  spirits: ["спирт", "spirits"],
  "spirits/vodka": ["архи", "arkhi", "vodka"],
  beer: ["шар айраг", "пиво", "beer"],
};

/**
 * Builds the search documents (storefront-spec.md §3) of the given products from the catalogue
 * tables, in a handful of queries per batch. Products that do not exist are left out.
 */
export async function buildSearchDocuments(db: DB, productIds: number[]): Promise<ProductSearchDocument[]> {
  if (productIds.length === 0) return [];
  const { products, taxons, variants, options, stock, properties, images, badges } = await findDocumentSources(db, productIds);

  const taxonByPermalink = new Map(taxons.map((t) => [t.permalink, t]));
  const group = <T extends { product_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
    return map;
  };
  const variantsBy = group(variants);
  const propertiesBy = group(properties);
  const imagesBy = group(images);
  const badgesBy = group(badges);
  const optionsBy = new Map<number, { key: string; value: string }[]>();
  for (const o of options) optionsBy.set(o.variant_id, [...(optionsBy.get(o.variant_id) ?? []), { key: o.option_key, value: o.value }]);
  const onHand = new Map(stock.map((s) => [s.product_id, Number(s.on_hand)]));

  return products.map((p) => {
    const productVariants = variantsBy.get(p.id) ?? [];
    const master = productVariants[0];
    const parts = p.taxon_permalink.split("/");
    const levels = [0, 1, 2, 3, 4].map((i) => (i < parts.length ? parts.slice(0, i + 1).join("/") : null));
    const chain = levels.filter((l): l is string => l !== null).map((l) => taxonByPermalink.get(l)).filter((t) => t !== undefined);
    const props = propertiesBy.get(p.id) ?? [];
    const property = Object.fromEntries(props.map((pr) => [pr.key, { mn: pr.value_mn, en: pr.value_en }]));
    const categoryWords = levels.flatMap((l) => (l ? CATEGORY_WORDS[l] ?? [] : []));
    const brandNames = [p.brand_name, p.brand_name_latin];
    const taxonNames = chain.flatMap((t) => [t.name, t.translation_en]);
    const keywordTexts = props.filter((pr) => ["grape", "region", "country", "style", "class"].includes(pr.key)).flatMap((pr) => [pr.value_mn, pr.value_en]);
    const titleLatin = p.title_latin || toLatin(p.name_mn);
    const matchKey = [...new Set([p.name_mn, p.name_en, titleLatin, ...brandNames, ...taxonNames, ...categoryWords, ...keywordTexts].map(looseKey))].join(" ");
    return {
      id: p.id,
      slug: p.slug,
      sku: p.sku,
      title: p.name_mn,
      name: { mn: p.name_mn, en: p.name_en },
      title_latin: titleLatin,
      match_key: matchKey,
      description: { mn: p.description_mn, en: p.description_en },
      image: p.image,
      images: (imagesBy.get(p.id) ?? []).map((i) => i.url),
      created_at: p.created_at,
      updated_at: p.updated_at,
      property,
      property_list: props.map((pr) => `${pr.key}:${pr.filter_value}`),
      price: master?.price ?? 0,
      sale_price: master?.sale_price ?? null,
      sale_start_at: master?.sale_start_at ?? null,
      sale_expire_at: master?.sale_expire_at ?? null,
      available_on: p.available_on,
      total_on_hand: onHand.get(p.id) ?? 0,
      product_cat: p.product_type,
      vid: p.vendor_id,
      badges: (badgesBy.get(p.id) ?? []).map((b) => b.code),
      translated: ["mn", "en"],
      average_rating: p.average_rating,
      total_reviews: p.total_reviews,
      keyword: props
        .filter((pr) => ["grape", "region", "style"].includes(pr.key))
        .map((pr, i) => ({ id: i + 1, name: pr.value_en, mn: pr.value_mn })),
      taxonomy: chain.map((t) => ({ id: t.id, permalink: t.permalink })),
      categories: chain.map((t) => ({ permalink: t.permalink, name: { mn: t.name, en: t.translation_en } })),
      l0: levels[0] ?? null,
      l1: levels[1] ?? null,
      l2: levels[2] ?? null,
      l3: levels[3] ?? null,
      l4: levels[4] ?? null,
      store: { name: p.store_name, logo: p.store_logo, code: p.store_code, vendor_id: p.vendor_id },
      brand: { code: p.brand_code, name: p.brand_name, name_latin: p.brand_name_latin },
      country: props.find((pr) => pr.key === "country")?.filter_value ?? null,
      variants: productVariants.map((v) => ({
        id: v.id,
        sku: v.sku,
        image: v.image,
        price: v.price,
        sale_price: v.sale_price,
        option_values: optionsBy.get(v.id) ?? [],
      })),
      suggestion: [p.name_mn, p.name_en],
      custom_suggestion: [...new Set([...brandNames, ...taxonNames])],
      sort_key_mn: p.sort_key_mn,
      sort_key_en: p.sort_key_en,
    };
  });
}

/** All product ids in batches, for a full reindex. */
export async function* productIdBatches(db: DB, size: number): AsyncGenerator<number[]> {
  let after = 0;
  for (;;) {
    const ids = await findProductIdsAfter(db, after, size);
    if (ids.length === 0) return;
    yield ids;
    after = ids[ids.length - 1]!;
  }
}
