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
import { confirmLinkByCode, resendLinkCode } from "~/modules/auth/index.server";
import { clearLinkFlow, readLinkFlow, saveLinkFlow } from "~/web/social-login.server";
import { findSocialProvider } from "~/modules/auth/index.server";

import { readFormData } from "~/platform/form-body.server";
import { assertNotBot } from "~/platform/honeypot.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { ResendCodeSchema, VerifyCodeSchema } from "~/modules/auth";

/**
 * A social sign-in whose verified e-mail belongs to an existing account lands here: the code
 * we sent to that account proves it is the same person before the two are joined.
 */

export const meta = privatePageMeta;

function providerLabel(id: string): string {
  return findSocialProvider(id)?.label ?? id;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const flow = await readLinkFlow(request);
  if (!flow) throw redirect("/login");
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("social:link.title")), masked: maskDestination({ kind: "email", value: flow.destination }), provider: providerLabel(flow.provider) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const flow = await readLinkFlow(request);
  if (!flow) return redirectWithToast("/login", { kind: "warning", key: "social:link.expiredFlow" });
  const formData = await readFormData(request);
  assertNotBot(formData);
  const values = { provider: providerLabel(flow.provider) };

  if (formData.get("intent") === "resend") {
    const sent = await resendLinkCode(context.db, flow, { locale: context.locale, ip: context.clientIp }, context.now);
    if (!sent.ok && sent.error === "gone") {
      return redirectWithToast("/login", { kind: "warning", key: "social:link.expiredFlow" }, { headers: { "Set-Cookie": await clearLinkFlow() } });
    }
    const reply = parseWithZod(new FormData(), { schema: ResendCodeSchema }).reply({
      formErrors: [sent.ok ? "auth:login.codeResent" : "auth:errors.tooManyCodes"],
    });
    return data(reply, { status: sent.ok ? 200 : 429, headers: sent.ok ? { "Set-Cookie": await saveLinkFlow(flow) } : undefined });
  }

  const submission = parseWithZod(formData, { schema: VerifyCodeSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await confirmLinkByCode(context.db, flow, submission.value.code, context.now);
  if (!result.ok) {
    if (result.error === "identityTaken") {
      return redirectWithToast("/login", { kind: "warning", key: "social:errors.identityTaken", values }, {
        headers: { "Set-Cookie": await clearLinkFlow() },
      });
    }
    return data(submission.reply({ fieldErrors: { code: [codeErrorKey(result.error, "email")] } }), { status: 400 });
  }
  return signInAndRedirect(request, context, result.user, {
    redirectTo: flow.redirectTo,
    toast: { kind: "success", key: "social:toast.linkedAndSignedIn", values },
    extraHeaders: [await clearLinkFlow()],
  });
}

export default function LinkIdentity() {
  const { t } = useTranslation();
  const { masked, provider } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof VerifyCodeSchema>({
    lastResult,
  });
  return (
    <section className="form-card" aria-labelledby="link-title">
      <h1 id="link-title">{t("social:link.title")}</h1>
      <p className="lead">{t("social:link.lead", { provider, destination: masked })}</p>
      <Form method="post" className="form-stack" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <CodeField meta={fields.code} label={t("social:link.codeLabel")} hint={t("social:link.codeHint")} />
        <HoneypotField />
        <VerifyOrResend verifyLabel={t("social:link.submit")} />
      </Form>
      <p>
        <Link to="/login">{t("social:link.startOver")}</Link>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
