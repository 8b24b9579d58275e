import { saveAuthFlow } from "~/web/auth-flow.server";
import { getCurrentUser } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import i18next from "~/platform/i18next.server";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SocialLoginButtons } from "~/modules/auth";
import { Field, FormErrors } from "~/ui/forms/Field";
import { HoneypotField } from "~/ui/forms/HoneypotField";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { listSocialProviders } from "~/modules/auth/index.server";
import { requestLoginCode } from "~/modules/auth/index.server";

import { assertNotBot } from "~/platform/honeypot.server";
import { assertSameSite, safeRedirectPath } from "~/platform/request-guards.server";
import { RequestCodeSchema } from "~/modules/auth";
import { readFormData } from "~/platform/form-body.server";
import { anonymousPageHeaders } from "~/web/http-cache.server";

export const meta = privatePageMeta;

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  if (await getCurrentUser(request, context)) throw redirect(redirectTo || "/account");
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("auth:login.title")), redirectTo, providers: listSocialProviders() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const formData = await readFormData(request);
  assertNotBot(formData);
  const submission = parseWithZod(formData, { schema: RequestCodeSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { identifier, redirectTo } = submission.value;
  const locale = context.locale;
  const result = await requestLoginCode(context.db, { identifier, ip: context.clientIp, locale }, context.now);
  if (!result.ok) return data(submission.reply({ formErrors: ["auth:errors.tooManyCodes"] }), { status: 429 });
  const flow = await saveAuthFlow({
    purpose: "login",
    kind: identifier.kind,
    destination: identifier.value,
    redirectTo: safeRedirectPath(redirectTo, "") || undefined,
  });
  return redirect("/login/code", { headers: { "Set-Cookie": flow } });
}

export default function Login() {
  const { t } = useTranslation();
  const { redirectTo, providers } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof RequestCodeSchema>({
    lastResult,
  });
  return (
    <section className="form-card" aria-labelledby="login-title">
      <h1 id="login-title">{t("auth:login.title")}</h1>
      {redirectTo ? <p className="form-notice" role="status">{t("account.loginRequired")}</p> : null}
      <p className="lead">{t("auth:login.lead")}</p>
      <Form method="post" className="form-stack" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          meta={fields.identifier}
          label={t("auth:login.identifier")}
          hint={t("auth:login.identifierHint")}
          autoComplete="username"
          inputMode="email"
          required
        />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <HoneypotField />
        <SubmitButton>{t("auth:login.sendCode")}</SubmitButton>
      </Form>
      <p>
        <Link to={redirectTo ? `/login/password?${new URLSearchParams({ redirectTo })}` : "/login/password"}>
          {t("auth:login.withPassword")}
        </Link>
      </p>
      {providers.length > 0 ? (
        <>
          <p className="divider">{t("auth:login.or")}</p>
          <SocialLoginButtons providers={providers} redirectTo={redirectTo || undefined} />
        </>
      ) : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
