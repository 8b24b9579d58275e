import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BOOKING_ERROR_FIELD, BookingForm, BookingSchema, CalculatorSchema, HOTELS_STATUS, PriceBreakdownTable, type BookingFormValues } from "~/modules/hotels";
import { bookingPaymentMethods, newBookingFormKey, placeBooking, quoteStay } from "~/modules/hotels/index.server";
import { readFormData } from "~/platform/form-body.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import hotelsStylesHref from "~/styles/hotels.css";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { localized } from "~/kernel/localized";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: hotelsStylesHref }];

/**
 * /hotels/:slug/book?room=&checkIn=&checkOut=&rooms=&guests=: the booking form for signed-in
 * shoppers (others go to /login and come back): one passenger block per guest, the contact
 * (from the account), an optional airport transfer and the way to pay, under the stay's price
 * as the server computed it. Posting places the booking; paying by card goes on to the card
 * page, QPay and requests to the booking's page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(context.locale);
  const url = new URL(request.url);
  const slug = params.slug ?? "";
  const submission = parseWithZod(url.searchParams, { schema: CalculatorSchema });
  if (submission.status !== "success") throw redirect(`/hotels/${encodeURIComponent(slug)}?${url.searchParams}`);
  const quote = await quoteStay(context.db, context.now, slug, submission.value.room, submission.value);
  if (!quote.ok) {
    if (quote.error === "hotels:errors.hotelUnknown") throw data(null, { status: 404 });
    throw redirect(`/hotels/${encodeURIComponent(slug)}?${url.searchParams}`);
  }
  const { hotel, room, price } = quote.value;
  const locale = context.locale === "en" ? "en" : "mn";
  return data(
    {
      title: pageTitle(t, t("hotels:form.title")),
      hotel: { slug: hotel.slug, name: localized(hotel, "name", locale) },
      roomName: localized(room, "name", locale),
      stay: submission.value,
      price,
      formKey: newBookingFormKey(),
      methods: bookingPaymentMethods(url.origin),
      contact: { contactName: user.name || `${user.first_name} ${user.last_name}`.trim(), contactPhone: user.phone ?? "", contactEmail: user.email ?? "" },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: BookingSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const origin = new URL(request.url).origin;
  const locale = context.locale === "en" ? "en" : "mn";
  const result = await placeBooking(context.db, { now: context.now, origin, locale }, user.id, params.slug ?? "", submission.value);
  if (!result.ok) {
    const t = await i18next.getFixedT(context.locale);
    const message = t(result.error, result.values);
    const field = BOOKING_ERROR_FIELD[result.error];
    return data(field ? submission.reply({ fieldErrors: { [field]: [message] } }) : submission.reply({ formErrors: [message] }), { status: HOTELS_STATUS[result.error] });
  }
  if (result.value.redirectUrl) return redirect(result.value.redirectUrl);
  return redirectWithToast(`/account/bookings/${result.value.number}`, {
    kind: "success",
    key: result.value.state === "requested" ? "hotels:toast.requested" : "hotels:toast.awaitingPayment",
  });
}

export default function BookHotel() {
  const { t } = useTranslation();
  const { hotel, roomName, stay, price, formKey, methods, contact } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const values = (reply?.initialValue as BookingFormValues | undefined) ?? contact;
  return (
    <section className="booking-page" aria-labelledby="booking-title">
      <p className="back-link">
        <Link to={`/hotels/${hotel.slug}`}>← {hotel.name}</Link>
      </p>
      <h1 id="booking-title">{t("hotels:form.title")}</h1>
      <div className="booking-layout">
        <aside className="booking-summary" aria-labelledby="booking-summary-title">
          <h2 id="booking-summary-title">{t("hotels:form.summary")}</h2>
          <p>
            <strong>{hotel.name}</strong>
            <br />
            {roomName} × {stay.rooms}
          </p>
          <PriceBreakdownTable price={price} />
        </aside>
        <BookingForm stay={stay} formKey={formKey} values={values} errors={(reply?.error as Record<string, string[]> | undefined) ?? {}} methods={methods} />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
