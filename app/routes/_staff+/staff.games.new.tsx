import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CampaignForm, CampaignSchema, GAMES_STATUS, STAFF_GAME_ERROR_FIELD, type CampaignFormValues } from "~/modules/games";
import { saveCampaign } from "~/modules/games/index.server";
import { readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import gamesStylesHref from "~/styles/games.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links = () => [{ rel: "stylesheet", href: gamesStylesHref }];

/** /staff/games/new?kind=wheel|jackpot: a new campaign, created switched off (staff switch it on when it is ready). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const kind: "wheel" | "jackpot" = new URL(request.url).searchParams.get("kind") === "jackpot" ? "jackpot" : "wheel";
  const t = await i18next.getFixedT(context.locale);
  return data({ title: pageTitle(t, t(kind === "wheel" ? "games:staff.newWheel" : "games:staff.newJackpot")), kind }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  await requireRole(request, context, "staff");
  const submission = parseWithZod(await readFormData(request), { schema: CampaignSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await saveCampaign(context.db, context.now, null, submission.value);
  if (!result.ok) return data(submission.reply({ fieldErrors: { [STAFF_GAME_ERROR_FIELD[result.error]]: [result.error] } }), { status: GAMES_STATUS[result.error] });
  return redirectWithToast(`/staff/games/${result.value.id}`, { kind: "success", key: "games:staff.created" });
}

export default function NewCampaign() {
  const { kind } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="games-staff">
      <p className="back-link">
        <Link to="/staff/games">← {t("games:staff.title")}</Link>
      </p>
      <h1>{t(kind === "wheel" ? "games:staff.newWheel" : "games:staff.newJackpot")}</h1>
      <CampaignForm
        kind={kind}
        values={(reply?.initialValue as CampaignFormValues | undefined) ?? { playRule: "once_per_day" }}
        errors={(reply?.error as Record<string, string[]> | undefined) ?? {}}
        submitLabel={t("games:staff.create")}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
