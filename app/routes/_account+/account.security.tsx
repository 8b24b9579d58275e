import type { AppLoadContext } from "@remix-run/node";
import { requireUser, sessionFor } from "~/platform/guards.server";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { asLng } from "~/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { listUserSessions, revokeUserSessions } from "~/modules/auth/index.server";
import { PASSWORD_MIN_LENGTH } from "~/modules/auth";
import { describeUserAgent } from "~/modules/auth";
import { formatShopDateTime } from "~/kernel/dates";
import { siteConfig } from "~/config/site";
import { changePassword } from "~/modules/auth/index.server";

import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { ChangePasswordSchema, PASSWORD_ERROR_KEY, PASSWORD_STATUS } from "~/modules/auth";
import { readFormData } from "~/platform/form-body.server";

async function currentSessionId(request: Request, context: AppLoadContext): Promise<string> {
  const lookup = await sessionFor(request, context);
  if (lookup.status !== "active") throw new Response("Login required", { status: 401 });
  return lookup.session.id;
}

export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const sessionId = await currentSessionId(request, context);
  const sessions = await listUserSessions(context.db, user.id, context.now);
  const t = await i18next.getFixedT(request);
  return {
    title: pageTitle(t, t("auth:menu.security")),
    hasPassword: Boolean(user.password_hash),
    passwordChangedAt: user.password_changed_at,
    sessions: sessions.map((s) => ({
      current: s.id === sessionId,
      device: describeUserAgent(s.user_agent),
      lastSeenAt: s.last_seen_at,
      key: s.id.slice(0, 12),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const sessionId = await currentSessionId(request, context);
  const formData = await readFormData(request);
  const now = context.now;

  if (formData.get("intent") === "sign-out-others") {
    await revokeUserSessions(context.db, user.id, "signed_out_elsewhere", now, sessionId);
    return redirectWithToast("/account/security", { kind: "success", key: "auth:toast.otherDevicesSignedOut" });
  }

  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  const hidden = { hideFields: ["currentPassword", "password", "confirmation"] };
  if (submission.status !== "success") return data(submission.reply(hidden), { status: 400 });
  try {
    const result = await changePassword(
      context.db,
      {
        user,
        sessionId,
        currentPassword: submission.value.currentPassword,
        password: submission.value.password,
        signOutOthers: submission.value.signOutOthers === "on",
      },
      now,
    );
    if (!result.ok) {
      const fieldErrors = { currentPassword: [PASSWORD_ERROR_KEY[result.error]] };
      return data(submission.reply({ ...hidden, fieldErrors }), { status: PASSWORD_STATUS[result.error] });
    }
  } catch (error) {
    console.error("password change failed", error);
    return data(submission.reply({ ...hidden, formErrors: ["auth:errors.passwordChangeFailed"] }), { status: 500 });
  }
  return redirectWithToast("/account/security", { kind: "success", key: "auth:toast.passwordChanged" });
}

export default function Security() {
  const { t, i18n } = useTranslation();
  const locale = asLng(i18n.language);
  const { hasPassword, sessions } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof ChangePasswordSchema>({
    lastResult,
  });
  return (
    <>
      <section className="account-panel" aria-labelledby="password-title">
        <h1 id="password-title">{t(hasPassword ? "auth:password.changeTitle" : "auth:password.setTitle")}</h1>
        {!hasPassword ? <p className="lead">{t("auth:password.setLead")}</p> : null}
        <Form method="post" className="form-stack" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          {hasPassword ? (
            <Field meta={fields.currentPassword} type="password" label={t("auth:password.current")} autoComplete="current-password" required />
          ) : null}
          <Field
            meta={fields.password}
            type="password"
            label={t("auth:password.new")}
            hint={t("auth:password.rules", { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
          />
          <Field meta={fields.confirmation} type="password" label={t("auth:password.confirmation")} autoComplete="new-password" required />
          <div className="checkbox-field">
            <input id="sign-out-others" type="checkbox" name="signOutOthers" defaultChecked />
            <label htmlFor="sign-out-others">{t("auth:password.signOutOthers")}</label>
          </div>
          <SubmitButton>{t(hasPassword ? "auth:password.change" : "auth:password.set")}</SubmitButton>
        </Form>
      </section>
      <section className="account-panel" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t("auth:sessions.title")}</h2>
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={session.key}>
              <strong>{session.current ? t("auth:sessions.thisDevice") : t("auth:sessions.otherDevice")}</strong>{" "}
              <span>{session.device ?? t("auth:sessions.unknownDevice")}</span>
              <br />
              <small>{t("auth:sessions.lastSeen", { time: formatShopDateTime(session.lastSeenAt, locale, siteConfig.timeZone) })}</small>
            </li>
          ))}
        </ul>
        {sessions.length > 1 ? (
          <Form method="post">
            <SubmitButton className="button button-secondary" name="intent" value="sign-out-others">
              {t("auth:sessions.signOutOthers")}
            </SubmitButton>
          </Form>
        ) : null}
      </section>
    </>
  );
}
