import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { asQuoteState, QUOTE_STATES } from "~/modules/microsite";
import { staffQuoteRequests } from "~/modules/microsite/index.server";
import { formatPhone } from "~/kernel/identifiers";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { StateFilter } from "~/ui/StateFilter";
import { Pager } from "~/ui/Pager";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import eventsStylesHref from "~/styles/microsite-events.css";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsStylesHref }];

/** /staff/quotes: the microsite's tour and event quote requests by state (new by default), newest first, paged. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const params = new URL(request.url).searchParams;
  const state = params.has("state") ? asQuoteState(params.get("state")) : "new";
  const t = await i18next.getFixedT(request);
  const page = await staffQuoteRequests(context.db, state, Number(params.get("page")) || 1, context.locale);
  return data({ title: pageTitle(t, t("quotes:staff.title")), ...page }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function StaffQuotes() {
  const { t } = useTranslation();
  const { quotes, state, page, pages, total } = useLoaderData<typeof loader>();
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ state: state ?? "", ...extra }).toString()}`;
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide">
        <p className="back-link">
          <Link to="/staff">← {t("quotes:staff.back")}</Link>
        </p>
        <h1>{t("quotes:staff.title")}</h1>
        <StateFilter
          id="quotes-state"
          state={state}
          states={QUOTE_STATES.map((value) => ({ value, label: t(`quotes:states.${value}`) }))}
          texts={{ filter: t("quotes:staff.filter"), all: t("quotes:staff.all"), show: t("quotes:staff.show") }}
        />
        <p>{t("quotes:staff.total", { count: total })}</p>
        {quotes.length === 0 ? (
          <p className="empty-state">{t("quotes:staff.empty")}</p>
        ) : (
          <ul className="staff-quotes" data-testid="staff-quotes">
            {quotes.map((q) => (
              <li key={q.id} data-testid="staff-quote" data-id={q.id}>
                <Link to={`/staff/quotes/${q.id}`}>
                  <strong>{t("quotes:staff.number", { id: q.id })}</strong> · {q.eventTitle ?? t("quotes:staff.privateTour")}
                </Link>
                <p>
                  {t("quotes:staff.guests", { count: q.groupSize })} · {t("quotes:staff.wanted", { date: q.dateWanted })} · {t(`quotes:languages.${q.guideLanguage}`)} · {q.name} (
                  {q.email ?? (q.phone ? formatPhone(q.phone) : "")}) · <span className={`staff-quote-state staff-quote-${q.state}`}>{t(`quotes:states.${q.state}`)}</span>
                </p>
                {q.excerpt ? <p className="staff-quote-excerpt">{q.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pages} hrefFor={(p) => query({ page: String(p) })} />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
