import { Form } from "@remix-run/react";
import { SelectField, TextAreaField } from "~/ui/forms/SelectField";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_TOPICS } from "../domain/contact";
import type { ContactSchema } from "../forms";
import type { ContactDefaults } from "../view-models";

/** The contact form: e-mail or phone (at least one); a signed-in shopper's own contacts are filled in and fixed. */
export function ContactForm({ defaults, lastResult }: { defaults: ContactDefaults; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm<typeof ContactSchema>({ id: "contact-form", lastResult, defaultValue: { name: defaults.name, email: defaults.email, phone: defaults.phone, topic: "", message: "" } });
  return (
    <Form method="post" className="form-stack contact-form" {...getFormProps(form)} data-testid="contact-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="contact-form-website">{t("auth:honeypot")}</label>
        <input id="contact-form-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Field meta={fields.name} label={t("contact:form.name")} autoComplete="name" maxLength={CONTACT_NAME_MAX} required />
      <p className="field-hint">{defaults.locked ? t("contact:form.ownContactsHint") : t("contact:form.emailOrPhoneHint")}</p>
      <div className="form-grid">
        <Field meta={fields.email} type="email" label={t("contact:form.email")} autoComplete="email" maxLength={254} readOnly={defaults.locked && defaults.email !== ""} />
        <Field meta={fields.phone} type="tel" label={t("contact:form.phone")} autoComplete="tel" inputMode="tel" maxLength={32} readOnly={defaults.locked && defaults.phone !== ""} />
      </div>
      <SelectField
        meta={fields.topic}
        label={t("contact:form.topic")}
        options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`contact:topics.${topic}`) }))}
        placeholder={t("contact:form.chooseTopic")}
        required
      />
      <TextAreaField meta={fields.message} label={t("contact:form.message")} rows={6} maxLength={CONTACT_MESSAGE_MAX} required />
      <SubmitButton>{t("contact:form.submit")}</SubmitButton>
    </Form>
  );
}
