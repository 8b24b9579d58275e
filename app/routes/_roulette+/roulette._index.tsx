import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { DrawSchema, GAMES_STATUS, RouletteUserSchema } from "~/modules/games";
import { createRouletteUser, rouletteOverview, runDraw } from "~/modules/games/index.server";
import { badRequest, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { requireWebsiteAdmin } from "~/platform/website-admin.server";
import { Field, FormErrors } from "~/ui/forms/Field";
import { parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, useShopForm } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { useShopFormat } from "~/ui/use-shop-format";

export const meta = privatePageMeta;

/**
 * /roulette: the tool's participants (add one; delete one on its own confirmation page), the draw
 * (one winner among the current participants, once per form: the form's one-time key), and the
 * past draws with who ran them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireWebsiteAdmin(request, context);
  const t = await i18next.getFixedT(context.locale);
  const overview = await rouletteOverview(context.db);
  const lastDraw = Number(new URL(request.url).searchParams.get("draw")) || null;
  return data({ title: pageTitle(t, t("games:roulette.title")), ...overview, lastDraw }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const admin = await requireWebsiteAdmin(request, context);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: RouletteUserSchema });
    if (submission.status !== "success") return data({ form: "create" as const, reply: submission.reply() }, { status: 400 });
    const result = await createRouletteUser(context.db, context.now, admin.id, submission.value);
    if (!result.ok) return data({ form: "create" as const, reply: submission.reply({ fieldErrors: { contact: [result.error] } }) }, { status: GAMES_STATUS[result.error] });
    return redirectWithToast("/roulette", { kind: "success", key: "games:roulette.created", values: { name: submission.value.displayName } });
  }
  if (intent === "draw") {
    const submission = parseWithZod(formData, { schema: DrawSchema });
    if (submission.status !== "success") return data({ form: "draw" as const, reply: submission.reply() }, { status: 400 });
    const result = await runDraw(context.db, context.now, admin.id, submission.value.requestKey);
    if (!result.ok) return data({ form: "draw" as const, reply: submission.reply({ formErrors: [result.error] }) }, { status: GAMES_STATUS[result.error] });
    return redirectWithToast(`/roulette?draw=${result.value.drawId}`, {
      kind: result.value.created ? "success" : "info",
      key: result.value.created ? "games:roulette.drawn" : "games:roulette.drawnBefore",
      values: { name: result.value.winnerName },
    });
  }
  throw badRequest();
}

export default function RouletteHome() {
  const { users, draws, drawKey, lastDraw } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const format = useShopFormat();
  const [form, fields] = useShopForm<typeof RouletteUserSchema>({ id: "roulette-user-form", lastResult: answer?.form === "create" ? answer.reply : undefined });
  const drawErrors = answer?.form === "draw" ? (answer.reply.error?.[""] ?? undefined) : undefined;
  const latest = lastDraw ? draws.find((d) => d.id === lastDraw) : undefined;
  return (
    <>
      <h1>{t("games:roulette.title")}</h1>
      <p className="game-lead">{t("games:roulette.lead")}</p>

      <section className="game-panel" aria-labelledby="roulette-draw-title">
        <h2 id="roulette-draw-title">{t("games:roulette.drawTitle")}</h2>
        {latest ? (
          <p className="roulette-winner" data-testid="roulette-winner" role="status">
            {t("games:roulette.winner", { name: latest.winnerName, count: latest.entrants })}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="draw" />
          <input type="hidden" name="requestKey" value={drawKey} />
          {drawErrors ? (
            <p className="game-error" role="alert">
              {drawErrors.map((e: string) => t(e)).join(" ")}
            </p>
          ) : null}
          <SubmitButton disabled={users.length === 0} data-testid="roulette-draw">
            {t("games:roulette.draw", { count: users.length })}
          </SubmitButton>
        </Form>
      </section>

      <section className="game-panel" aria-labelledby="roulette-users-title">
        <h2 id="roulette-users-title">{t("games:roulette.usersTitle", { count: users.length })}</h2>
        {users.length === 0 ? (
          <p className="empty-state">{t("games:roulette.noUsers")}</p>
        ) : (
          <table data-testid="roulette-users">
            <thead>
              <tr>
                <th scope="col">{t("games:roulette.displayName")}</th>
                <th scope="col">{t("games:roulette.contact")}</th>
                <th scope="col">{t("games:roulette.added")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("games:roulette.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id} data-testid="roulette-user">
                  <th scope="row">{u.displayName}</th>
                  <td>{u.contact}</td>
                  <td>{format.dateTime(u.createdAt)}</td>
                  <td>
                    <Link to={`/roulette/users/${u.id}/delete`}>{t("games:roulette.delete")}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3>{t("games:roulette.addTitle")}</h3>
        <Form method="post" className="form-stack" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="create" />
          <div className="form-grid">
            <Field meta={fields.displayName} label={t("games:roulette.displayName")} maxLength={80} autoComplete="off" required />
            <Field meta={fields.contact} label={t("games:roulette.contact")} hint={t("games:roulette.contactHint")} maxLength={254} autoComplete="off" required />
          </div>
          <div className="form-actions">
            <SubmitButton data-testid="roulette-add">{t("games:roulette.add")}</SubmitButton>
          </div>
        </Form>
      </section>

      <section className="game-panel" aria-labelledby="roulette-draws-title">
        <h2 id="roulette-draws-title">{t("games:roulette.drawsTitle")}</h2>
        {draws.length === 0 ? (
          <p className="empty-state">{t("games:roulette.noDraws")}</p>
        ) : (
          <table data-testid="roulette-draws">
            <thead>
              <tr>
                <th scope="col">{t("games:roulette.when")}</th>
                <th scope="col">{t("games:roulette.winnerCol")}</th>
                <th scope="col">{t("games:roulette.entrants")}</th>
                <th scope="col">{t("games:roulette.runBy")}</th>
              </tr>
            </thead>
            <tbody>
              {draws.map((d) => (
                <tr key={d.id} data-testid="roulette-draw-row">
                  <td>{format.dateTime(d.createdAt)}</td>
                  <th scope="row">
                    {d.winnerName}
                    <br />
                    <small>{d.winnerContact}</small>
                  </th>
                  <td>{d.entrants}</td>
                  <td>{d.runBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
