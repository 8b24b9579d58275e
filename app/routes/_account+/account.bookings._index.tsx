import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookingList } from "~/modules/hotels";
import { accountBookings } from "~/modules/hotels/index.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import hotelsStylesHref from "~/styles/hotels.css";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: hotelsStylesHref }];

/** /account/bookings: the shopper's hotel bookings, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(context.locale);
  const bookings = await accountBookings(context.db, user.id, context.locale === "en" ? "en" : "mn");
  return data({ title: pageTitle(t, t("hotels:account.title")), bookings }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountBookings() {
  const { t } = useTranslation();
  const { bookings } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel account-panel-wide account-bookings" aria-labelledby="bookings-title">
      <div className="panel-heading">
        <h1 id="bookings-title">{t("hotels:account.title")}</h1>
      </div>
      {bookings.length === 0 ? (
        <p className="empty-state">
          {t("hotels:account.empty")} <Link to="/hotels">{t("hotels:account.browse")}</Link>
        </p>
      ) : (
        <BookingList bookings={bookings} hrefBase="/account/bookings" />
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
