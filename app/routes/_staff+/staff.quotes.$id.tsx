import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { QUOTE_ANSWER_MAX, QUOTE_STATUS, StaffQuoteSchema } from "~/modules/microsite";
import { handleQuoteRequest, staffQuoteRequest } from "~/modules/microsite/index.server";
import { formatPhone } from "~/kernel/identifiers";
import { readFormData, requireIdParam } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { useShopFormat } from "~/ui/use-shop-format";
import eventsStylesHref from "~/styles/microsite-events.css";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: eventsStylesHref }];

/**
 * /staff/quotes/:id: one quote request for a tour or event (or a private tour); answer it with a
 * price for the group and a message, which the requester receives by e-mail in the microsite
 * language they wrote in (once: a request is answered only while it is new), or close it.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const quote = await staffQuoteRequest(context.db, requireIdParam(params.id), context.locale);
  if (!quote) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(request);
  return data({ title: pageTitle(t, t("quotes:staff.number", { id: quote.id })), quote }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  formData.set("id", params.id ?? "");
  const submission = parseWithZod(formData, { schema: StaffQuoteSchema });
  if (submission.status !== "success") return data({ error: firstError(submission.error) ?? "quotes:errors.priceInvalid" }, { status: 400 });
  const result = await handleQuoteRequest(context.db, context.now, staff.id, submission.value);
  if (!result.ok) return data({ error: result.error }, { status: QUOTE_STATUS[result.error] });
  return redirectWithToast(result.value.state === "answered" ? `/staff/quotes/${submission.value.id}` : "/staff/quotes", {
    kind: "success",
    key: result.value.state === "answered" ? "quotes:toast.answered" : "quotes:toast.closed",
  });
}

export default function StaffQuote() {
  const { t } = useTranslation();
  const format = useShopFormat();
  const { quote } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const language = t(`quotes:languages.${quote.locale}`);
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide staff-quote">
        <p className="back-link">
          <Link to="/staff/quotes">← {t("quotes:staff.title")}</Link>
        </p>
        <h1>{t("quotes:staff.number", { id: quote.id })}</h1>
        <h2>{t("quotes:detail.request")}</h2>
        <dl className="staff-quote-details">
          <dt>{t("quotes:detail.state")}</dt>
          <dd data-testid="quote-state">{t(`quotes:states.${quote.state}`)}</dd>
          <dt>{t("quotes:detail.event")}</dt>
          <dd data-testid="quote-event">
            {quote.eventSlug ? (
              <a href={`/brand/${quote.locale}/events/${quote.eventSlug}`}>{quote.eventTitle}</a>
            ) : (
              t("quotes:staff.privateTour")
            )}
          </dd>
          {quote.eventStartsAt ? (
            <>
              <dt>{t("quotes:detail.eventDate")}</dt>
              <dd>{format.dateTime(quote.eventStartsAt)}</dd>
            </>
          ) : null}
          {quote.eventPricePerPerson !== null ? (
            <>
              <dt>{t("quotes:detail.eventPrice")}</dt>
              <dd>{format.money(quote.eventPricePerPerson)}</dd>
            </>
          ) : null}
          <dt>{t("quotes:detail.groupSize")}</dt>
          <dd data-testid="quote-group-size">{quote.groupSize}</dd>
          <dt>{t("quotes:detail.dateWanted")}</dt>
          <dd>{quote.dateWanted}</dd>
          <dt>{t("quotes:detail.guideLanguage")}</dt>
          <dd>{t(`quotes:languages.${quote.guideLanguage}`)}</dd>
          <dt>{t("quotes:detail.requester")}</dt>
          <dd data-testid="quote-name">{quote.name}</dd>
          {quote.email ? (
            <>
              <dt>{t("quotes:detail.email")}</dt>
              <dd data-testid="quote-email">
                <a href={`mailto:${quote.email}`}>{quote.email}</a>
              </dd>
            </>
          ) : null}
          {quote.phone ? (
            <>
              <dt>{t("quotes:detail.phone")}</dt>
              <dd>
                <a href={`tel:${quote.phone}`}>{quote.phone.startsWith("+976") ? formatPhone(quote.phone) : quote.phone}</a>
              </dd>
            </>
          ) : null}
          <dt>{t("quotes:detail.locale")}</dt>
          <dd data-testid="quote-locale">{language}</dd>
          <dt>{t("quotes:detail.createdAt")}</dt>
          <dd>
            <time dateTime={quote.createdAt}>{format.dateTime(quote.createdAt)}</time>
          </dd>
          <dt>{t("quotes:detail.clientIp")}</dt>
          <dd>{quote.clientIp}</dd>
        </dl>
        <h2>{t("quotes:detail.message")}</h2>
        <p className="staff-quote-message" data-testid="quote-message">
          {quote.message || t("quotes:detail.noMessage")}
        </p>

        {quote.answeredAt && quote.answerPrice !== null ? (
          <>
            <h2>{t("quotes:detail.answer")}</h2>
            <dl className="staff-quote-details" data-testid="quote-answer">
              <dt>{t("quotes:detail.answeredPrice")}</dt>
              <dd data-testid="quote-answer-price">{format.money(quote.answerPrice)}</dd>
              <dt>{t("quotes:detail.answeredMessage")}</dt>
              <dd className="staff-quote-message">{quote.answerMessage}</dd>
              <dt>{t("quotes:detail.answeredAt")}</dt>
              <dd>
                <time dateTime={quote.answeredAt}>{format.dateTime(quote.answeredAt)}</time>
              </dd>
              {quote.staffName ? (
                <>
                  <dt>{t("quotes:detail.answeredBy")}</dt>
                  <dd>{quote.staffName}</dd>
                </>
              ) : null}
            </dl>
          </>
        ) : null}
        {quote.closedAt ? (
          <p>
            {t("quotes:detail.closedAt")}: <time dateTime={quote.closedAt}>{format.dateTime(quote.closedAt)}</time>
          </p>
        ) : null}

        {answer ? (
          <p className="field-error" role="alert" id="quote-action-error">
            {t(answer.error)}
          </p>
        ) : null}

        {quote.state === "new" ? (
          <Form method="post" className="form-stack staff-quote-form" aria-labelledby="quote-answer-title">
            <h2 id="quote-answer-title">{t("quotes:detail.answer")}</h2>
            <div className="field">
              <label htmlFor="quote-price">{t("quotes:detail.price")}</label>
              <input
                id="quote-price"
                name="price"
                inputMode="numeric"
                pattern="[0-9 ,]*"
                maxLength={16}
                required
                defaultValue={quote.suggestedPrice !== null ? String(quote.suggestedPrice) : ""}
                aria-describedby="quote-price-hint"
              />
              <p id="quote-price-hint" className="field-hint">
                {quote.suggestedPrice !== null ? t("quotes:detail.priceHint", { price: format.money(quote.suggestedPrice) }) : t("quotes:detail.priceHintPrivate")}
              </p>
            </div>
            <div className="field">
              <label htmlFor="quote-answer-message">{t("quotes:detail.messageLabel")}</label>
              <textarea id="quote-answer-message" name="message" rows={6} maxLength={QUOTE_ANSWER_MAX} required aria-describedby="quote-answer-hint" />
              <p id="quote-answer-hint" className="field-hint">
                {t(quote.answerBy === "sms" ? "quotes:detail.messageHintSms" : "quotes:detail.messageHint", { language })}
              </p>
            </div>
            <div className="form-actions">
              <SubmitButton name="intent" value="answer" data-testid="quote-answer-submit">
                {t("quotes:detail.submit")}
              </SubmitButton>
            </div>
          </Form>
        ) : null}
        {quote.state !== "closed" ? (
          <Form method="post" className="staff-quote-close">
            <SubmitButton name="intent" value="close" className="button button-secondary" data-testid="quote-close">
              {t("quotes:detail.close")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
