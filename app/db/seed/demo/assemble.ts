// Assembly: deals products from every line and turns them into rows (ids, SKUs, dates, prices, stock).

import { englishSortKey, mongolianSortKey } from "~/kernel/collation";
import { toLatin } from "~/kernel/transliteration";
import { accessoryLines } from "./accessory-lines";
import { beerLine, BEER_LINES } from "./beer-lines";
import { brandRef } from "./brands";
import { giftLines } from "./gift-lines";
import { type BuildContext, type Line, roundPrice, slugify, type VariantDraft } from "./product-lines";
import { chance, int, mulberry32, pick, type Rng, shuffle, weighted } from "./random";
import { BADGE, buildTaxons, demoReferenceData, LOCATION_IDS, MAIN_STORE_ID, PARTNER_STORE_ID, WAREHOUSE_ID } from "./reference-data";
import { SPIRIT_LINES } from "./spirit-line-defs";
import { spiritLine } from "./spirit-lines";
import type { DemoCatalogue, DemoCatalogueOptions, DemoProduct, DemoVariant } from "./types";
import { WINE_LINES, wineLine } from "./wine-lines";
import { DAY_MS } from "~/kernel/dates";

export const DEFAULT_DEMO_PRODUCTS = 360;
export const DEFAULT_DEMO_SEED = 20_240_611;
/** The most reviews one demo product gets; the seed has more demo reviewers than this. */
export const DEMO_MAX_REVIEWS_PER_PRODUCT = 40;

let cachedLines: Line[] | null = null;

function allLines(): Line[] {
  cachedLines ??= [
    ...WINE_LINES.map(wineLine),
    ...SPIRIT_LINES.map(spiritLine),
    ...BEER_LINES.map(beerLine),
    ...giftLines(),
    ...accessoryLines(),
  ];
  return cachedLines;
}

const DAY = DAY_MS;
const toIso = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

/** Deals a line's combinations in a shuffled order; after a full round it reshuffles. */
class Deck {
  private order: number[] = [];
  private next = 0;
  private rounds = 0;
  constructor(
    private readonly size: number,
    private readonly r: Rng,
  ) {}
  draw(): number {
    if (this.next >= this.order.length) {
      this.order = shuffle(this.r, Array.from({ length: this.size }, (_, i) => i));
      this.next = 0;
      this.rounds++;
    }
    return this.order[this.next++]!;
  }
  /** True until every combination has been dealt once: a fresh deck gives a product not seen yet. */
  fresh(): boolean {
    return this.rounds === 0 || (this.rounds === 1 && this.next < this.order.length);
  }
  /** Combinations left before the deck has to be reshuffled (a full deck when none are dealt). */
  remaining(): number {
    return this.next >= this.order.length ? this.size : this.order.length - this.next;
  }
}

/** Lazily yields `options.products` products; the same options always yield the same rows. */
export function* iterateDemoProducts(options: DemoCatalogueOptions): Generator<DemoProduct> {
  const total = options.products;
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`products must be a non-negative integer, got ${total}`);
  const nowMs = options.now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError("now must be a valid date");
  const r = mulberry32(options.seed ?? DEFAULT_DEMO_SEED);
  const ctx: BuildContext = { year: options.now.getUTCFullYear() };
  const taxonIds = new Map(buildTaxons().map((t) => [t.permalink, t.id]));
  const lines = allLines();
  const decks = new Map(lines.map((line) => [line, new Deck(line.combos, r)]));

  const slugs = new Set<string>();
  const productSkus = new Set<string>();
  const variantSkus = new Set<string>();
  const skuRepeat = new Map<string, number>();
  let variantId = 0;
  let line: Line = lines[0]!;
  let runLeft = 0;
  // Every line gets one run first (in a shuffled order), so even a small catalogue shows every
  // kind of product; after that lines are picked by weight.
  const firstPass = shuffle(r, [...lines]);

  for (let id = 1; id <= total; id++) {
    if (runLeft <= 0) {
      // A short run from one line, so series (SKU prefixes) come in groups; never longer than
      // what is left in the line's deck, so a small line does not repeat itself at once.
      // Lines with combinations not dealt yet go first, so a catalogue repeats a product only
      // once every kind has been used (the default 360 has no two products of the same name).
      const freshLines = lines.filter((l) => decks.get(l)!.fresh());
      line = firstPass.pop() ?? weighted(r, freshLines.length > 0 ? freshLines : lines, (l) => l.weight);
      runLeft = Math.min(int(r, 2, 4), decks.get(line)!.remaining());
    }
    runLeft--;
    const concept = line.build(decks.get(line)!.draw(), r, ctx);
    const brand = brandRef(concept.brand);
    const taxonId = taxonIds.get(concept.taxon);
    if (taxonId === undefined) throw new Error(`Unknown demo taxon ${concept.taxon}`);

    // Unique slug (the product id makes a stable suffix) and unique product + variant SKUs.
    const baseSlug = slugify(concept.nameEn) || `product`;
    let slug = baseSlug;
    for (let k = 1; slugs.has(slug); k++) slug = k === 1 ? `${baseSlug}-${id}` : `${baseSlug}-${id}-${k}`;
    slugs.add(slug);
    let sku = concept.sku;
    const multi = concept.variants.length > 1;
    const variantSku = (productSku: string, v: VariantDraft) => (multi ? `${productSku}-${v.skuSuffix}` : productSku);
    for (let k = skuRepeat.get(concept.sku) ?? 1; ; k++) {
      const candidate = k === 1 ? concept.sku : `${concept.sku}-${k}`;
      const vskus = concept.variants.map((v) => variantSku(candidate, v));
      if (!productSkus.has(candidate) && vskus.every((v) => !variantSkus.has(v))) {
        sku = candidate;
        skuRepeat.set(concept.sku, k + 1);
        break;
      }
    }
    productSkus.add(sku);

    // Dates: mostly in the past two years, about 3% still to come.
    const future = chance(r, 0.03);
    const availableMs = future ? nowMs + (0.5 + r() * 44) * DAY : nowMs - (0.2 + r() * 729) * DAY;
    const createdMs = future ? nowMs - (1 + r() * 20) * DAY : availableMs - r() * 14 * DAY;
    const updatedMs = createdMs + r() * (nowMs - createdMs);
    const availableOn = toIso(availableMs);

    // Sale window (about 20%): mostly running now, some over, some still to start.
    let sale: { percent: number; start: string | null; expire: string | null; active: boolean } | null = null;
    if (chance(r, 0.2)) {
      const percent = pick(r, [5, 10, 10, 15, 15, 20, 20, 25, 30, 40]);
      const kind = r();
      if (kind < 0.7) {
        sale = {
          percent,
          start: toIso(nowMs - (1 + r() * 40) * DAY),
          expire: chance(r, 0.35) ? null : toIso(nowMs + (2 + r() * 45) * DAY),
          active: true,
        };
      } else if (kind < 0.85) {
        const expire = nowMs - (1 + r() * 30) * DAY;
        sale = { percent, start: toIso(expire - (7 + r() * 30) * DAY), expire: toIso(expire), active: false };
      } else {
        const start = nowMs + (1 + r() * 20) * DAY;
        sale = { percent, start: toIso(start), expire: toIso(start + (7 + r() * 30) * DAY), active: false };
      }
    }

    const cashback = brand.def.country === "mn" ? weighted(r, [1, 2, 3], (c) => [3, 4, 3][c - 1]!) : weighted(r, [1, 2, 3], (c) => [6, 3, 1][c - 1]!);

    // Stock: about 6% sold out, 8% low (1-5 in total), the rest plenty.
    const stockRoll = r();
    const stockKind = stockRoll < 0.06 ? "out" : stockRoll < 0.14 ? "low" : "plenty";

    const variants: DemoVariant[] = concept.variants.map((draft, position) => {
      const vid = ++variantId;
      const price = Math.max(100, roundPrice(concept.price * draft.priceFactor));
      let salePrice: number | null = null;
      if (sale) {
        const step = price < 20_000 ? 100 : 500;
        salePrice = Math.max(step, Math.min(roundPrice(price * (1 - sale.percent / 100)), price - step));
        if (salePrice >= price) salePrice = null;
      }
      const vsku = variantSku(sku, draft);
      variantSkus.add(vsku);
      return {
        variant: {
          id: vid,
          product_id: id,
          sku: vsku,
          is_master: position === 0 ? 1 : 0,
          position,
          price,
          sale_price: salePrice,
          sale_start_at: salePrice !== null ? sale!.start : null,
          sale_expire_at: salePrice !== null ? sale!.expire : null,
          cashback_percent: cashback,
          image: draft.image,
        },
        optionValues: draft.options.map((o, i) => ({ variant_id: vid, option_key: o.key, value: o.value, position: i })),
        stockItems: LOCATION_IDS.map((locationId) => ({
          variant_id: vid,
          stock_location_id: locationId,
          count_on_hand:
            stockKind !== "plenty"
              ? 0
              : locationId === WAREHOUSE_ID
                ? int(r, 6, 120)
                : chance(r, 0.2)
                  ? 0
                  : int(r, 1, 24),
        })),
      };
    });
    if (stockKind === "low") {
      const cells = variants.flatMap((v) => v.stockItems);
      for (let left = int(r, 1, 5); left > 0; left--) pick(r, cells).count_on_hand++;
    }

    // Images: about 4% have none; otherwise the front view plus up to two more.
    const images: DemoProduct["images"] = [];
    if (!chance(r, 0.04)) {
      concept.images.forEach((img, index) => {
        const keep = index === 0 || (img.view === "back" ? chance(r, 0.55) : chance(r, 0.45));
        if (!keep || images.length >= 3) return;
        const [altMn, altEn] =
          index === 0
            ? [concept.nameMn, concept.nameEn]
            : img.view === "box"
              ? [`${concept.nameMn} – бэлгийн хайрцагтай`, `${concept.nameEn} – with gift box`]
              : img.view === "pair"
                ? [`${concept.nameMn} – хос`, `${concept.nameEn} – pair`]
                : concept.type === "gift_set"
                  ? [`${concept.nameMn} – доторх бүтээгдэхүүн`, `${concept.nameEn} – contents`]
                  : [`${concept.nameMn} – ар тал`, `${concept.nameEn} – back`];
        images.push({ product_id: id, url: `/media/products/${img.style}.svg`, alt_mn: altMn, alt_en: altEn, position: images.length });
      });
    }

    // Reviews for about 55% of products already on sale: how many (at most one per demo reviewer)
    // and the mean their ratings lean to. The rows are written by the seed (demo-reviews.server.ts);
    // the product's figures are computed from them, never invented here.
    let reviewPlan: DemoProduct["reviewPlan"] = null;
    if (!future && chance(r, 0.55)) {
      const count = 1 + Math.floor(DEMO_MAX_REVIEWS_PER_PRODUCT * Math.pow(r(), 3));
      reviewPlan = { count: Math.min(count, DEMO_MAX_REVIEWS_PER_PRODUCT), lean: Math.min(5, Math.round((3.3 + 1.7 * Math.pow(r(), 0.6)) * 10) / 10) };
    }
    const reviews = reviewPlan?.count ?? 0;
    const rating = reviewPlan?.lean ?? 0;

    const badges: DemoProduct["badges"] = [];
    const addBadge = (badgeId: number) => badges.push({ product_id: id, badge_id: badgeId });
    if (!future && nowMs - availableMs <= 30 * DAY) addBadge(BADGE.new);
    if (sale?.active && variants[0]!.variant.sale_price !== null) addBadge(BADGE.sale);
    if (reviews >= 17 || (reviews >= 7 && rating >= 4.7)) addBadge(BADGE.bestseller);
    if (concept.limited) addBadge(BADGE.limited);
    if (concept.giftable) addBadge(BADGE.gift);

    const product: DemoProduct["product"] = {
      id,
      slug,
      sku,
      name_mn: concept.nameMn,
      name_en: concept.nameEn,
      title_latin: toLatin(concept.nameMn),
      sort_key_mn: mongolianSortKey(concept.nameMn),
      sort_key_en: englishSortKey(concept.nameEn),
      description_mn: concept.description.map((d) => d[0]).join(" "),
      description_en: concept.description.map((d) => d[1]).join(" "),
      product_type: concept.type,
      taxon_id: taxonId,
      brand_id: brand.id,
      store_id: concept.brand === "nomin-tal" && concept.type === "beer" ? PARTNER_STORE_ID : MAIN_STORE_ID,
      image: images[0]?.url ?? null,
      available_on: availableOn,
      average_rating: 0,
      total_reviews: 0,
      created_at: toIso(createdMs),
      updated_at: toIso(Math.max(createdMs, updatedMs)),
    };

    yield {
      product,
      taxons: [{ product_id: id, taxon_id: taxonId }],
      badges,
      images,
      properties: concept.properties.map((p, position) => ({
        product_id: id,
        key: p.key,
        value_mn: p.mn,
        value_en: p.en,
        filter_value: p.filter,
        position,
      })),
      variants,
      reviewPlan,
    };
  }
}

/** The whole demo catalogue in memory (fine up to a few hundred thousand products). */
export function generateDemoCatalogue(options: DemoCatalogueOptions): DemoCatalogue {
  return { ...demoReferenceData(), products: [...iterateDemoProducts(options)] };
}
