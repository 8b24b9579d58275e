import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { requireSandbox } from "~/adapters/payments/sandbox/common.server";
import { pendingLenderApplications } from "~/adapters/payments/sandbox/lender.server";
import i18next from "~/platform/i18next.server";
import sandboxStylesHref from "~/styles/sandbox.css";
import { SHOP_TIME_ZONE } from "~/kernel/dates";

/** The lender simulator's desk: applications waiting for a decision (newest first, at most 50). */

const SHOWN = 50;

const timeFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Lender sandbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sandboxStylesHref }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ context }: LoaderFunctionArgs) {
  requireSandbox();
  const applications = await pendingLenderApplications({ db: context.db }, SHOWN);
  const t = await i18next.getFixedT(context.locale);
  return {
    title: t("sandbox:lender.title"),
    applications: applications.map((application) => ({ ...application, createdAtLocal: timeFormat.format(new Date(application.createdAt)) })),
  };
}

export default function LenderSandboxIndex() {
  const { applications } = useLoaderData<typeof loader>();
  const { t } = useTranslation("sandbox");
  return (
    <section className="sandbox-page wide" aria-labelledby="lender-sandbox-title">
      <p className="sandbox-badge">{t("sandbox:badge")}</p>
      <h1 id="lender-sandbox-title">{t("sandbox:lender.heading")}</h1>
      {applications.length === 0 ? (
        <p role="status" className="empty-state">
          {t("sandbox:lender.empty")}
        </p>
      ) : (
        <div style={{ overflowX: "auto" }}>
          <table className="data-table">
            <caption className="visually-hidden">{t("sandbox:lender.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("sandbox:lender.column.created")}</th>
                <th scope="col">{t("sandbox:lender.column.order")}</th>
                <th scope="col">{t("sandbox:lender.column.applicant")}</th>
                <th scope="col">{t("sandbox:lender.column.amount")}</th>
                <th scope="col">{t("sandbox:lender.column.downPayment")}</th>
                <th scope="col">{t("sandbox:lender.column.action")}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.id} data-testid="lender-application">
                  <td>
                    <time dateTime={application.createdAt}>{application.createdAtLocal}</time>
                  </td>
                  <td>{application.orderNumber}</td>
                  <td>{application.applicantName}</td>
                  <td>{application.amountText}</td>
                  <td>{application.downPaymentText}</td>
                  <td>
                    <Link to={`/sandbox/lender/review/${application.id}`} aria-label={`${t("sandbox:lender.review")} ${application.orderNumber}`}>
                      {t("sandbox:lender.review")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
