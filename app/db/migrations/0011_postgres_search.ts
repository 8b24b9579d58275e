import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The PostgreSQL search adapter's own tables (SQLite searches with FTS5, migration 0002):
 * - search_texts: per product, the words it is found by as one tsvector, the columns of FTS5
 *   mapped to weights (A names as written, B loose keys; C and D the name words and their keys
 *   that the relevance order reads), under a GIN index that also answers prefix queries;
 * - search_words: the catalogue's vocabulary with its loose keys, under trigram indexes, for
 *   near spellings of a word that found nothing. The loose key is ASCII, so its trigrams exist
 *   whatever the database's locale says a letter is;
 * - search_changes: per product, the transaction that last wrote or removed it (id -1: the
 *   whole index was reset), so every app server brings its in-memory search columns in step
 *   with what the others wrote: it reads the changes of every transaction that was still
 *   running at its previous look (snapshot xmin), which no commit order can slip past.
 * Suggestions, sort keys and dates are compared byte-wise ("C"), as SQLite and JavaScript do,
 * whatever the database's collation: these indexes serve those comparisons (equal keys in the
 * order they were written, as SQLite's rowid keeps them).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create table search_texts (
    id integer primary key,
    terms tsvector not null,
    name_words integer not null,
    text_hash integer not null
  )`.execute(db);
  await sql`create index search_texts_terms on search_texts using gin (terms)`.execute(db);
  await sql`create table search_words (
    word varchar(255) primary key,
    key varchar(255) not null,
    shown boolean not null default false
  )`.execute(db);
  await sql`create index search_words_word_trgm on search_words using gist (word gist_trgm_ops)`.execute(db);
  await sql`create index search_words_key_trgm on search_words using gist (key gist_trgm_ops)`.execute(db);
  await sql`create table search_changes (
    id integer primary key,
    changed_by xid8 not null
  )`.execute(db);
  await sql`create index search_changes_changed_by on search_changes (changed_by)`.execute(db);
  await sql`create index search_suggestions_shared_c on search_suggestions (product_id, (key collate "C"), id)`.execute(db);
  await sql`create index search_suggestions_key_c on search_suggestions ((key collate "C"), id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists search_suggestions_key_c`.execute(db);
  await sql`drop index if exists search_suggestions_shared_c`.execute(db);
  await sql`drop table if exists search_changes`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
  await sql`drop table if exists search_texts`.execute(db);
}
