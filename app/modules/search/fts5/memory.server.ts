import type SQLite from "better-sqlite3";
import { ProductColumns } from "./memory-columns";
import { queryProducts, QueryScratch, type MemoryQuery, type MemoryResult } from "./memory-query";
import { fieldsOfDocument } from "./rows";
import type { ProductSearchDocument } from "../search-index";

export type { MemoryQuery, MemoryResult } from "./memory-query";

/** Rows read per slice while loading; each slice is a few tens of milliseconds. */
const LOAD_SLICE = 20_000;

/**
 * The columns every search reads, of every indexed product, held in process memory: the FTS5
 * table answers which products match the words, and one pass over these columns applies the
 * listing rule and the filters, counts every facet and picks the page, without reading rows
 * from the database (only the 40 shown are fetched). Our own index writes update it directly;
 * another process's writes (the reindex command) are noticed through SQLite's `data_version`
 * and trigger a reload.
 */
export class ProductMemory {
  private readonly columns = new ProductColumns();
  private readonly scratch = new QueryScratch();
  private dataVersion: number | null = null;

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
          name_mn, name_en, brand_name, brand_name_latin, average_rating, total_reviews from search_products where id > ? order by id limit ?`,
      )
      .raw(true);
    let after = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const rows = slice.all(after, this.loadSlice) as unknown[][];
      for (const r of rows) {
        this.columns.put({
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
          rating: r[24] as number,
          reviews: r[25] as number,
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
      this.columns.put(fieldsOfDocument(d));
    }
    this.columns.compactTokensIfWasteful();
  }

  remove(ids: number[]): void {
    if (this.writesDuringLoad) {
      this.writesDuringLoad.push(() => this.remove(ids));
      return;
    }
    this.columns.remove(ids);
  }

  /**
   * Moves whenever a product is added or its searchable text may have changed (not on stock or
   * price changes, nor on removals, which a query skips anyway): cached matches are good while
   * it stays.
   */
  get textVersion(): number {
    return this.columns.textVersion;
  }

  clear(): void {
    this.epoch++;
    this.writesDuringLoad = null;
    this.dataVersion = null;
    this.columns.clear();
  }

  /** Whether a product is listed at `at` (the listing rule, storefront-spec.md §9); call after `ready()`. */
  listable(id: number, at: Date): boolean {
    const slot = this.columns.slotOf(id);
    return slot >= 0 && this.columns.listedPrice(slot, at.getTime()) > 0;
  }

  /** Words of the catalogue's names one edit away from `word` (for a query that found nothing). */
  nearWords(word: string, limit = 10): string[] {
    return this.columns.nearWords(word, limit);
  }

  /** The names' words closest to `word`, nearest first (a query that found nothing). */
  closestWords(word: string, limit = 6): string[] {
    return this.columns.closestWords(word, limit);
  }

  /** Call after `ready()`. */
  query(q: MemoryQuery): MemoryResult {
    return queryProducts(this.columns, q, this.scratch);
  }
}
