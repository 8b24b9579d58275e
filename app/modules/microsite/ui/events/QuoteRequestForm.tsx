import { Form, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useBrandTexts } from "../use-brand-texts";
import { QUOTE_MESSAGE_MAX, QUOTE_NAME_MAX, type EventLanguage } from "../../events/domain/events";
import type { QuoteRequestSchema } from "../../events/forms";
import type { QuoteFormSetup } from "../../events/views";
import { SelectField, TextAreaField } from "~/ui/forms/SelectField";
import { Field, FormErrors } from "~/ui/forms/Field";
import { BrandHoneypotField } from "./BrandHoneypotField";

/**
 * A group's quote request, for an event or a private tour: group size, the date wanted, the
 * guide's language, a name, an e-mail or a phone (at least one), a message. A plain form post:
 * the server checks it (QuoteRequestSchema, then the event's rules) and answers with the errors
 * in the page's language, or sends the visitor to the confirmation.
 */
export function QuoteRequestForm(props: QuoteRequestFormProps) {
  // A stored request redirects back here (a new location, no answer): the form starts afresh.
  // A refused one answers in place (an answer, same form): the typed values and errors stay.
  const location = useLocation();
  const formKey = useRef(location.key);
  if (!props.lastResult) formKey.current = location.key;
  return <QuoteRequestFields key={formKey.current} {...props} />;
}

interface QuoteRequestFormProps {
  id: string;
  setup: QuoteFormSetup;
  lastResult: SubmissionResult<string[]> | null | undefined;
}

function QuoteRequestFields({ id, setup, lastResult }: QuoteRequestFormProps) {
  const { t, lang } = useBrandTexts();
  const guideDefault: EventLanguage | "" = setup.languages.includes(lang) ? lang : (setup.languages[0] ?? "");
  const [form, fields] = useShopForm<typeof QuoteRequestSchema>({
    id,
    lastResult,
    defaultValue: { groupSize: "", dateWanted: setup.dateDefault, guideLanguage: guideDefault, name: "", email: "", phone: "", message: "" },
  });
  return (
    <Form method="post" className="form-stack brand-quote-form" {...getFormProps(form)} data-testid="brand-quote-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <BrandHoneypotField formId={id} />
      <div className="form-grid">
        <Field
          meta={fields.groupSize}
          type="number"
          label={t("brandEvents:form.groupSize")}
          inputMode="numeric"
          min={1}
          max={setup.groupMax}
          hint={t("brandEvents:form.groupHint", { max: setup.groupMax })}
          required
        />
        <Field meta={fields.dateWanted} type="date" label={t("brandEvents:form.dateWanted")} min={setup.dateMin} max={setup.dateMax} required />
      </div>
      <SelectField
        meta={fields.guideLanguage}
        label={t("brandEvents:form.guideLanguage")}
        options={setup.languages.map((code) => ({ value: code, label: t(`brandEvents:languages.${code}`) }))}
        placeholder={setup.languages.length > 1 ? t("brandEvents:form.chooseLanguage") : undefined}
        required
      />
      <Field meta={fields.name} label={t("brandEvents:form.name")} autoComplete="name" maxLength={QUOTE_NAME_MAX} required />
      <p className="field-hint">{t("brandEvents:form.contactHint")}</p>
      <div className="form-grid">
        <Field meta={fields.email} type="email" label={t("brandEvents:form.email")} autoComplete="email" maxLength={254} />
        <Field meta={fields.phone} type="tel" label={t("brandEvents:form.phone")} autoComplete="tel" inputMode="tel" maxLength={32} hint={t("brandEvents:form.phoneHint")} />
      </div>
      <TextAreaField meta={fields.message} label={t("brandEvents:form.message")} rows={5} maxLength={QUOTE_MESSAGE_MAX} hint={t("brandEvents:form.messageHint")} />
      <div className="form-actions">
        <SubmitButton data-testid="brand-quote-submit">{t("brandEvents:form.submit")}</SubmitButton>
      </div>
    </Form>
  );
}

/** After a request was stored: said in the visitor's language where the form was (no toast: the shop's toasts speak mn and en only). */
export function QuoteConfirmation() {
  const { t } = useBrandTexts();
  return (
    <div className="brand-quote-confirmation" role="status" data-testid="brand-quote-confirmation">
      <p className="brand-quote-confirmation-title">{t("brandEvents:confirmation.title")}</p>
      <p>{t("brandEvents:confirmation.body")}</p>
    </div>
  );
}
