import type SQLite from "better-sqlite3";
import { looseKey } from "~/domain/transliteration";
import { namesText } from "./fts5-rows";
import { scoringTokens, seededMultiplier, shuffled, topK, withinOneEdit, type RelevanceTerm } from "./ranking";
import { priceRangeKey, type FacetBucket, type PriceRange, type ProductSearchDocument, type SearchFacets, type SearchFilters, type SearchSort } from "./search-index";

const TAXON_BUCKETS = 20;
const TERMS_BUCKETS = 200;
/** Ids below this are found through a flat array; a catalogue with larger ids falls back to a Map. */
const DIRECT_ID_LIMIT = 1 << 24;
/** Rows read per slice while loading; each slice is a few tens of milliseconds. */
const LOAD_SLICE = 20_000;

/** What one product brings to the memory, from a database row or a search document. */
interface ProductFields {
  id: number;
  brand: string;
  country: string | null;
  type: string;
  levels: (string | null)[];
  sku: string;
  store: string;
  price: number;
  salePrice: number | null;
  saleStart: string | null;
  saleEnd: string | null;
  availableOn: string;
  onHand: number;
  hasImage: boolean;
  sortMn: string;
  sortEn: string;
  names: string[];
  /** Hash of the text FTS5 matches against (0: unknown, as after a load). */
  textHash: number;
}

export interface MemoryQuery {
  /** FTS matches (product ids); null lists every product. */
  matchIds: ArrayLike<number> | null;
  filters: SearchFilters;
  now: Date;
  /** undefined: by relevance when `relevance` is given, else newest first. */
  sort: SearchSort | undefined;
  relevance: RelevanceTerm[] | null;
  locale: string;
  seed?: number;
  offset: number;
  limit: number;
  facets: boolean;
  ranges: PriceRange[];
}

export interface MemoryResult {
  total: number;
  /** The page's product ids, in order. */
  ids: number[];
  facets: SearchFacets | null;
}

class Interner {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  id(value: string | null): number {
    if (value === null) return -1;
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }
  find(value: string): number {
    return this.ids.get(value) ?? -1;
  }
}

type NumericArray = Int32Array | Float64Array | Uint8Array;

function grown<T extends NumericArray>(array: T, size: number, fill = 0): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2, 1024));
  next.set(array);
  if (fill !== 0) next.fill(fill, array.length);
  return next;
}

/** Order-preserving for JavaScript's string comparison: 3 × 16 bits fit a double exactly. */
function sortKeyHead(key: string): number {
  return (key.charCodeAt(0) || 0) * 2 ** 32 + (key.charCodeAt(1) || 0) * 2 ** 16 + (key.charCodeAt(2) || 0);
}

/** FNV-1a, never 0 (0 means unknown). */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h === 0 ? 1 : h;
}

const time = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

/**
 * The columns every search reads, of every indexed product, held in process memory: the FTS5
 * table answers which products match the words, and one pass over these columns applies the
 * listing rule and the filters, counts every facet and picks the page, without reading rows
 * from the database (only the 40 shown are fetched). Our own index writes update it directly;
 * another process's writes (the reindex command) are noticed through SQLite's `data_version`
 * and trigger a reload.
 */
export class ProductMemory {
  private dataVersion: number | null = null;
  private size = 0;
  private freeSlots: number[] = [];
  private slotByDirectId = new Int32Array(0);
  private slotByLargeId = new Map<number, number>();

  private live = new Uint8Array(0);
  /**
   * Each product's facet profile: its category levels, brand, country and type as one id, so
   * the pass counts one number per product and the facets are expanded from the few profiles.
   */
  private profile = new Int32Array(0);
  private textHashes = new Int32Array(0);
  private textChanges = 0;
  private readonly profiles = new Map<string, number>();
  /** Per profile: l0..l4, brand, country, type (facet value ids, -1 for none). */
  private profileFields: number[] = [];
  /** Live, with an image and in stock: the part of the listing rule that does not move with the clock. */
  private stocked = new Uint8Array(0);
  private id = new Int32Array(0);
  private brand = new Int32Array(0);
  private country = new Int32Array(0);
  private type = new Int32Array(0);
  private store = new Int32Array(0);
  private levels = [0, 1, 2, 3, 4].map(() => new Int32Array(0));
  private price = new Float64Array(0);
  private salePrice = new Float64Array(0);
  private saleStart = new Float64Array(0);
  private saleEnd = new Float64Array(0);
  private availableOn = new Float64Array(0);
  private onHand = new Int32Array(0);
  private sku: string[] = [];
  private sortMn: string[] = [];
  private sortEn: string[] = [];
  /** The first three UTF-16 units of each sort key as one number: most name comparisons end there. */
  private sortMnHead = new Float64Array(0);
  private sortEnHead = new Float64Array(0);
  /** Word ids of each product's names (display tokens, then loose-key tokens), packed. */
  private tokenStart = new Int32Array(0);
  private tokenDisplay = new Int32Array(0);
  private tokenCount = new Int32Array(0);
  private tokens = new Int32Array(0);
  private tokensUsed = 0;
  private tokensLive = 0;

  private readonly facetValues = new Interner();
  private readonly words = new Interner();

  constructor(
    private readonly handle: SQLite.Database,
    private readonly loadSlice = LOAD_SLICE,
  ) {}

  private loading: Promise<void> | null = null;
  /** This process's index writes made while a load runs, replayed when it ends. */
  private writesDuringLoad: (() => void)[] | null = null;
  /** Moves on every clear, so a load that a reset overtook gives up. */
  private epoch = 0;

  /**
   * Loads every product on first use and after another connection changed the database
   * (`data_version`), in slices that let other requests run between them.
   */
  async ready(): Promise<void> {
    for (;;) {
      if (this.loading) {
        await this.loading;
        continue;
      }
      const version = this.handle.pragma("data_version", { simple: true }) as number;
      if (version === this.dataVersion) return;
      this.loading = this.load(version).finally(() => {
        this.loading = null;
      });
    }
  }

  private async load(version: number): Promise<void> {
    this.clear();
    const epoch = this.epoch;
    this.writesDuringLoad = [];
    const slice = this.handle
      .prepare(
        `select id, brand_code, country, product_type, l0, l1, l2, l3, l4, sku, store_code, price, sale_price,
          sale_start_at, sale_expire_at, available_on, total_on_hand, image is not null, sort_key_mn, sort_key_en,
          name_mn, name_en, brand_name, brand_name_latin from search_products where id > ? order by id limit ?`,
      )
      .raw(true);
    let after = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const rows = slice.all(after, this.loadSlice) as unknown[][];
      for (const r of rows) {
        this.put({
          id: r[0] as number,
          brand: r[1] as string,
          country: r[2] as string | null,
          type: r[3] as string,
          levels: [r[4], r[5], r[6], r[7], r[8]] as (string | null)[],
          sku: r[9] as string,
          store: r[10] as string,
          price: r[11] as number,
          salePrice: r[12] as number | null,
          saleStart: r[13] as string | null,
          saleEnd: r[14] as string | null,
          availableOn: r[15] as string,
          onHand: r[16] as number,
          hasImage: r[17] === 1,
          sortMn: r[18] as string,
          sortEn: r[19] as string,
          names: [r[20], r[21], r[22], r[23]] as string[],
          textHash: 0,
        });
      }
      if (rows.length < this.loadSlice) break;
      after = rows[rows.length - 1]![0] as number;
      await new Promise((resolve) => setImmediate(resolve));
      if (this.epoch !== epoch) return;
    }
    const writes = this.writesDuringLoad;
    this.writesDuringLoad = null;
    this.dataVersion = version;
    for (const write of writes) write();
  }

  /** Keeps memory in step with this process's own writes (which do not move data_version). */
  upsert(documents: ProductSearchDocument[]): void {
    if (this.writesDuringLoad) {
      this.writesDuringLoad.push(() => this.upsert(documents));
      return;
    }
    if (this.dataVersion === null) return;
    for (const d of documents) {
      this.put({
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
        hasImage: d.image !== null,
        sortMn: d.sort_key_mn,
        sortEn: d.sort_key_en,
        names: [d.name.mn, d.name.en, d.brand.name, d.brand.name_latin],
        textHash: textHash(`${namesText(d)}\u0000${d.match_key}`),
      });
    }
    this.compactTokensIfWasteful();
  }

  remove(ids: number[]): void {
    if (this.writesDuringLoad) {
      this.writesDuringLoad.push(() => this.remove(ids));
      return;
    }
    for (const id of ids) {
      const slot = this.slotOf(id);
      if (slot < 0) continue;
      this.live[slot] = 0;
      this.stocked[slot] = 0;
      this.tokensLive -= this.tokenCount[slot]!;
      this.setSlot(id, -1);
      this.freeSlots.push(slot);
    }
  }

  /**
   * Moves whenever a product is added or its searchable text may have changed (not on stock or
   * price changes, nor on removals, which a query skips anyway): cached matches are good while
   * it stays.
   */
  get textVersion(): number {
    return this.textChanges;
  }

  clear(): void {
    this.epoch++;
    this.textChanges++;
    this.writesDuringLoad = null;
    this.dataVersion = null;
    this.size = 0;
    this.freeSlots = [];
    this.slotByDirectId = new Int32Array(0);
    this.slotByLargeId.clear();
    this.live = new Uint8Array(0);
    this.tokensUsed = 0;
    this.tokensLive = 0;
  }

  private slotOf(id: number): number {
    if (id < DIRECT_ID_LIMIT) return id < this.slotByDirectId.length ? this.slotByDirectId[id]! : -1;
    return this.slotByLargeId.get(id) ?? -1;
  }

  private setSlot(id: number, slot: number): void {
    if (id < DIRECT_ID_LIMIT) {
      this.slotByDirectId = grown(this.slotByDirectId, id + 1, -1);
      this.slotByDirectId[id] = slot;
    } else if (slot < 0) this.slotByLargeId.delete(id);
    else this.slotByLargeId.set(id, slot);
  }

  private ensureCapacity(slots: number): void {
    if (slots <= this.live.length) return;
    this.live = grown(this.live, slots);
    this.stocked = grown(this.stocked, slots);
    this.profile = grown(this.profile, slots);
    this.textHashes = grown(this.textHashes, slots);
    this.id = grown(this.id, slots);
    this.brand = grown(this.brand, slots);
    this.country = grown(this.country, slots);
    this.type = grown(this.type, slots);
    this.store = grown(this.store, slots);
    this.levels = this.levels.map((level) => grown(level, slots));
    this.price = grown(this.price, slots);
    this.salePrice = grown(this.salePrice, slots);
    this.saleStart = grown(this.saleStart, slots);
    this.saleEnd = grown(this.saleEnd, slots);
    this.availableOn = grown(this.availableOn, slots);
    this.onHand = grown(this.onHand, slots);
    this.sortMnHead = grown(this.sortMnHead, slots);
    this.sortEnHead = grown(this.sortEnHead, slots);
    this.tokenStart = grown(this.tokenStart, slots);
    this.tokenDisplay = grown(this.tokenDisplay, slots);
    this.tokenCount = grown(this.tokenCount, slots);
  }

  private put(p: ProductFields): void {
    let slot = this.slotOf(p.id);
    if (slot < 0) {
      slot = this.freeSlots.pop() ?? this.size++;
      this.ensureCapacity(slot + 1);
      this.setSlot(p.id, slot);
      this.textChanges++;
    } else {
      this.tokensLive -= this.tokenCount[slot]!;
      if (p.textHash === 0 || this.textHashes[slot] !== p.textHash) this.textChanges++;
    }
    this.textHashes[slot] = p.textHash;
    const v = this.facetValues;
    this.live[slot] = 1;
    this.id[slot] = p.id;
    this.brand[slot] = v.id(p.brand);
    this.country[slot] = v.id(p.country);
    this.type[slot] = v.id(p.type);
    this.store[slot] = v.id(p.store);
    for (let level = 0; level < 5; level++) this.levels[level]![slot] = v.id(p.levels[level] ?? null);
    const fields = [0, 1, 2, 3, 4].map((level) => this.levels[level]![slot]!).concat(this.brand[slot]!, this.country[slot]!, this.type[slot]!);
    const profileKey = fields.join(",");
    let profile = this.profiles.get(profileKey);
    if (profile === undefined) {
      profile = this.profiles.size;
      this.profiles.set(profileKey, profile);
      this.profileFields.push(...fields);
    }
    this.profile[slot] = profile;
    this.price[slot] = p.price;
    this.salePrice[slot] = p.salePrice ?? Number.NaN;
    this.saleStart[slot] = time(p.saleStart);
    this.saleEnd[slot] = time(p.saleEnd);
    this.availableOn[slot] = time(p.availableOn);
    this.onHand[slot] = p.onHand;
    this.stocked[slot] = p.hasImage && p.onHand > 0 ? 1 : 0;
    this.sku[slot] = p.sku;
    this.sortMn[slot] = p.sortMn;
    this.sortEn[slot] = p.sortEn;
    this.sortMnHead[slot] = sortKeyHead(p.sortMn);
    this.sortEnHead[slot] = sortKeyHead(p.sortEn);

    const display = [...new Set(p.names.flatMap(scoringTokens))];
    const keys = [...new Set(display.map((w) => this.keyOf(w)))];
    const count = display.length + keys.length;
    this.tokens = grown(this.tokens, this.tokensUsed + count);
    this.tokenStart[slot] = this.tokensUsed;
    this.tokenDisplay[slot] = display.length;
    this.tokenCount[slot] = count;
    for (const word of display) this.tokens[this.tokensUsed++] = this.words.id(word);
    for (const key of keys) this.tokens[this.tokensUsed++] = this.words.id(key);
    this.tokensLive += count;
  }

  private readonly keys = new Map<string, string>();
  private keyOf(word: string): string {
    let key = this.keys.get(word);
    if (key === undefined) {
      key = looseKey(word).replace(/\s+/g, "");
      this.keys.set(word, key);
    }
    return key;
  }

  /** Updates leave old word lists behind; repack once they are most of the array. */
  private compactTokensIfWasteful(): void {
    if (this.tokensUsed < 100_000 || this.tokensUsed < this.tokensLive * 2) return;
    const packed = new Int32Array(Math.max(1024, this.tokensLive * 2));
    let used = 0;
    for (let slot = 0; slot < this.size; slot++) {
      if (!this.live[slot]) continue;
      const start = this.tokenStart[slot]!;
      const count = this.tokenCount[slot]!;
      packed.set(this.tokens.subarray(start, start + count), used);
      this.tokenStart[slot] = used;
      used += count;
    }
    this.tokens = packed;
    this.tokensUsed = used;
  }

  /** Words of the catalogue's names one edit away from `word` (for a query that found nothing). */
  nearWords(word: string, limit = 10): string[] {
    const near: string[] = [];
    for (const known of this.words.values) {
      if (known !== word && withinOneEdit(known, word)) near.push(known);
      if (near.length >= limit) break;
    }
    return near;
  }

  /**
   * Per query word, a score for each known word: 4 the word itself, 3 a word it begins, 2 the
   * same loose key (another script or spelling); a match found only by key prefix scores 1.
   */
  private wordScores(terms: RelevanceTerm[]): { display: Uint8Array; key: number }[] {
    const vocabulary = this.words.values;
    return terms.map((term) => {
      const scores = new Uint8Array(vocabulary.length);
      for (let w = 0; w < vocabulary.length; w++) {
        const word = vocabulary[w]!;
        if (word.startsWith(term.word)) scores[w] = word.length === term.word.length ? 4 : 3;
      }
      return { display: scores, key: this.words.find(term.key) };
    });
  }

  private relevance(slot: number, terms: { display: Uint8Array; key: number }[]): number {
    const start = this.tokenStart[slot]!;
    const displayEnd = start + this.tokenDisplay[slot]!;
    const end = start + this.tokenCount[slot]!;
    let total = 0;
    for (const term of terms) {
      let best = 1;
      for (let t = start; t < displayEnd && best < 4; t++) {
        const s = term.display[this.tokens[t]!]!;
        if (s > best) best = s;
      }
      for (let t = displayEnd; t < end && best < 2; t++) {
        if (this.tokens[t] === term.key) best = 2;
      }
      total += best;
    }
    return total;
  }

  /**
   * One pass over the candidates: the listing rule (spec 9) at `now`, the non-facet filters,
   * the facet selections (OR within one facet, AND across; each facet counted without its own
   * selection), then the requested page by the requested order.
   */
  /** Whether a product is listed at `at` (spec 9's rule); call after `ready()`. */
  listable(id: number, at: Date): boolean {
    const slot = this.slotOf(id);
    if (slot < 0 || this.stocked[slot] === 0) return false;
    const now = at.getTime();
    if (!(this.availableOn[slot]! <= now)) return false;
    const price = this.price[slot]!;
    const salePrice = this.salePrice[slot]!;
    const onSale = salePrice < price && !(this.saleStart[slot]! > now) && !(this.saleEnd[slot]! <= now);
    return (onSale ? salePrice : price) > 1;
  }

  /** Call after `ready()`. Match ids of removed products are skipped. */
  query(q: MemoryQuery): MemoryResult {
    const f = q.filters;
    const now = q.now.getTime();
    const v = this.facetValues;
    const depth = f.taxon ? Math.min(f.taxon.split("/").length - 1, 4) : -1;
    const taxon = f.taxon ? v.find(f.taxon) : -1;
    if (depth >= 0 && taxon < 0) return this.empty(q);
    const taxonColumn = depth >= 0 ? this.levels[depth]! : null;
    const store = f.store ? v.find(f.store) : -1;
    if (f.store && store < 0) return this.empty(q);
    const series = f.seriesPrefix ? `${f.seriesPrefix}-` : null;
    const excluded = f.excludeIds?.length ? new Set(f.excludeIds) : null;
    const selected = (values: string[] | undefined) => {
      if (!values?.length) return null;
      const flags = new Uint8Array(v.values.length + 1);
      for (const value of values) {
        const id = v.find(value);
        if (id >= 0) flags[id] = 1;
      }
      return flags;
    };
    const brands = selected(f.brands);
    const countries = selected(f.countries);
    const types = selected(f.types);
    const priceMin = f.priceMin ?? -Infinity;
    const priceMax = f.priceMax ?? Infinity;
    const onSaleOnly = Boolean(f.onSale);

    // Per facet profile: products passing every selection, and those failing only the brand,
    // only the country or only the type selection (each facet is counted without its own).
    const profileCount = this.profiles.size;
    const counts = q.facets
      ? {
          all: new Int32Array(profileCount),
          exceptBrand: new Int32Array(profileCount),
          exceptCountry: new Int32Array(profileCount),
          exceptType: new Int32Array(profileCount),
          price: new Int32Array(q.ranges.length),
        }
      : null;

    // The slots to visit: every product, or those of the FTS matches.
    let slots: Int32Array | null = null;
    let visitCount = this.size;
    if (q.matchIds !== null) {
      slots = this.scratchSlots(0, q.matchIds.length);
      visitCount = 0;
      for (let i = 0; i < q.matchIds.length; i++) {
        const slot = this.slotOf(q.matchIds[i]!);
        if (slot >= 0) slots[visitCount++] = slot;
      }
    }
    const candidateSlots = this.scratchSlots(1, visitCount);
    let candidateCount = 0;
    const selling = this.scratch(0);
    const sale = this.scratch(1);
    const rangeFrom = q.ranges.map((r) => r.from);
    const rangeTo = q.ranges.map((r) => r.to ?? Infinity);
    // Columns as locals: this loop runs once per matching product.
    const { stocked, availableOn, price: prices, salePrice: salePrices, saleStart, saleEnd, sku, id: productIds } = this;
    const profileOf = this.profile;
    const brandOf = this.brand;
    const countryOf = this.country;
    const typeOf = this.type;
    const storeOf = this.store;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < visitCount; i++) {
      const slot = slots === null ? i : slots[i]!;
      if (stocked[slot] === 0 || !(availableOn[slot]! <= now)) continue;
      const price = prices[slot]!;
      const salePrice = salePrices[slot]!;
      const onSale = salePrice < price && !(saleStart[slot]! > now) && !(saleEnd[slot]! <= now);
      const sellingPrice = onSale ? salePrice : price;
      if (sellingPrice <= 1) continue;
      if (taxonColumn !== null && taxonColumn[slot] !== taxon) continue;
      if (store >= 0 && storeOf[slot] !== store) continue;
      if (series !== null && !sku[slot]!.startsWith(series)) continue;
      if (excluded !== null && excluded.has(productIds[slot]!)) continue;
      const salePercent = onSale ? Math.round(((price - sellingPrice) * 100) / price) : 0;
      if (onSaleOnly && salePercent <= 0) continue;
      const brandOk = brands === null || brands[brandOf[slot]!] === 1;
      const countryOk = countries === null || (countryOf[slot]! >= 0 && countries[countryOf[slot]!] === 1);
      const typeOk = types === null || types[typeOf[slot]!] === 1;
      const priceOk = sellingPrice >= priceMin && sellingPrice <= priceMax;
      const all = brandOk && countryOk && typeOk && priceOk;
      if (all) {
        candidateSlots[candidateCount++] = slot;
        selling[slot] = sellingPrice;
        sale[slot] = salePercent;
      }
      if (counts === null) continue;
      if (all) counts.all[profileOf[slot]!]!++;
      else if (!brandOk && countryOk && typeOk && priceOk) counts.exceptBrand[profileOf[slot]!]!++;
      else if (brandOk && !countryOk && typeOk && priceOk) counts.exceptCountry[profileOf[slot]!]!++;
      else if (brandOk && countryOk && !typeOk && priceOk) counts.exceptType[profileOf[slot]!]!++;
      if (brandOk && countryOk && typeOk) {
        if (sellingPrice < min) min = sellingPrice;
        if (sellingPrice > max) max = sellingPrice;
        for (let r = 0; r < rangeFrom.length; r++) {
          if (sellingPrice >= rangeFrom[r]! && sellingPrice < rangeTo[r]!) {
            counts.price[r]!++;
            break;
          }
        }
      }
    }
    const candidates = candidateSlots.subarray(0, candidateCount);

    const ids = this.page(candidates, q, selling, sale);
    if (!counts) return { total: candidates.length, ids, facets: null };
    const levels = [0, 1, 2, 3, 4].map(() => new Int32Array(v.values.length));
    const brand = new Int32Array(v.values.length);
    const country = new Int32Array(v.values.length);
    const type = new Int32Array(v.values.length);
    const fields = this.profileFields;
    for (let profile = 0; profile < profileCount; profile++) {
      const all = counts.all[profile]!;
      const base = profile * 8;
      if (all > 0) for (let level = 0; level < 5; level++) add(levels[level]!, fields[base + level]!, all);
      add(brand, fields[base + 5]!, all + counts.exceptBrand[profile]!);
      add(country, fields[base + 6]!, all + counts.exceptCountry[profile]!);
      add(type, fields[base + 7]!, all + counts.exceptType[profile]!);
    }
    const names = v.values;
    return {
      total: candidates.length,
      ids,
      facets: {
        levels: levels.map((c) => buckets(c, names, TAXON_BUCKETS)) as SearchFacets["levels"],
        brand: buckets(brand, names, TERMS_BUCKETS),
        country: buckets(country, names, TERMS_BUCKETS),
        type: buckets(type, names, TERMS_BUCKETS),
        price: q.ranges.map((r, i) => ({ ...r, key: priceRangeKey(r), count: counts.price[i]! })),
        priceBounds: min === Infinity ? null : { min, max },
      },
    };
  }

  /** Per-slot working columns, reused by every query (a query runs start to end without yielding). */
  private scratchColumns: Float64Array[] = [];
  private scratch(n: number): Float64Array {
    const column = this.scratchColumns[n];
    if (column && column.length >= this.size) return column;
    this.scratchColumns[n] = new Float64Array(Math.max(1024, this.size * 2));
    return this.scratchColumns[n]!;
  }

  private scratchSlotColumns: Int32Array[] = [];
  private scratchSlots(n: number, length: number): Int32Array {
    const column = this.scratchSlotColumns[n];
    if (column && column.length >= length) return column;
    this.scratchSlotColumns[n] = new Int32Array(Math.max(1024, length * 2));
    return this.scratchSlotColumns[n]!;
  }

  private empty(q: MemoryQuery): MemoryResult {
    const none = (): FacetBucket[] => [];
    return {
      total: 0,
      ids: [],
      facets: q.facets
        ? {
            levels: [none(), none(), none(), none(), none()],
            brand: [],
            country: [],
            type: [],
            price: q.ranges.map((r) => ({ ...r, key: priceRangeKey(r), count: 0 })),
            priceBounds: null,
          }
        : null,
    };
  }

  /** The candidates' requested page, keeping only offset + limit of them in order. */
  private page(candidates: Int32Array, q: MemoryQuery, selling: Float64Array, sale: Float64Array): number[] {
    const wanted = q.offset + q.limit;
    if (q.limit <= 0 || q.offset >= candidates.length) return [];
    const { primary, compare } = this.order(candidates, q, selling, sale);
    const best = topK(candidates, wanted, compare, primary);
    return Array.from(best.subarray(q.offset), (slot) => this.id[slot]!);
  }

  /**
   * The requested order as a number per candidate (lower comes first) and the full comparison
   * that breaks its ties; every order ends on the product id so pages never overlap.
   */
  private order(candidates: Int32Array, q: MemoryQuery, selling: Float64Array, sale: Float64Array): { primary: Float64Array; compare: (a: number, b: number) => number } {
    const id = this.id;
    const available = this.availableOn;
    const primary = this.scratch(2);
    const fill = (value: (slot: number) => number) => {
      for (let i = 0; i < candidates.length; i++) primary[candidates[i]!] = value(candidates[i]!);
    };
    const byPrimary = (a: number, b: number) => primary[a]! - primary[b]! || id[a]! - id[b]!;
    switch (q.sort) {
      case "name_asc":
      case "name_desc": {
        const keys = q.locale === "en" ? this.sortEn : this.sortMn;
        const heads = q.locale === "en" ? this.sortEnHead : this.sortMnHead;
        const direction = q.sort === "name_asc" ? 1 : -1;
        fill((slot) => heads[slot]! * direction);
        const compare = (a: number, b: number) =>
          primary[a]! - primary[b]! || (keys[a]! < keys[b]! ? -direction : keys[a]! > keys[b]! ? direction : id[a]! - id[b]!);
        return { primary, compare };
      }
      case "price_asc":
        fill((slot) => selling[slot]!);
        break;
      case "price_desc":
        fill((slot) => -selling[slot]!);
        break;
      case "date_asc":
        fill((slot) => available[slot]!);
        break;
      case "sale_desc":
        fill((slot) => -sale[slot]!);
        break;
      case "stock_desc":
        fill((slot) => -this.onHand[slot]!);
        break;
      case "random": {
        const multiplier = seededMultiplier(Math.trunc(q.seed ?? 1));
        fill((slot) => shuffled(id[slot]!, multiplier));
        break;
      }
      case "date_desc":
        fill((slot) => -available[slot]!);
        break;
      default: {
        if (!q.relevance?.length) {
          fill((slot) => -available[slot]!);
          break;
        }
        // Best words first, then the shorter name (the word is more of what it is), then newest.
        const tables = this.wordScores(q.relevance);
        const length = this.tokenDisplay;
        fill((slot) => -this.relevance(slot, tables) * 4096 + Math.min(length[slot]!, 4095));
        const compare = (a: number, b: number) => primary[a]! - primary[b]! || available[b]! - available[a]! || id[a]! - id[b]!;
        return { primary, compare };
      }
    }
    return { primary, compare: byPrimary };
  }
}

function add(counts: Int32Array, value: number, count: number): void {
  if (value >= 0 && count > 0) counts[value]! += count;
}

function buckets(counts: Int32Array, names: string[], size: number): FacetBucket[] {
  const out: FacetBucket[] = [];
  for (let value = 0; value < counts.length; value++) if (counts[value]! > 0) out.push({ key: names[value]!, count: counts[value]! });
  return out.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1)).slice(0, size);
}

