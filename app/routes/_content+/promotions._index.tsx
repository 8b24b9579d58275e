import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PromotionList } from "~/modules/promotions";
import { promotionList } from "~/modules/promotions/index.server";
import { runningGames } from "~/modules/games/index.server";
import { Link } from "@remix-run/react";
import { ShowcaseBreadcrumbs } from "~/modules/pages";
import i18next from "~/platform/i18next.server";
import showcaseStylesHref from "~/styles/showcase.css";
import gamesStylesHref from "~/styles/games.css";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, { title: `${data.title} · ${data.siteName}`, description: data.description, path: "/promotions" }) : [];

export const links = () => [
  { rel: "stylesheet", href: showcaseStylesHref },
  { rel: "stylesheet", href: gamesStylesHref },
];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(context.locale);
  const promotions = await promotionList(context.db, context.locale, context.now);
  // The running lucky wheels and jackpots (a campaign's change moves the page revision).
  const games = await runningGames(context.db, context.locale, context.now);
  return { promotions, games, title: t("showcase:promotions.title"), description: t("showcase:promotions.lead"), siteName: t("site.name") };
}

export default function PromotionsRoute() {
  const { promotions, games } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <ShowcaseBreadcrumbs crumbs={[{ label: t("showcase:promotions.title"), path: "/promotions" }]} />
      <PromotionList promotions={promotions} />
      {games.length > 0 ? (
        <section className="showcase-section" aria-labelledby="promotion-games-title" data-testid="promotion-games">
          <h2 id="promotion-games-title">{t("games:promotions.title")}</h2>
          <ul className="game-links">
            {games.map((game) => (
              <li key={game.slug}>
                <Link className="game-link-card" to={`/games/${game.slug}`}>
                  <strong>{game.title}</strong>
                  {game.description}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
