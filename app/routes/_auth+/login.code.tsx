import { clearAuthFlow, readAuthFlow } from "~/web/auth-flow.server";
import { signInAndRedirect } from "~/web/sign-in-session.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import i18next from "~/platform/i18next.server";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { FormErrors } from "~/ui/forms/Field";
import { HoneypotField } from "~/ui/forms/HoneypotField";
import { maskDestination } from "~/kernel/identifiers";
import { codeErrorKey, CodeField, VerifyOrResend } from "~/modules/auth";
import { completeCodeLogin, requestLoginCode } from "~/modules/auth/index.server";

import { assertNotBot } from "~/platform/honeypot.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { ResendCodeSchema, VerifyCodeSchema } from "~/modules/auth";
import { readFormData } from "~/platform/form-body.server";

export const meta = privatePageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const flow = await readAuthFlow(request, "login");
  if (!flow) throw redirect("/login");
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("auth:code.title")), kind: flow.kind, masked: maskDestination({ kind: flow.kind, value: flow.destination }) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const flow = await readAuthFlow(request, "login");
  if (!flow) throw redirect("/login");
  const formData = await readFormData(request);
  assertNotBot(formData);
  const identifier = { kind: flow.kind, value: flow.destination } as const;
  const locale = context.locale;
  const now = context.now;

  if (formData.get("intent") === "resend") {
    const sent = await requestLoginCode(context.db, { identifier, ip: context.clientIp, locale }, now);
    const reply = parseWithZod(new FormData(), { schema: ResendCodeSchema }).reply({
      formErrors: [sent.ok ? "auth:login.codeResent" : "auth:errors.tooManyCodes"],
    });
    return data(reply, { status: sent.ok ? 200 : 429 });
  }

  const submission = parseWithZod(formData, { schema: VerifyCodeSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await completeCodeLogin(context.db, { identifier, code: submission.value.code, locale }, now);
  if (!result.ok) return data(submission.reply({ fieldErrors: { code: [codeErrorKey(result.error, flow.kind)] } }), { status: 400 });
  return signInAndRedirect(request, context, result.user, {
    redirectTo: flow.redirectTo,
    toast: { kind: "success", key: result.created ? "auth:toast.welcome" : "auth:toast.signedIn" },
    extraHeaders: [await clearAuthFlow()],
  });
}

export default function LoginCode() {
  const { t } = useTranslation();
  const { kind, masked } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof VerifyCodeSchema>({
    lastResult,
  });
  return (
    <section className="form-card" aria-labelledby="code-title">
      <h1 id="code-title">{t("auth:code.title")}</h1>
      <p className="lead">{t(kind === "email" ? "auth:code.sentEmail" : "auth:code.sentSms", { destination: masked })}</p>
      <Form method="post" className="form-stack" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <CodeField meta={fields.code} label={t("auth:code.label")} hint={t("auth:code.hint")} />
        <HoneypotField />
        <VerifyOrResend verifyLabel={t("auth:code.continue")} />
      </Form>
      <p>
        <Link to="/login">{t("auth:code.changeDestination")}</Link>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
