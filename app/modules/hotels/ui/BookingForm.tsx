import { Form } from "@remix-run/react";
import { AirportField } from "~/modules/places";
import { FieldErrors, FieldLabel, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";

/**
 * The booking form: one passenger block per guest (the count comes from the page's address, so
 * no JavaScript is needed), the contact, an optional airport transfer and the way to pay. The
 * action validates with BookingSchema and answers with the values and errors by field path
 * (`passengers[1].gender`).
 */

export interface BookingFormValues {
  passengers?: { firstName?: string; lastName?: string; gender?: string; salutation?: string }[];
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  transfer?: string;
  transferAirport?: string;
  transferFlight?: string;
  transferArrival?: string;
  payment?: string;
}

export interface BookingFormProps {
  stay: { room: string; checkIn: string; checkOut: string; rooms: number; guests: number };
  formKey: string;
  values: BookingFormValues;
  errors: Record<string, string[] | null | undefined>;
  methods: ("card" | "qpay")[];
}

function TextInput({ name, label, value, errors, required = false, type = "text", autoComplete, maxLength, hint, placeholder }: {
  name: string;
  label: string;
  value: string | undefined;
  errors: string[] | null | undefined;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  placeholder?: string;
}) {
  const id = `booking-${name.replace(/[^a-zA-Z0-9]+/g, "-")}`;
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errors?.length ? errorId : null, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        required={required}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors ?? undefined} />
    </div>
  );
}

export function BookingForm({ stay, formKey, values, errors, methods }: BookingFormProps) {
  const { t } = useTranslation();
  const passengers = Array.from({ length: stay.guests }, (_, i) => values.passengers?.[i] ?? {});
  const payment = values.payment ?? methods[0] ?? "request";
  const formErrors = [...(errors[""] ?? []), ...(errors.passengers ?? []), ...(errors.key ?? []), ...(errors.room ?? []), ...(errors.checkIn ?? []), ...(errors.checkOut ?? []), ...(errors.rooms ?? []), ...(errors.guests ?? [])];
  return (
    <Form method="post" className="form-stack booking-form" id="booking-form" noValidate>
      <FormErrors id="booking-form-error" errors={formErrors.length > 0 ? formErrors : undefined} />
      <input type="hidden" name="key" value={formKey} />
      <input type="hidden" name="room" value={stay.room} />
      <input type="hidden" name="checkIn" value={stay.checkIn} />
      <input type="hidden" name="checkOut" value={stay.checkOut} />
      <input type="hidden" name="rooms" value={stay.rooms} />
      <input type="hidden" name="guests" value={stay.guests} />

      <h2>{t("hotels:form.passengers")}</h2>
      {passengers.map((p, i) => {
        const path = (field: string) => `passengers[${i}].${field}`;
        const genderId = `booking-passengers-${i}-gender`;
        const genderErrors = errors[path("gender")];
        return (
          <fieldset key={i} className="passenger-block" data-testid="passenger-block">
            <legend>{t("hotels:form.passenger", { n: i + 1 })}</legend>
            <div className="field">
              <label htmlFor={genderId}>
                {t("hotels:form.gender")}
                <span className="required-mark" aria-hidden="true">
                  {" "}*
                </span>
              </label>
              <select
                id={genderId}
                name={path("gender")}
                defaultValue={p.gender ?? ""}
                required
                aria-invalid={genderErrors?.length ? true : undefined}
                aria-describedby={`${genderId}-hint${genderErrors?.length ? ` ${genderId}-error` : ""}`}
              >
                <option value="">{t("hotels:form.genderChoose")}</option>
                <option value="male">MR</option>
                <option value="female">MS</option>
              </select>
              <p id={`${genderId}-hint`} className="field-hint">
                {t("hotels:form.genderHint")}
              </p>
              <FieldErrors id={`${genderId}-error`} errors={genderErrors ?? undefined} />
            </div>
            <TextInput name={path("salutation")} label={t("hotels:form.salutation")} value={p.salutation} errors={errors[path("salutation")]} maxLength={20} hint={t("hotels:form.salutationHint")} />
            <TextInput name={path("firstName")} label={t("hotels:form.firstName")} value={p.firstName} errors={errors[path("firstName")]} required maxLength={60} autoComplete={i === 0 ? "given-name" : "off"} />
            <TextInput name={path("lastName")} label={t("hotels:form.lastName")} value={p.lastName} errors={errors[path("lastName")]} required maxLength={60} autoComplete={i === 0 ? "family-name" : "off"} />
          </fieldset>
        );
      })}

      <h2>{t("hotels:form.contact")}</h2>
      <TextInput name="contactName" label={t("hotels:form.contactName")} value={values.contactName} errors={errors.contactName} required maxLength={120} autoComplete="name" />
      <TextInput name="contactPhone" label={t("hotels:form.contactPhone")} value={values.contactPhone} errors={errors.contactPhone} required type="tel" maxLength={30} autoComplete="tel" />
      <TextInput name="contactEmail" label={t("hotels:form.contactEmail")} value={values.contactEmail} errors={errors.contactEmail} required type="email" maxLength={254} autoComplete="email" />

      <fieldset className="transfer-block">
        <legend>{t("hotels:form.transfer")}</legend>
        <div className="field field-checkbox">
          <input id="booking-transfer" type="checkbox" name="transfer" value="on" defaultChecked={values.transfer === "on"} />
          <label htmlFor="booking-transfer">{t("hotels:form.transferWanted")}</label>
        </div>
        <p className="field-hint">{t("hotels:form.transferHint")}</p>
        <AirportField name="transferAirport" label={t("hotels:form.transferAirport")} defaultValue={values.transferAirport} error={errors.transferAirport?.[0]} />
        <TextInput name="transferFlight" label={t("hotels:form.transferFlight")} value={values.transferFlight} errors={errors.transferFlight} maxLength={10} placeholder="OM 302" />
        <TextInput name="transferArrival" label={t("hotels:form.transferArrival")} value={values.transferArrival} errors={errors.transferArrival} type="datetime-local" maxLength={16} hint={t("hotels:form.transferArrivalHint")} />
      </fieldset>

      <fieldset className="payment-choice">
        <legend>{t("hotels:form.payHow")}</legend>
        {[...methods, "request" as const].map((m) => (
          <div className="field field-radio" key={m}>
            <input id={`booking-pay-${m}`} type="radio" name="payment" value={m} defaultChecked={payment === m} />
            <label htmlFor={`booking-pay-${m}`}>{t(`hotels:form.pay.${m}`)}</label>
          </div>
        ))}
        <p className="field-hint">{t("hotels:form.payHint")}</p>
        <FieldErrors id="booking-payment-error" errors={errors.payment ?? undefined} />
      </fieldset>

      <div className="form-actions">
        <SubmitButton data-testid="booking-submit">{t("hotels:form.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
