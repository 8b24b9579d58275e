import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BookingFacts, HOTELS_STATUS, ShopperBookingSchema } from "~/modules/hotels";
import { bookingDetail, bookingPaymentMethods, cancelBooking, payBookingAgain } from "~/modules/hotels/index.server";
import { readFormData } from "~/platform/form-body.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import hotelsStylesHref from "~/styles/hotels.css";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: hotelsStylesHref }];

/**
 * /account/bookings/:number: one of the shopper's bookings (someone else's is a 404): hotel,
 * room, dates, the passengers as "MR Bat Dorj", the transfer, the price as booked, its state;
 * pay an unpaid one (card page, or QPay's QR here) and cancel before the check-in day. Opening
 * it asks the provider about an open payment (the card page returns here) and expires an unpaid
 * booking past its hold.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const origin = new URL(request.url).origin;
  const booking = await bookingDetail(context.db, params.number ?? "", user.id, context.locale === "en" ? "en" : "mn", origin, context.now);
  if (!booking) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return data(
    { title: pageTitle(t, t("hotels:account.detail", { number: booking.number })), booking, methods: bookingPaymentMethods(origin) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const number = params.number ?? "";
  const submission = parseWithZod(await readFormData(request), { schema: ShopperBookingSchema });
  if (submission.status !== "success") return data({ error: firstError(submission.error) ?? "hotels:errors.badRequest" }, { status: 400 });
  const origin = new URL(request.url).origin;
  if (submission.value.intent === "cancel") {
    const result = await cancelBooking(context.db, user.id, number, origin, context.now);
    if (!result.ok) return data({ error: result.error }, { status: HOTELS_STATUS[result.error] });
    return redirectWithToast(`/account/bookings/${number}`, { kind: "success", key: result.value.refunded ? "hotels:toast.canceledRefunded" : "hotels:toast.canceled" });
  }
  const result = await payBookingAgain(context.db, user.id, number, submission.value.method, origin, context.now);
  if (!result.ok) return data({ error: result.error }, { status: HOTELS_STATUS[result.error] });
  if (result.value.redirectUrl) return redirect(result.value.redirectUrl);
  return redirect(`/account/bookings/${number}`);
}

export default function AccountBooking() {
  const { t } = useTranslation();
  const { booking, methods } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const open = booking.state === "awaiting_payment" ? booking.payments.filter((p) => p.state === "pending") : [];
  const qr = open.find((p) => p.method === "qpay" && (p.qrImage || p.qrText));
  const card = open.find((p) => p.method === "card" && p.redirectUrl);
  return (
    <section className="account-panel account-panel-wide booking-detail" aria-labelledby="booking-title">
      <p className="back-link">
        <Link to="/account/bookings">← {t("hotels:account.title")}</Link>
      </p>
      <h1 id="booking-title">{t("hotels:account.detail", { number: booking.number })}</h1>
      {answer ? (
        <p className="field-error" role="alert">
          {t(answer.error)}
        </p>
      ) : null}
      <BookingFacts booking={booking} />
      {qr ? (
        <section className="booking-qr" aria-labelledby="booking-qr-title">
          <h2 id="booking-qr-title">{t("hotels:booking.qrTitle")}</h2>
          {qr.qrImage ? <img src={qr.qrImage} alt="QR" width={220} height={220} /> : <pre>{qr.qrText}</pre>}
          <p className="field-hint">{t("hotels:booking.qrHint")}</p>
          <ul>
            {qr.links.map((l) => (
              <li key={l.link}>
                <a href={l.link}>{l.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {card ? (
        <p>
          <a className="button" href={card.redirectUrl!}>
            {t("hotels:booking.openCard")}
          </a>
        </p>
      ) : null}
      {booking.canPay && methods.length > 0 ? (
        <Form method="post" className="booking-pay">
          <input type="hidden" name="intent" value="pay" />
          <fieldset>
            <legend>{t("hotels:booking.payWith")}</legend>
            {methods.map((m, i) => (
              <div className="field field-radio" key={m}>
                <input id={`pay-${m}`} type="radio" name="method" value={m} defaultChecked={i === 0} />
                <label htmlFor={`pay-${m}`}>{t(`hotels:form.pay.${m}`)}</label>
              </div>
            ))}
          </fieldset>
          <SubmitButton data-testid="booking-pay">{t("hotels:booking.payNow")}</SubmitButton>
        </Form>
      ) : null}
      {booking.canCancel ? (
        <Form method="post" className="booking-cancel">
          <p className="field-hint">{t("hotels:booking.cancelHint")}</p>
          <SubmitButton name="intent" value="cancel" className="button button-secondary" data-testid="booking-cancel">
            {t("hotels:booking.cancel")}
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
