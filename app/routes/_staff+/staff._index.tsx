import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import i18next from "~/platform/i18next.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { accountSummary } from "~/modules/auth";

export const meta = privatePageMeta;

/** The back office's front page: who is signed in, and what their role lets them open. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("auth:staff.title")), account: accountSummary(user) };
}

export default function StaffHome() {
  const { t } = useTranslation();
  const { account } = useLoaderData<typeof loader>();
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide">
        <h1>{t("auth:staff.title")}</h1>
        <p>{t("auth:staff.signedInAs", { name: account.displayName, role: t(`auth:roles.${account.role}`) })}</p>
        <ul>
          <li>
            <Link to="/staff/orders">{t("staff:home.orders")}</Link>
          </li>
          <li>
            <Link to="/staff/wallet">{t("wallet:staffHome.wallet")}</Link>
          </li>
          <li>
            <Link to="/staff/coupons">{t("wallet:staffHome.coupons")}</Link>
          </li>
          <li>
            <Link to="/staff/counter">{t("counter:coupons.title")}</Link>
          </li>
          <li>
            <Link to="/staff/search/synonyms">{t("staff:home.searchSynonyms")}</Link>
          </li>
          <li>
            <Link to="/staff/price-opinions">{t("requests:staff.title")}</Link>
          </li>
          <li>
            <Link to="/staff/restock">{t("requests:restock.title")}</Link>
          </li>
          <li>
            <Link to="/staff/reviews">{t("staff:reviews.title")}</Link>
          </li>
          <li>
            <Link to="/staff/content">{t("content:staff.homeLink")}</Link>
          </li>
          <li>
            <Link to="/staff/newsletter">{t("contact:staff.newsletterTitle")}</Link>
          </li>
          <li>
            <Link to="/staff/messages">{t("contact:staff.messagesTitle")}</Link>
          </li>
          <li>
            <Link to="/staff/quotes">{t("quotes:staff.title")}</Link>
          </li>
          <li>
            <Link to="/staff/games">{t("games:staff.homeLink")}</Link>
          </li>
          <li>
            <Link to="/staff/bookings">{t("hotels:staff.homeLink")}</Link>
          </li>
          <li>
            <Link to="/staff/scan">{t("tickets:staffHome.scan")}</Link>
          </li>
          <li>
            <Link to="/staff/push">{t("push:staff.homeLink")}</Link>
          </li>
          {account.role === "admin" ? (
            <li>
              <Link to="/staff/users">{t("auth:staff.users")}</Link>
            </li>
          ) : null}
          <li>
            <Link to="/account">{t("nav.myAccount")}</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
