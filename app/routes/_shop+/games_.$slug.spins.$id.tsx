import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LuckyWheel } from "~/modules/games";
import { campaignPage, spinResult } from "~/modules/games/index.server";
import { requireIdParam } from "~/platform/form-body.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import gamesStylesHref from "~/styles/games.css";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { useShopFormat } from "~/ui/use-shop-format";

export const meta = privatePageMeta;

export const links = () => [{ rel: "stylesheet", href: gamesStylesHref }];

/** /games/:slug/spins/:id: what a spin gave, for the shopper who spun (anyone else: 404). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const slug = params.slug ?? "";
  const spin = await spinResult(context.db, requireIdParam(params.id), user.id, slug, context.locale, context.now);
  if (!spin) throw data(null, { status: 404 });
  const game = await campaignPage(context.db, slug, context.locale, context.now, user.id);
  const t = await i18next.getFixedT(context.locale);
  return data(
    { title: pageTitle(t, t("games:result.pageTitle", { title: spin.campaignTitle })), spin, segments: game?.segments ?? [] },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function SpinResultPage() {
  const { spin, segments } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const format = useShopFormat();
  const index = segments.findIndex((s) => s.id === spin.segmentId);
  const segment = index >= 0 ? segments[index] : undefined;
  return (
    <article className="game-page">
      <p className="back-link">
        <Link to={`/games/${spin.slug}`}>← {spin.campaignTitle}</Link>
      </p>
      <h1>{t("games:result.title")}</h1>
      <div className="game-layout">
        {segments.length > 0 ? <LuckyWheel segments={segments} stopAt={index >= 0 ? index : null} label={t("games:wheel.label", { title: spin.campaignTitle })} /> : null}
        <section className="game-panel game-result" data-testid="spin-result">
          <p className="game-note">
            <time dateTime={spin.createdAt}>{format.dateTime(spin.createdAt)}</time>
          </p>
          <p className="game-result-prize" data-testid="spin-prize">
            {spin.prizeKind === "try_again" ? t("games:result.tryAgain") : t("games:result.won", { prize: segment?.label ?? spin.label ?? "" })}
          </p>
          {spin.couponCode ? (
            <>
              <p>
                {t("games:result.couponCode")}{" "}
                <span className="game-coupon-code" data-testid="spin-coupon-code">
                  {spin.couponCode}
                </span>
              </p>
              {spin.couponEndsAt ? <p className="game-note">{t("games:result.couponUntil", { date: format.dateTime(spin.couponEndsAt) })}</p> : null}
              <p>
                <Link className="button" to="/account/coupons">
                  {t("games:result.myCoupons")}
                </Link>
              </p>
            </>
          ) : null}
          {spin.cashbackAmount ? (
            <p>
              {t("games:result.cashbackCredited", { amount: format.money(spin.cashbackAmount) })} <Link to="/account/wallet">{t("games:result.myWallet")}</Link>
            </p>
          ) : null}
          {spin.jackpotAmount ? (
            <p className="game-result-prize" data-testid="spin-jackpot">
              {t("games:result.jackpot", { amount: format.money(spin.jackpotAmount) })}
            </p>
          ) : null}
          <p className="game-note">{spin.nextPlayAt ? t("games:wheel.nextPlay", { when: format.dateTime(spin.nextPlayAt) }) : t("games:result.noMorePlays")}</p>
        </section>
      </div>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
