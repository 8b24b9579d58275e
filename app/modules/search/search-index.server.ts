import type { Env } from "~/config/env.server";
import type { DB } from "~/db/client.server";
import { isPostgres } from "~/db/dialect";
import { ElasticsearchSearchIndex } from "./elasticsearch/elasticsearch.server";
import { Fts5SearchIndex } from "./fts5/fts5.server";
import { PostgresSearchIndex } from "./postgres/postgres.server";
import type { SearchIndex } from "./search-index";

/**
 * Elasticsearch when ELASTICSEARCH_URL is set; otherwise the database's own full-text search:
 * PostgreSQL's (tsvector, pg_trgm) on PostgreSQL, FTS5 on SQLite.
 */
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
  return isPostgres(database) ? new PostgresSearchIndex(database) : new Fts5SearchIndex(database);
}
