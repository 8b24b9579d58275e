import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { requireWebsiteAdmin } from "~/platform/website-admin.server";
import gamesStylesHref from "~/styles/games.css";
import { useTranslation } from "~/ui/i18n";
import { privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links = () => [{ rel: "stylesheet", href: gamesStylesHref }];

/** The roulette tool's frame: its own small header. The website admin only (check_auth here and in every child's loader and action). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireWebsiteAdmin(request, context);
  return data({ adminName: admin.name || admin.email || "" }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function RouletteFrame() {
  const { adminName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="games-staff">
      <div className="roulette-bar">
        <strong>
          <Link to="/roulette">{t("games:roulette.title")}</Link>
        </strong>
        <span>{t("games:roulette.signedInAs", { name: adminName })}</span>
      </div>
      <Outlet />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
