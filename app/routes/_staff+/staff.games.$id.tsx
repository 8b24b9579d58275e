import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CampaignForm, CampaignSchema, CampaignStateSchema, GAMES_STATUS, STAFF_GAME_ERROR_FIELD, type CampaignFormValues } from "~/modules/games";
import { saveCampaign, setCampaignActive, staffCampaign } from "~/modules/games/index.server";
import { badRequest, readFormData, requireIdParam } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import gamesStylesHref from "~/styles/games.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { useShopFormat } from "~/ui/use-shop-format";

export const meta = privatePageMeta;

export const links = () => [{ rel: "stylesheet", href: gamesStylesHref }];

/**
 * /staff/games/:id: one campaign: switch it on or off, edit it and its segments (odds, caps,
 * prizes), and see the spins and prizes given per Ulaanbaatar day, the latest spins and, for a
 * jackpot, its pool and wins.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const campaign = await staffCampaign(context.db, requireIdParam(params.id), context.locale, context.now);
  if (!campaign) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return data({ title: pageTitle(t, campaign.form.titleMn), campaign }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  await requireRole(request, context, "staff");
  const id = requireIdParam(params.id);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "activate" || intent === "deactivate") {
    const submission = parseWithZod(formData, { schema: CampaignStateSchema });
    if (submission.status !== "success") throw badRequest();
    const result = await setCampaignActive(context.db, context.now, id, submission.value.intent === "activate");
    if (!result.ok) throw data(null, { status: GAMES_STATUS[result.error] });
    return redirectWithToast(`/staff/games/${id}`, { kind: "success", key: result.value.active ? "games:staff.activated" : "games:staff.deactivated" });
  }
  if (intent !== "save") throw badRequest();
  const submission = parseWithZod(formData, { schema: CampaignSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await saveCampaign(context.db, context.now, id, submission.value);
  if (!result.ok) return data(submission.reply({ fieldErrors: { [STAFF_GAME_ERROR_FIELD[result.error]]: [result.error] } }), { status: GAMES_STATUS[result.error] });
  return redirectWithToast(`/staff/games/${id}`, { kind: "success", key: "games:staff.saved" });
}

export default function StaffCampaign() {
  const { campaign } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  const format = useShopFormat();
  return (
    <div className="games-staff">
      <p className="back-link">
        <Link to="/staff/games">← {t("games:staff.title")}</Link>
      </p>
      <h1>{campaign.form.titleMn}</h1>
      <p>
        {t(`games:staff.kinds.${campaign.kind}`)} · <span data-testid="campaign-phase">{t(`games:phases.${campaign.phase}`)}</span> ·{" "}
        <a href={`/games/${campaign.slug}`}>/games/{campaign.slug}</a>
      </p>
      <Form method="post">
        <SubmitButton name="intent" value={campaign.active ? "deactivate" : "activate"} className={campaign.active ? "button button-secondary" : "button"} data-testid="campaign-toggle">
          {t(campaign.active ? "games:staff.deactivate" : "games:staff.activate")}
        </SubmitButton>
      </Form>

      {campaign.kind === "wheel" ? (
        <section className="game-panel" aria-labelledby="segments-title">
          <h2 id="segments-title">{t("games:staff.oddsAndCaps")}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{t("games:wheel.segment")}</th>
                <th scope="col">{t("games:wheel.chance")}</th>
                <th scope="col">{t("games:staff.dailyCap")}</th>
                <th scope="col">{t("games:staff.givenOfTotal")}</th>
              </tr>
            </thead>
            <tbody>
              {campaign.segments.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.label}</th>
                  <td>{s.percent}%</td>
                  <td>{s.dailyCap ?? "—"}</td>
                  <td>
                    {s.givenTotal}
                    {s.totalCap !== null ? ` / ${s.totalCap}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : campaign.pool ? (
        <section className="game-panel">
          <h2>{t("games:staff.pool")}</h2>
          <p className="jackpot-figure">{format.money(campaign.pool.amount)}</p>
          <p>{t("games:staff.round", { round: campaign.pool.round })}</p>
          {campaign.wins.length > 0 ? (
            <ul>
              {campaign.wins.map((w) => (
                <li key={w.id}>
                  {format.dateTime(w.createdAt)} · {w.who} · {format.money(w.amount)}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {campaign.days.length > 0 ? (
        <section className="game-panel" aria-labelledby="days-title">
          <h2 id="days-title">{t("games:staff.perDay")}</h2>
          <table data-testid="campaign-days">
            <thead>
              <tr>
                <th scope="col">{t("games:staff.day")}</th>
                <th scope="col">{t("games:wheel.segment")}</th>
                <th scope="col">{t("games:staff.spins")}</th>
                <th scope="col">{t("games:staff.coupons")}</th>
                <th scope="col">{t("games:staff.cashback")}</th>
              </tr>
            </thead>
            <tbody>
              {campaign.days.flatMap((d) =>
                d.rows.map((r, i) => (
                  <tr key={`${d.day}-${r.segmentId ?? "none"}`}>
                    <td>{i === 0 ? d.day : ""}</td>
                    <td>{r.label}</td>
                    <td>{r.spins}</td>
                    <td>{r.coupons}</td>
                    <td>{r.cashback ? format.money(r.cashback) : "—"}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </section>
      ) : null}

      {campaign.recent.length > 0 ? (
        <section className="game-panel" aria-labelledby="recent-title">
          <h2 id="recent-title">{t("games:staff.recent")}</h2>
          <table>
            <tbody>
              {campaign.recent.map((r) => (
                <tr key={r.id}>
                  <td>{format.dateTime(r.createdAt)}</td>
                  <td>{r.who}</td>
                  <td>{r.label}</td>
                  <td>{r.couponCode ?? (r.cashback ? format.money(r.cashback) : "")}</td>
                  <td>{r.jackpot ? format.money(r.jackpot) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section aria-labelledby="edit-title">
        <h2 id="edit-title">{t("games:staff.edit")}</h2>
        <CampaignForm
          kind={campaign.kind}
          values={(reply?.initialValue as CampaignFormValues | undefined) ?? (campaign.form as unknown as CampaignFormValues)}
          errors={(reply?.error as Record<string, string[]> | undefined) ?? {}}
          submitLabel={t("games:staff.save")}
        />
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
