import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import type { ArticleKind, ArticleStatus } from "./domain/articles";

/** All SQL of articles, news, authors, tags and follows (migration 0017_articles). */

const ARTICLE_ROW = [
  "a.id",
  "a.kind",
  "a.slug",
  "a.author_id",
  "a.title_mn",
  "a.title_en",
  "a.summary_mn",
  "a.summary_en",
  "a.reading_minutes",
  "a.cover_file",
  "a.status",
  "a.published_at",
  "a.updated_at",
  "a.created_at",
  "au.name_mn as author_name_mn",
  "au.name_en as author_name_en",
] as const;

export type ArticleRow = Awaited<ReturnType<typeof findArticleBySlug>> & object;

function articles(db: DB) {
  return db.selectFrom("articles as a").innerJoin("authors as au", "au.id", "a.author_id");
}

export interface PublishedFilter {
  kind: ArticleKind;
  tag?: string | null;
  authorId?: number | null;
}

function published(db: DB, filter: PublishedFilter) {
  let query = articles(db).where("a.kind", "=", filter.kind).where("a.status", "=", "published");
  if (filter.authorId) query = query.where("a.author_id", "=", filter.authorId);
  if (filter.tag) {
    const tag = filter.tag;
    query = query.where((eb) => eb.exists(eb.selectFrom("article_tags as t").select("t.article_id").whereRef("t.article_id", "=", "a.id").where("t.tag_code", "=", tag)));
  }
  return query;
}

/** A page of published articles, newest first, and how many there are in all. */
export async function listPublished(db: DB, filter: PublishedFilter, offset: number, limit: number) {
  const rows = await published(db, filter)
    .select([...ARTICLE_ROW])
    .orderBy("a.published_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await published(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export function findArticleBySlug(db: DB, kind: ArticleKind, slug: string) {
  return articles(db)
    .select([...ARTICLE_ROW, "a.body_html_mn", "a.body_html_en", "a.body_mn", "a.body_en", "au.user_id as author_user_id"])
    .where("a.kind", "=", kind)
    .where("a.slug", "=", slug)
    .executeTakeFirst();
}

export function findArticleById(db: DB, id: number) {
  return articles(db)
    .select([...ARTICLE_ROW, "a.body_html_mn", "a.body_html_en", "a.body_mn", "a.body_en", "au.user_id as author_user_id"])
    .where("a.id", "=", id)
    .executeTakeFirst();
}

export function slugOwner(db: DB, slug: string) {
  return db.selectFrom("articles").select("id").where("slug", "=", slug).executeTakeFirst();
}

export async function tagsOf(db: DB, articleIds: readonly number[]) {
  if (articleIds.length === 0) return [];
  return db
    .selectFrom("article_tags as at")
    .innerJoin("tags as t", "t.code", "at.tag_code")
    .select(["at.article_id", "t.code", "t.name_mn", "t.name_en"])
    .where("at.article_id", "in", [...articleIds])
    .orderBy("t.code")
    .execute();
}

export function allTags(db: DB) {
  return db.selectFrom("tags").selectAll().orderBy("code").execute();
}

export function findTag(db: DB, code: string) {
  return db.selectFrom("tags").selectAll().where("code", "=", code).executeTakeFirst();
}

export async function existingTagCodes(db: DB, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom("tags").select("code").where("code", "in", [...codes]).execute();
  return new Set(rows.map((row) => row.code));
}

export async function productIdsOf(db: DB, articleId: number): Promise<number[]> {
  const rows = await db.selectFrom("article_products").select("product_id").where("article_id", "=", articleId).orderBy("position").execute();
  return rows.map((row) => row.product_id);
}

export async function productSlugsOf(db: DB, articleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("article_products as ap")
    .innerJoin("products as p", "p.id", "ap.product_id")
    .select("p.slug")
    .where("ap.article_id", "=", articleId)
    .orderBy("ap.position")
    .execute();
  return rows.map((row) => row.slug);
}

export async function productIdsBySlug(db: DB, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.selectFrom("products").select(["id", "slug"]).where("slug", "in", [...slugs]).execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Published articles of the same kind sharing a tag with this one, newest first. */
export function relatedArticles(db: DB, article: { id: number; kind: ArticleKind }, tags: readonly string[], limit: number) {
  if (tags.length === 0) return Promise.resolve([]);
  return articles(db)
    .select([...ARTICLE_ROW])
    .where("a.kind", "=", article.kind)
    .where("a.status", "=", "published")
    .where("a.id", "<>", article.id)
    .where((eb) => eb.exists(eb.selectFrom("article_tags as t").select("t.article_id").whereRef("t.article_id", "=", "a.id").where("t.tag_code", "in", [...tags])))
    .orderBy("a.published_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .execute();
}

/** Everything one author wrote, drafts too, newest change first ('mine'). */
export function articlesOfAuthor(db: DB, authorId: number) {
  return articles(db).select([...ARTICLE_ROW]).where("a.author_id", "=", authorId).orderBy("a.updated_at", "desc").orderBy("a.id", "desc").limit(200).execute();
}

/** The back office's list: drafts too, filtered by kind and status, newest change first. */
export function staffArticles(db: DB, filter: { kind: ArticleKind | null; status: ArticleStatus | null }) {
  let query = articles(db).select([...ARTICLE_ROW]);
  if (filter.kind) query = query.where("a.kind", "=", filter.kind);
  if (filter.status) query = query.where("a.status", "=", filter.status);
  return query.orderBy("a.updated_at", "desc").orderBy("a.id", "desc").limit(500).execute();
}

/** The newest published articles and news of the authors a shopper follows. */
export function followingFeed(db: DB, userId: number, limit: number) {
  return articles(db)
    .innerJoin("author_follows as f", "f.author_id", "a.author_id")
    .select([...ARTICLE_ROW])
    .where("f.user_id", "=", userId)
    .where("a.status", "=", "published")
    .orderBy("a.published_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .execute();
}

// ---- authors ---------------------------------------------------------------------------------

export function listAuthors(db: DB) {
  return db
    .selectFrom("authors as au")
    .select(["au.id", "au.name_mn", "au.name_en", "au.bio_mn", "au.bio_en", "au.user_id"])
    .select((eb) =>
      eb
        .selectFrom("articles as a")
        .select((e) => e.fn.countAll<number>().as("n"))
        .whereRef("a.author_id", "=", "au.id")
        .where("a.status", "=", "published")
        .as("published_count"),
    )
    .orderBy("au.id")
    .execute();
}

export function findAuthor(db: DB, id: number) {
  return db.selectFrom("authors").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function authorIdOfUser(db: DB, userId: number): Promise<number | null> {
  const row = await db.selectFrom("authors").select("id").where("user_id", "=", userId).executeTakeFirst();
  return row?.id ?? null;
}

export function insertAuthor(db: DB, values: { name_mn: string; name_en: string; bio_mn: string; bio_en: string; user_id: number | null }, now: Date) {
  return db
    .insertInto("authors")
    .values({ ...values, created_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
}

export function findUserByContact(db: DB, contact: { email: string | null; phone: string | null }) {
  let query = db.selectFrom("users").select(["id", "email", "phone"]);
  if (contact.email) query = query.where(sql<string>`lower(email)`, "=", contact.email.toLowerCase());
  else if (contact.phone) query = query.where("phone", "=", contact.phone);
  else return Promise.resolve(undefined);
  return query.executeTakeFirst();
}

/** Links an account to an author, unless the account already writes as another (authors.user_id is unique). */
export async function linkAuthorUser(db: DB, authorId: number, userId: number): Promise<boolean> {
  const taken = await db.selectFrom("authors").select("id").where("user_id", "=", userId).where("id", "<>", authorId).executeTakeFirst();
  if (taken) return false;
  const result = await db.updateTable("authors").set({ user_id: userId }).where("id", "=", authorId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- follows ---------------------------------------------------------------------------------

export async function isFollowing(db: DB, userId: number, authorId: number): Promise<boolean> {
  const row = await db.selectFrom("author_follows").select("author_id").where("user_id", "=", userId).where("author_id", "=", authorId).executeTakeFirst();
  return Boolean(row);
}

/** Following twice is once: the primary key keeps one row. */
export async function insertFollow(db: DB, userId: number, authorId: number, now: Date): Promise<void> {
  await db
    .insertInto("author_follows")
    .values({ user_id: userId, author_id: authorId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "author_id"]).doNothing())
    .execute();
}

export async function deleteFollow(db: DB, userId: number, authorId: number): Promise<void> {
  await db.deleteFrom("author_follows").where("user_id", "=", userId).where("author_id", "=", authorId).execute();
}

export async function followerCount(db: DB, authorId: number): Promise<number> {
  const row = await db.selectFrom("author_follows").select((eb) => eb.fn.countAll<number>().as("n")).where("author_id", "=", authorId).executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- writing ---------------------------------------------------------------------------------

export interface ArticleValues {
  kind: ArticleKind;
  slug: string;
  author_id: number;
  title_mn: string;
  title_en: string;
  summary_mn: string;
  summary_en: string;
  body_mn: string;
  body_en: string;
  body_html_mn: string;
  body_html_en: string;
  reading_minutes: number;
  status: ArticleStatus;
  published_at: string | null;
}

export function insertArticle(db: DB, values: ArticleValues & { cover_file: string | null; created_by: number | null }, now: Date) {
  const at = now.toISOString();
  return db
    .insertInto("articles")
    .values({ ...values, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
}

export async function updateArticle(db: DB, id: number, values: ArticleValues & { cover_file?: string | null }, now: Date): Promise<void> {
  await db
    .updateTable("articles")
    .set({ ...values, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function insertMissingTags(db: DB, tags: ReadonlyArray<{ code: string; name_mn: string; name_en: string }>): Promise<void> {
  for (const tag of tags) {
    await db
      .insertInto("tags")
      .values(tag)
      .onConflict((oc) => oc.column("code").doNothing())
      .execute();
  }
}

export async function upsertTag(db: DB, tag: { code: string; name_mn: string; name_en: string; description_mn: string; description_en: string }): Promise<void> {
  await db
    .insertInto("tags")
    .values(tag)
    .onConflict((oc) => oc.column("code").doUpdateSet({ name_mn: tag.name_mn, name_en: tag.name_en, description_mn: tag.description_mn, description_en: tag.description_en }))
    .execute();
}

export async function replaceArticleTags(db: DB, articleId: number, codes: readonly string[]): Promise<void> {
  await db.deleteFrom("article_tags").where("article_id", "=", articleId).execute();
  if (codes.length > 0) await db.insertInto("article_tags").values(codes.map((tag_code) => ({ article_id: articleId, tag_code }))).execute();
}

export async function replaceArticleProducts(db: DB, articleId: number, productIds: readonly number[]): Promise<void> {
  await db.deleteFrom("article_products").where("article_id", "=", articleId).execute();
  if (productIds.length > 0) {
    await db
      .insertInto("article_products")
      .values(productIds.map((product_id, position) => ({ article_id: articleId, product_id, position })))
      .execute();
  }
}
