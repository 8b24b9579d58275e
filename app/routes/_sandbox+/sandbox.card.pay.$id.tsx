import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { SandboxSummary } from "~/adapters/payments/sandbox/ui/SandboxSummary";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { cardPaymentPage, submitCardPayment } from "~/adapters/payments/sandbox/card.server";
import { requireSandbox } from "~/adapters/payments/sandbox/common.server";
import { env } from "~/config/env.server";
import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import sandboxStylesHref from "~/styles/sandbox.css";

/** The card gateway simulator's hosted payment page: where the card adapter sends the shopper. */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Card sandbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sandboxStylesHref }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireSandbox();
  const page = await cardPaymentPage({ db: context.db }, params.id ?? "");
  if (!page) throw new Response("Not found", { status: 404 });
  const t = await i18next.getFixedT(context.locale);
  return { title: t("sandbox:card.title"), page };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireSandbox();
  assertSameSite(request);
  const form = await readFormData(request);
  const cardNumber = String(form.get("card_number") ?? "").slice(0, 40);
  const result = await submitCardPayment(
    { db: context.db },
    params.id ?? "",
    { intent: String(form.get("intent") ?? ""), cardNumber },
    { lateCallbackMs: env().CARD_SANDBOX_LATE_CALLBACK_MS },
  );
  if (!result) throw new Response("Not found", { status: 404 });
  if (!result.ok) return data({ error: result.error, cardNumber }, { status: 400 });
  return redirect(result.redirectTo, 303);
}

export default function CardSandboxPage() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("sandbox");
  const error = actionData?.error === "test_card";
  return (
    <section className="sandbox-page" aria-labelledby="card-sandbox-title">
      <div className="form-card">
        <p className="sandbox-badge">{t("sandbox:badge")}</p>
        <h1 id="card-sandbox-title">{t("sandbox:card.heading")}</h1>
        <SandboxSummary merchant={page.merchant} amountText={page.amountText} description={page.description} reference={{ label: t("sandbox:reference"), value: String(page.reference) }} />
        {page.finished ? (
          <div className="sandbox-result">
            <p role="status">{t(`sandbox:card.finished.${page.state}`)}</p>
            <a className="button" href={page.returnUrl}>
              {t("sandbox:backToShop")}
            </a>
          </div>
        ) : (
          <Form method="post" className="form-stack" noValidate>
            {error ? (
              <div className="form-error" role="alert" id="card-number-error">
                <p>{t("sandbox:card.useTestCard")}</p>
              </div>
            ) : null}
            <div className="field">
              <label htmlFor="card-number">{t("sandbox:card.cardNumber")}</label>
              <input
                id="card-number"
                name="card_number"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={actionData?.cardNumber ?? "4242 4242 4242 4242"}
                aria-describedby={error ? "card-number-hint card-number-error" : "card-number-hint"}
                aria-invalid={error || undefined}
              />
              <p id="card-number-hint" className="field-hint">
                {t("sandbox:card.hint")}
              </p>
            </div>
            <div className="form-actions">
              <SubmitButton name="intent" value="pay">
                {t("sandbox:card.pay")}
              </SubmitButton>
              <SubmitButton name="intent" value="late" className="button button-secondary">
                {t("sandbox:card.payLate")}
              </SubmitButton>
              <SubmitButton name="intent" value="decline" className="button button-secondary">
                {t("sandbox:card.decline")}
              </SubmitButton>
              <SubmitButton name="intent" value="abandon" className="link-button">
                {t("sandbox:card.abandon")}
              </SubmitButton>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
