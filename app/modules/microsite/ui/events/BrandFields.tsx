import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "~/ui/forms/use-shop-form";
import { useBrandTexts } from "../use-brand-texts";

/**
 * The microsite's form fields: the shop's Field, but the labels' errors (`brandEvents:errors.*`
 * keys from the zod schema) are translated with the microsite's `t`, in the address's language
 * with mn behind it, not with the shop's mn/en translator.
 */

export function BrandFieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useBrandTexts();
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {errors.map((error) => t(error)).join(", ")}
    </p>
  );
}

/** Errors of the whole form (a refused event, a limit reached). */
export function BrandFormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useBrandTexts();
  if (!errors || errors.length === 0) return null;
  return (
    <div id={id} className="form-error" role="alert">
      {errors.map((error) => (
        <p key={error}>{t(error)}</p>
      ))}
    </div>
  );
}

function Label({ meta, label, required }: { meta: FieldMetadata; label: string; required: boolean }) {
  return (
    <label htmlFor={meta.id}>
      {label}
      {required ? (
        <span className="required-mark" aria-hidden="true">
          {" "}*
        </span>
      ) : null}
    </label>
  );
}

function Hint({ meta, hint }: { meta: FieldMetadata; hint?: ReactNode }) {
  return hint ? (
    <p id={`${meta.id}-hint`} className="field-hint">
      {hint}
    </p>
  ) : null;
}

type InputType = "text" | "email" | "tel" | "number" | "date";

interface BrandFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue"> {
  meta: FieldMetadata;
  label: string;
  type?: InputType;
  hint?: ReactNode;
}

export function BrandField({ meta, label, type = "text", hint, ...rest }: BrandFieldProps) {
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className="field">
      <Label meta={meta} label={label} required={Boolean(rest.required)} />
      <input {...props} {...rest} key={meta.key} />
      <Hint meta={meta} hint={hint} />
      <BrandFieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

interface BrandSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue"> {
  meta: FieldMetadata;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  hint?: ReactNode;
}

export function BrandSelectField({ meta, label, options, placeholder, hint, ...rest }: BrandSelectProps) {
  const props = getSelectProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className="field">
      <Label meta={meta} label={label} required={Boolean(rest.required)} />
      <select {...props} {...rest} key={meta.key}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint meta={meta} hint={hint} />
      <BrandFieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

interface BrandTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue"> {
  meta: FieldMetadata;
  label: string;
  hint?: ReactNode;
}

export function BrandTextAreaField({ meta, label, hint, ...rest }: BrandTextAreaProps) {
  const props = getTextareaProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className="field">
      <Label meta={meta} label={label} required={Boolean(rest.required)} />
      <textarea {...props} {...rest} key={meta.key} />
      <Hint meta={meta} hint={hint} />
      <BrandFieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A field only bots fill in (app/platform/honeypot.server.ts), labelled in the page's language. */
export function BrandHoneypotField({ formId }: { formId: string }) {
  const { t } = useBrandTexts();
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={`${formId}-website`}>{t("brandEvents:form.honeypot")}</label>
      <input id={`${formId}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
