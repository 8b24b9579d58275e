import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  brandTranslator,
  EventCard,
  MicrositeErrorBoundary,
  micrositeMeta,
  micrositePath,
  QUOTE_STATUS,
  QuoteConfirmation,
  quoteErrorField,
  QuoteRequestForm,
  QuoteRequestSchema,
  useBrandTexts,
} from "~/modules/microsite";
import { brandTexts, micrositeEvents, requestQuote } from "~/modules/microsite/index.server";
import { requireMicrositeVisitor } from "~/web/microsite-gate.server";
import { readFormData } from "~/platform/form-body.server";
import { assertNotBot } from "~/platform/honeypot.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import eventsStylesHref from "~/styles/microsite-events.css";

/**
 * /brand/{lang}/events: the brand's distillery tours and tasting evenings (issue 19): upcoming
 * ones soonest first, with date and time in Ulaanbaatar, place, places, price and the guides'
 * languages; the latest past ones in their own block, marked past; and a private tour's quote
 * request for a group that wants its own date. Behind the age gate, a POST included.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? micrositeMeta(matches, { title: data.title, description: data.description, lang: data.brandTexts.lang, rest: "events" }) : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = await requireMicrositeVisitor(request, context, params);
  const texts = brandTexts(lang, ["brandEvents"]);
  const { t } = brandTranslator([texts]);
  const view = await micrositeEvents(context.db, context.now, lang);
  return data(
    {
      brandTexts: texts,
      title: t("brandEvents:page.title"),
      description: t("brandEvents:page.description"),
      requested: new URL(request.url).searchParams.get("requested") === "1",
      ...view,
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const lang = await requireMicrositeVisitor(request, context, params);
  const formData = await readFormData(request);
  assertNotBot(formData);
  const submission = parseWithZod(formData, { schema: QuoteRequestSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await requestQuote(context.db, context.now, { ...submission.value, slug: null, locale: lang, clientIp: context.clientIp });
  if (!result.ok) {
    const field = quoteErrorField(result.error);
    return data(submission.reply(field ? { fieldErrors: { [field]: [result.error] } } : { formErrors: [result.error] }), { status: QUOTE_STATUS[result.error] });
  }
  return redirect(`${micrositePath(lang, "events")}?requested=1#private-tour`, { status: 303 });
}

export default function BrandEvents() {
  const { upcoming, past, privateTour, requested } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useBrandTexts();
  return (
    <div className="brand-events">
      <header className="brand-events-head">
        <h1>{t("brandEvents:page.heading")}</h1>
        <p className="brand-events-intro">{t("brandEvents:page.intro")}</p>
        <p className="brand-events-note">{t("brandEvents:page.timeZoneNote")}</p>
      </header>

      <section className="brand-events-block" aria-labelledby="brand-events-upcoming-title">
        <h2 id="brand-events-upcoming-title">{t("brandEvents:page.upcoming")}</h2>
        {upcoming.length > 0 ? (
          <ul className="brand-event-list" data-testid="brand-events-upcoming">
            {upcoming.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </ul>
        ) : (
          <p className="brand-events-empty">{t("brandEvents:page.noUpcoming")}</p>
        )}
      </section>

      <section id="private-tour" className="brand-quote" aria-labelledby="brand-private-title">
        <h2 id="brand-private-title">{t("brandEvents:private.heading")}</h2>
        {requested ? <QuoteConfirmation /> : null}
        <p>{t("brandEvents:private.intro", { max: privateTour.groupMax })}</p>
        <QuoteRequestForm id="brand-private-quote" setup={privateTour} lastResult={lastResult} />
      </section>

      {past.length > 0 ? (
        <section className="brand-events-block brand-events-past" aria-labelledby="brand-events-past-title">
          <h2 id="brand-events-past-title">{t("brandEvents:page.past")}</h2>
          <p>{t("brandEvents:page.pastIntro")}</p>
          <ul className="brand-event-list" data-testid="brand-events-past">
            {past.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { MicrositeErrorBoundary as ErrorBoundary };
