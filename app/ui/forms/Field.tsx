import { getInputProps, type FieldMetadata } from "./use-shop-form";
import { createContext, useContext, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "~/ui/i18n";

/**
 * Who words the schemas' error keys: the shop's translator, unless a part of the site with texts
 * of its own (the brand microsite, in five languages) provides its translator here.
 */
const ErrorTextsContext = createContext<((key: string) => string) | null>(null);
export const ErrorTextsProvider = ErrorTextsContext.Provider;

function useErrorText(): (key: string) => string {
  const { t } = useTranslation();
  return useContext(ErrorTextsContext) ?? ((key: string) => t(key));
}

/** Translates error keys from the zod schemas (`auth:errors.x`, or common keys). */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const t = useErrorText();
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {errors.map((error) => t(error)).join(", ")}
    </p>
  );
}

type InputType = "text" | "email" | "tel" | "password" | "number" | "date" | "url";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue"> {
  meta: FieldMetadata;
  label: string;
  type?: InputType;
  hint?: ReactNode;
}

/** A field's label; a required field's carries an asterisk (storefront-spec.md §5), hidden from screen readers, which hear `required`. */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? (
        <span className="required-mark" aria-hidden="true">
          {" "}*
        </span>
      ) : null}
    </label>
  );
}

/** A field's hint, under it; the field names it in aria-describedby (`${fieldId}-hint`). */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className="field-hint">
      {hint}
    </p>
  ) : null;
}

/** A labelled input with its hint and translated errors; required fields carry an asterisk (storefront-spec.md §5). */
export function Field({ meta, label, type = "text", hint, ...rest }: FieldProps) {
  const inputProps = getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  const required = Boolean(meta.required) || Boolean(rest.required);
  return (
    <div className="field">
      <FieldLabel id={meta.id} label={label} required={required} />
      <input {...inputProps} {...rest} key={meta.key} />
      <FieldHint id={`${meta.id}-hint`} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Errors that belong to the whole form (conform's form-level errors). */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const t = useErrorText();
  if (!errors || errors.length === 0) return null;
  return (
    <div id={id} className="form-error" role="alert">
      {errors.map((error) => (
        <p key={error}>{t(error)}</p>
      ))}
    </div>
  );
}
