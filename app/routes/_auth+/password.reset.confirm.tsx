import { clearAuthFlow, readAuthFlow } from "~/web/auth-flow.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import i18next from "~/platform/i18next.server";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { Field, FormErrors } from "~/ui/forms/Field";
import { HoneypotField } from "~/ui/forms/HoneypotField";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { maskDestination } from "~/kernel/identifiers";
import { PASSWORD_MIN_LENGTH, CodeField } from "~/modules/auth";
import { codeErrorKey } from "~/modules/auth";
import { completePasswordReset, requestPasswordReset } from "~/modules/auth/index.server";

import { assertNotBot } from "~/platform/honeypot.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { clearSessionCookie } from "~/platform/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { ResendCodeSchema, ResetPasswordSchema } from "~/modules/auth";
import { readFormData } from "~/platform/form-body.server";

export const meta = privatePageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const flow = await readAuthFlow(request, "password_reset");
  if (!flow) throw redirect("/password/reset");
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("auth:reset.confirmTitle")), kind: flow.kind, masked: maskDestination({ kind: flow.kind, value: flow.destination }) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const flow = await readAuthFlow(request, "password_reset");
  if (!flow) throw redirect("/password/reset");
  const formData = await readFormData(request);
  assertNotBot(formData);
  const identifier = { kind: flow.kind, value: flow.destination } as const;
  const hidden = { hideFields: ["password", "confirmation"] };

  if (formData.get("intent") === "resend") {
    const sent = await requestPasswordReset(context.db, { identifier, ip: context.clientIp, locale: context.locale }, context.now);
    const reply = parseWithZod(new FormData(), { schema: ResendCodeSchema }).reply({
      formErrors: [sent.ok ? "auth:login.codeResent" : "auth:errors.tooManyCodes"],
    });
    return data(reply, { status: sent.ok ? 200 : 429 });
  }

  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(hidden), { status: 400 });
  const result = await completePasswordReset(context.db, { identifier, code: submission.value.code, password: submission.value.password }, context.now);
  if (!result.ok) {
    return data(submission.reply({ ...hidden, fieldErrors: { code: [codeErrorKey(result.error, flow.kind)] } }), { status: 400 });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await clearAuthFlow());
  headers.append("Set-Cookie", await clearSessionCookie());
  return redirectWithToast("/login/password", { kind: "success", key: "auth:toast.passwordReset" }, { headers });
}

export default function PasswordResetConfirm() {
  const { t } = useTranslation();
  const { kind, masked } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof ResetPasswordSchema>({
    lastResult,
  });
  return (
    <section className="form-card" aria-labelledby="reset-confirm-title">
      <h1 id="reset-confirm-title">{t("auth:reset.confirmTitle")}</h1>
      <p className="lead">{t(kind === "email" ? "auth:code.sentEmailIfAccount" : "auth:code.sentSmsIfAccount", { destination: masked })}</p>
      <Form method="post" className="form-stack" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <CodeField meta={fields.code} label={t("auth:code.label")} />
        <Field
          meta={fields.password}
          type="password"
          label={t("auth:password.new")}
          hint={t("auth:password.rules", { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
        />
        <Field meta={fields.confirmation} type="password" label={t("auth:password.confirmation")} autoComplete="new-password" required />
        <HoneypotField />
        <div className="form-actions">
          <SubmitButton name="intent" value="reset">
            {t("auth:reset.submit")}
          </SubmitButton>
          <button type="submit" name="intent" value="resend" className="link-button" formNoValidate>
            {t("auth:code.resend")}
          </button>
        </div>
      </Form>
      <p>
        <Link to="/password/reset">{t("auth:code.changeDestination")}</Link>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
