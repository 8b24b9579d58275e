import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { BookmarkSchema, bookmarkStatus } from "~/modules/bookmarks";
import { setBookmark } from "~/modules/bookmarks/index.server";
import { CommentRefusal } from "~/modules/comments";
import { readFormData } from "~/platform/form-body.server";
import { getCurrentUser } from "~/platform/guards.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

/** `GET bookmarks`: the list lives in the account. */
export function loader() {
  return redirect("/account/bookmarks");
}

/**
 * `POST bookmarks (id, type)`: bookmarks or un-bookmarks an article or news item (type defaults
 * to article). The page's button says add or remove; a bare post toggles. Back to `returnTo`.
 * A refusal is thrown (this route's boundary shows it), so the redirecting loader does not run
 * for its page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  const returnTo = safeRedirectPath(formData.get("returnTo"), "/account/bookmarks");
  const user = await getCurrentUser(request, context);
  if (!user) return redirectWithToast(`/login?${new URLSearchParams({ redirectTo: returnTo })}`, { kind: "warning", key: "account.loginRequired" });
  const refuse = (status: number, error: string) => data({ refusal: error, returnTo }, { status });
  const submission = parseWithZod(formData, { schema: BookmarkSchema });
  if (submission.status !== "success") throw refuse(400, firstError(submission.error) ?? "comments:errors.badRequest");
  const result = await setBookmark(context.db, context.now, user.id, submission.value);
  if (!result.ok) throw refuse(bookmarkStatus[result.error], result.error);
  return redirectWithToast(returnTo, { kind: "success", key: result.value.bookmarked ? "comments:toast.bookmarked" : "comments:toast.unbookmarked" });
}

export default function Bookmarks() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && typeof (error.data as { refusal?: unknown } | null)?.refusal === "string") {
    const answer = error.data as { refusal: string; returnTo: string };
    return <CommentRefusal error={answer.refusal} returnTo={answer.returnTo} />;
  }
  return <RouteErrorBoundary />;
}
