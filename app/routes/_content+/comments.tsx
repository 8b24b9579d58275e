import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useOutlet } from "@remix-run/react";
import { CommentForm, CommentRefusal, CommentSchema, commentStatus } from "~/modules/comments";
import { postComment } from "~/modules/comments/index.server";
import { readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import commentsStylesHref from "~/styles/comments.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: commentsStylesHref }];

/**
 * Nothing lives at this address: a GET shows the way to the articles. It answers data, not a
 * redirect, because the page of a refused post (400) runs this loader too.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("comments:title")) };
}

/**
 * `POST comments (reply_id, comment)`: a comment on an article or news item, or a reply. Back
 * to the article at the new comment with a toast; bad input is a 400 with this route's page
 * (the form again, the text kept, the error translated) and nothing written.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  const returnTo = safeRedirectPath(formData.get("returnTo"), "/articles").split("#")[0]!;
  const user = await getCurrentUser(request, context);
  if (!user) return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: returnTo })}`, { kind: "warning", key: "account.loginRequired" });
  const submission = parseWithZod(formData, { schema: CommentSchema });
  const refusal = (status: number, reply: ReturnType<typeof submission.reply>) =>
    data({ result: reply, returnTo, articleId: Number(formData.get("article_id")) || 0, replyId: Number(formData.get("reply_id")) || undefined }, { status });
  if (submission.status !== "success") return refusal(400, submission.reply());
  const result = await postComment(context.db, context.now, user.id, submission.value);
  if (!result.ok) return refusal(commentStatus[result.error], submission.reply({ formErrors: [result.error] }));
  const back = safeRedirectPath(formData.get("returnTo"), result.value.articlePath).split("#")[0]!;
  return redirectWithToast(`${back}#comment-${result.value.commentId}`, { kind: "success", key: submission.value.reply_id ? "comments:toast.replied" : "comments:toast.posted" });
}

export default function CommentRefused() {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  // comments.$id.review, .delete and .hide nest under this route (flat routes): their refusal pages render here.
  const outlet = useOutlet();
  if (outlet) return outlet;
  if (!answer) return <CommentRefusal />;
  return (
    <section className="comment-refused" aria-labelledby="comment-refused-title">
      <p className="back-link">
        <Link to={answer.returnTo}>{t("comments:form.backToArticle")}</Link>
      </p>
      <h1 id="comment-refused-title">{t("comments:form.errorTitle")}</h1>
      <CommentForm articleId={answer.articleId} replyId={answer.replyId} returnTo={answer.returnTo} lastResult={answer.result} />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
