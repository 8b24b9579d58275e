import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { TFunction } from "i18next";
import { SelectField } from "~/ui/forms/SelectField";
import { Field, FieldErrors, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import {
  COUNTRIES,
  citiesForSelect,
  describeAddress,
  districtsForSelect,
  findUbDistrict,
  isUlaanbaatar,
  placeName,
} from "~/kernel/mongolia-places";
import type { DeliverySlot } from "~/modules/delivery";
import { formatMoney } from "~/kernel/money";
import { asLng } from "~/i18n";
import type { CheckoutAddressFields } from "../forms";
import type { AddressStepView } from "../view-models";
import { useHydrated } from "~/ui/use-hydrated";

export interface AddressStepProps extends AddressStepView {
  lastResult: SubmissionResult<string[]> | null | undefined;
  signedIn: boolean;
}

/** "Today, 11:00–13:00" or "12-р сарын 3, 11:00–13:00" / "3/12, 11:00–13:00": the day in words from the translations. */
function slotLabel(slot: DeliverySlot, today: string | undefined, t: TFunction): string {
  const [, month, day] = slot.date.split("-");
  const date = slot.date === today ? t("address.today") : t("address.slotDay", { month: Number(month), day: Number(day) });
  return `${date}, ${slot.from}–${slot.to}`;
}

/**
 * The address step (2 of 3). Without JavaScript every block is on the page and the server
 * reads the ones the chosen delivery type needs; with JavaScript only those blocks show.
 */
export function AddressStepForm(props: AddressStepProps) {
  const { t, i18n } = useTranslation("checkout");
  const locale = asLng(i18n.language);
  const hydrated = useHydrated();
  const [form, fields] = useShopForm<CheckoutAddressFields>({
    id: "checkout-address",
    lastResult: props.lastResult,
    defaultValue: props.defaults,
  });
  // The choices come from the form's state, which also holds what was chosen before hydration.
  const type = fields.deliveryType.value ?? props.defaults.deliveryType ?? "simple";
  const addressId = fields.addressId.value ?? props.defaults.addressId ?? "new";
  const vat = fields.vatReceipt.value ?? props.defaults.vatReceipt ?? "person";
  const city = fields.city.value ?? props.defaults.city ?? "";
  const capital = isUlaanbaatar(city);
  const district = findUbDistrict(fields.district.value ?? "");
  const show = (block: "delivery" | "pickup" | "slot" | "newAddress" | "organisation") => {
    if (!hydrated) return true;
    if (block === "delivery") return type !== "pickup";
    if (block === "pickup") return type === "pickup";
    if (block === "slot") return type === "simple";
    if (block === "newAddress") return type !== "pickup" && (addressId === "new" || props.savedAddresses.length === 0);
    return vat === "organisation";
  };
  const today = props.slots.pickup[0]?.date;
  const central = props.rates["ub-central"];

  return (
    <Form method="post" className="form-stack checkout-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />

      <fieldset className="checkout-block">
        <legend>{t("address.deliveryType")}</legend>
        <div className="choice-list" role="radiogroup" aria-describedby={fields.deliveryType.errors?.length ? fields.deliveryType.errorId : undefined}>
          {(["simple", "express", "pickup"] as const).map((value) => (
            // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the input inside is named by the translated text in the nested span
            <label key={value} className="choice">
              <input
                type="radio"
                name="deliveryType"
                value={value}
                defaultChecked={type === value}
              />
              <span>
                <strong>{t(`address.type.${value}`)}</strong>
                <span className="choice-hint">
                  {value === "simple" && central ? t("address.typeHint.simple", { price: formatMoney(central.simple, locale), free: formatMoney(props.freeShippingThreshold, locale) }) : null}
                  {value === "express" ? (props.expressOpen ? t("address.typeHint.express", { price: central?.express != null ? formatMoney(central.express, locale) : "" }) : t("address.typeHint.expressClosed")) : null}
                  {value === "pickup" ? t("address.typeHint.pickup") : null}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.deliveryType.errorId} errors={fields.deliveryType.errors} />
      </fieldset>

      {show("delivery") ? (
        <fieldset className="checkout-block">
          <legend>{t("address.where")}</legend>
          {hydrated ? null : <p className="field-hint">{t("address.deliveryOnlyHint")}</p>}
          {props.savedAddresses.length > 0 ? (
            <div className="choice-list">
              {props.savedAddresses.map((a) => (
                <label key={a.id} className="choice">
                  <input type="radio" name="addressId" value={String(a.id)} defaultChecked={addressId === String(a.id)} />
                  <span>
                    {describeAddress(a, locale)}
                  </span>
                </label>
              ))}
              <label className="choice">
                <input type="radio" name="addressId" value="new" defaultChecked={addressId === "new"} />
                <span>{t("address.newAddress")}</span>
              </label>
              <FieldErrors id={fields.addressId.errorId} errors={fields.addressId.errors} />
            </div>
          ) : (
            <input type="hidden" name="addressId" value="new" />
          )}
          {show("newAddress") ? (
            <div className="form-grid">
              <SelectField meta={fields.country} label={t("account:address.country")} options={COUNTRIES.map((c) => ({ value: c.code, label: placeName(c, locale) }))} autoComplete="country" />
              <SelectField
                meta={fields.city}
                label={t("account:address.city")}
                options={citiesForSelect(locale).map((c) => ({ value: c.code, label: placeName(c, locale) }))}
                placeholder={t("account:address.choose")}
              />
              {!hydrated || capital ? (
                <SelectField
                  meta={fields.district}
                  label={hydrated ? t("account:address.district") : t("account:address.districtUb")}
                  options={districtsForSelect(locale).map((d) => ({ value: d.code, label: placeName(d, locale) }))}
                  placeholder={t("account:address.choose")}
                />
              ) : null}
              {!hydrated || !capital ? <Field meta={fields.sum} label={hydrated ? t("account:address.sum") : t("account:address.sumAimag")} maxLength={80} /> : null}
              <Field
                meta={fields.khoroo}
                label={!hydrated ? t("account:address.khorooOrBag") : capital ? t("account:address.khoroo") : t("account:address.bag")}
                hint={hydrated && capital && district ? t("account:address.khorooRange", { max: district.khoroos }) : undefined}
                maxLength={80}
              />
              <Field meta={fields.street} label={t("account:address.street")} maxLength={160} autoComplete="address-line1" />
              <Field meta={fields.detail} label={t("account:address.detail")} hint={t("account:address.detailHint")} maxLength={500} />
              {props.signedIn ? (
                <label className="checkbox-field">
                  {/* Unticked unless the shopper ticked it (a refused form keeps the tick): saving is a choice, and a place already in the book is not saved twice. */}
                  <input type="checkbox" name="saveAddress" defaultChecked={fields.saveAddress.initialValue === "on"} />
                  <span>{t("address.saveAddress")}</span>
                </label>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : null}

      {show("pickup") ? (
        <fieldset className="checkout-block">
          <legend>{t("address.pickupLocation")}</legend>
          {hydrated ? null : <p className="field-hint">{t("address.pickupOnlyHint")}</p>}
          <div className="choice-list">
            {props.pickupLocations.map((l) => (
              // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the input inside is named by the translated text in the nested span
              <label key={l.id} className="choice">
                <input type="radio" name="pickupLocationId" value={String(l.id)} defaultChecked={props.defaults.pickupLocationId === String(l.id)} />
                <span>
                  <strong>{l.name}</strong>
                  <span className="choice-hint">
                    {l.address} · {t("address.hours", { opens: l.opensAt, closes: l.closesAt })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldErrors id={fields.pickupLocationId.errorId} errors={fields.pickupLocationId.errors} />
          <SelectField
            meta={fields.pickupSlot}
            label={t("address.pickupSlot")}
            options={props.slots.pickup.map((s) => ({ value: s.id, label: slotLabel(s, today, t) }))}
            placeholder={t("address.chooseSlot")}
          />
        </fieldset>
      ) : null}

      {show("slot") ? (
        <fieldset className="checkout-block">
          <legend>{t("address.when")}</legend>
          <SelectField
            meta={fields.slot}
            label={t("address.deliverySlot")}
            options={props.slots.simple.map((s) => ({ value: s.id, label: slotLabel(s, today, t) }))}
            placeholder={t("address.chooseSlot")}
            hint={t("address.slotRule")}
          />
        </fieldset>
      ) : null}

      <fieldset className="checkout-block">
        <legend>{t("address.receiver")}</legend>
        <div className="form-grid">
          <Field meta={fields.receiverName} label={t("address.receiverName")} autoComplete="name" maxLength={120} required />
          <Field meta={fields.receiverPhone} type="tel" label={t("address.receiverPhone")} autoComplete="tel" inputMode="tel" hint={t("address.phoneHint")} required />
          {props.signedIn ? null : <Field meta={fields.email} type="email" label={t("address.email")} autoComplete="email" hint={t("address.emailHint")} required />}
        </div>
        <label className="checkbox-field age-confirm">
          <input type="checkbox" name="ageConfirmed" aria-describedby={fields.ageConfirmed.errors?.length ? fields.ageConfirmed.errorId : undefined} aria-invalid={fields.ageConfirmed.errors ? true : undefined} />
          <span>
            {t("address.ageConfirm")}
            <span className="required-mark" aria-hidden="true">
              {" "}*
            </span>
          </span>
        </label>
        <FieldErrors id={fields.ageConfirmed.errorId} errors={fields.ageConfirmed.errors} />
      </fieldset>

      <fieldset className="checkout-block">
        <legend>{t("address.vatReceipt")}</legend>
        <div className="choice-list choice-row">
          {(["person", "organisation"] as const).map((value) => (
            <label key={value} className="choice">
              <input type="radio" name="vatReceipt" value={value} defaultChecked={vat === value} />
              <span>{t(`address.vat.${value}`)}</span>
            </label>
          ))}
        </div>
        {show("organisation") ? (
          <div className="form-grid">
            {hydrated ? null : <p className="field-hint">{t("address.organisationOnlyHint")}</p>}
            <Field meta={fields.registryNumber} label={t("account:organisation.registryNumber")} inputMode="numeric" maxLength={20} hint={t("account:organisation.registryHint")} />
            <Field meta={fields.organisationName} label={t("address.organisationName")} maxLength={200} />
          </div>
        ) : null}
      </fieldset>

      <SubmitButton className="button button-block">{t("address.continue")}</SubmitButton>
    </Form>
  );
}
