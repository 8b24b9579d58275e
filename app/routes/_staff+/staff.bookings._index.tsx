import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { BookingList, isCalendarDate, type BookingState } from "~/modules/hotels";
import { STAFF_STATES, staffBookings } from "~/modules/hotels/index.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import hotelsStylesHref from "~/styles/hotels.css";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: hotelsStylesHref }];

/** /staff/bookings?state=&from=&to=: hotel bookings by state and check-in date, soonest check-in first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const url = new URL(request.url);
  const stateParam = url.searchParams.get("state") ?? "";
  const state = (STAFF_STATES as readonly string[]).includes(stateParam) ? (stateParam as BookingState) : null;
  const date = (name: string) => {
    const value = url.searchParams.get(name) ?? "";
    return isCalendarDate(value) ? value : null;
  };
  const filter = { state, from: date("from"), to: date("to") };
  const t = await i18next.getFixedT(context.locale);
  const bookings = await staffBookings(context.db, context.locale === "en" ? "en" : "mn", filter);
  return data({ title: pageTitle(t, t("hotels:staff.title")), bookings, filter, states: STAFF_STATES }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function StaffBookings() {
  const { t } = useTranslation();
  const { bookings, filter, states } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel account-panel-wide staff-bookings" aria-labelledby="staff-bookings-title">
      <h1 id="staff-bookings-title">{t("hotels:staff.title")}</h1>
      <Form method="get" className="staff-bookings-filter">
        <div className="field">
          <label htmlFor="filter-state">{t("hotels:staff.filterState")}</label>
          <select id="filter-state" name="state" defaultValue={filter.state ?? ""}>
            <option value="">{t("hotels:staff.allStates")}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {t(`hotels:states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-from">{t("hotels:staff.from")}</label>
          <input id="filter-from" name="from" type="date" defaultValue={filter.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="filter-to">{t("hotels:staff.to")}</label>
          <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ""} />
        </div>
        <div className="form-actions">
          <button type="submit" className="button">
            {t("hotels:staff.filter")}
          </button>
        </div>
      </Form>
      {bookings.length === 0 ? <p className="empty-state">{t("hotels:staff.empty")}</p> : <BookingList bookings={bookings} hrefBase="/staff/bookings" showContact />}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
