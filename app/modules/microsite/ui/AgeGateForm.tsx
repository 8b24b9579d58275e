import { Form } from "@remix-run/react";
import { getFormProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import type { AgeGateSchema } from "../forms";
import { useBrandTexts } from "./use-brand-texts";

const MONTHS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"] as const;

/**
 * 'ARE YOU OF LEGAL DRINKING AGE?': the date of birth (day, month, year in three plain fields, so
 * any phone can fill it without a date picker), and a way to say no. A form post; nothing needs
 * JavaScript.
 */
export function AgeGateForm({ next, lastResult }: { next: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useBrandTexts();
  const [form, fields] = useShopForm<typeof AgeGateSchema>({ id: "age-gate", lastResult });
  const errors = [...(form.errors ?? []), ...(fields.year.errors ?? [])];
  const errorId = fields.year.errorId;
  const described = errors.length > 0 ? errorId : undefined;
  return (
    <Form method="post" className="age-gate-form" {...getFormProps(form)} data-testid="age-gate-form">
      <input type="hidden" name="next" value={next} />
      <fieldset aria-describedby={described}>
        <legend>{t("brand:gate.birthDate")}</legend>
        <div className="age-gate-fields">
          <div className="field">
            <label htmlFor="age-gate-day">{t("brand:gate.day")}</label>
            <input
              id="age-gate-day"
              name="day"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={2}
              autoComplete="bday-day"
              defaultValue={fields.day.initialValue ?? ""}
              aria-invalid={errors.length > 0 || undefined}
              required
            />
          </div>
          <div className="field">
            <label htmlFor="age-gate-month">{t("brand:gate.month")}</label>
            <select id="age-gate-month" name="month" autoComplete="bday-month" defaultValue={fields.month.initialValue ?? ""} aria-invalid={errors.length > 0 || undefined} required>
              <option value="">{t("brand:gate.chooseMonth")}</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {t(`brand:gate.months.m${month}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="age-gate-year">{t("brand:gate.year")}</label>
            <input
              id="age-gate-year"
              name="year"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={4}
              autoComplete="bday-year"
              placeholder={t("brand:gate.yearExample")}
              defaultValue={fields.year.initialValue ?? ""}
              aria-invalid={errors.length > 0 || undefined}
              required
            />
          </div>
        </div>
        {errors.length > 0 ? (
          <p id={errorId} className="field-error" role="alert" data-testid="age-gate-error">
            {errors.map((error) => t(error)).join(" ")}
          </p>
        ) : null}
      </fieldset>
      <p className="age-gate-remember">{t("brand:gate.remember")}</p>
      <div className="age-gate-actions">
        <button type="submit" name="intent" value="enter" className="button">
          {t("brand:gate.enter")}
        </button>
        <button type="submit" name="intent" value="decline" className="button button-secondary" formNoValidate>
          {t("brand:gate.decline")}
        </button>
      </div>
    </Form>
  );
}
