/**
 * The Elasticsearch adapter of the SearchIndex port. The request bodies and the reading of
 * responses are pure functions (elasticsearch-queries.ts / elasticsearch-responses.ts);
 * this class only sends them. Spec: basic auth, 10 s timeout, suggestion errors give [].
 */
import { Client, errors, type estypes } from "@elastic/elasticsearch";
import {
  DEFAULT_INDEX,
  buildClosestWordsBody,
  buildListableIdsBody,
  buildMoreLikeThisBody,
  buildSearchBody,
  buildSuggestBody,
  SYNONYM_FILTER,
  productIndexMapping,
  synonymFilter,
  toIndexedDocument,
} from "./query-bodies";
import type { SynonymSet } from "../domain/synonyms";
import {
  firstBulkError,
  hitIds,
  parseClosestWords,
  parseHits,
  parseSearchResponse,
  parseSuggestResponse,
  suggestedProductIds,
} from "./responses";
import type { ProductSearchDocument, SearchHit, SearchIndex, SearchRequest, SearchResult, Suggestion } from "../search-index";

export interface ElasticsearchOptions {
  url: string;
  username?: string;
  password?: string;
  /** Index name; "products" by default. */
  index?: string;
}

const BULK_CHUNK = 1_000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const isNotFound = (error: unknown) => error instanceof errors.ResponseError && error.statusCode === 404;

export class ElasticsearchSearchIndex implements SearchIndex {
  readonly name = "elasticsearch" as const;
  readonly index: string;
  private readonly client: Client;
  /** The synonym table as last given: a new index (reset) is created with it. */
  private synonyms: SynonymSet[] = [];

  constructor(options: ElasticsearchOptions) {
    this.index = options.index || DEFAULT_INDEX;
    this.client = new Client({
      node: options.url,
      requestTimeout: 10_000,
      maxRetries: 2,
      ...(options.username ? { auth: { username: options.username, password: options.password ?? "" } } : {}),
    });
  }

  async reset(): Promise<void> {
    if (await this.client.indices.exists({ index: this.index })) {
      await this.client.indices.delete({ index: this.index });
    }
    await this.client.indices.create({ index: this.index, ...productIndexMapping(this.synonyms) });
  }

  /**
   * Rewrites the search-time synonym filter. Inline synonyms change only on a closed index, so the
   * index is closed for the moment the settings take (a staff edit is rare); it is reopened
   * whatever happens.
   */
  async useSynonyms(sets: SynonymSet[]): Promise<void> {
    this.synonyms = sets;
    if (!(await this.client.indices.exists({ index: this.index }))) return;
    await this.client.indices.close({ index: this.index });
    try {
      await this.client.indices.putSettings({ index: this.index, settings: { analysis: { filter: { [SYNONYM_FILTER]: synonymFilter(sets) } } } });
    } finally {
      await this.client.indices.open({ index: this.index, wait_for_active_shards: 1 });
      await this.client.cluster.health({ index: this.index, wait_for_status: "yellow", timeout: "10s" });
    }
  }

  async upsert(documents: ProductSearchDocument[]): Promise<void> {
    const parts = chunks(documents, BULK_CHUNK);
    for (const [i, part] of parts.entries()) {
      const operations: (estypes.BulkOperationContainer | object)[] = part.flatMap((doc) => [
        { index: { _index: this.index, _id: String(doc.id) } },
        toIndexedDocument(doc),
      ]);
      const response = await this.client.bulk({
        operations,
        ...(i === parts.length - 1 ? { refresh: "wait_for" as const } : {}),
      });
      const error = firstBulkError(response);
      if (error) throw new Error(error);
    }
  }

  async remove(ids: number[]): Promise<void> {
    const parts = chunks(ids, BULK_CHUNK);
    for (const [i, part] of parts.entries()) {
      const response = await this.client.bulk({
        operations: part.map((id) => ({ delete: { _index: this.index, _id: String(id) } })),
        ...(i === parts.length - 1 ? { refresh: "wait_for" as const } : {}),
      });
      const error = firstBulkError(response);
      if (error) throw new Error(error);
    }
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    const response = await this.client.search({ index: this.index, ...buildSearchBody(request) });
    return parseSearchResponse(response, request);
  }

  async suggest(prefix: string, args: { locale: string; limit: number; now: Date }): Promise<Suggestion[]> {
    if (!prefix.trim() || args.limit <= 0) return [];
    try {
      // As-you-type: a failure should give no suggestions at once, not after retries.
      const once = { maxRetries: 0 };
      const response = await this.client.search({ index: this.index, ...buildSuggestBody(prefix, args.limit) }, once);
      // Completion cannot apply the listing rule: keep only products listable now.
      const ids = suggestedProductIds(response);
      const listable = ids.length
        ? hitIds(await this.client.search({ index: this.index, ...buildListableIdsBody(ids, args.now) }, once))
        : new Set<string>();
      return parseSuggestResponse(response, args.limit, args.locale, listable);
    } catch {
      // Completion is a convenience; any failure shows no suggestions (storefront-spec.md §8).
      return [];
    }
  }

  async closestWords(word: string, args: { limit: number }): Promise<string[]> {
    if (!word.trim() || args.limit <= 0) return [];
    try {
      const response = await this.client.search({ index: this.index, ...buildClosestWordsBody(word, args.limit) }, { maxRetries: 0 });
      return parseClosestWords(response, args.limit);
    } catch {
      // Like completion, a convenience: no words rather than a broken page.
      return [];
    }
  }

  async moreLikeThis(id: number, args: { locale: string; limit: number; now: Date }): Promise<SearchHit[]> {
    if (args.limit <= 0) return [];
    const response = await this.client.search({
      index: this.index,
      ...buildMoreLikeThisBody(id, args.limit, args.now, this.index),
    });
    return parseHits(response);
  }

  async count(): Promise<number> {
    try {
      return (await this.client.count({ index: this.index })).count;
    } catch (error) {
      // No index yet (before the first reset) holds nothing.
      if (isNotFound(error)) return 0;
      throw error;
    }
  }

  /** Closes the client's connections. */
  async close(): Promise<void> {
    await this.client.close();
  }
}

/** The adapter configured by ELASTICSEARCH_URL, _USERNAME, _PASSWORD and _INDEX. */
export function elasticsearchIndexFromEnv(env: NodeJS.ProcessEnv): ElasticsearchSearchIndex {
  const url = env.ELASTICSEARCH_URL?.trim();
  if (!url) throw new Error("ELASTICSEARCH_URL is not set");
  return new ElasticsearchSearchIndex({
    url,
    username: env.ELASTICSEARCH_USERNAME || undefined,
    password: env.ELASTICSEARCH_PASSWORD || undefined,
    index: env.ELASTICSEARCH_INDEX || undefined,
  });
}
