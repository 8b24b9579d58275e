/**
 * The rules of comments on articles and news (issue 17, docs/decisions/047-comments-and-bookmarks.md).
 * Pure: the use cases read the rows, these say what may happen.
 */

export const COMMENT_MAX = 2000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Per user: a burst and a sustained rate, both counted in rate_limit_hits. */
export const COMMENTS_PER_MINUTE = 5;
export const COMMENTS_PER_HOUR = 30;

export type CommentState = "visible" | "hidden" | "deleted";

export interface CommentFacts {
  id: number;
  userId: number;
  replyId: number | null;
  status: CommentState;
}

export type ReplyTarget = { ok: true; topId: number } | { ok: false; error: "comments:errors.cannotReply" };

/**
 * Replies are one level deep. Answering a reply attaches the answer to that reply's top comment,
 * so a conversation stays readable and nobody is refused for pressing the nearest "reply".
 * Only a visible comment (and, for a reply, a visible top comment) can be answered.
 */
export function replyTarget(parent: CommentFacts, top: CommentFacts | null): ReplyTarget {
  if (parent.status !== "visible") return { ok: false, error: "comments:errors.cannotReply" };
  if (parent.replyId === null) return { ok: true, topId: parent.id };
  if (!top || top.id !== parent.replyId || top.status !== "visible") return { ok: false, error: "comments:errors.cannotReply" };
  return { ok: true, topId: top.id };
}

export function isRating(value: number): boolean {
  return Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

export type RateRefusal = "comments:errors.cannotRate" | "comments:errors.ownComment" | "comments:errors.ratingInvalid";

/** A visible comment of someone else, with a whole rating from 1 to 5. */
export function rateRefusal(comment: CommentFacts, userId: number, rating: number): RateRefusal | null {
  if (!isRating(rating)) return "comments:errors.ratingInvalid";
  if (comment.status !== "visible") return "comments:errors.cannotRate";
  if (comment.userId === userId) return "comments:errors.ownComment";
  return null;
}

/** Only its writer deletes a comment, once. Staff hide instead (the writer's words stay on record). */
export function mayDelete(comment: CommentFacts, userId: number): boolean {
  return comment.userId === userId && comment.status !== "deleted";
}

/** Staff hide and unhide any comment that its writer has not deleted. */
export function mayHide(comment: CommentFacts, viewerIsStaff: boolean): boolean {
  return viewerIsStaff && comment.status !== "deleted";
}

/**
 * Whether a comment appears in the thread: visible ones always; staff also see hidden ones
 * (to unhide them); a hidden or deleted top comment that still has visible replies stays as a
 * placeholder so the replies keep their context.
 */
export function shownAs(status: CommentState, viewerIsStaff: boolean, hasVisibleReplies: boolean): "full" | "placeholder" | "none" {
  if (status === "visible") return "full";
  if (status === "hidden" && viewerIsStaff) return "full";
  return hasVisibleReplies ? "placeholder" : "none";
}

/** The average shown beside a comment, to one decimal. */
export function averageOf(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
