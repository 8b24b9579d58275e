import { Form } from "@remix-run/react";
import { FieldErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { MAX_SEGMENTS, PLAY_RULES, PRIZE_KINDS } from "../domain/games";

/** The staff's campaign form's values, as typed (strings), and the action's errors by field path (`segments[2].weight`). */
export type CampaignFormValues = Record<string, unknown> & { segments?: Record<string, unknown>[] };

const str = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

function Input({
  name,
  label,
  values,
  errors,
  hint,
  ...rest
}: { name: string; label: string; values: Record<string, unknown>; errors: Record<string, string[]>; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `campaign-${name.replace(/[[\].]/g, "-")}`;
  const fieldErrors = errors[name];
  const key = name.split(".").pop()!;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={str(values[key])}
        aria-invalid={fieldErrors ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", fieldErrors ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} errors={fieldErrors} />
    </div>
  );
}

function Select({ name, label, values, errors, options }: { name: string; label: string; values: Record<string, unknown>; errors: Record<string, string[]>; options: { value: string; label: string }[] }) {
  const id = `campaign-${name.replace(/[[\].]/g, "-")}`;
  const key = name.split(".").pop()!;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={str(values[key])} aria-invalid={errors[name] ? true : undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-error`} errors={errors[name]} />
    </div>
  );
}

/**
 * Create or edit a campaign (a plain form: it works without JavaScript). A wheel's segments are
 * rows; a row left empty is not a segment. A jackpot names the wheel that feeds it.
 */
export function CampaignForm({ kind, values, errors, submitLabel }: { kind: "wheel" | "jackpot"; values: CampaignFormValues; errors: Record<string, string[]>; submitLabel: string }) {
  const { t } = useTranslation();
  const segments = values.segments ?? [];
  const rows = Math.min(MAX_SEGMENTS, Math.max(segments.length + 2, 6));
  const formErrors = [...(errors[""] ?? []), ...(errors.segments ?? [])];
  return (
    <Form method="post" className="form-stack" noValidate data-testid="campaign-form">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="kind" value={kind} />
      {formErrors.length > 0 ? (
        <p className="game-error" role="alert">
          {formErrors.map((e) => t(e)).join(" ")}
        </p>
      ) : null}
      <div className="form-grid">
        <Input name="slug" label={t("games:staff.slug")} hint={t("games:staff.slugHint")} values={values} errors={errors} maxLength={60} required />
        <Input name="startsOn" type="date" label={t("games:staff.startsOn")} values={values} errors={errors} required />
        <Input name="endsOn" type="date" label={t("games:staff.endsOn")} hint={t("games:staff.endsOnHint")} values={values} errors={errors} required />
      </div>
      <div className="form-grid">
        <Input name="titleMn" label={t("games:staff.titleMn")} values={values} errors={errors} maxLength={120} lang="mn" required />
        <Input name="titleEn" label={t("games:staff.titleEn")} values={values} errors={errors} maxLength={120} lang="en" required />
        <Input name="descriptionMn" label={t("games:staff.descriptionMn")} values={values} errors={errors} maxLength={1000} lang="mn" />
        <Input name="descriptionEn" label={t("games:staff.descriptionEn")} values={values} errors={errors} maxLength={1000} lang="en" />
      </div>
      {kind === "wheel" ? (
        <>
          <div className="form-grid">
            <Select name="playRule" label={t("games:staff.playRule")} values={values} errors={errors} options={PLAY_RULES.map((r) => ({ value: r, label: t(`games:staff.playRules.${r}`) }))} />
            <div className="field">
              <label className="checkbox-field">
                <input type="checkbox" name="requiresOrder" defaultChecked={values.requiresOrder === true || values.requiresOrder === "on"} />
                <span>{t("games:staff.requiresOrder")}</span>
              </label>
            </div>
          </div>
          <fieldset className="games-segment-rows">
            <legend>{t("games:staff.segments")}</legend>
            <p className="field-hint">{t("games:staff.segmentsHint")}</p>
            {Array.from({ length: rows }, (_, i) => {
              const row = segments[i] ?? {};
              const name = (field: string) => `segments[${i}].${field}`;
              return (
                <fieldset key={i} className="games-segment-row" data-testid="segment-row">
                  <legend>{t("games:staff.segmentNumber", { n: i + 1 })}</legend>
                  <div className="games-segment-fields">
                    <Input name={name("labelMn")} label={t("games:staff.labelMn")} values={row} errors={errors} maxLength={60} lang="mn" />
                    <Input name={name("labelEn")} label={t("games:staff.labelEn")} values={row} errors={errors} maxLength={60} lang="en" />
                    <Input name={name("colour")} type="color" label={t("games:staff.colour")} values={{ colour: str(row.colour) || "#7a1f3d" }} errors={errors} />
                    <Select
                      name={name("prizeKind")}
                      label={t("games:staff.prizeKind")}
                      values={row}
                      errors={errors}
                      options={PRIZE_KINDS.map((k) => ({ value: k, label: t(`games:staff.prizeKinds.${k}`) }))}
                    />
                    <Input name={name("weight")} label={t("games:staff.weight")} values={row} errors={errors} inputMode="numeric" maxLength={10} />
                    <Select
                      name={name("discountType")}
                      label={t("games:staff.discountType")}
                      values={row}
                      errors={errors}
                      options={[
                        { value: "", label: "—" },
                        { value: "percent", label: t("games:staff.discountTypes.percent") },
                        { value: "amount", label: t("games:staff.discountTypes.amount") },
                      ]}
                    />
                    <Input name={name("discountValue")} label={t("games:staff.discountValue")} values={row} errors={errors} inputMode="numeric" maxLength={12} />
                    <Input name={name("minOrder")} label={t("games:staff.minOrder")} values={row} errors={errors} inputMode="numeric" maxLength={12} />
                    <Input name={name("validDays")} label={t("games:staff.validDays")} values={row} errors={errors} inputMode="numeric" maxLength={3} />
                    <Input name={name("cashbackAmount")} label={t("games:staff.cashbackAmount")} values={row} errors={errors} inputMode="numeric" maxLength={12} />
                    <Input name={name("dailyCap")} label={t("games:staff.dailyCap")} values={row} errors={errors} inputMode="numeric" maxLength={10} />
                    <Input name={name("totalCap")} label={t("games:staff.totalCap")} values={row} errors={errors} inputMode="numeric" maxLength={10} />
                  </div>
                </fieldset>
              );
            })}
          </fieldset>
        </>
      ) : (
        <fieldset className="games-segment-row">
          <legend>{t("games:staff.jackpotSettings")}</legend>
          <p className="field-hint">{t("games:staff.jackpotHint")}</p>
          <div className="games-segment-fields">
            <Input name="wheelSlug" label={t("games:staff.wheelSlug")} values={values} errors={errors} maxLength={60} required />
            <Input name="jackpotSeed" label={t("games:staff.jackpotSeed")} values={values} errors={errors} inputMode="numeric" maxLength={12} required />
            <Input name="jackpotStep" label={t("games:staff.jackpotStep")} values={values} errors={errors} inputMode="numeric" maxLength={12} required />
            <Input name="jackpotOneIn" label={t("games:staff.jackpotOneIn")} values={values} errors={errors} inputMode="numeric" maxLength={8} required />
            <Input name="jackpotMinWin" label={t("games:staff.jackpotMinWin")} values={values} errors={errors} inputMode="numeric" maxLength={12} required />
          </div>
        </fieldset>
      )}
      <div className="form-actions">
        <SubmitButton data-testid="campaign-save">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
