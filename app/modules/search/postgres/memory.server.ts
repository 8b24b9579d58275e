import { sql, type RawBuilder } from "kysely";
import type { DB } from "~/db/client.server";
import { ProductColumns, type ProductFields } from "../fts5/memory-columns";
import { queryProducts, QueryScratch, type MemoryQuery, type MemoryResult } from "../fts5/memory-query";
import { fieldsOfDocument } from "../fts5/rows";
import type { ProductSearchDocument } from "../search-index";

/** Rows read per statement while loading. */
const LOAD_SLICE = 20_000;
/** The change row that stands for "the whole index was reset". */
export const RESET_CHANGE_ID = -1;


type LoadedRow = [
  id: number,
  brand: string,
  country: string | null,
  type: string,
  l0: string | null,
  l1: string | null,
  l2: string | null,
  l3: string | null,
  l4: string | null,
  sku: string,
  store: string,
  price: number,
  salePrice: number | null,
  saleStart: string | null,
  saleEnd: string | null,
  availableOn: string,
  onHand: number,
  hasImage: boolean,
  sortMn: string,
  sortEn: string,
  nameMn: string,
  nameEn: string,
  brandName: string,
  brandLatin: string,
  textHash: number | null,
  rating: number,
  reviews: number,
];

const loadedColumns = sql`sp.id, sp.brand_code, sp.country, sp.product_type, sp.l0, sp.l1, sp.l2, sp.l3, sp.l4, sp.sku, sp.store_code,
  sp.price, sp.sale_price, sp.sale_start_at, sp.sale_expire_at, sp.available_on, sp.total_on_hand, sp.image is not null,
  sp.sort_key_mn, sp.sort_key_en, sp.name_mn, sp.name_en, sp.brand_name, sp.brand_name_latin, t.text_hash,
  sp.average_rating, sp.total_reviews`;

function fieldsOf(r: LoadedRow): ProductFields {
  return {
    id: r[0],
    brand: r[1],
    country: r[2],
    type: r[3],
    levels: [r[4], r[5], r[6], r[7], r[8]],
    sku: r[9],
    store: r[10],
    price: r[11],
    salePrice: r[12],
    saleStart: r[13],
    saleEnd: r[14],
    availableOn: r[15],
    onHand: r[16],
    rating: r[25],
    reviews: r[26],
    hasImage: r[17],
    sortMn: r[18],
    sortEn: r[19],
    names: [r[20], r[21], r[22], r[23]],
    textHash: r[24] ?? 0,
  };
}


/**
 * The FTS5 adapter's in-memory search columns (filters, facets, order and page in one pass) for
 * an app server that shares its PostgreSQL database with others. Before every query it reads
 * which products changed since its last look (search_changes, one indexed read) and reloads
 * just those rows, so a price or stock change written by any server shows in the next search
 * here. "Since" is the snapshot xmin of the last look: every transaction that had not committed
 * then is read again, whatever order the commits come in.
 */
export class SharedProductMemory {
  private columns = new ProductColumns();
  private readonly scratch = new QueryScratch();
  /** Full loads so far: part of the text version, since fresh columns count their changes from 0. */
  private loads = 0;
  /** The xmin (xid8, as text) of the last look; null before the first load. */
  private seenSince: string | null = null;
  /**
   * The change each product was last reloaded for, while that change is recent enough to be
   * looked at again: a transaction left open somewhere holds the snapshot xmin back, and the
   * products it did not touch are then not read again and again.
   */
  private applied = new Map<number, string>();
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly db: DB,
    private readonly loadSlice = LOAD_SLICE,
  ) {}

  /** In step with the database as of now (waits for a sync already under way, then looks again). */
  async ready(): Promise<void> {
    while (this.syncing) await this.syncing;
    this.syncing = this.sync().finally(() => {
      this.syncing = null;
    });
    await this.syncing;
  }

  private async sync(): Promise<void> {
    if (this.seenSince === null) return this.loadAll();
    const look = await sql<{ since: string; ids: number[] | null; changes: string[] | null }>`
      select pg_snapshot_xmin(pg_current_snapshot())::text as since, array_agg(c.id) as ids, array_agg(c.changed_by::text) as changes
      from (select 1) one left join search_changes c on c.changed_by >= ${this.seenSince}::xid8`.execute(this.db);
    const { since, ids, changes } = look.rows[0]!;
    const changed = (ids ?? []).flatMap((id, i) => (id !== null && this.applied.get(id) !== changes![i] ? [{ id, change: changes![i]! }] : []));
    if (changed.some((c) => c.id === RESET_CHANGE_ID)) return this.loadAll();
    if (changed.length) await this.reload(changed.map((c) => c.id));
    for (const { id, change } of changed) this.applied.set(id, change);
    const horizon = BigInt(since);
    for (const [id, change] of this.applied) if (BigInt(change) < horizon) this.applied.delete(id);
    this.seenSince = since;
  }

  private async loadAll(): Promise<void> {
    const look = await sql<{ since: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as since`.execute(this.db);
    const columns = new ProductColumns();
    let after = -2_147_483_648;
    for (;;) {
      const rows = await this.rows(sql`sp.id > ${after} order by sp.id limit ${this.loadSlice}`);
      for (const row of rows) columns.put(fieldsOf(row));
      if (rows.length < this.loadSlice) break;
      after = rows[rows.length - 1]![0];
    }
    // Swapped in whole: queries meanwhile used the old columns.
    this.columns = columns;
    this.applied = new Map();
    this.loads++;
    this.seenSince = look.rows[0]!.since;
  }

  private async reload(ids: number[]): Promise<void> {
    const found = new Set<number>();
    for (let i = 0; i < ids.length; i += this.loadSlice) {
      const part = ids.slice(i, i + this.loadSlice);
      for (const row of await this.rows(sql`sp.id = any(${part}::integer[])`)) {
        this.columns.put(fieldsOf(row));
        found.add(row[0]);
      }
    }
    this.columns.remove(ids.filter((id) => !found.has(id)));
    this.columns.compactTokensIfWasteful();
  }

  private async rows(where: RawBuilder<unknown>): Promise<LoadedRow[]> {
    const result = await sql<Record<string, unknown>>`select ${loadedColumns} from search_products sp
      left join search_texts t on t.id = sp.id where ${where}`.execute(this.db);
    return result.rows.map((row) => Object.values(row) as LoadedRow);
  }

  /** This server's own writes, applied at once (the next look reads them again, harmlessly). */
  upsert(documents: ProductSearchDocument[]): void {
    if (this.seenSince === null) return;
    for (const d of documents) this.columns.put(fieldsOfDocument(d));
    this.columns.compactTokensIfWasteful();
  }

  remove(ids: number[]): void {
    if (this.seenSince === null) return;
    this.columns.remove(ids);
  }

  /** Moves when a product is added or its text changed: cached matches are good while it stays. */
  get textVersion(): number {
    return this.loads * 2 ** 32 + this.columns.textVersion;
  }

  listable(id: number, at: Date): boolean {
    const slot = this.columns.slotOf(id);
    return slot >= 0 && this.columns.listedPrice(slot, at.getTime()) > 0;
  }

  /** Call after `ready()`. */
  query(q: MemoryQuery): MemoryResult {
    return queryProducts(this.columns, q, this.scratch);
  }
}
