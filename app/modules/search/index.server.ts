export * from "./fts5/fts5.server";
export * from "./indexing.server";
export * from "./postgres/postgres.server";
export * from "./search-history.server";
export * from "./search-index.server";
export * from "./search-page.server";
export * from "./synonyms.server";
