import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BookingFacts, HOTELS_STATUS, StaffBookingSchema } from "~/modules/hotels";
import { bookingDetail, decideBooking } from "~/modules/hotels/index.server";
import { readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
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

/** /staff/bookings/:number: one booking; staff confirm a request or a paid booking, or decline a request (its nights go back). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const booking = await bookingDetail(context.db, params.number ?? "", null, context.locale === "en" ? "en" : "mn", new URL(request.url).origin, context.now);
  if (!booking) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return data({ title: pageTitle(t, t("hotels:staff.detail", { number: booking.number })), booking }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const submission = parseWithZod(await readFormData(request), { schema: StaffBookingSchema });
  if (submission.status !== "success") return data({ error: firstError(submission.error) ?? "hotels:errors.badRequest" }, { status: 400 });
  const number = params.number ?? "";
  const result = await decideBooking(context.db, staff.id, number, submission.value.intent, new URL(request.url).origin, context.now);
  if (!result.ok) return data({ error: result.error }, { status: HOTELS_STATUS[result.error] });
  return redirectWithToast(`/staff/bookings/${number}`, { kind: "success", key: result.value.state === "confirmed" ? "hotels:toast.confirmed" : "hotels:toast.declined" });
}

export default function StaffBooking() {
  const { t } = useTranslation();
  const { booking } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="account-panel account-panel-wide booking-detail" aria-labelledby="booking-title">
      <p className="back-link">
        <Link to="/staff/bookings">← {t("hotels:staff.title")}</Link>
      </p>
      <h1 id="booking-title">{t("hotels:staff.detail", { number: booking.number })}</h1>
      {answer ? (
        <p className="field-error" role="alert">
          {t(answer.error)}
        </p>
      ) : null}
      <BookingFacts booking={booking} />
      {booking.canConfirm || booking.canDecline ? (
        <Form method="post" className="staff-booking-actions">
          {booking.canConfirm ? (
            <SubmitButton name="intent" value="confirm" data-testid="booking-confirm">
              {t("hotels:staff.confirm")}
            </SubmitButton>
          ) : null}
          {booking.canDecline ? (
            <SubmitButton name="intent" value="decline" className="button button-secondary" data-testid="booking-decline">
              {t("hotels:staff.decline")}
            </SubmitButton>
          ) : null}
        </Form>
      ) : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
