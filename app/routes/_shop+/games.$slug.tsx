import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { GAMES_STATUS, LuckyWheel, SpinSchema, usePrizeText, type CampaignPageView, type SegmentView, type SpinError } from "~/modules/games";
import { campaignPage, spinWheel, type SpinOutcome } from "~/modules/games/index.server";
import { readFormData } from "~/platform/form-body.server";
import { getCurrentUser, loginPath, requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import gamesStylesHref from "~/styles/games.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { useHydrated } from "~/ui/use-hydrated";
import { useShopFormat } from "~/ui/use-shop-format";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, { title: `${data.game.title} · ${data.siteName}`, description: data.game.description || data.game.title, path: `/games/${data.game.slug}` }) : [];

export const links = () => [{ rel: "stylesheet", href: gamesStylesHref }];

/**
 * /games/:slug: a lucky wheel (its segments, the published odds, whether the shopper may spin
 * now and when next) or a jackpot (its pool, live). Spinning is a form post: without JavaScript
 * it redirects to the spin's result page; with it the wheel turns to the segment the server
 * chose and the result appears below it. The server decides everything, once per play key.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request, context);
  const game = await campaignPage(context.db, params.slug ?? "", context.locale, context.now, user?.id ?? null);
  if (!game) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return data({ game, siteName: t("site.name"), loginHref: loginPath(request) }, { headers: { "Cache-Control": "private, no-store" } });
}

type SpinAnswer = { spin: SpinOutcome } | { error: SpinError; spinId?: number };

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const slug = params.slug ?? "";
  const submission = parseWithZod(await readFormData(request), { schema: SpinSchema });
  if (submission.status !== "success") return data<SpinAnswer>({ error: "games:errors.notFound" }, { status: 400 });
  const result = await spinWheel(context.db, context.now, user.id, slug);
  const wheel = submission.value.mode === "wheel";
  if (result.ok) {
    if (wheel) return data<SpinAnswer>({ spin: result.value });
    return redirect(`/games/${slug}/spins/${result.value.spinId}`);
  }
  const spinId = typeof result.values?.spinId === "number" ? result.values.spinId : undefined;
  // A second spin (a double click, a replay) is told so and shown the first one's result.
  if (spinId !== undefined && !wheel) return redirectWithToast(`/games/${slug}/spins/${spinId}`, { kind: "warning", key: result.error });
  return data<SpinAnswer>({ error: result.error, spinId }, { status: GAMES_STATUS[result.error] });
}

function OddsTable({ segments }: { segments: SegmentView[] }) {
  const { t } = useTranslation();
  const prizeText = usePrizeText();
  return (
    <table className="game-odds" data-testid="game-odds">
      <caption className="visually-hidden">{t("games:wheel.oddsTitle")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("games:wheel.segment")}</th>
          <th scope="col">{t("games:wheel.prize")}</th>
          <th scope="col" className="game-odds-percent">
            {t("games:wheel.chance")}
          </th>
        </tr>
      </thead>
      <tbody>
        {segments.map((s) => (
          <tr key={s.id}>
            <th scope="row">
              <span className="game-swatch" style={{ background: s.colour }} aria-hidden="true" />
              {s.label}
            </th>
            <td>{prizeText(s)}</td>
            <td className="game-odds-percent">{t("games:wheel.percent", { percent: s.percent.toLocaleString("en", { maximumFractionDigits: 1 }) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function JackpotPanel({ game }: { game: CampaignPageView }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const hydrated = useHydrated();
  const jackpot = game.jackpot!;
  const [amount, setAmount] = useState(jackpot.amount);
  useEffect(() => setAmount(jackpot.amount), [jackpot.amount]);
  useEffect(() => {
    // The pool refreshes itself every 5 s while the page is in view (without JavaScript: the page reloads, see below).
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible") return;
      fetch(`/games/${game.slug}/pool`, { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ amount: number }>) : null))
        .then((figure) => figure && setAmount(figure.amount))
        .catch(() => undefined);
    }, 5000);
    return () => window.clearInterval(timer);
  }, [game.slug]);
  return (
    <section className="game-panel" aria-labelledby="jackpot-title">
      <h2 id="jackpot-title">{jackpot.title}</h2>
      <p className="jackpot-figure" data-testid="jackpot-amount" aria-live="polite">
        {format.money(amount)}
      </p>
      <p className="jackpot-rule">{t("games:jackpot.rule", { step: format.money(jackpot.step), oneIn: jackpot.oneIn.toLocaleString("en"), minWin: format.money(jackpot.minWin) })}</p>
      {jackpot.lastWon ? <p className="game-note">{t("games:jackpot.lastWon", { amount: format.money(jackpot.lastWon) })}</p> : null}
      {game.kind === "jackpot" ? (
        <>
          {jackpot.wheelSlug ? (
            <p>
              <Link className="button" to={`/games/${jackpot.wheelSlug}`}>
                {t("games:jackpot.playWheel", { wheel: jackpot.wheelTitle })}
              </Link>
            </p>
          ) : null}
          {hydrated ? null : (
            <p className="game-note">
              <a href={`/games/${game.slug}`}>{t("games:jackpot.refresh")}</a>
            </p>
          )}
          <noscript>
            <meta httpEquiv="refresh" content="30" />
          </noscript>
        </>
      ) : null}
    </section>
  );
}

function SpinResultPanel({ spin, game }: { spin: SpinOutcome; game: CampaignPageView }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const prizeText = usePrizeText();
  const segment = game.segments.find((s) => s.id === spin.segmentId);
  return (
    <div className="game-result" role="status" data-testid="spin-result">
      <h2>{t("games:result.title")}</h2>
      <p className="game-result-prize" data-testid="spin-prize">
        {spin.prizeKind === "try_again" ? t("games:result.tryAgain") : t("games:result.won", { prize: segment ? prizeText(segment) : "" })}
      </p>
      {spin.couponCode ? (
        <p>
          {t("games:result.couponCode")} <span className="game-coupon-code">{spin.couponCode}</span>
        </p>
      ) : null}
      {spin.jackpotAmount ? <p className="game-result-prize">{t("games:result.jackpot", { amount: format.money(spin.jackpotAmount) })}</p> : null}
      <p>
        <Link to={`/games/${game.slug}/spins/${spin.spinId}`}>{t("games:result.open")}</Link>
        {spin.couponCode ? (
          <>
            {" · "}
            <Link to="/account/coupons">{t("games:result.myCoupons")}</Link>
          </>
        ) : null}
        {spin.cashbackAmount || spin.jackpotAmount ? (
          <>
            {" · "}
            <Link to="/account/wallet">{t("games:result.myWallet")}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}

export default function GamePage() {
  const { game, loginHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SpinAnswer | undefined;
  const { t } = useTranslation();
  const format = useShopFormat();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof action>();
  const answer = (fetcher.data as SpinAnswer | undefined) ?? actionData;
  const spin = answer && "spin" in answer ? answer.spin : null;
  const [stopped, setStopped] = useState(false);
  const error = answer && "error" in answer ? answer.error : null;
  const stopIndex = spin ? game.segments.findIndex((s) => s.id === spin.segmentId) : -1;

  return (
    <article className="game-page">
      <p className="back-link">
        <Link to="/promotions">← {t("games:backToPromotions")}</Link>
      </p>
      <header className="game-head">
        <h1>{game.title}</h1>
        {game.description ? <p className="game-lead">{game.description}</p> : null}
        <p className="game-window">{t("games:window", { from: format.date(game.startsAt), to: format.date(new Date(Date.parse(game.endsAt) - 1).toISOString()) })}</p>
      </header>
      {game.kind === "jackpot" ? (
        game.jackpot ? <JackpotPanel game={game} /> : null
      ) : (
        <div className="game-layout">
          <LuckyWheel segments={game.segments} stopAt={stopIndex >= 0 ? stopIndex : null} animate={spin !== null} onStopped={() => setStopped(true)} label={t("games:wheel.label", { title: game.title })} />
          <div>
            <section className="game-panel" aria-labelledby="spin-title">
              <h2 id="spin-title">{t("games:wheel.playTitle")}</h2>
              {spin ? (
                stopped ? (
                  <SpinResultPanel spin={spin} game={game} />
                ) : (
                  <p className="game-note" data-testid="wheel-spinning" aria-live="polite">
                    {t("games:wheel.spinning")}
                  </p>
                )
              ) : game.refusal === null ? (
                <fetcher.Form method="post" className="game-spin-form" data-testid="spin-form">
                  <input type="hidden" name="intent" value="spin" />
                  <input type="hidden" name="mode" value={hydrated ? "wheel" : "page"} />
                  <SubmitButton className="button game-spin-button" disabled={fetcher.state !== "idle"} data-testid="spin-button">
                    {t("games:wheel.spin")}
                  </SubmitButton>
                  <p className="game-note">{t(game.playRule === "once_per_day" ? "games:wheel.oncePerDay" : "games:wheel.oncePerCampaign")}</p>
                </fetcher.Form>
              ) : game.refusal === "games:errors.signInRequired" ? (
                <p data-testid="spin-refusal">
                  {t("games:wheel.signInFirst")}{" "}
                  <a className="button" href={loginHref}>
                    {t("games:wheel.signIn")}
                  </a>
                </p>
              ) : (
                <div data-testid="spin-refusal">
                  <p>{t(game.refusal)}</p>
                  {game.nextPlayAt ? <p className="game-note">{t("games:wheel.nextPlay", { when: format.dateTime(game.nextPlayAt) })}</p> : null}
                  {game.playedSpinId ? (
                    <p>
                      <Link to={`/games/${game.slug}/spins/${game.playedSpinId}`}>{t("games:wheel.yourSpin")}</Link>
                    </p>
                  ) : null}
                </div>
              )}
              {error ? (
                <p className="game-error" role="alert">
                  {t(error)}
                </p>
              ) : null}
            </section>
            <section className="game-panel" aria-labelledby="odds-title">
              <h2 id="odds-title">{t("games:wheel.oddsTitle")}</h2>
              <OddsTable segments={game.segments} />
              <p className="game-note">{t("games:wheel.oddsNote")}</p>
            </section>
            {game.jackpot ? <JackpotPanel game={game} /> : null}
          </div>
        </div>
      )}
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
