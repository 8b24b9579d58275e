import type { Env } from "~/config/env.server";
import type { DB } from "~/db/client.server";
import { ElasticsearchSearchIndex } from "./elasticsearch/elasticsearch.server";
import { Fts5SearchIndex } from "./fts5/fts5.server";
import type { SearchIndex } from "./search-index";

/** Elasticsearch when ELASTICSEARCH_URL is set, otherwise SQLite FTS5 in the given database. */
export function createSearchIndex(
  database: DB,
  source: Pick<Env, "ELASTICSEARCH_URL" | "ELASTICSEARCH_USERNAME" | "ELASTICSEARCH_PASSWORD" | "ELASTICSEARCH_INDEX">,
): SearchIndex {
  const url = source.ELASTICSEARCH_URL;
  if (url) {
    return new ElasticsearchSearchIndex({
      url,
      username: source.ELASTICSEARCH_USERNAME || undefined,
      password: source.ELASTICSEARCH_PASSWORD || undefined,
      index: source.ELASTICSEARCH_INDEX || undefined,
    });
  }
  return new Fts5SearchIndex(database);
}
