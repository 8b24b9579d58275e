import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  brandTranslator,
  EventDetails,
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
import { brandTexts, micrositeEvent, requestQuote } from "~/modules/microsite/index.server";
import { requireMicrositeVisitor } from "~/web/microsite-gate.server";
import { notFound, readFormData } from "~/platform/form-body.server";
import { assertNotBot } from "~/platform/honeypot.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { ticketProductSlug } from "~/modules/counter/index.server";
import eventsStylesHref from "~/styles/microsite-events.css";

/**
 * /brand/{lang}/events/{slug}: one tour or tasting (date and time in Ulaanbaatar, place, places,
 * price, the guides' languages, its description) and, while it has not started, a group's quote
 * request. A stored request leads to `?requested=1`, which thanks the visitor in the page's
 * language (the shop's toasts speak only mn and en). An unknown or unpublished slug is a 404.
 */

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? micrositeMeta(matches, { title: data.title, description: data.event.summary, lang: data.brandTexts.lang, rest: `events/${data.event.slug}` }) : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsStylesHref }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = await requireMicrositeVisitor(request, context, params);
  const view = await micrositeEvent(context.db, context.now, lang, params.slug ?? "");
  if (!view) throw notFound();
  const texts = brandTexts(lang, ["brandEvents"]);
  const { t } = brandTranslator([brandTexts(lang, ["brand"])]);
  // Tickets on sale in the shop for a coming event (issue 20): the page links to the product.
  const ticketSlug = view.event.phase === "upcoming" ? await ticketProductSlug(context.db, view.event.slug) : null;
  return data(
    {
      brandTexts: texts,
      title: `${view.event.title} · ${t("brand:meta.brandName")}`,
      requested: new URL(request.url).searchParams.get("requested") === "1",
      ticketHref: ticketSlug ? `/products/${ticketSlug}` : null,
      ...view,
    },
    { headers: { "Cache-Control": "private, no-cache" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const lang = await requireMicrositeVisitor(request, context, params);
  const slug = params.slug ?? "";
  if (!(await micrositeEvent(context.db, context.now, lang, slug))) throw notFound();
  const formData = await readFormData(request);
  assertNotBot(formData);
  const submission = parseWithZod(formData, { schema: QuoteRequestSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await requestQuote(context.db, context.now, { ...submission.value, slug, locale: lang, clientIp: context.clientIp });
  if (!result.ok) {
    const field = quoteErrorField(result.error);
    return data(submission.reply(field ? { fieldErrors: { [field]: [result.error] } } : { formErrors: [result.error] }), { status: QUOTE_STATUS[result.error] });
  }
  return redirect(`${micrositePath(lang, `events/${slug}`)}?requested=1#quote`, { status: 303 });
}

export default function BrandEvent() {
  const { event, form, requested, ticketHref } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t, lang } = useBrandTexts();
  return (
    <article className="brand-event-page" aria-labelledby="brand-event-title" data-testid="brand-event-page">
      <p className="brand-back">
        <Link to={micrositePath(lang, "events")}>← {t("brandEvents:eventPage.back")}</Link>
      </p>
      <EventDetails event={event} />
      {ticketHref ? (
        <p className="brand-event-tickets">
          <a className="button" href={ticketHref} data-testid="brand-event-buy">
            {t("brandEvents:eventPage.buyTickets")}
          </a>
        </p>
      ) : null}
      {form ? (
        <section id="quote" className="brand-quote" aria-labelledby="brand-quote-title">
          <h2 id="brand-quote-title">{t("brandEvents:eventPage.quoteHeading")}</h2>
          {requested ? <QuoteConfirmation /> : null}
          <p>{t("brandEvents:eventPage.quoteIntro")}</p>
          <QuoteRequestForm id="brand-quote" setup={form} lastResult={lastResult} />
        </section>
      ) : (
        <section className="brand-quote brand-quote-closed" data-testid="brand-event-closed">
          <p>{t(event.phase === "past" ? "brandEvents:eventPage.pastNotice" : "brandEvents:eventPage.underwayNotice")}</p>
          <p>
            <Link to={micrositePath(lang, "events")}>{t("brandEvents:eventPage.seeUpcoming")}</Link>
          </p>
        </section>
      )}
    </article>
  );
}

export { MicrositeErrorBoundary as ErrorBoundary };
