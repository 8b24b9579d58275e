import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { staffCampaigns } from "~/modules/games/index.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import gamesStylesHref from "~/styles/games.css";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { useShopFormat } from "~/ui/use-shop-format";

export const meta = privatePageMeta;

export const links = () => [{ rel: "stylesheet", href: gamesStylesHref }];

/** /staff/games: the lucky wheel and jackpot campaigns, newest first, with links to create one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(context.locale);
  const campaigns = await staffCampaigns(context.db, context.locale, context.now);
  return data({ title: pageTitle(t, t("games:staff.title")), campaigns }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function StaffGames() {
  const { campaigns } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const format = useShopFormat();
  return (
    <div className="games-staff">
      <p className="back-link">
        <Link to="/staff">← {t("games:staff.back")}</Link>
      </p>
      <h1>{t("games:staff.title")}</h1>
      <p>
        <Link className="button" to="/staff/games/new?kind=wheel">
          {t("games:staff.newWheel")}
        </Link>{" "}
        <Link className="button button-secondary" to="/staff/games/new?kind=jackpot">
          {t("games:staff.newJackpot")}
        </Link>
      </p>
      {campaigns.length === 0 ? (
        <p className="empty-state">{t("games:staff.none")}</p>
      ) : (
        <table data-testid="staff-games">
          <thead>
            <tr>
              <th scope="col">{t("games:staff.campaign")}</th>
              <th scope="col">{t("games:staff.kind")}</th>
              <th scope="col">{t("games:staff.when")}</th>
              <th scope="col">{t("games:staff.state")}</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((c) => (
              <tr key={c.id}>
                <th scope="row">
                  <Link to={`/staff/games/${c.id}`}>{c.title}</Link>
                  <br />
                  <small>/games/{c.slug}</small>
                </th>
                <td>{t(`games:staff.kinds.${c.kind}`)}</td>
                <td>
                  {format.date(c.startsAt)} – {format.date(new Date(Date.parse(c.endsAt) - 1).toISOString())}
                </td>
                <td>{t(`games:phases.${c.phase}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
