import type { DB } from "~/db/client.server";
import { HOUR_MS, MINUTE_MS } from "~/kernel/dates";
import { fail, ok, type Result } from "~/kernel/result";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import { COMMENTS_PER_HOUR, COMMENTS_PER_MINUTE, mayDelete, mayHide, rateRefusal, replyTarget, type CommentFacts, type CommentState } from "./domain/rules";
import type { CommentInput, HideCommentInput, RatingInput } from "./forms";
import { findComment, findDiscussableArticle, insertComment, markDeleted, setHidden, upsertRating } from "./queries.server";
import type { CommentErrorCode } from "./status";

/**
 * Writing on an article's discussion (issue 17): comment or reply, rate, delete one's own,
 * staff hide. Each answers a Result whose error is a `comments:` key (status.ts).
 */

/** Where the comment lives, for the redirect back: its article's page and its own anchor. */
export interface CommentPlace {
  commentId: number;
  articlePath: string;
}

function articlePath(kind: string, slug: string): string {
  return `/${kind === "news" ? "news" : "articles"}/${slug}`;
}

type FoundComment = NonNullable<Awaited<ReturnType<typeof findComment>>>;

function factsOf(row: FoundComment): CommentFacts {
  return { id: row.id, userId: row.user_id, replyId: row.reply_id, status: row.status as CommentState };
}

/** A comment on a published article, or why not. */
async function liveComment(db: DB, commentId: number): Promise<FoundComment | null> {
  const row = await findComment(db, commentId);
  return row && row.article_status === "published" ? row : null;
}

export async function postComment(db: DB, now: Date, userId: number, input: CommentInput): Promise<Result<CommentPlace, CommentErrorCode>> {
  const article = await findDiscussableArticle(db, input.article_id);
  if (!article) return fail("comments:errors.articleNotFound");
  let replyId: number | null = null;
  if (input.reply_id !== undefined) {
    const parent = await liveComment(db, input.reply_id);
    if (!parent || parent.article_id !== article.id) return fail("comments:errors.cannotReply");
    const top = parent.reply_id === null ? null : await liveComment(db, parent.reply_id);
    const target = replyTarget(factsOf(parent), top ? factsOf(top) : null);
    if (!target.ok) return fail(target.error);
    replyId = target.topId;
  }
  // Checked last, so a refused post does not use up the writer's allowance.
  const minute = await hitRateLimit(db, `comment:minute:${userId}`, COMMENTS_PER_MINUTE, new Date(now.getTime() - MINUTE_MS).toISOString(), now);
  if (!minute) return fail("comments:errors.tooManyComments");
  const hour = await hitRateLimit(db, `comment:hour:${userId}`, COMMENTS_PER_HOUR, new Date(now.getTime() - HOUR_MS).toISOString(), now);
  if (!hour) return fail("comments:errors.tooManyComments");
  const row = await insertComment(db, { article_id: article.id, user_id: userId, reply_id: replyId, body: input.comment, created_at: now.toISOString() });
  return ok({ commentId: row.id, articlePath: articlePath(article.kind, article.slug) });
}

/** `PUT comments/{id}/review`: the first rating inserts, a later one changes it. */
export async function rateComment(db: DB, now: Date, userId: number, commentId: number, input: RatingInput): Promise<Result<CommentPlace, CommentErrorCode>> {
  const comment = await liveComment(db, commentId);
  if (!comment) return fail("comments:errors.commentNotFound");
  const refusal = rateRefusal(factsOf(comment), userId, input.rating);
  if (refusal) return fail(refusal);
  await upsertRating(db, { comment_id: comment.id, user_id: userId, rating: input.rating, now: now.toISOString() });
  return ok({ commentId: comment.id, articlePath: articlePath(comment.article_kind, comment.article_slug) });
}

export async function deleteOwnComment(db: DB, userId: number, commentId: number): Promise<Result<CommentPlace, CommentErrorCode>> {
  const comment = await liveComment(db, commentId);
  if (!comment) return fail("comments:errors.commentNotFound");
  if (!mayDelete(factsOf(comment), userId)) return fail("comments:errors.notYours");
  // Guarded by writer and status: a second click finds nothing to change.
  if (!(await markDeleted(db, comment.id, userId))) return fail("comments:errors.notYours");
  return ok({ commentId: comment.id, articlePath: articlePath(comment.article_kind, comment.article_slug) });
}

/** Staff hide a comment or show it again; hiding twice (two moderators) changes nothing the second time. */
export async function moderateComment(db: DB, now: Date, staffId: number, commentId: number, input: HideCommentInput): Promise<Result<CommentPlace & { hidden: boolean }, CommentErrorCode>> {
  const comment = await liveComment(db, commentId);
  if (!comment || !mayHide(factsOf(comment), true)) return fail("comments:errors.commentNotFound");
  const hide = input.intent === "hide";
  await setHidden(db, comment.id, staffId, hide, now.toISOString());
  return ok({ commentId: comment.id, articlePath: articlePath(comment.article_kind, comment.article_slug), hidden: hide });
}
