import { Form, Link } from "@remix-run/react";
import { siteConfig } from "~/config/site";
import { formatShopDate } from "~/kernel/dates";
import { useTranslation } from "~/ui/i18n";
import { RATING_MAX, RATING_MIN } from "../domain/rules";
import type { ArticleDiscussionView, CommentView } from "../view-models";
import { CommentForm } from "./CommentForm";

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** The comments under an article or news item: list, replies, ratings, the comment form. */
export function ArticleDiscussion({ discussion, returnTo }: { discussion: ArticleDiscussionView; returnTo: string }) {
  const { t } = useTranslation();
  const signIn = `/login?${new URLSearchParams({ redirectTo: returnTo })}`;
  return (
    <section id="comments" className="discussion" aria-labelledby="comments-title" data-testid="article-discussion" data-total={discussion.total}>
      <h2 id="comments-title">
        {t("comments:title")} <span className="discussion-count">({t("comments:count", { count: discussion.total })})</span>
      </h2>
      {discussion.comments.length === 0 ? <p className="discussion-empty">{t("comments:empty")}</p> : null}
      <ol className="comment-list">
        {discussion.comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} articleId={discussion.articleId} returnTo={returnTo} />
            {comment.replies.length > 0 ? (
              <ol className="comment-replies" aria-label={t("comments:comment.replies", { count: comment.replies.length })}>
                {comment.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem comment={reply} articleId={discussion.articleId} returnTo={returnTo} />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
      {discussion.canComment ? (
        // Keyed by the count: after a post the page shows one more comment and a fresh, empty form.
        <CommentForm key={discussion.total} articleId={discussion.articleId} returnTo={returnTo} />
      ) : (
        <p className="discussion-sign-in">
          {t("comments:signInHint")}{" "}
          <Link to={signIn} className="button button-secondary" data-testid="comment-sign-in">
            {t("comments:signInToComment")}
          </Link>
        </p>
      )}
    </section>
  );
}

function CommentItem({ comment, articleId, returnTo }: { comment: CommentView; articleId: number; returnTo: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "en" ? "en" : "mn";
  if (comment.state === "removed") {
    return (
      <article id={`comment-${comment.id}`} className="comment comment-removed" data-testid="comment" data-state="removed">
        <p className="comment-body">{t("comments:comment.removed")}</p>
      </article>
    );
  }
  return (
    <article id={`comment-${comment.id}`} className={`comment comment-${comment.state}`} data-testid="comment" data-state={comment.state} data-comment-id={comment.id}>
      <header className="comment-meta">
        <strong className="comment-author">{comment.authorName || t("comments:comment.anonymous")}</strong>
        {comment.mine ? <span className="badge">{t("comments:comment.yours")}</span> : null}
        <time dateTime={comment.createdAt}>{formatShopDate(comment.createdAt, locale, siteConfig.timeZone)}</time>
        {comment.state === "hidden" ? <span className="badge badge-warning">{t("comments:comment.hidden")}</span> : null}
      </header>
      <p className="comment-body">{comment.body}</p>
      <p className="comment-rating" data-testid="comment-rating">
        {comment.averageRating === null
          ? t("comments:comment.notRated")
          : t("comments:comment.ratingSummary", { average: comment.averageRating, count: comment.ratingCount })}
        {comment.myRating !== null ? <span className="comment-my-rating"> · {t("comments:comment.yourRating", { rating: comment.myRating })}</span> : null}
      </p>
      <div className="comment-actions">
        {comment.canRate ? (
          <Form method="post" action={`/comments/${comment.id}/review`} className="comment-rate" data-testid="rate-form">
            <input type="hidden" name="returnTo" value={returnTo} />
            <fieldset>
              <legend>{t("comments:comment.rate")}</legend>
              {STARS.map((star) => (
                <label key={star} className="comment-star">
                  <input type="radio" name="rating" value={star} defaultChecked={comment.myRating === star} required />
                  <span aria-hidden="true">{star}</span>
                  <span className="visually-hidden">{t("comments:comment.star", { count: star })}</span>
                </label>
              ))}
              <button type="submit" className="button button-secondary button-small">
                {t("comments:comment.rateSubmit")}
              </button>
            </fieldset>
          </Form>
        ) : null}
        {comment.canReply ? (
          <details className="comment-reply">
            <summary>{t("comments:form.reply")}</summary>
            <CommentForm key={comment.replies.length} articleId={articleId} replyId={comment.id} returnTo={returnTo} />
          </details>
        ) : null}
        {comment.canDelete ? (
          <Form method="post" action={`/comments/${comment.id}/delete`}>
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="button-link" data-testid="comment-delete">
              {t("comments:comment.delete")}
            </button>
          </Form>
        ) : null}
        {comment.moderation ? (
          <Form method="post" action={`/comments/${comment.id}/hide`}>
            <input type="hidden" name="returnTo" value={returnTo} />
            <input type="hidden" name="intent" value={comment.moderation} />
            <button type="submit" className="button-link" data-testid={`comment-${comment.moderation}`}>
              {t(`comments:comment.${comment.moderation}`)}
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}
