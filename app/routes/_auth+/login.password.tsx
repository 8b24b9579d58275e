import { signInAndRedirect } from "~/web/sign-in-session.server";
import { getCurrentUser } from "~/platform/guards.server";
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
import { passwordSignIn } from "~/modules/auth/index.server";

import { assertNotBot } from "~/platform/honeypot.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { PASSWORD_ERROR_KEY, PASSWORD_STATUS, PasswordSignInSchema } from "~/modules/auth";
import { readFormData } from "~/platform/form-body.server";

export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "");
  if (await getCurrentUser(request, context)) throw redirect(redirectTo || "/account");
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("auth:passwordLogin.title")), redirectTo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  assertNotBot(formData);
  const submission = parseWithZod(formData, { schema: PasswordSignInSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const { identifier, password, redirectTo } = submission.value;
  const result = await passwordSignIn(context.db, { identifier, password, ip: context.clientIp }, context.now);
  if (!result.ok) {
    return data(submission.reply({ formErrors: [PASSWORD_ERROR_KEY[result.error]], hideFields: ["password"] }), {
      status: PASSWORD_STATUS[result.error],
    });
  }
  return signInAndRedirect(request, context, result.user, { redirectTo });
}

export default function PasswordLogin() {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof PasswordSignInSchema>({
    lastResult,
  });
  return (
    <section className="form-card" aria-labelledby="password-login-title">
      <h1 id="password-login-title">{t("auth:passwordLogin.title")}</h1>
      <Form method="post" className="form-stack" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.identifier} label={t("auth:login.identifier")} autoComplete="username" required />
        <Field meta={fields.password} type="password" label={t("auth:password.label")} autoComplete="current-password" required />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <HoneypotField />
        <SubmitButton>{t("auth:passwordLogin.submit")}</SubmitButton>
      </Form>
      <p>
        <Link to="/password/reset">{t("auth:passwordLogin.forgot")}</Link>
      </p>
      <p>
        <Link to={redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login"}>{t("auth:passwordLogin.withCode")}</Link>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
