/** What an article's or news item's page shows of its discussion (issue 17). */
export interface CommentView {
  id: number;
  authorName: string;
  /** Plain text as written; React escapes it. */
  body: string;
  createdAt: string;
  /** Average of the ratings given to this comment (1-5), null when nobody rated it. */
  averageRating: number | null;
  ratingCount: number;
  /** The viewer's own rating of it, null when none or signed out. */
  myRating: number | null;
  mine: boolean;
  /** Replies are one level deep: a reply has no replies. */
  replies: CommentView[];
}

export interface ArticleDiscussionView {
  articleId: number;
  comments: CommentView[];
  total: number;
  /** Whether the viewer may write (signed in); guests see a sign-in link. */
  canComment: boolean;
  /** Staff see a hide button on every comment. */
  canModerate: boolean;
}
