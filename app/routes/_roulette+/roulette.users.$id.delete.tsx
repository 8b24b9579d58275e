import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { DeleteRouletteUserSchema, GAMES_STATUS } from "~/modules/games";
import { removeRouletteUser, rouletteUser } from "~/modules/games/index.server";
import { readFormData, requireIdParam } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { requireWebsiteAdmin } from "~/platform/website-admin.server";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

/** /roulette/users/:id/delete: confirm, then delete one participant of the roulette (past draws keep the name). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireWebsiteAdmin(request, context);
  const user = await rouletteUser(context.db, requireIdParam(params.id));
  if (!user) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return data({ title: pageTitle(t, t("games:roulette.deleteTitle", { name: user.displayName })), user }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  await requireWebsiteAdmin(request, context);
  const id = requireIdParam(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: DeleteRouletteUserSchema });
  if (submission.status !== "success") return data({ error: firstError(submission.error) ?? "games:errors.confirmDelete" }, { status: 400 });
  const result = await removeRouletteUser(context.db, id);
  if (!result.ok) return data({ error: result.error }, { status: GAMES_STATUS[result.error] });
  return redirectWithToast("/roulette", { kind: "success", key: "games:roulette.deleted" });
}

export default function DeleteRouletteUser() {
  const { user } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className="game-panel">
      <h1>{t("games:roulette.deleteTitle", { name: user.displayName })}</h1>
      <p>{t("games:roulette.deleteQuestion", { name: user.displayName, contact: user.contact })}</p>
      {answer ? (
        <p className="game-error" role="alert">
          {t(answer.error)}
        </p>
      ) : null}
      <Form method="post" className="form-actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="confirm" value="yes" />
        <SubmitButton className="button button-danger" data-testid="roulette-delete-confirm">
          {t("games:roulette.deleteConfirm")}
        </SubmitButton>
        <Link className="button button-secondary" to="/roulette">
          {t("games:roulette.cancel")}
        </Link>
      </Form>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
