import { memoryQueryFor } from "./memory-query";
import type SQLite from "better-sqlite3";
import { inTransaction } from "~/db/transactions.server";
import { sql, type RawBuilder, type SqlBool } from "kysely";
import { sqliteHandle, type DB } from "~/db/client.server";
import { looseKey } from "~/kernel/transliteration";
import { aggregateFacets, type FacetRow } from "../facets";
import { ftsExpression, ftsTerm, typoTolerantExpression } from "./expressions";
import { MatchCache } from "./match-cache";
import { ProductMemory } from "./memory.server";
import { editDistance, seededMultiplier, withinOneEdit } from "../ranking";
import { NO_SYNONYMS, compileSynonyms, parseStoredTerms, synonymWords, type SynonymLookup } from "../domain/synonyms";
import {
  chunks,
  dedupeBy,
  detailsText,
  namesText,
  productRow,
  productSuggestions,
  sharedSuggestions,
  toHit,
  type HitRow,
} from "./rows";
import {
  PRICE_RANGES,
  type ProductSearchDocument,
  type SearchHit,
  type SearchIndex,
  type SearchRequest,
  type SearchResult,
  type Suggestion,
} from "../search-index";

const sellingPrice = (now: string) => sql<number>`(case when sp.sale_price is not null and sp.sale_price < sp.price
  and (sp.sale_start_at is null or sp.sale_start_at <= ${now})
  and (sp.sale_expire_at is null or sp.sale_expire_at > ${now}) then sp.sale_price else sp.price end)`;

const salePercent = (now: string) => sql<number>`(case when sp.sale_price is not null and sp.sale_price < sp.price
  and (sp.sale_start_at is null or sp.sale_start_at <= ${now})
  and (sp.sale_expire_at is null or sp.sale_expire_at > ${now})
  then cast(round((sp.price - sp.sale_price) * 100.0 / sp.price) as integer) else 0 end)`;

/** The columns a SearchHit is made of (see toHit). */
const hitColumns = (now: string) => sql`sp.id, sp.slug, sp.sku, sp.name_mn, sp.name_en, sp.image, sp.product_type,
  sp.brand_code, sp.brand_name, sp.brand_name_latin, sp.price, ${sellingPrice(now)} as selling_price,
  ${salePercent(now)} as sale_percent, sp.total_on_hand, sp.available_on, sp.badges, sp.average_rating, sp.total_reviews`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The ids of every product matching an FTS5 expression. One JSON array crosses from SQLite
 * instead of a row per match: a third of the cost for the broadest words.
 */
function matchingIds(handle: SQLite.Database, expression: string): number[] {
  const json = handle.prepare("select json_group_array(rowid) from search_fts where search_fts match ?").pluck().get(expression) as string;
  return JSON.parse(json) as number[];
}

interface SuggestionRow {
  text: string;
  kind: string;
  href: string;
  weight: number;
}

/** The embedded SearchIndex: SQLite FTS5 plus indexed columns in the application database. */
export class Fts5SearchIndex implements SearchIndex {
  readonly name = "fts5" as const;
  private memory: ProductMemory | undefined;

  /**
   * `inMemory: false` answers every search with SQL alone: the path for a database without a
   * better-sqlite3 handle, and the reference the in-memory pass is tested against.
   */
  constructor(
    private readonly db: DB,
    private readonly options: { inMemory?: boolean; matchCache?: boolean } = {},
  ) {}

  private readonly matches = new MatchCache();
  private synonymState: { revision: number; lookup: SynonymLookup } | null = null;
  private revisionStatement: SQLite.Statement | null = null;

  /**
   * The synonym table, compiled; reloaded when its revision (moved by triggers on every change,
   * by any connection) differs from the one loaded: one primary-key read per query. The match
   * cache needs no flush: the synonyms are part of the expression it is keyed by.
   */
  private async synonyms(): Promise<SynonymLookup> {
    let revision: number;
    try {
      const handle = this.options.inMemory === false ? undefined : sqliteHandle(this.db);
      if (handle) {
        this.revisionStatement ??= handle.prepare("select revision from search_synonym_revision where id = 1").pluck();
        revision = Number(this.revisionStatement.get() ?? 0);
      } else {
        const row = await this.db.selectFrom("search_synonym_revision").select("revision").where("id", "=", 1).executeTakeFirst();
        revision = Number(row?.revision ?? 0);
      }
    } catch {
      // A database from before the synonyms (migration 0009): search without them.
      return NO_SYNONYMS;
    }
    if (this.synonymState?.revision === revision) return this.synonymState.lookup;
    const rows = await this.db.selectFrom("search_synonyms").select(["kind", "terms", "expansions"]).orderBy("id").execute();
    const lookup = compileSynonyms(rows.map((r) => ({ kind: r.kind, terms: parseStoredTerms(r.terms), expansions: parseStoredTerms(r.expansions) })));
    this.synonymState = { revision, lookup };
    return lookup;
  }

  /** FTS5's answer for an expression, from the match cache while the searchable text is unchanged. */
  private matchingIds(memory: ProductMemory, handle: SQLite.Database, expression: string, now: Date): ArrayLike<number> {
    if (this.options.matchCache === false) return matchingIds(handle, expression);
    const cached = this.matches.get(expression, memory.textVersion, now.getTime());
    if (cached) return cached;
    const ids = matchingIds(handle, expression);
    this.matches.set(expression, ids, memory.textVersion, now.getTime());
    return ids;
  }

  private productMemory(): { memory: ProductMemory; handle: SQLite.Database } | null {
    const handle = this.options.inMemory === false ? undefined : sqliteHandle(this.db);
    if (!handle) return null;
    this.memory ??= new ProductMemory(handle);
    return { memory: this.memory, handle };
  }

  async reset(): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom("search_products").execute();
      await sql`insert into search_fts (search_fts) values ('delete-all')`.execute(trx);
      await trx.deleteFrom("search_suggestions").execute();
    });
    this.memory?.clear();
  }

  async upsert(documents: ProductSearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const ids = documents.map((d) => d.id);
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom("search_products").where("id", "in", ids).execute();
      await sql`delete from search_fts where rowid in (${sql.join(ids)})`.execute(trx);
      await trx.deleteFrom("search_suggestions").where("product_id", "in", ids).execute();
      for (const chunk of chunks(documents, 400)) {
        await trx.insertInto("search_products").values(chunk.map(productRow)).execute();
        await sql`insert into search_fts (rowid, names, keys, details) values ${sql.join(
          chunk.map((doc) => sql`(${doc.id}, ${namesText(doc)}, ${doc.match_key}, ${detailsText(doc)})`),
        )}`.execute(trx);
        const suggestions = chunk.flatMap(productSuggestions);
        for (const part of chunks(suggestions, 500)) await trx.insertInto("search_suggestions").values(part).execute();
      }
      const shared = dedupeBy(documents.flatMap(sharedSuggestions), (s) => `${s.kind}|${s.key}|${s.href}`);
      for (const row of shared) {
        await sql`insert into search_suggestions (key, text, kind, href, product_id, weight)
          select ${row.key}, ${row.text}, ${row.kind}, ${row.href}, null, ${row.weight}
          where not exists (select 1 from search_suggestions where product_id is null and kind = ${row.kind} and key = ${row.key} and href = ${row.href})`.execute(trx);
      }
    });
    this.memory?.upsert(documents);
  }

  async remove(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom("search_products").where("id", "in", ids).execute();
      await sql`delete from search_fts where rowid in (${sql.join(ids)})`.execute(trx);
      await trx.deleteFrom("search_suggestions").where("product_id", "in", ids).execute();
    });
    this.memory?.remove(ids);
  }

  async optimize(): Promise<void> {
    await sql`insert into search_fts (search_fts) values ('optimize')`.execute(this.db);
    await sql`analyze search_products`.execute(this.db);
    await sql`analyze search_suggestions`.execute(this.db);
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom("search_products").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Conditions every query shares: the listing rule, the text match and the non-facet filters. */
  private baseConditions(request: SearchRequest, expression: string | null = null): RawBuilder<SqlBool>[] {
    const now = request.now.toISOString();
    const f = request.filters ?? {};
    const where: RawBuilder<SqlBool>[] = [
      sql<SqlBool>`sp.available_on <= ${now}`,
      sql<SqlBool>`sp.image is not null`,
      sql<SqlBool>`sp.total_on_hand > 0`,
      sql<SqlBool>`${sellingPrice(now)} > 1`,
    ];
    if (request.q && !expression) where.push(sql<SqlBool>`0`);
    if (f.taxon) {
      const depth = f.taxon.split("/").length - 1;
      where.push(sql<SqlBool>`${sql.ref(`sp.l${Math.min(depth, 4)}`)} = ${f.taxon}`);
    }
    if (f.seriesPrefix) where.push(sql<SqlBool>`sp.sku like ${`${escapeLike(f.seriesPrefix)}-%`} escape '\\'`);
    if (f.store) where.push(sql<SqlBool>`sp.store_code = ${f.store}`);
    if (f.excludeIds?.length) where.push(sql<SqlBool>`sp.id not in (${sql.join(f.excludeIds)})`);
    return where;
  }

  /**
   * The rows to search: every indexed product, or with a text query only the FTS matches,
   * joined once with their rank (a per-row MATCH would run the full-text query per product).
   */
  private source(expression: string | null, ranked = false): RawBuilder<unknown> {
    if (!expression) return sql`search_products sp`;
    // bm25 costs per matching row: only the relevance-ordered page asks for it.
    const rank = ranked ? sql`bm25(search_fts, 10.0, 6.0, 1.0)` : sql`0`;
    return sql`(select rowid as id, ${rank} as rank from search_fts where search_fts match ${expression}) m
      inner join search_products sp on sp.id = m.id`;
  }

  /** The facet selections (OR within one, AND across), applied to the page and the count. */
  private selectionConditions(request: SearchRequest): RawBuilder<SqlBool>[] {
    const now = request.now.toISOString();
    const f = request.filters ?? {};
    const where: RawBuilder<SqlBool>[] = [];
    if (f.brands?.length) where.push(sql<SqlBool>`sp.brand_code in (${sql.join(f.brands)})`);
    if (f.countries?.length) where.push(sql<SqlBool>`sp.country in (${sql.join(f.countries)})`);
    if (f.types?.length) where.push(sql<SqlBool>`sp.product_type in (${sql.join(f.types)})`);
    if (f.priceMin != null) where.push(sql<SqlBool>`${sellingPrice(now)} >= ${f.priceMin}`);
    if (f.priceMax != null) where.push(sql<SqlBool>`${sellingPrice(now)} <= ${f.priceMax}`);
    if (f.onSale) where.push(sql<SqlBool>`${salePercent(now)} > 0`);
    return where;
  }

  private orderBy(request: SearchRequest, expression: string | null): RawBuilder<unknown> {
    const now = request.now.toISOString();
    const key = request.locale === "en" ? sql.ref("sp.sort_key_en") : sql.ref("sp.sort_key_mn");
    switch (request.sort) {
      case "name_asc":
        return sql`${key} asc, sp.id asc`;
      case "name_desc":
        return sql`${key} desc, sp.id asc`;
      case "price_asc":
        return sql`${sellingPrice(now)} asc, sp.id asc`;
      case "price_desc":
        return sql`${sellingPrice(now)} desc, sp.id asc`;
      case "date_asc":
        return sql`sp.available_on asc, sp.id asc`;
      case "sale_desc":
        return sql`${salePercent(now)} desc, sp.id asc`;
      case "stock_desc":
        return sql`sp.total_on_hand desc, sp.id asc`;
      case "rating_desc":
        return sql`sp.average_rating desc, sp.total_reviews desc, sp.id asc`;
      case "random": {
        // A seeded shuffle that stays put while paging: id times a seed-chosen multiplier,
        // modulo a prime, is a different permutation for every seed.
        const multiplier = seededMultiplier(Math.trunc(request.seed ?? 1));
        return sql`((sp.id * ${multiplier}) % 2147483647) asc, sp.id asc`;
      }
      case "date_desc":
        return sql`sp.available_on desc, sp.id asc`;
      default:
        // No sort chosen: the best text match first, newest first without text.
        return expression ? sql`m.rank asc, sp.available_on desc, sp.id asc` : sql`sp.available_on desc, sp.id asc`;
    }
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const inMemory = this.productMemory();
    const synonyms = request.q ? await this.synonyms() : NO_SYNONYMS;
    return inMemory ? this.searchInMemory(inMemory.memory, inMemory.handle, request, synonyms) : this.searchWithSql(request, synonyms);
  }

  /** FTS5 says which products match the words; the memory pass filters, counts and orders them. */
  /** Loads the in-memory columns now rather than on the first search (the server calls it at start). */
  async warm(): Promise<void> {
    await this.productMemory()?.memory.ready();
  }

  async closestWords(word: string, args: { limit: number }): Promise<string[]> {
    const inMemory = this.productMemory();
    if (!inMemory) return [];
    await inMemory.memory.ready();
    // The synonym table's words too: they find products although the names spell them otherwise.
    const lower = word.toLowerCase();
    const max = [...lower].length >= 5 ? 2 : 1;
    const fromSynonyms = synonymWords(await this.synonyms()).filter((w) => w !== lower && editDistance(w, lower, max) <= max);
    return [...new Set([...inMemory.memory.closestWords(word, args.limit), ...fromSynonyms])].slice(0, args.limit);
  }

  private async searchInMemory(memory: ProductMemory, handle: SQLite.Database, request: SearchRequest, synonyms: SynonymLookup): Promise<SearchResult> {
    await memory.ready();
    const expression = request.q ? ftsExpression(request.q, synonyms) : null;
    let matchIds = expression ? this.matchingIds(memory, handle, expression, request.now) : request.q ? [] : null;
    let approximate = false;
    if (expression && matchIds?.length === 0) {
      const known = synonymWords(synonyms);
      const near = (word: string) => [...memory.nearWords(word), ...known.filter((k) => k !== word && withinOneEdit(k, word)).slice(0, 5)];
      const forgiving = typoTolerantExpression(request.q!, near, synonyms);
      if (forgiving) {
        matchIds = this.matchingIds(memory, handle, forgiving, request.now);
        approximate = matchIds.length > 0;
      }
    }
    const result = memory.query(memoryQueryFor(request, matchIds, Boolean(expression)));
    return { total: result.total, hits: await this.hitsByIds(result.ids, request.now), facets: result.facets, ...(approximate ? { approximate } : {}) };
  }

  /** The shown products' rows, in the given order. */
  private async hitsByIds(ids: number[], at: Date): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    const rows = await sql<HitRow>`select ${hitColumns(at.toISOString())} from search_products sp where sp.id in (${sql.join(ids)})`.execute(this.db);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toHit(row)] : [];
    });
  }

  private async searchWithSql(request: SearchRequest, synonyms: SynonymLookup): Promise<SearchResult> {
    const now = request.now.toISOString();
    const expression = request.q ? ftsExpression(request.q, synonyms) : null;
    const base = this.baseConditions(request, expression);
    const selection = this.selectionConditions(request);
    const all = sql.join([...base, ...selection], sql` and `);
    const page = Math.max(1, request.page ?? 1);

    const rows = await sql<HitRow>`select ${hitColumns(now)}
      from ${this.source(expression, request.sort === undefined)} where ${all}
      order by ${this.orderBy(request, expression)}
      limit ${request.pageSize} offset ${(page - 1) * request.pageSize}`.execute(this.db);
    const hits = rows.rows.map(toHit);

    if (!request.facets) {
      const counted = await sql<{ n: number }>`select count(*) as n from ${this.source(expression)} where ${all}`.execute(this.db);
      return { total: Number(counted.rows[0]?.n ?? 0), hits, facets: null };
    }
    const facetRows = await this.facetRows(sql`select sp.brand_code, sp.country, sp.product_type,
        sp.l0, sp.l1, sp.l2, sp.l3, sp.l4, ${sellingPrice(now)}, ${salePercent(now)}
      from ${this.source(expression)} where ${sql.join(base, sql` and `)}`);
    const { total, facets } = aggregateFacets(facetRows, request.filters ?? {}, PRICE_RANGES);
    return { total, hits, facets };
  }

  /** The facet columns of every row that passes the shared conditions, by SQL. */
  private async facetRows(query: RawBuilder<unknown>): Promise<FacetRow[]> {
    const result = await this.db.executeQuery<Record<string, unknown>>(query.compile(this.db));
    return result.rows.map((row) => Object.values(row)).map((a) => ({
      brand: a[0] as string,
      country: a[1] as string | null,
      type: a[2] as string,
      l0: a[3] as string | null,
      l1: a[4] as string | null,
      l2: a[5] as string | null,
      l3: a[6] as string | null,
      l4: a[7] as string | null,
      selling: a[8] as number,
      sale: a[9] as number,
    }));
  }

  /**
   * Completions by loose-key prefix. Both reads walk the key index in order and stop early, so
   * a two-letter prefix costs the same as a long one: shared names (brands, categories) first,
   * then product names, whose listability is checked for just the few candidates.
   */
  async suggest(prefix: string, args: { locale: string; limit: number; now: Date }): Promise<Suggestion[]> {
    const key = looseKey(prefix);
    if (!key) return [];
    const upper = `${key}~`;
    const [shared, products] = await Promise.all([
      this.db
        .selectFrom("search_suggestions")
        .select(["text", "kind", "href", "weight"])
        .where("product_id", "is", null)
        .where("key", ">=", key)
        .where("key", "<", upper)
        .orderBy("key")
        .limit(args.limit * 2)
        .execute(),
      this.productSuggestions(key, upper, args.limit * 3, args.now),
    ]);
    // The shopper's own script first, then weight (categories and brands before products).
    const preferred = args.locale === "en" ? /^[\p{Script=Latin}\d\s\p{P}]+$/u : /\p{Script=Cyrillic}/u;
    const rows = [...shared, ...products]
      .map((row) => ({ ...row, own: preferred.test(row.text) ? 1 : 0 }))
      .sort((a, b) => b.own - a.own || b.weight - a.weight || a.text.length - b.text.length || (a.text < b.text ? -1 : 1));
    return dedupeBy(rows, (s) => (s.kind === "product" ? s.href : `${s.kind}|${s.text}`))
      .slice(0, args.limit)
      .map((s) => ({ text: s.text, kind: s.kind as Suggestion["kind"], href: s.href }));
  }

  /** Product names only of products listable now, walking the keys in order and stopping early. */
  private async productSuggestions(key: string, upper: string, limit: number, at: Date): Promise<SuggestionRow[]> {
    const inMemory = this.productMemory();
    if (!inMemory) {
      const now = at.toISOString();
      const result = await sql<SuggestionRow>`
        select s.text, s.kind, s.href, s.weight from search_suggestions s
        inner join search_products sp on sp.id = s.product_id
        where s.key >= ${key} and s.key < ${upper}
          and sp.available_on <= ${now} and sp.image is not null and sp.total_on_hand > 0 and ${sellingPrice(now)} > 1
        order by s.key limit ${limit}`.execute(this.db);
      return result.rows;
    }
    const { memory, handle } = inMemory;
    await memory.ready();
    const rows = handle
      .prepare("select text, kind, href, weight, product_id from search_suggestions where key >= ? and key < ? and product_id is not null order by key")
      .iterate(key, upper) as IterableIterator<SuggestionRow & { product_id: number }>;
    const found: SuggestionRow[] = [];
    let walked = 0;
    for (const row of rows) {
      // Bounded: a prefix shared by thousands of unlisted products must not walk them all.
      if (++walked > limit * 40) break;
      if (!memory.listable(row.product_id, at)) continue;
      found.push(row);
      if (found.length >= limit) break;
    }
    return found;
  }

  async moreLikeThis(id: number, args: { locale: string; limit: number; now: Date }): Promise<SearchHit[]> {
    const doc = await this.db.selectFrom("search_products").select(["mlt_terms", "l0", "l1", "price"]).where("id", "=", id).executeTakeFirst();
    if (!doc) return [];
    const words = doc.mlt_terms.split(" ").filter(Boolean);
    const taxon = doc.l1 ?? doc.l0;
    const base = this.baseConditions({ locale: args.locale, pageSize: args.limit, now: args.now, filters: { excludeIds: [id] } });
    const now = args.now.toISOString();
    const price = doc.price;
    const match = words.length ? words.map((w) => ftsTerm("keys", w)).join(" OR ") : null;
    const scored = match
      ? sql`search_products sp left join (select rowid as id, -bm25(search_fts, 0.0, 1.0, 0.2) as score from search_fts where search_fts match ${match}) m on m.id = sp.id`
      : sql`search_products sp left join (select 0 as id, 0 as score) m on 0`;
    const result = await sql<HitRow>`select ${hitColumns(now)}
      from ${scored}
      where ${sql.join(base, sql` and `)} and (${taxon ? sql`sp.l0 = ${doc.l0}` : sql`1`})
      order by (case when ${sql.ref(`sp.l${Math.min((taxon ?? "").split("/").length - 1, 4)}`)} = ${taxon} then 1 else 0 end) desc,
        coalesce(m.score, 0) desc, abs(${sellingPrice(now)} - ${price}) asc, sp.id asc
      limit ${args.limit}`.execute(this.db);
    return result.rows.map(toHit);
  }
}

