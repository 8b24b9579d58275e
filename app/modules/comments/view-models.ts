/** What an article's or news item's page shows of its discussion (issue 17). */
export interface CommentView {
  id: number;
  authorName: string;
  /** Plain text as written; React escapes it. Empty for a placeholder. */
  body: string;
  createdAt: string;
  /** Average of the ratings given to this comment (1-5), null when nobody rated it. */
  averageRating: number | null;
  ratingCount: number;
  /** The viewer's own rating of it, null when none or signed out. */
  myRating: number | null;
  mine: boolean;
  /**
   * "visible"; "hidden" only reaches staff (to unhide it); "removed" is the placeholder of a
   * deleted or hidden top comment that keeps its replies.
   */
  state: "visible" | "hidden" | "removed";
  canReply: boolean;
  canRate: boolean;
  canDelete: boolean;
  /** Staff: hide (visible) or unhide (hidden); null for everyone else. */
  moderation: "hide" | "unhide" | null;
  /** Replies are one level deep: a reply has no replies. */
  replies: CommentView[];
}

export interface ArticleDiscussionView {
  articleId: number;
  comments: CommentView[];
  /** Visible comments and replies. */
  total: number;
  /** Whether the viewer may write (signed in); guests see a sign-in link. */
  canComment: boolean;
  /** Staff see a hide button on every comment. */
  canModerate: boolean;
}
