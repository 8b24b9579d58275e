import type SQLite from "better-sqlite3";
import type { FacetRow } from "./facets";
import type { ProductSearchDocument, SearchFilters } from "./search-index";

/** What the facet pass needs of one indexed product, kept in memory. */
interface MemoryRow {
  id: number;
  brand: string;
  country: string | null;
  type: string;
  levels: [string | null, string | null, string | null, string | null, string | null];
  sku: string;
  store: string;
  price: number;
  salePrice: number | null;
  saleStart: string | null;
  saleEnd: string | null;
  availableOn: string;
  onHand: number;
  hasImage: boolean;
}

/**
 * The facet columns of every indexed product, held in process memory so counting facets never
 * reads rows from the database: a category page over 100,000 products counts in milliseconds
 * instead of a table scan. Our own index writes update it directly; another process's writes
 * (the reindex command) are noticed through SQLite's `data_version` and trigger a reload.
 */
export class FacetMemory {
  private rows = new Map<number, MemoryRow>();
  private dataVersion: number | null = null;

  constructor(private readonly handle: SQLite.Database) {}

  private fresh(): void {
    const version = this.handle.pragma("data_version", { simple: true }) as number;
    if (version === this.dataVersion) return;
    this.rows.clear();
    const raw = this.handle
      .prepare(
        `select id, brand_code, country, product_type, l0, l1, l2, l3, l4, sku, store_code, price, sale_price,
          sale_start_at, sale_expire_at, available_on, total_on_hand, image is not null from search_products`,
      )
      .raw(true)
      .all() as unknown[][];
    for (const r of raw) {
      const row: MemoryRow = {
        id: r[0] as number,
        brand: r[1] as string,
        country: r[2] as string | null,
        type: r[3] as string,
        levels: [r[4], r[5], r[6], r[7], r[8]] as MemoryRow["levels"],
        sku: r[9] as string,
        store: r[10] as string,
        price: r[11] as number,
        salePrice: r[12] as number | null,
        saleStart: r[13] as string | null,
        saleEnd: r[14] as string | null,
        availableOn: r[15] as string,
        onHand: r[16] as number,
        hasImage: r[17] === 1,
      };
      this.rows.set(row.id, row);
    }
    this.dataVersion = version;
  }

  /** Keeps memory in step with this process's own writes (which do not move data_version). */
  upsert(documents: ProductSearchDocument[]): void {
    if (this.dataVersion === null) return;
    for (const d of documents) {
      this.rows.set(d.id, {
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
      });
    }
  }

  remove(ids: number[]): void {
    for (const id of ids) this.rows.delete(id);
  }

  clear(): void {
    this.rows.clear();
  }

  /**
   * The facet rows of the listable products among `matchIds` (all products when null) that pass
   * the non-facet filters: the same rule as the SQL of the adapter, evaluated at `now`.
   */
  facetRows(matchIds: number[] | null, filters: SearchFilters, now: Date): FacetRow[] {
    this.fresh();
    const at = now.toISOString();
    const depth = filters.taxon ? Math.min(filters.taxon.split("/").length - 1, 4) : -1;
    const excluded = filters.excludeIds?.length ? new Set(filters.excludeIds) : null;
    const series = filters.seriesPrefix ? `${filters.seriesPrefix}-` : null;
    const out: FacetRow[] = [];
    const visit = (row: MemoryRow | undefined) => {
      if (!row || !row.hasImage || row.onHand <= 0 || row.availableOn > at) return;
      const onSale =
        row.salePrice !== null &&
        row.salePrice < row.price &&
        (row.saleStart === null || row.saleStart <= at) &&
        (row.saleEnd === null || row.saleEnd > at);
      const selling = onSale ? (row.salePrice as number) : row.price;
      if (selling <= 1) return;
      if (depth >= 0 && row.levels[depth] !== filters.taxon) return;
      if (series && !row.sku.startsWith(series)) return;
      if (filters.store && row.store !== filters.store) return;
      if (excluded?.has(row.id)) return;
      out.push({
        brand: row.brand,
        country: row.country,
        type: row.type,
        l0: row.levels[0],
        l1: row.levels[1],
        l2: row.levels[2],
        l3: row.levels[3],
        l4: row.levels[4],
        selling,
        sale: onSale ? Math.round(((row.price - selling) * 100) / row.price) : 0,
      });
    };
    if (matchIds === null) for (const row of this.rows.values()) visit(row);
    else for (const id of matchIds) visit(this.rows.get(id));
    return out;
  }
}
