import { useShopForm, getFormProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { SelectField } from "~/ui/forms/SelectField";
import { INDUSTRIES } from "../domain/organisations";
import type { OrganisationFormSchema } from "../forms/organisation-form";
import { useIndustryLabels } from "./use-industry-label";

export interface OrganisationFormDefaults {
  name: string;
  registryNumber: string;
  address: string;
  phone: string;
  contactPerson: string;
  employees: string;
  industry: string;
}

export const EMPTY_ORGANISATION: OrganisationFormDefaults = {
  name: "",
  registryNumber: "",
  address: "",
  phone: "",
  contactPerson: "",
  employees: "",
  industry: "",
};

/** The organisation form, for adding (intent=create on the list page) and editing. */
export function OrganisationForm({
  id,
  defaultValue,
  lastResult,
  submitLabel,
  intent,
}: {
  id: string;
  defaultValue: OrganisationFormDefaults;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
  intent?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm<typeof OrganisationFormSchema>({
    id,
    lastResult,
    defaultValue,
  });
  const industryLabels = useIndustryLabels();
  return (
    <Form method="post" className="form-stack" {...getFormProps(form)}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="form-grid">
        <Field meta={fields.name} label={t("account:organisation.name")} autoComplete="organization" maxLength={200} required />
        <Field
          meta={fields.registryNumber}
          label={t("account:organisation.registryNumber")}
          hint={t("account:organisation.registryHint")}
          inputMode="numeric"
          maxLength={9}
          required
        />
        <Field meta={fields.phone} type="tel" label={t("account:organisation.phone")} autoComplete="tel" inputMode="tel" maxLength={20} />
        <Field meta={fields.contactPerson} label={t("account:organisation.contactPerson")} maxLength={120} />
        <Field meta={fields.employees} type="number" label={t("account:organisation.employees")} inputMode="numeric" min={0} step={1} />
        <SelectField
          meta={fields.industry}
          label={t("account:organisation.industry")}
          options={INDUSTRIES.map((code) => ({ value: code, label: industryLabels[code] }))}
          placeholder={t("account:address.choose")}
        />
      </div>
      <Field meta={fields.address} label={t("account:organisation.address")} autoComplete="address-line1" maxLength={500} />
      <div className="form-actions">
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
