import { requireUser } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { AvatarForm } from "~/modules/accounts";
import { StatusBadge } from "~/modules/accounts";
import { Field, FieldErrors, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { contactView, type ContactView } from "~/modules/accounts";
import { formatPhone } from "~/kernel/identifiers";
import { accountSummary } from "~/modules/auth";
import { updateProfile } from "~/modules/accounts/index.server";

import { env } from "~/config/env.server";
import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { ProfileFormSchema } from "~/modules/accounts";

export const meta = privatePageMeta;

function phoneView(view: ContactView): ContactView {
  return { ...view, current: view.current ? formatPhone(view.current) : null, pending: view.pending ? formatPhone(view.pending) : null };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const summary = accountSummary(user);
  return {
    title: pageTitle(t, t("account:profile.title")),
    displayName: summary.displayName,
    avatarUrl: summary.avatarUrl,
    avatarMaxBytes: env().AVATAR_MAX_BYTES,
    profile: { name: user.name, firstName: user.first_name, lastName: user.last_name, gender: user.gender ?? "" },
    email: contactView(user, "email"),
    phone: phoneView(contactView(user, "phone")),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: ProfileFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await updateProfile(context.db, user.id, submission.value, context.now);
  return redirectWithToast("/account", { kind: "success", key: "account:toast.profileUpdated" });
}

function ContactRow({ kind, view }: { kind: "email" | "phone"; view: ContactView }) {
  const { t } = useTranslation();
  const label = kind === "email" ? t("account:contact.email") : t("account:contact.phone");
  return (
    <div className="contact-row">
      <dt>{label}</dt>
      <dd>
        <span className="contact-value">{view.current ?? t("account:contact.notSet")}</span>{" "}
        {view.status ? <StatusBadge status={view.status} /> : null}
        {view.pending ? (
          <span className="contact-pending">
            {t("account:contact.pendingValue", { value: view.pending })} <StatusBadge status="pending" />
          </span>
        ) : null}
        <Link className="contact-change" to={`/account/contact?kind=${kind}`}>
          {view.current || view.pending ? t("account:contact.change") : t("account:contact.add")}
          <span className="visually-hidden"> {label}</span>
        </Link>
      </dd>
    </div>
  );
}

export default function Profile() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof ProfileFormSchema>({
    id: "profile-form",
    lastResult,
    defaultValue: loaderData.profile,
  });
  const gender = fields.gender;
  const initialGender = gender.initialValue ?? "";
  return (
    <>
      <section className="account-panel" aria-labelledby="profile-title">
        <h1 id="profile-title">{t("account:profile.title")}</h1>
        <AvatarForm key={loaderData.avatarUrl ?? "none"} avatarUrl={loaderData.avatarUrl} displayName={loaderData.displayName} maxBytes={loaderData.avatarMaxBytes} />
      </section>

      <section className="account-panel" aria-labelledby="contact-title">
        <h2 id="contact-title">{t("account:contact.title")}</h2>
        <dl className="contact-list">
          <ContactRow kind="email" view={loaderData.email} />
          <ContactRow kind="phone" view={loaderData.phone} />
        </dl>
      </section>

      <section className="account-panel" aria-labelledby="profile-form-title">
        <h2 id="profile-form-title">{t("account:profile.edit")}</h2>
        <Form method="post" className="form-stack" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field meta={fields.name} label={t("account:profile.name")} autoComplete="nickname" maxLength={120} required />
          <div className="form-grid">
            <Field meta={fields.firstName} label={t("account:profile.firstName")} autoComplete="given-name" maxLength={60} />
            <Field meta={fields.lastName} label={t("account:profile.lastName")} autoComplete="family-name" maxLength={60} />
          </div>
          <fieldset className="field radio-group" aria-describedby={gender.errors ? gender.errorId : undefined}>
            <legend>{t("account:profile.salutation")}</legend>
            <div className="radio-options">
              <label className="radio-option">
                <input type="radio" name={gender.name} value="male" defaultChecked={initialGender === "male"} key={`${gender.key}-male`} />
                {t("account:profile.mr")} <span className="salutation-code">(MR)</span>
              </label>
              <label className="radio-option">
                <input type="radio" name={gender.name} value="female" defaultChecked={initialGender === "female"} key={`${gender.key}-female`} />
                {t("account:profile.ms")} <span className="salutation-code">(MS)</span>
              </label>
              <label className="radio-option">
                <input type="radio" name={gender.name} value="" defaultChecked={initialGender === ""} key={`${gender.key}-none`} />
                {t("account:profile.noSalutation")}
              </label>
            </div>
            <FieldErrors id={gender.errorId} errors={gender.errors} />
          </fieldset>
          <div className="form-actions">
            <SubmitButton>{t("account:profile.save")}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
