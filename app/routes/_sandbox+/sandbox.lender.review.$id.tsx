import { data, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { requireSandbox } from "~/adapters/payments/sandbox/common.server";
import { decideLenderApplication, lenderApplicationPage } from "~/adapters/payments/sandbox/lender.server";
import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import sandboxStylesHref from "~/styles/sandbox.css";

/** The lender simulator's review of one application: Approve or Decline, then a signed callback to the shop. */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Lender sandbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sandboxStylesHref }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireSandbox();
  const application = await lenderApplicationPage({ db: context.db }, params.id ?? "");
  if (!application) throw new Response("Not found", { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return { title: t("sandbox:lender.reviewTitle"), application };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSandbox();
  assertSameSite(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent !== "approve" && intent !== "decline") return data({ outcome: "invalid" as const, notified: false }, { status: 400 });
  const reason = String(form.get("reason") ?? "").trim();
  const result = await decideLenderApplication({ db: context.db }, params.id ?? "", intent, reason || null);
  if (!result) throw new Response("Not found", { status: 404 });
  return data(result.outcome === "already_decided" ? { outcome: result.outcome, notified: false } : result);
}

export default function LenderSandboxReview() {
  const { application } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("sandbox");
  return (
    <section className="sandbox-page" aria-labelledby="lender-review-title">
      <div className="form-card">
        <p className="sandbox-badge">{t("sandbox:badge")}</p>
        <h1 id="lender-review-title">{t("sandbox:lender.reviewHeading")}</h1>
        <dl className="sandbox-summary">
          <div>
            <dt>{t("sandbox:lender.column.order")}</dt>
            <dd>{application.orderNumber}</dd>
          </div>
          <div>
            <dt>{t("sandbox:lender.column.applicant")}</dt>
            <dd>{application.applicantName}</dd>
          </div>
          <div>
            <dt>{t("sandbox:lender.phone")}</dt>
            <dd>{application.applicantPhone}</dd>
          </div>
          {application.applicantEmail ? (
            <div>
              <dt>{t("sandbox:lender.email")}</dt>
              <dd>{application.applicantEmail}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("sandbox:lender.column.amount")}</dt>
            <dd className="sandbox-amount">{application.amountText}</dd>
          </div>
          <div>
            <dt>{t("sandbox:lender.column.downPayment")}</dt>
            <dd>{application.downPaymentText}</dd>
          </div>
          <div>
            <dt>{t("sandbox:lender.status")}</dt>
            <dd data-testid="lender-state">{t(`sandbox:lender.state.${application.state}`)}</dd>
          </div>
          {application.reason ? (
            <div>
              <dt>{t("sandbox:lender.reasonShown")}</dt>
              <dd>{application.reason}</dd>
            </div>
          ) : null}
        </dl>
        {result && result.outcome !== "invalid" ? (
          <div className="sandbox-result" role="status">
            {result.outcome === "approved" ? <p>{t("sandbox:lender.approved")}</p> : null}
            {result.outcome === "declined" ? <p>{t("sandbox:lender.declined")}</p> : null}
            {result.outcome === "already_decided" ? <p>{t("sandbox:lender.alreadyDecided")}</p> : null}
            {result.outcome === "approved" || result.outcome === "declined" ? (
              <p>{result.notified ? t("sandbox:lender.notified") : t("sandbox:lender.notNotified")}</p>
            ) : null}
          </div>
        ) : null}
        {application.state === "pending" ? (
          <Form method="post" className="form-stack">
            <div className="field">
              <label htmlFor="decline-reason">{t("sandbox:lender.reason")}</label>
              <input id="decline-reason" name="reason" type="text" maxLength={200} autoComplete="off" />
            </div>
            <div className="form-actions">
              <SubmitButton name="intent" value="approve">
                {t("sandbox:lender.approve")}
              </SubmitButton>
              <SubmitButton name="intent" value="decline" className="button button-secondary">
                {t("sandbox:lender.decline")}
              </SubmitButton>
            </div>
          </Form>
        ) : null}
        <p>
          <Link to="/sandbox/lender">{t("sandbox:lender.backToList")}</Link>
        </p>
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
