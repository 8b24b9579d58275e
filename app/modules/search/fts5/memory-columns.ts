import { looseKey } from "~/kernel/transliteration";
import { editDistance, scoringTokens, withinOneEdit, type RelevanceTerm } from "../ranking";

/** Ids below this are found through a flat array; a catalogue with larger ids falls back to a Map. */
const DIRECT_ID_LIMIT = 1 << 24;

/** What one product brings to the memory, from a database row or a search document. */
export interface ProductFields {
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
  /** The mean of the visible reviews' ratings (0 without reviews) and their number. */
  rating: number;
  reviews: number;
  hasImage: boolean;
  sortMn: string;
  sortEn: string;
  names: string[];
  /** Hash of the text FTS5 matches against (0: unknown, as after a load). */
  textHash: number;
}

export class Interner {
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
export function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h === 0 ? 1 : h;
}

const time = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

/**
 * The columns every search reads, one slot per indexed product, in typed arrays: the listing
 * rule, the facet values (interned), prices and sale windows, sort keys and the words of the
 * names. No database here: `ProductMemory` fills it and keeps it in step.
 */
export class ProductColumns {
  size = 0;
  private freeSlots: number[] = [];
  private slotByDirectId = new Int32Array(0);
  private slotByLargeId = new Map<number, number>();

  live = new Uint8Array(0);
  /**
   * Each product's facet profile: its category levels, brand, country and type as one id, so
   * the pass counts one number per product and the facets are expanded from the few profiles.
   */
  profile = new Int32Array(0);
  private textHashes = new Int32Array(0);
  private textChanges = 0;
  readonly profiles = new Map<string, number>();
  /** Per profile: l0..l4, brand, country, type (facet value ids, -1 for none). */
  profileFields: number[] = [];
  /** Live, with an image and in stock: the part of the listing rule that does not move with the clock. */
  stocked = new Uint8Array(0);
  id = new Int32Array(0);
  brand = new Int32Array(0);
  country = new Int32Array(0);
  type = new Int32Array(0);
  store = new Int32Array(0);
  levels = [0, 1, 2, 3, 4].map(() => new Int32Array(0));
  price = new Float64Array(0);
  salePrice = new Float64Array(0);
  saleStart = new Float64Array(0);
  saleEnd = new Float64Array(0);
  availableOn = new Float64Array(0);
  onHand = new Int32Array(0);
  rating = new Float64Array(0);
  reviews = new Int32Array(0);
  sku: string[] = [];
  sortMn: string[] = [];
  sortEn: string[] = [];
  /** The first three UTF-16 units of each sort key as one number: most name comparisons end there. */
  sortMnHead = new Float64Array(0);
  sortEnHead = new Float64Array(0);
  /** Word ids of each product's names (display tokens, then loose-key tokens), packed. */
  tokenStart = new Int32Array(0);
  tokenDisplay = new Int32Array(0);
  tokenCount = new Int32Array(0);
  tokens = new Int32Array(0);
  private tokensUsed = 0;
  private tokensLive = 0;

  readonly facetValues = new Interner();
  private readonly words = new Interner();
  /** The names' words as written (no loose keys): what a shopper may be offered instead. */
  private readonly displayWords = new Interner();

  /**
   * Moves whenever a product is added or its searchable text may have changed (not on stock or
   * price changes, nor on removals, which a query skips anyway): cached matches are good while
   * it stays.
   */
  get textVersion(): number {
    return this.textChanges;
  }

  clear(): void {
    this.textChanges++;
    this.size = 0;
    this.freeSlots = [];
    this.slotByDirectId = new Int32Array(0);
    this.slotByLargeId.clear();
    this.live = new Uint8Array(0);
    this.tokensUsed = 0;
    this.tokensLive = 0;
  }

  remove(ids: number[]): void {
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

  slotOf(id: number): number {
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
    this.rating = grown(this.rating, slots);
    this.reviews = grown(this.reviews, slots);
    this.sortMnHead = grown(this.sortMnHead, slots);
    this.sortEnHead = grown(this.sortEnHead, slots);
    this.tokenStart = grown(this.tokenStart, slots);
    this.tokenDisplay = grown(this.tokenDisplay, slots);
    this.tokenCount = grown(this.tokenCount, slots);
  }

  put(p: ProductFields): void {
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
    this.rating[slot] = p.rating;
    this.reviews[slot] = p.reviews;
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
    for (const word of display) {
      this.tokens[this.tokensUsed++] = this.words.id(word);
      if (word.length >= 3 && !/\d/.test(word)) this.displayWords.id(word);
    }
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
  compactTokensIfWasteful(): void {
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
   * The catalogue's words closest to `word` (for a query that found nothing): up to two edits
   * away (one below five letters), as written or by loose key ("vyno" → "вино" is not, "виски"
   * for "wiski" is), nearest first.
   */
  closestWords(word: string, limit = 6): string[] {
    const lower = word.toLowerCase();
    const max = [...lower].length >= 5 ? 2 : 1;
    const key = this.keyOf(lower);
    const found: { word: string; distance: number }[] = [];
    for (const known of this.displayWords.values) {
      if (known === lower) continue;
      const distance = Math.min(editDistance(known, lower, max), editDistance(this.keyOf(known), key, max) + 0.5);
      if (distance <= max) found.push({ word: known, distance });
    }
    found.sort((a, b) => a.distance - b.distance || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
    return found.slice(0, limit).map((f) => f.word);
  }

  /**
   * Per query word, a score for each known word: 4 the word itself, 3 a word it begins, 2 the
   * same loose key (another script or spelling); a match found only by key prefix scores 1.
   */
  wordScores(terms: RelevanceTerm[]): { display: Uint8Array; key: number }[] {
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

  relevance(slot: number, terms: { display: Uint8Array; key: number }[]): number {
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
   * The selling price at `now` of a product the listing rule lists then (in stock, with an image, on sale
   * already, priced above 1), or 0 when it is not listed.
   */
  listedPrice(slot: number, now: number): number {
    if (this.stocked[slot] === 0 || !(this.availableOn[slot]! <= now)) return 0;
    const price = this.price[slot]!;
    const salePrice = this.salePrice[slot]!;
    const onSale = salePrice < price && !(this.saleStart[slot]! > now) && !(this.saleEnd[slot]! <= now);
    const selling = onSale ? salePrice : price;
    return selling > 1 ? selling : 0;
  }
}
