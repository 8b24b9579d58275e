import { memoryQueryFor } from "../fts5/memory-query";
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { looseKey } from "~/kernel/transliteration";
import { NO_SYNONYMS, compileSynonyms, parseStoredTerms, synonymWords, type SynonymLookup } from "../domain/synonyms";
import { editDistance, seededMultiplier, withinOneEdit } from "../ranking";
import { MatchCache } from "../fts5/match-cache";
import {
  PRICE_RANGES,
  priceRangeKey,
  type FacetBucket,
  type ProductSearchDocument,
  type SearchFacets,
  type SearchHit,
  type SearchIndex,
  type SearchRequest,
  type SearchResult,
  type Suggestion,
} from "../search-index";
import { chunks, dedupeBy, productRow, productSuggestions, sharedSuggestions, toHit, type HitRow } from "../fts5/rows";
import {
  anyKeyQuery,
  documentVector,
  nameWords,
  relevanceTests,
  textQuery,
  typoCandidates,
  typoTolerantQuery,
  wordKey,
} from "./text-search";
import { documentTextHash } from "../fts5/rows";
import { RESET_CHANGE_ID, SharedProductMemory } from "./memory.server";

/**
 * The SearchIndex on PostgreSQL's own full-text search, for a shop that runs several app servers
 * on one PostgreSQL database without Elasticsearch. As in the FTS5 adapter, the database says
 * which products match the words (a tsquery on search_texts) and the in-memory search columns
 * do the rest in one pass (listing rule, filters, facets, order, page); only the shown rows are
 * read back. The columns, the match cache and the compiled synonyms are checked against the
 * database before every query (search_changes, the synonym revision), so a stock or price
 * change written by any server shows in the next search on every other. `inMemory: false`
 * answers everything with SQL alone: the reference the memory pass is compared with.
 */

const TAXON_BUCKETS = 20;
const TERMS_BUCKETS = 200;
/** Near spellings looked at per misspelt word, by trigram distance, before the exact edit test. */
const NEAR_CANDIDATES = 40;
const CLOSEST_CANDIDATES = 80;

/** Text compared byte-wise, as SQLite and JavaScript compare it, whatever the database's collation. */
const bytewise = (column: string) => sql`${sql.ref(column)} collate "C"`;

const onSale = (now: string) => sql<SqlBool>`(sp.sale_price is not null and sp.sale_price < sp.price
  and (sp.sale_start_at is null or sp.sale_start_at collate "C" <= ${now})
  and (sp.sale_expire_at is null or sp.sale_expire_at collate "C" > ${now}))`;

const sellingPrice = (now: string) => sql<number>`(case when ${onSale(now)} then sp.sale_price else sp.price end)`;

const salePercent = (now: string) =>
  sql<number>`(case when ${onSale(now)} then cast(round((sp.price - sp.sale_price) * 100.0 / sp.price) as integer) else 0 end)`;

const hitColumns = (now: string) => sql`sp.id, sp.slug, sp.sku, sp.name_mn, sp.name_en, sp.image, sp.product_type,
  sp.brand_code, sp.brand_name, sp.brand_name_latin, sp.price, ${sellingPrice(now)} as selling_price,
  ${salePercent(now)} as sale_percent, sp.total_on_hand, sp.available_on, sp.badges, sp.average_rating, sp.total_reviews`;

const tsquery = (query: string) => sql`${query}::tsquery`;

interface SuggestionRow {
  text: string;
  kind: string;
  href: string;
  weight: number;
}

interface FacetGroupRow {
  dimension: number;
  key: string | null;
  n: number;
  high: number | null;
}

/** Facet groups, numbered as the facets query returns them. */
const LEVEL_DIMENSIONS = [0, 1, 2, 3, 4];
const BRAND = 5;
const COUNTRY = 6;
const TYPE = 7;
const PRICE = 8;
const BOUNDS = 9;
const TOTAL = 10;

export class PostgresSearchIndex implements SearchIndex {
  readonly name = "postgres" as const;
  private synonymState: { revision: number; lookup: SynonymLookup } | null = null;
  private readonly memory: SharedProductMemory | null;
  private readonly matches = new MatchCache();

  constructor(
    private readonly db: DB,
    private readonly options: { inMemory?: boolean; matchCache?: boolean } = {},
  ) {
    this.memory = options.inMemory === false ? null : new SharedProductMemory(db);
  }

  /** Loads the in-memory columns now rather than on the first search (the server calls it at start). */
  async warm(): Promise<void> {
    await this.memory?.ready();
  }

  /**
   * The synonym table, compiled; reloaded when its revision (moved by a trigger on every change,
   * by any server) differs from the one loaded: one primary-key read per query.
   */
  private async synonyms(): Promise<SynonymLookup> {
    const row = await this.db.selectFrom("search_synonym_revision").select("revision").where("id", "=", 1).executeTakeFirst();
    const revision = Number(row?.revision ?? 0);
    if (this.synonymState?.revision === revision) return this.synonymState.lookup;
    const rows = await this.db.selectFrom("search_synonyms").select(["kind", "terms", "expansions"]).orderBy("id").execute();
    const lookup = compileSynonyms(rows.map((r) => ({ kind: r.kind, terms: parseStoredTerms(r.terms), expansions: parseStoredTerms(r.expansions) })));
    this.synonymState = { revision, lookup };
    return lookup;
  }

  async reset(): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await sql`truncate search_products, search_texts, search_suggestions, search_words, search_changes`.execute(trx);
      await noteChanges(trx, [RESET_CHANGE_ID]);
    });
  }

  async upsert(documents: ProductSearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const ids = documents.map((d) => d.id);
    const words = vocabulary(documents);
    const shared = dedupeBy(documents.flatMap(sharedSuggestions), (s) => `${s.kind}|${s.key}|${s.href}`);
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom("search_products").where("id", "in", ids).execute();
      await trx.deleteFrom("search_texts").where("id", "in", ids).execute();
      await trx.deleteFrom("search_suggestions").where("product_id", "in", ids).execute();
      for (const chunk of chunks(documents, 400)) {
        await trx.insertInto("search_products").values(chunk.map(productRow)).execute();
        await trx
          .insertInto("search_texts")
          .values(
            chunk.map((doc) => ({
              id: doc.id,
              terms: sql<string>`${documentVector(doc)}::tsvector`,
              name_words: nameWords(doc).display.length,
              text_hash: documentTextHash(doc),
            })),
          )
          .execute();
        const suggestions = chunk.flatMap(productSuggestions);
        for (const part of chunks(suggestions, 500)) await trx.insertInto("search_suggestions").values(part).execute();
      }
      for (const part of chunks(shared, 500)) {
        await sql`insert into search_suggestions (key, text, kind, href, product_id, weight)
          select v.key, v.text, v.kind, v.href, null, v.weight
          from (values ${sql.join(part.map((s) => sql`(${s.key}, ${s.text}, ${s.kind}, ${s.href}, ${s.weight}::integer)`))}) as v (key, text, kind, href, weight)
          where not exists (select 1 from search_suggestions s where s.product_id is null and s.kind = v.kind and s.key = v.key and s.href = v.href)`.execute(trx);
      }
      // Words are never taken back: one no product uses any more only costs a wasted candidate.
      for (const part of chunks(words, 1_000)) {
        await trx
          .insertInto("search_words")
          .values(part)
          .onConflict((oc) => oc.column("word").doUpdateSet({ shown: true }).where("search_words.shown", "=", false).where(sql.ref("excluded.shown"), "=", true))
          .execute();
      }
      await noteChanges(trx, ids);
    });
    this.memory?.upsert(documents);
  }

  async remove(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom("search_products").where("id", "in", ids).execute();
      await trx.deleteFrom("search_texts").where("id", "in", ids).execute();
      await trx.deleteFrom("search_suggestions").where("product_id", "in", ids).execute();
      await noteChanges(trx, ids);
    });
    this.memory?.remove(ids);
  }

  async optimize(): Promise<void> {
    await sql`vacuum analyze search_products, search_texts, search_suggestions, search_words, search_changes`.execute(this.db);
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom("search_products").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The listing rule (storefront-spec.md §9), the text match and the filters that are not facets. */
  private baseConditions(request: SearchRequest, query: string | null): RawBuilder<SqlBool>[] {
    const now = request.now.toISOString();
    const f = request.filters ?? {};
    const where: RawBuilder<SqlBool>[] = [
      sql<SqlBool>`sp.available_on collate "C" <= ${now}`,
      sql<SqlBool>`sp.image is not null`,
      sql<SqlBool>`sp.total_on_hand > 0`,
      sql<SqlBool>`${sellingPrice(now)} > 1`,
    ];
    if (query) where.push(sql<SqlBool>`t.terms @@ ${tsquery(query)}`);
    if (f.taxon) {
      const depth = f.taxon.split("/").length - 1;
      where.push(sql<SqlBool>`${sql.ref(`sp.l${Math.min(depth, 4)}`)} = ${f.taxon}`);
    }
    if (f.seriesPrefix) where.push(sql<SqlBool>`starts_with(sp.sku, ${`${f.seriesPrefix}-`})`);
    if (f.store) where.push(sql<SqlBool>`sp.store_code = ${f.store}`);
    if (f.excludeIds?.length) where.push(sql<SqlBool>`sp.id not in (${sql.join(f.excludeIds)})`);
    if (f.onSale) where.push(sql<SqlBool>`${salePercent(now)} > 0`);
    return where;
  }

  /** The facet selections: OR within one, AND across; each facet is counted without its own. */
  private selections(request: SearchRequest, selling: RawBuilder<number>) {
    const f = request.filters ?? {};
    const price: RawBuilder<SqlBool>[] = [];
    if (f.priceMin != null) price.push(sql<SqlBool>`${selling} >= ${f.priceMin}`);
    if (f.priceMax != null) price.push(sql<SqlBool>`${selling} <= ${f.priceMax}`);
    const within = (column: string, values: string[] | undefined) =>
      values?.length ? sql<SqlBool>`coalesce(${sql.ref(column)} in (${sql.join(values)}), false)` : sql<SqlBool>`true`;
    return {
      brand: within("brand_code", f.brands),
      country: within("country", f.countries),
      type: within("product_type", f.types),
      price: price.length ? sql<SqlBool>`(${sql.join(price, sql` and `)})` : sql<SqlBool>`true`,
    };
  }

  private source(query: string | null): RawBuilder<unknown> {
    return query ? sql`search_products sp inner join search_texts t on t.id = sp.id` : sql`search_products sp`;
  }

  private orderBy(request: SearchRequest, query: string | null): RawBuilder<unknown> {
    const now = request.now.toISOString();
    const available = bytewise("sp.available_on");
    switch (request.sort) {
      case "name_asc":
      case "name_desc": {
        const key = bytewise(request.locale === "en" ? "sp.sort_key_en" : "sp.sort_key_mn");
        return request.sort === "name_asc" ? sql`${key} asc, sp.id asc` : sql`${key} desc, sp.id asc`;
      }
      case "price_asc":
        return sql`${sellingPrice(now)} asc, sp.id asc`;
      case "price_desc":
        return sql`${sellingPrice(now)} desc, sp.id asc`;
      case "date_asc":
        return sql`${available} asc, sp.id asc`;
      case "sale_desc":
        return sql`${salePercent(now)} desc, sp.id asc`;
      case "stock_desc":
        return sql`sp.total_on_hand desc, sp.id asc`;
      case "rating_desc":
        return sql`sp.average_rating desc, sp.total_reviews desc, sp.id asc`;
      case "random": {
        // The FTS5 adapter's shuffle: id times a seed-chosen multiplier, modulo a prime.
        const multiplier = seededMultiplier(Math.trunc(request.seed ?? 1));
        return sql`((sp.id::bigint * ${multiplier}::bigint) % 2147483647) asc, sp.id asc`;
      }
      case "date_desc":
        return sql`${available} desc, sp.id asc`;
      default: {
        if (!query || !request.q) return sql`${available} desc, sp.id asc`;
        // Best words first, then the shorter name (the word is more of what it is), then newest.
        const tests = relevanceTests(request.q);
        if (tests.length === 0) return sql`${available} desc, sp.id asc`;
        const score = sql.join(
          tests.map(
            (test) => sql`(case when t.terms @@ ${tsquery(test.exact)} then 4 when t.terms @@ ${tsquery(test.prefix)} then 3
              ${test.key ? sql`when t.terms @@ ${tsquery(test.key)} then 2` : sql``} else 1 end)`,
          ),
          sql` + `,
        );
        return sql`(${score}) desc, least(t.name_words, 4095) asc, ${available} desc, sp.id asc`;
      }
    }
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const [synonyms] = await Promise.all([request.q ? this.synonyms() : NO_SYNONYMS, this.memory?.ready()]);
    const query = request.q ? textQuery(request.q, synonyms) : null;
    if (request.q && !query) return emptyResult(request);
    if (this.memory) return this.searchInMemory(this.memory, request, query, synonyms);
    const result = await this.searchFor(request, query);
    if (result.total > 0 || !query || (await this.anyMatch(query))) return result;
    // The words as typed match no product at all: try near spellings of the longer ones.
    const forgiving = await this.typoTolerant(request.q!, synonyms);
    if (!forgiving) return result;
    const widened = await this.searchFor(request, forgiving);
    return (await this.anyMatch(forgiving)) ? { ...widened, approximate: true } : widened;
  }

  /** PostgreSQL says which products match the words; the memory pass filters, counts and orders them. */
  private async searchInMemory(memory: SharedProductMemory, request: SearchRequest, query: string | null, synonyms: SynonymLookup): Promise<SearchResult> {
    let matchIds = query ? await this.matchingIds(memory, query, request.now) : null;
    let approximate = false;
    if (query && matchIds?.length === 0) {
      const forgiving = await this.typoTolerant(request.q!, synonyms);
      if (forgiving) {
        matchIds = await this.matchingIds(memory, forgiving, request.now);
        approximate = matchIds.length > 0;
      }
    }
    const result = memory.query(memoryQueryFor(request, matchIds, Boolean(query)));
    return { total: result.total, hits: await this.hitsByIds(result.ids, request.now), facets: result.facets, ...(approximate ? { approximate } : {}) };
  }

  /** The ids of every product matching a tsquery, from the match cache while the searchable text is unchanged. */
  private async matchingIds(memory: SharedProductMemory, query: string, now: Date): Promise<ArrayLike<number>> {
    const useCache = this.options.matchCache !== false;
    const version = memory.textVersion;
    const cached = useCache ? this.matches.get(query, version, now.getTime()) : undefined;
    if (cached) return cached;
    const result = await sql<{ ids: number[] }>`select coalesce(array_agg(id), '{}') as ids from search_texts where terms @@ ${tsquery(query)}`.execute(this.db);
    const ids = Int32Array.from(result.rows[0]?.ids ?? []);
    if (useCache) this.matches.set(query, ids, version, now.getTime());
    return ids;
  }

  /** The shown products' rows, in the given order. */
  private async hitsByIds(ids: number[], at: Date): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    const rows = await sql<HitRow>`select ${hitColumns(at.toISOString())} from search_products sp where sp.id = any(${ids}::integer[])`.execute(this.db);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toHit(row)] : [];
    });
  }

  private async anyMatch(query: string): Promise<boolean> {
    const found = await sql<{ id: number }>`select id from search_texts where terms @@ ${tsquery(query)} limit 1`.execute(this.db);
    return found.rows.length > 0;
  }

  private async typoTolerant(q: string, synonyms: SynonymLookup): Promise<string | null> {
    const known = synonymWords(synonyms);
    const near = new Map<string, string[]>();
    for (const word of typoCandidates(q)) {
      const fromCatalogue = await this.nearWords(word);
      near.set(word, [...fromCatalogue, ...known.filter((k) => k !== word && withinOneEdit(k, word)).slice(0, 5)]);
    }
    return typoTolerantQuery(q, (word) => near.get(word) ?? [], synonyms);
  }

  /** Catalogue words one edit away: the nearest by trigrams (of the word, and of its ASCII loose key), then the exact test. */
  private async nearWords(word: string, limit = 10): Promise<string[]> {
    const key = wordKey(word) || word;
    const rows = await sql<{ word: string }>`(select word from search_words order by word <-> ${word} limit ${NEAR_CANDIDATES})
      union (select word from search_words order by key <-> ${key} limit ${NEAR_CANDIDATES})`.execute(this.db);
    return rows.rows
      .map((r) => r.word)
      .filter((known) => known !== word && withinOneEdit(known, word))
      .sort()
      .slice(0, limit);
  }

  /**
   * The catalogue's words closest to `word`: up to two edits (one below five letters), as written
   * or by loose key, nearest first, as the FTS5 adapter ranks them; trigram distance picks the
   * candidates.
   */
  async closestWords(word: string, args: { limit: number }): Promise<string[]> {
    const lower = word.toLowerCase();
    const max = [...lower].length >= 5 ? 2 : 1;
    const key = wordKey(lower);
    const rows = await sql<{ word: string; key: string }>`(select word, key from search_words where shown order by word <-> ${lower} limit ${CLOSEST_CANDIDATES})
      union (select word, key from search_words where shown order by key <-> ${key || lower} limit ${CLOSEST_CANDIDATES})`.execute(this.db);
    const found: { word: string; distance: number }[] = [];
    for (const row of rows.rows) {
      if (row.word === lower) continue;
      const distance = Math.min(editDistance(row.word, lower, max), editDistance(row.key, key, max) + 0.5);
      if (distance <= max) found.push({ word: row.word, distance });
    }
    found.sort((a, b) => a.distance - b.distance || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
    // The synonym table's words too: they find products although the names spell them otherwise.
    const fromSynonyms = synonymWords(await this.synonyms()).filter((w) => w !== lower && editDistance(w, lower, max) <= max);
    return [...new Set([...found.map((f) => f.word), ...fromSynonyms])].slice(0, args.limit);
  }

  private async searchFor(request: SearchRequest, query: string | null): Promise<SearchResult> {
    const now = request.now.toISOString();
    const base = this.baseConditions(request, query);
    const chosen = this.selections(request, sellingPrice(now));
    const all = sql.join([...base, chosen.brand, chosen.country, chosen.type, chosen.price], sql` and `);
    const page = Math.max(1, request.page ?? 1);
    const hitsQuery = sql<HitRow>`select ${hitColumns(now)} from ${this.source(query)} where ${all}
      order by ${this.orderBy(request, query)}
      limit ${request.pageSize} offset ${(page - 1) * request.pageSize}`.execute(this.db);
    if (!request.facets) {
      const [rows, counted] = await Promise.all([
        hitsQuery,
        sql<{ n: number }>`select count(*) as n from ${this.source(query)} where ${all}`.execute(this.db),
      ]);
      return { total: Number(counted.rows[0]?.n ?? 0), hits: rows.rows.map(toHit), facets: null };
    }
    const [rows, facets] = await Promise.all([hitsQuery, this.facets(request, query, base)]);
    return { total: facets.total, hits: rows.rows.map(toHit), facets: facets.facets };
  }

  /**
   * Every facet in one statement: the matching rows once (with a flag per selection), then a
   * group per facet over the rows that pass every selection but that facet's own.
   */
  private async facets(request: SearchRequest, query: string | null, base: RawBuilder<SqlBool>[]): Promise<{ total: number; facets: SearchFacets }> {
    const now = request.now.toISOString();
    const chosen = this.selections(request, sql<number>`m.selling`);
    const range = sql.join(
      PRICE_RANGES.map((r, i) => sql`when selling >= ${r.from} ${r.to === null ? sql`` : sql`and selling < ${r.to}`} then ${sql.lit(i)}`),
      sql` `,
    );
    const groups = [
      ...LEVEL_DIMENSIONS.map((level) => {
        const column = sql.ref(`l${level}`);
        return sql`select ${sql.lit(level)} as dimension, ${column} as key, count(*) as n, null::bigint as high from f
          where b and c and t and p and ${column} is not null group by ${column}`;
      }),
      sql`select ${sql.lit(BRAND)}, brand_code, count(*), null::bigint from f where c and t and p group by brand_code`,
      sql`select ${sql.lit(COUNTRY)}, country, count(*), null::bigint from f where b and t and p and country is not null group by country`,
      sql`select ${sql.lit(TYPE)}, product_type, count(*), null::bigint from f where b and c and p group by product_type`,
      sql`select ${sql.lit(PRICE)}, r::text, count(*), null::bigint from (select case ${range} end as r from f where b and c and t) priced where r is not null group by r`,
      sql`select ${sql.lit(BOUNDS)}, null, min(selling)::bigint, max(selling)::bigint from f where b and c and t`,
      sql`select ${sql.lit(TOTAL)}, null, count(*), null::bigint from f where b and c and t and p`,
    ];
    const result = await sql<FacetGroupRow>`with m as (
        select sp.brand_code, sp.country, sp.product_type, sp.l0, sp.l1, sp.l2, sp.l3, sp.l4, ${sellingPrice(now)} as selling
        from ${this.source(query)} where ${sql.join(base, sql` and `)}
      ), f as materialized (
        select m.*, ${chosen.brand} as b, ${chosen.country} as c, ${chosen.type} as t, ${chosen.price} as p from m
      )
      ${sql.join(groups, sql` union all `)}`.execute(this.db);
    return facetsFrom(result.rows);
  }

  /**
   * Completions by loose-key prefix, walking the byte-ordered key index and stopping early:
   * shared names (brands, categories), then names of products listable now.
   */
  async suggest(prefix: string, args: { locale: string; limit: number; now: Date }): Promise<Suggestion[]> {
    const key = looseKey(prefix);
    if (!key) return [];
    const upper = `${key}~`;
    const now = args.now.toISOString();
    const [shared, products] = await Promise.all([
      sql<SuggestionRow>`select text, kind, href, weight from search_suggestions
        where product_id is null and key collate "C" >= ${key} and key collate "C" < ${upper}
        order by key collate "C", id limit ${args.limit * 2}`.execute(this.db),
      sql<SuggestionRow>`select s.text, s.kind, s.href, s.weight from search_suggestions s
        inner join search_products sp on sp.id = s.product_id
        where s.key collate "C" >= ${key} and s.key collate "C" < ${upper}
          and sp.available_on collate "C" <= ${now} and sp.image is not null and sp.total_on_hand > 0 and ${sellingPrice(now)} > 1
        order by s.key collate "C", s.id limit ${args.limit * 3}`.execute(this.db),
    ]);
    // The shopper's own script first, then weight (categories and brands before products).
    const preferred = args.locale === "en" ? /^[\p{Script=Latin}\d\s\p{P}]+$/u : /\p{Script=Cyrillic}/u;
    const rows = [...shared.rows, ...products.rows]
      .map((row) => ({ ...row, own: preferred.test(row.text) ? 1 : 0 }))
      .sort((a, b) => b.own - a.own || b.weight - a.weight || a.text.length - b.text.length || (a.text < b.text ? -1 : 1));
    return dedupeBy(rows, (s) => (s.kind === "product" ? s.href : `${s.kind}|${s.text}`))
      .slice(0, args.limit)
      .map((s) => ({ text: s.text, kind: s.kind as Suggestion["kind"], href: s.href }));
  }

  /** Same category first, then the most describing terms in common, then the nearest price. */
  async moreLikeThis(id: number, args: { locale: string; limit: number; now: Date }): Promise<SearchHit[]> {
    const doc = await this.db.selectFrom("search_products").select(["mlt_terms", "l0", "l1", "price"]).where("id", "=", id).executeTakeFirst();
    if (!doc) return [];
    const taxon = doc.l1 ?? doc.l0;
    const base = this.baseConditions({ locale: args.locale, pageSize: args.limit, now: args.now, filters: { excludeIds: [id] } }, null);
    const now = args.now.toISOString();
    const match = anyKeyQuery(doc.mlt_terms.split(" ").filter(Boolean));
    const scored = match
      ? sql`search_products sp left join (select id, ts_rank('{0,0,1,0}', terms, ${tsquery(match)}) as score from search_texts
          where terms @@ ${tsquery(match)}) m on m.id = sp.id`
      : sql`search_products sp left join (select 0 as id, 0 as score) m on false`;
    const level = sql.ref(`sp.l${Math.min((taxon ?? "").split("/").length - 1, 4)}`);
    const result = await sql<HitRow>`select ${hitColumns(now)}
      from ${scored}
      where ${sql.join(base, sql` and `)} and ${taxon ? sql`sp.l0 = ${doc.l0}` : sql`true`}
      order by (case when ${level} = ${taxon} then 1 else 0 end) desc, coalesce(m.score, 0) desc, abs(${sellingPrice(now)} - ${doc.price}) asc, sp.id asc
      limit ${args.limit}`.execute(this.db);
    return result.rows.map(toHit);
  }
}

/** Marks products as changed by this transaction, for the other servers' search columns. */
async function noteChanges(trx: DB, ids: number[]): Promise<void> {
  await sql`insert into search_changes (id, changed_by) select id, pg_current_xact_id() from unnest(${ids}::integer[]) as id
    on conflict (id) do update set changed_by = excluded.changed_by`.execute(trx);
}

/** The vocabulary rows of some documents: every name word (offered when 3+ letters without digits) and its loose key. */
function vocabulary(documents: ProductSearchDocument[]): { word: string; key: string; shown: boolean }[] {
  const words = new Map<string, { word: string; key: string; shown: boolean }>();
  const add = (word: string, shown: boolean) => {
    if (!word || word.length > 255) return;
    const existing = words.get(word);
    if (existing) existing.shown ||= shown;
    else words.set(word, { word, key: wordKey(word), shown });
  };
  for (const doc of documents) {
    const { display, keys } = nameWords(doc);
    for (const word of display) add(word, word.length >= 3 && !/\d/.test(word));
    for (const key of keys) add(key, false);
  }
  // A fixed order, so two servers writing overlapping words take their row locks alike.
  return [...words.values()].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

function emptyFacets(): SearchFacets {
  return {
    levels: [[], [], [], [], []],
    brand: [],
    country: [],
    type: [],
    price: PRICE_RANGES.map((r) => ({ ...r, key: priceRangeKey(r), count: 0 })),
    priceBounds: null,
  };
}

function emptyResult(request: SearchRequest): SearchResult {
  return { total: 0, hits: [], facets: request.facets ? emptyFacets() : null };
}

function buckets(rows: FacetGroupRow[], size: number): FacetBucket[] {
  return rows
    .map((row) => ({ key: row.key!, count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1))
    .slice(0, size);
}

/** The facets query's groups as the port's facets. */
export function facetsFrom(rows: FacetGroupRow[]): { total: number; facets: SearchFacets } {
  const of = (dimension: number) => rows.filter((row) => Number(row.dimension) === dimension);
  const facets = emptyFacets();
  facets.levels = LEVEL_DIMENSIONS.map((level) => buckets(of(level), TAXON_BUCKETS)) as SearchFacets["levels"];
  facets.brand = buckets(of(BRAND), TERMS_BUCKETS);
  facets.country = buckets(of(COUNTRY), TERMS_BUCKETS);
  facets.type = buckets(of(TYPE), TERMS_BUCKETS);
  for (const row of of(PRICE)) facets.price[Number(row.key)]!.count = Number(row.n);
  const bounds = of(BOUNDS)[0];
  facets.priceBounds = bounds && bounds.n !== null && bounds.high !== null ? { min: Number(bounds.n), max: Number(bounds.high) } : null;
  return { total: Number(of(TOTAL)[0]?.n ?? 0), facets };
}
