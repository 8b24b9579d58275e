import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CommentRefusal, HideCommentSchema, commentStatus } from "~/modules/comments";
import { moderateComment } from "~/modules/comments/index.server";
import { readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import commentsStylesHref from "~/styles/comments.css";
import { parseWithZod } from "~/ui/forms/parse.server";
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

/** Staff hide a comment (`intent=hide`) or show it again (`intent=unhide`). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  const returnTo = safeRedirectPath(formData.get("returnTo"), "/articles").split("#")[0]!;
  const user = await getCurrentUser(request, context);
  if (!user) return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: returnTo })}`, { kind: "warning", key: "account.loginRequired" });
  if (user.role === "customer") throw new Response("Forbidden", { status: 403 });
  const refusal = (status: number, error: string) => data({ error, returnTo }, { status });
  const commentId = /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (commentId === null) return refusal(404, "comments:errors.commentNotFound");
  const submission = parseWithZod(formData, { schema: HideCommentSchema });
  if (submission.status !== "success") return refusal(400, "comments:errors.badRequest");
  const result = await moderateComment(context.db, context.now, user.id, commentId, submission.value);
  if (!result.ok) return refusal(commentStatus[result.error], result.error);
  const back = safeRedirectPath(formData.get("returnTo"), result.value.articlePath).split("#")[0]!;
  return redirectWithToast(`${back}#comment-${result.value.commentId}`, { kind: "success", key: result.value.hidden ? "comments:toast.hidden" : "comments:toast.unhidden" });
}

export default function HideRefused() {
  const answer = useActionData<typeof action>();
  return answer ? <CommentRefusal error={answer.error} returnTo={answer.returnTo} /> : <CommentRefusal />;
}

export { RouteErrorBoundary as ErrorBoundary };
