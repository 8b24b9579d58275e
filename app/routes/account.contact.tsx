import { getFormProps } from "@conform-to/react";
import { useShopForm } from "~/components/forms/use-shop-form";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { useTranslation } from "react-i18next";
import { pageTitle, privatePageMeta } from "~/components/layout/private-page-meta";
import { Field, FormErrors } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { db } from "~/db/client.server";
import { formatPhone, maskDestination } from "~/domain/accounts/identifiers";
import { codeErrorKey } from "~/services/auth/code-messages";
import { confirmContactChange, requestContactChange } from "~/services/auth/contact-change.server";
import { requireUser } from "~/utils/auth.server";
import { clearAuthFlow, readAuthFlow, saveAuthFlow } from "~/utils/auth-flow.server";
import i18next, { shopLocale } from "~/utils/i18next.server";
import { assertSameSite } from "~/utils/request-guards.server";
import { redirectWithToast } from "~/utils/toast.server";
import { VerifyCodeSchema } from "~/validation/auth-forms";
import { readFormData } from "~/utils/form-body.server";

const KindSchema = z.enum(["email", "phone"]);
/** Spec 5: 'Email address is required' / 'Phone is required' for an empty field. */
function newContactSchema(kind: "email" | "phone") {
  const required = kind === "email" ? "auth:errors.emailRequired" : "auth:errors.phoneRequired";
  return z.object({ value: z.string({ required_error: required }).max(254) });
}

function kindOf(request: Request) {
  const parsed = KindSchema.safeParse(new URL(request.url).searchParams.get("kind"));
  if (!parsed.success) throw new Response("Unknown contact kind", { status: 404 });
  return parsed.data;
}

export const meta = privatePageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const kind = kindOf(request);
  const flow = await readAuthFlow(request, kind === "email" ? "confirm_email" : "confirm_phone");
  const current = kind === "email" ? user.email : user.phone;
  const t = await i18next.getFixedT(request);
  return {
    title: pageTitle(t, kind === "email" ? t("auth:contact.emailTitle") : t("auth:contact.phoneTitle")),
    kind,
    current: current ? (kind === "phone" ? formatPhone(current) : current) : null,
    awaitingCode: flow ? maskDestination({ kind, value: flow.destination }) : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request);
  const kind = kindOf(request);
  const formData = await readFormData(request);
  const now = new Date();
  const purpose = kind === "email" ? "confirm_email" : "confirm_phone";

  if (formData.get("intent") === "verify") {
    const flow = await readAuthFlow(request, purpose);
    if (!flow) throw redirect(`/account/contact?kind=${kind}`);
    const submission = parseWithZod(formData, { schema: VerifyCodeSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const result = await confirmContactChange(db(), { user, kind, destination: flow.destination, code: submission.value.code }, now);
    if (!result.ok) {
      const message = result.error === "taken" ? "auth:errors.contactTaken" : codeErrorKey(result.error, kind);
      return data(submission.reply({ fieldErrors: { code: [message] } }), { status: 400 });
    }
    return redirectWithToast(
      "/account",
      { kind: "success", key: kind === "email" ? "auth:toast.emailConfirmed" : "auth:toast.phoneConfirmed" },
      { headers: { "Set-Cookie": await clearAuthFlow() } },
    );
  }

  const submission = parseWithZod(formData, { schema: newContactSchema(kind) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const locale = await shopLocale(request);
  const result = await requestContactChange(db(), { user, kind, value: submission.value.value, ip: context.clientIp ?? "", locale }, now);
  if (!result.ok) {
    const message = {
      invalid: kind === "email" ? "auth:errors.emailInvalid" : "auth:errors.phoneInvalid",
      taken: "auth:errors.contactTaken",
      rateLimited: "auth:errors.tooManyCodes",
    }[result.error];
    return data(submission.reply({ fieldErrors: { value: [message] } }), { status: result.error === "rateLimited" ? 429 : 400 });
  }
  const flow = await saveAuthFlow({ purpose, kind, destination: result.identifier.value });
  return redirect(`/account/contact?kind=${kind}`, { headers: { "Set-Cookie": flow } });
}

export default function ContactChange() {
  const { t } = useTranslation();
  const { kind, current, awaitingCode } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [valueForm, valueFields] = useShopForm({
    id: "contact-value",
    lastResult: awaitingCode ? undefined : lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newContactSchema(kind) }),
    shouldValidate: "onSubmit",
  });
  const [codeForm, codeFields] = useShopForm({
    id: "contact-code",
    lastResult: awaitingCode ? lastResult : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VerifyCodeSchema }),
    shouldValidate: "onSubmit",
  });
  const title = t(kind === "email" ? "auth:contact.emailTitle" : "auth:contact.phoneTitle");
  return (
    <section className="account-panel" aria-labelledby="contact-title">
      <h1 id="contact-title">{title}</h1>
      {current ? <p>{t("auth:contact.current", { value: current })}</p> : null}
      {awaitingCode ? (
        <Form method="post" className="form-stack" {...getFormProps(codeForm)}>
          <p className="lead">{t(kind === "email" ? "auth:code.sentEmail" : "auth:code.sentSms", { destination: awaitingCode })}</p>
          <FormErrors id={codeForm.errorId} errors={codeForm.errors} />
          <Field meta={codeFields.code} label={t("auth:code.label")} inputMode="numeric" autoComplete="one-time-code" maxLength={7} required />
          <input type="hidden" name="intent" value="verify" />
          <SubmitButton>{t("auth:contact.confirm")}</SubmitButton>
        </Form>
      ) : null}
      <Form method="post" className="form-stack" {...getFormProps(valueForm)}>
        {awaitingCode ? <h2>{t("auth:contact.another")}</h2> : null}
        <FormErrors id={valueForm.errorId} errors={valueForm.errors} />
        <Field
          meta={valueFields.value}
          type={kind === "email" ? "email" : "tel"}
          label={t(kind === "email" ? "auth:contact.newEmail" : "auth:contact.newPhone")}
          autoComplete={kind === "email" ? "email" : "tel"}
          required
        />
        <SubmitButton className="button button-secondary">{t("auth:login.sendCode")}</SubmitButton>
      </Form>
      <p>
        <Link to="/account">{t("auth:contact.back")}</Link>
      </p>
    </section>
  );
}
