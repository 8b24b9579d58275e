import { saveAuthFlow } from "~/web/auth-flow.server";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { Field, FormErrors } from "~/ui/forms/Field";
import { HoneypotField } from "~/ui/forms/HoneypotField";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { requestPasswordReset } from "~/modules/auth/index.server";

import { assertNotBot } from "~/platform/honeypot.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { RequestCodeSchema } from "~/modules/auth";
import { readFormData } from "~/platform/form-body.server";

export const meta = privatePageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("auth:reset.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  assertNotBot(formData);
  const submission = parseWithZod(formData, { schema: RequestCodeSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { identifier } = submission.value;
  const locale = context.locale;
  const result = await requestPasswordReset(context.db, { identifier, ip: context.clientIp, locale }, context.now);
  if (!result.ok) return data(submission.reply({ formErrors: ["auth:errors.tooManyCodes"] }), { status: 429 });
  const flow = await saveAuthFlow({ purpose: "password_reset", kind: identifier.kind, destination: identifier.value });
  return redirect("/password/reset/confirm", { headers: { "Set-Cookie": flow } });
}

export default function PasswordReset() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof RequestCodeSchema>({
    lastResult,
  });
  return (
    <section className="form-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t("auth:reset.title")}</h1>
      <p className="lead">{t("auth:reset.lead")}</p>
      <Form method="post" className="form-stack" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.identifier} label={t("auth:login.identifier")} autoComplete="username" required />
        <HoneypotField />
        <SubmitButton>{t("auth:login.sendCode")}</SubmitButton>
      </Form>
      <p>
        <Link to="/login/password">{t("auth:reset.back")}</Link>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
