import { useShopForm, getFormProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { asLng } from "~/i18n";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { SelectField, TextAreaField } from "~/ui/forms/SelectField";
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  ULAANBAATAR,
  citiesForSelect,
  districtsForSelect,
  findUbDistrict,
  isUlaanbaatar,
  placeName,
} from "~/kernel/mongolia-places";
import type { AddressFormSchema } from "../forms/address-form";
import { useHydrated } from "~/ui/use-hydrated";
import { PlaceFinder, UseMyLocation, useZipFill } from "~/modules/places";

const PLACE_FIELDS = { city: "city", district: "district", sum: "sum", khoroo: "khoroo", zip: "zip" };

export interface AddressFormDefaults {
  country: string;
  city: string;
  district: string;
  sum: string;
  khoroo: string;
  street: string;
  detail: string;
  zip: string;
}

export const EMPTY_ADDRESS: AddressFormDefaults = {
  country: DEFAULT_COUNTRY,
  city: ULAANBAATAR.code,
  district: "",
  sum: "",
  khoroo: "",
  street: "",
  detail: "",
  zip: "",
};

/** A stored address as the form's fields: a capital district goes to the select, an aimag's sum to the text field. */
export function addressDefaults(address: { country: string; city: string; district: string; khoroo: string; street: string; detail: string; zip: string }): AddressFormDefaults {
  const ub = isUlaanbaatar(address.city);
  return {
    country: address.country,
    city: address.city,
    district: ub ? address.district : "",
    sum: ub ? "" : address.district,
    khoroo: address.khoroo,
    street: address.street,
    detail: address.detail,
    zip: address.zip,
  };
}

/**
 * The address form. Without JavaScript it shows the capital's district select and the
 * aimag's sum field together (the server checks the one the city needs); once the page is
 * hydrated it shows only the fields for the chosen city, and the khoroo as a bounded number.
 */
export function AddressForm({
  defaultValue,
  lastResult,
  submitLabel,
}: {
  defaultValue: AddressFormDefaults;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = asLng(i18n.language);
  const hydrated = useHydrated();
  const [form, fields] = useShopForm<typeof AddressFormSchema>({
    id: "address-form",
    lastResult,
    defaultValue,
  });

  const city = fields.city.value ?? defaultValue.city;
  const capital = isUlaanbaatar(city);
  const district = findUbDistrict(fields.district.value ?? "");
  // The zip code follows the city, district and khoroo chosen (JavaScript; the server fills an empty one too).
  useZipFill({
    enabled: hydrated,
    formId: form.id,
    zipName: fields.zip.name,
    city,
    district: capital ? (fields.district.value ?? "") : (fields.sum.value ?? ""),
    khoroo: fields.khoroo.value ?? "",
    lng: locale,
  });
  const showDistrict = !hydrated || capital;
  const showSum = !hydrated || !capital;
  const khorooLabel = !hydrated
    ? t("account:address.khorooOrBag")
    : capital
      ? t("account:address.khoroo")
      : t("account:address.bag");

  return (
    <Form method="post" className="form-stack" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {hydrated ? (
        <>
          <PlaceFinder formId={form.id} names={PLACE_FIELDS} />
          <UseMyLocation formId={form.id} names={PLACE_FIELDS} />
        </>
      ) : null}
      <div className="form-grid">
        <SelectField
          meta={fields.country}
          label={t("account:address.country")}
          options={COUNTRIES.map((c) => ({ value: c.code, label: placeName(c, locale) }))}
          autoComplete="country"
          required
        />
        <SelectField
          meta={fields.city}
          label={t("account:address.city")}
          options={citiesForSelect(locale).map((c) => ({ value: c.code, label: placeName(c, locale) }))}
          placeholder={t("account:address.choose")}
          required
        />
        {showDistrict ? (
          <SelectField
            meta={fields.district}
            label={hydrated ? t("account:address.district") : t("account:address.districtUb")}
            options={districtsForSelect(locale).map((d) => ({ value: d.code, label: placeName(d, locale) }))}
            placeholder={t("account:address.choose")}
            required={hydrated}
          />
        ) : null}
        {showSum ? (
          <Field
            meta={fields.sum}
            label={hydrated ? t("account:address.sum") : t("account:address.sumAimag")}
            required={hydrated}
            maxLength={80}
          />
        ) : null}
        {hydrated && capital ? (
          <Field
            meta={fields.khoroo}
            type="number"
            label={khorooLabel}
            inputMode="numeric"
            min={1}
            max={district?.khoroos}
            hint={district ? t("account:address.khorooRange", { max: district.khoroos }) : undefined}
            required
          />
        ) : (
          <Field
            meta={fields.khoroo}
            label={khorooLabel}
            hint={hydrated ? undefined : t("account:address.khorooHint")}
            maxLength={80}
          />
        )}
      </div>
      {!hydrated ? <p className="field-hint">{t("account:address.noScriptHint")}</p> : null}
      <Field meta={fields.street} label={t("account:address.street")} autoComplete="address-line1" maxLength={160} />
      <TextAreaField
        meta={fields.detail}
        label={t("account:address.detail")}
        hint={t("account:address.detailHint")}
        rows={3}
        maxLength={500}
        lang="mn"
        required
      />
      <Field
        meta={fields.zip}
        label={t("account:address.zip")}
        inputMode="numeric"
        autoComplete="postal-code"
        hint={t("places:zip.filledHint")}
        maxLength={5}
        className="input-short"
      />
      <div className="form-actions">
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
