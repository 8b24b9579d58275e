import type { DB } from "~/db/client.server";
import { averageOf, mayDelete, mayHide, shownAs, type CommentState } from "./domain/rules";
import { commentsOfArticle, ratingsByUser } from "./queries.server";
import type { ArticleDiscussionView, CommentView } from "./view-models";

type Row = Awaited<ReturnType<typeof commentsOfArticle>>[number];

/**
 * An article's comments with their replies and ratings, as `viewerId` sees them. For a guest
 * it depends on the rows only (the page is cached for cookie-less visitors, and comments and
 * ratings move the page revision).
 */
export async function articleDiscussion(
  db: DB,
  input: { articleId: number; viewerId: number | null; viewerIsStaff: boolean; now: Date },
): Promise<ArticleDiscussionView> {
  const { viewerId, viewerIsStaff } = input;
  const rows = await commentsOfArticle(db, input.articleId);
  const mine = viewerId === null ? new Map<number, number>() : new Map((await ratingsByUser(db, viewerId, rows.map((r) => r.id))).map((r) => [r.comment_id, r.rating]));

  const view = (row: Row, as: "full" | "placeholder", isTop: boolean): CommentView => {
    const status = row.status as CommentState;
    const facts = { id: row.id, userId: row.user_id, replyId: row.reply_id, status };
    const full = as === "full";
    const count = full ? Number(row.rating_count ?? 0) : 0;
    return {
      id: row.id,
      authorName: full ? row.name || row.first_name : "",
      body: full ? row.body : "",
      createdAt: row.created_at,
      averageRating: full ? averageOf(Number(row.rating_sum ?? 0), count) : null,
      ratingCount: count,
      myRating: full ? (mine.get(row.id) ?? null) : null,
      mine: viewerId !== null && row.user_id === viewerId,
      state: !full ? "removed" : status === "hidden" ? "hidden" : "visible",
      canReply: viewerId !== null && isTop && status === "visible",
      canRate: viewerId !== null && status === "visible" && row.user_id !== viewerId,
      canDelete: viewerId !== null && full && mayDelete(facts, viewerId),
      moderation: full && mayHide(facts, viewerIsStaff) ? (status === "hidden" ? "unhide" : "hide") : null,
      replies: [],
    };
  };

  const repliesOf = new Map<number, Row[]>();
  for (const row of rows) if (row.reply_id !== null) repliesOf.set(row.reply_id, [...(repliesOf.get(row.reply_id) ?? []), row]);

  const comments: CommentView[] = [];
  let total = 0;
  for (const row of rows) {
    if (row.reply_id !== null) continue;
    const replies = (repliesOf.get(row.id) ?? [])
      .map((reply) => ({ reply, as: shownAs(reply.status as CommentState, viewerIsStaff, false) }))
      .filter((r) => r.as === "full")
      .map((r) => view(r.reply, "full", false));
    const as = shownAs(row.status as CommentState, viewerIsStaff, replies.some((r) => r.state === "visible"));
    if (as === "none") continue;
    comments.push({ ...view(row, as, true), replies });
    total += (row.status === "visible" ? 1 : 0) + replies.filter((r) => r.state === "visible").length;
  }
  return { articleId: input.articleId, comments, total, canComment: viewerId !== null, canModerate: viewerIsStaff };
}
