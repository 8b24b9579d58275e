import { data, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { SandboxSummary } from "~/adapters/payments/sandbox/ui/SandboxSummary";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { requireSandbox } from "~/adapters/payments/sandbox/common.server";
import { qpayBankPage, submitQpayBankPayment } from "~/adapters/payments/sandbox/qpay.server";
import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import sandboxStylesHref from "~/styles/sandbox.css";

/** The QPay simulator's 'bank app': what a shopper's bank app does after scanning the invoice's QR. */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "QPay sandbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sandboxStylesHref }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireSandbox();
  const app = new URL(request.url).searchParams.get("app");
  const page = await qpayBankPage({ db: context.db }, params.invoiceId ?? "", app);
  if (!page) throw new Response("Not found", { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return { title: t("sandbox:qpay.title"), page, app };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSandbox();
  assertSameSite(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent !== "pay" && intent !== "decline") return data({ outcome: "invalid" as const, orderUrl: null, notified: undefined }, { status: 400 });
  const app = form.get("app");
  const result = await submitQpayBankPayment({ db: context.db }, params.invoiceId ?? "", intent, typeof app === "string" ? app : null);
  if (!result) throw new Response("Not found", { status: 404 });
  return data(result);
}

export default function QpayBankSandboxPage() {
  const { page, app } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("sandbox");
  const outcome = result?.outcome ?? (page.state === "canceled" ? "canceled" : page.state === "open" ? null : "already_paid");
  const orderUrl = result?.orderUrl ?? page.orderUrl;
  return (
    <section className="sandbox-page" aria-labelledby="qpay-sandbox-title">
      <div className="form-card">
        <p className="sandbox-badge">{t("sandbox:badge")}</p>
        <p className="lead">
          {t("sandbox:qpay.bankApp")}: {page.bankName}
        </p>
        <h1 id="qpay-sandbox-title">{t("sandbox:qpay.heading")}</h1>
        <SandboxSummary
          merchant={page.merchant}
          amountText={page.amountText}
          description={page.description}
          reference={page.receiverCode ? { label: t("sandbox:qpay.order"), value: page.receiverCode } : null}
        />
        {outcome && outcome !== "invalid" ? (
          <div className="sandbox-result" role="status">
            {outcome === "paid" ? <p>{t("sandbox:qpay.paid")}</p> : null}
            {outcome === "paid" && result?.notified === false ? <p>{t("sandbox:qpay.notNotified")}</p> : null}
            {outcome === "declined" ? <p>{t("sandbox:qpay.declined")}</p> : null}
            {outcome === "already_paid" ? <p>{t("sandbox:qpay.alreadyPaid")}</p> : null}
            {outcome === "canceled" ? <p>{t("sandbox:qpay.canceled")}</p> : null}
          </div>
        ) : null}
        {outcome === null || outcome === "declined" || outcome === "invalid" ? (
          <Form method="post" className="form-actions">
            {app ? <input type="hidden" name="app" value={app} /> : null}
            <SubmitButton name="intent" value="pay">
              {t("sandbox:qpay.pay")}
            </SubmitButton>
            <SubmitButton name="intent" value="decline" className="button button-secondary">
              {t("sandbox:qpay.decline")}
            </SubmitButton>
          </Form>
        ) : null}
        {outcome && outcome !== "invalid" && orderUrl ? (
          <p>
            <a className={outcome === "declined" ? undefined : "button"} href={orderUrl}>
              {t("sandbox:qpay.openOrder")}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
