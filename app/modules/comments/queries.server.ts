import type { DB } from "~/db/client.server";
import type { CommentStatus } from "~/db/schema-comments";

/** All of the comments module's SQL. */

/** A published article or news item that can be discussed. */
export async function findDiscussableArticle(db: DB, articleId: number) {
  return db
    .selectFrom("articles")
    .select(["id", "kind", "slug"])
    .where("id", "=", articleId)
    .where("status", "=", "published")
    .executeTakeFirst();
}

export async function findComment(db: DB, commentId: number) {
  return db
    .selectFrom("comments")
    .innerJoin("articles", "articles.id", "comments.article_id")
    .select([
      "comments.id",
      "comments.article_id",
      "comments.user_id",
      "comments.reply_id",
      "comments.status",
      "articles.status as article_status",
      "articles.kind as article_kind",
      "articles.slug as article_slug",
    ])
    .where("comments.id", "=", commentId)
    .executeTakeFirst();
}

export async function insertComment(db: DB, row: { article_id: number; user_id: number; reply_id: number | null; body: string; created_at: string }) {
  return db.insertInto("comments").values(row).returning("id").executeTakeFirstOrThrow();
}

/** Every comment of an article, oldest first, with the writer's name and the ratings' sum and count. */
export async function commentsOfArticle(db: DB, articleId: number) {
  return db
    .selectFrom("comments")
    .innerJoin("users", "users.id", "comments.user_id")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("comment_ratings")
          .select(["comment_id", (e) => e.fn.sum<number>("rating").as("rating_sum"), (e) => e.fn.countAll<number>().as("rating_count")])
          .groupBy("comment_id")
          .as("r"),
      (join) => join.onRef("r.comment_id", "=", "comments.id"),
    )
    .select([
      "comments.id",
      "comments.user_id",
      "comments.reply_id",
      "comments.body",
      "comments.status",
      "comments.created_at",
      "users.name",
      "users.first_name",
      "r.rating_sum",
      "r.rating_count",
    ])
    .where("comments.article_id", "=", articleId)
    .orderBy("comments.created_at")
    .orderBy("comments.id")
    .execute();
}

export async function ratingsByUser(db: DB, userId: number, commentIds: number[]) {
  if (commentIds.length === 0) return [];
  return db.selectFrom("comment_ratings").select(["comment_id", "rating"]).where("user_id", "=", userId).where("comment_id", "in", commentIds).execute();
}

/**
 * One rating per user and comment: the first post inserts, a later one changes it. One
 * statement on the primary key, so two posts at once leave one row (the later rating).
 */
export async function upsertRating(db: DB, row: { comment_id: number; user_id: number; rating: number; now: string }) {
  await db
    .insertInto("comment_ratings")
    .values({ comment_id: row.comment_id, user_id: row.user_id, rating: row.rating, created_at: row.now, updated_at: row.now })
    .onConflict((oc) => oc.columns(["comment_id", "user_id"]).doUpdateSet({ rating: row.rating, updated_at: row.now }))
    .execute();
}

/** Marks the writer's own comment deleted; false when it was not theirs or already deleted. */
export async function markDeleted(db: DB, commentId: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable("comments")
    .set({ status: "deleted" })
    .where("id", "=", commentId)
    .where("user_id", "=", userId)
    .where("status", "!=", "deleted")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hides or shows again a comment its writer has not deleted. */
export async function setHidden(db: DB, commentId: number, staffId: number, hide: boolean, now: string): Promise<boolean> {
  const from: CommentStatus = hide ? "visible" : "hidden";
  const result = await db
    .updateTable("comments")
    .set(hide ? { status: "hidden", hidden_by: staffId, hidden_at: now } : { status: "visible", hidden_by: null, hidden_at: null })
    .where("id", "=", commentId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
