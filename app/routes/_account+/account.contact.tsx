import { clearAuthFlow, readAuthFlow, saveAuthFlow } from "~/web/auth-flow.server";
import { requireUser } from "~/platform/guards.server";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { StatusBadge } from "~/modules/accounts";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import type { ContactKind, ContactPanelView } from "~/modules/accounts";
import { CONTACT_KINDS, confirmationPurpose, contactPanelView } from "~/modules/accounts/index.server";
import { codeErrorKey, CodeField, VerifyOrResend } from "~/modules/auth";
import { confirmContactChange, requestContactChange } from "~/modules/auth/index.server";

import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { CONTACT_RESEND_KEY, CONTACT_RESEND_STATUS, ContactValueSchemas, ResendCodeSchema, VerifyCodeSchema } from "~/modules/auth";

/**
 * E-mail and phone confirmation. `/account/contact` shows both with their confirmation state
 * and what can be done with each; `/account/contact?kind=email|phone` takes a new address,
 * sends its code and takes the code.
 */
/**
 * The kind the address names: null for the overview, a 404 for anything else. A plain check,
 * not a zod enum: a schema defined in a route module would ship zod to the browser.
 */
function kindOf(request: Request): ContactKind | null {
  const raw = new URL(request.url).searchParams.get("kind");
  if (raw === null) return null;
  if (raw !== "email" && raw !== "phone") throw new Response("Unknown contact kind", { status: 404 });
  return raw;
}

export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const kind = kindOf(request);
  const flow = await readAuthFlow(request, ["confirm_email", "confirm_phone"]);
  const t = await i18next.getFixedT(request);
  if (kind === null) {
    return { title: pageTitle(t, t("account:contact.title")), kind, panels: CONTACT_KINDS.map((each) => contactPanelView(user, each, flow)) };
  }
  return {
    title: pageTitle(t, kind === "email" ? t("auth:contact.emailTitle") : t("auth:contact.phoneTitle")),
    kind,
    panels: [contactPanelView(user, kind, flow)],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const kind = kindOf(request);
  // The overview's buttons post to the page of their kind; the overview itself takes no posts.
  if (kind === null) throw new Response("Choose e-mail or phone", { status: 405 });
  const formData = await readFormData(request);
  const now = context.now;
  const purpose = confirmationPurpose(kind);
  const intent = formData.get("intent");

  if (intent === "verify" || intent === "resend") {
    const flow = await readAuthFlow(request, purpose);
    if (!flow) throw redirect(`/account/contact?kind=${kind}`);
    if (intent === "resend") {
      const sent = await requestContactChange(context.db, { user, kind, value: flow.destination, ip: context.clientIp, locale: context.locale }, now);
      const message = sent.ok ? "auth:login.codeResent" : CONTACT_RESEND_KEY[sent.error];
      const reply = parseWithZod(new FormData(), { schema: ResendCodeSchema }).reply({ formErrors: [message] });
      return data(reply, { status: sent.ok ? 200 : CONTACT_RESEND_STATUS[sent.error] });
    }
    const submission = parseWithZod(formData, { schema: VerifyCodeSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const result = await confirmContactChange(context.db, { user, kind, destination: flow.destination, code: submission.value.code }, now);
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

  const submission = parseWithZod(formData, { schema: ContactValueSchemas[kind] });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const locale = context.locale;
  const result = await requestContactChange(context.db, { user, kind, value: submission.value.value, ip: context.clientIp, locale }, now);
  if (!result.ok) {
    if (result.error === "rateLimited") return data(submission.reply({ formErrors: ["auth:errors.tooManyCodes"] }), { status: 429 });
    const message = result.error === "taken" ? "auth:errors.contactTaken" : kind === "email" ? "auth:errors.emailInvalid" : "auth:errors.phoneInvalid";
    return data(submission.reply({ fieldErrors: { value: [message] } }), { status: 400 });
  }
  const flow = await saveAuthFlow({ purpose, kind, destination: result.identifier.value });
  return redirect(`/account/contact?kind=${kind}`, { headers: { "Set-Cookie": flow } });
}

export default function Contact() {
  const { kind, panels } = useLoaderData<typeof loader>();
  return kind === null ? <ContactOverview panels={panels} /> : <ContactOfKind kind={kind} panel={panels[0]!} />;
}

function kindLabel(t: (key: string) => string, kind: ContactKind) {
  return kind === "email" ? t("account:contact.email") : t("account:contact.phone");
}

/** A button that sends a confirmation code to an address the account already names. */
function SendCodeButton({ panel, label }: { panel: ContactPanelView; label: string }) {
  const { t } = useTranslation();
  if (!panel.sendTo) return null;
  return (
    <Form method="post" action={`/account/contact?kind=${panel.kind}`} className="contact-action">
      <input type="hidden" name="value" value={panel.sendTo} />
      <SubmitButton className="button button-secondary" name="intent" value="send">
        {t("auth:contact.confirmWithCode")}
        <span className="visually-hidden">
          {" "}
          {label}: {panel.sendToShown}
        </span>
      </SubmitButton>
    </Form>
  );
}

function ContactOverview({ panels }: { panels: ContactPanelView[] }) {
  const { t } = useTranslation();
  return (
    <section className="account-panel" aria-labelledby="contacts-title">
      <h1 id="contacts-title">{t("account:contact.title")}</h1>
      <p className="lead">{t("auth:contact.overviewLead")}</p>
      <dl className="contact-list">
        {panels.map((panel) => {
          const label = kindLabel(t, panel.kind);
          return (
            <div className="contact-row" key={panel.kind} data-testid={`contact-${panel.kind}`}>
              <dt>{label}</dt>
              <dd>
                <span className="contact-value">{panel.current ?? t("account:contact.notSet")}</span>{" "}
                {panel.status ? <StatusBadge status={panel.status} /> : null}
                {panel.pending ? (
                  <span className="contact-pending">
                    {t("account:contact.pendingValue", { value: panel.pending })} <StatusBadge status="pending" />
                  </span>
                ) : null}
                {panel.awaitingCode ? (
                  <span className="contact-pending">
                    {t("auth:contact.codeOnItsWay", { destination: panel.awaitingCode })}{" "}
                    <Link className="contact-change" to={`/account/contact?kind=${panel.kind}`}>
                      {t("auth:contact.enterCode")}
                      <span className="visually-hidden"> {label}</span>
                    </Link>
                  </span>
                ) : null}
                <SendCodeButton panel={panel} label={label} />
                <Link className="contact-change" to={`/account/contact?kind=${panel.kind}`}>
                  {panel.current || panel.pending ? t("account:contact.change") : t("account:contact.add")}
                  <span className="visually-hidden"> {label}</span>
                </Link>
              </dd>
            </div>
          );
        })}
      </dl>
      <p>
        <Link to="/account">{t("auth:contact.back")}</Link>
      </p>
    </section>
  );
}

function ContactOfKind({ kind, panel }: { kind: ContactKind; panel: ContactPanelView }) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const awaitingCode = panel.awaitingCode;
  const [valueForm, valueFields] = useShopForm<(typeof ContactValueSchemas)[keyof typeof ContactValueSchemas]>({
    id: "contact-value",
    lastResult: awaitingCode ? undefined : lastResult,
  });
  const [codeForm, codeFields] = useShopForm<typeof VerifyCodeSchema>({
    id: "contact-code",
    lastResult: awaitingCode ? lastResult : undefined,
  });
  const title = t(kind === "email" ? "auth:contact.emailTitle" : "auth:contact.phoneTitle");
  return (
    <section className="account-panel" aria-labelledby="contact-title">
      <h1 id="contact-title">{title}</h1>
      {panel.current ? (
        <p>
          {t("auth:contact.current", { value: panel.current })} {panel.status ? <StatusBadge status={panel.status} /> : null}
        </p>
      ) : null}
      {panel.pending && !awaitingCode ? (
        <p className="contact-pending">
          {t("account:contact.pendingValue", { value: panel.pending })} <StatusBadge status="pending" />
        </p>
      ) : null}
      <SendCodeButton panel={panel} label={kindLabel(t, kind)} />
      {awaitingCode ? (
        <Form method="post" className="form-stack" {...getFormProps(codeForm)}>
          <p className="lead">{t(kind === "email" ? "auth:code.sentEmail" : "auth:code.sentSms", { destination: awaitingCode })}</p>
          <FormErrors id={codeForm.errorId} errors={codeForm.errors} />
          <CodeField meta={codeFields.code} label={t("auth:code.label")} />
          <VerifyOrResend verifyLabel={t("auth:contact.confirm")} />
        </Form>
      ) : null}
      <Form method="post" className="form-stack" {...getFormProps(valueForm)}>
        {awaitingCode || panel.sendTo ? <h2>{t("auth:contact.another")}</h2> : null}
        <FormErrors id={valueForm.errorId} errors={valueForm.errors} />
        <Field
          meta={valueFields.value}
          type={kind === "email" ? "email" : "tel"}
          label={t(kind === "email" ? "auth:contact.newEmail" : "auth:contact.newPhone")}
          autoComplete={kind === "email" ? "email" : "tel"}
          required
        />
        <SubmitButton className="button button-secondary" name="intent" value="send">
          {t("auth:login.sendCode")}
        </SubmitButton>
      </Form>
      <p>
        <Link to="/account/contact">{t("auth:contact.backToContacts")}</Link>
      </p>
    </section>
  );
}
