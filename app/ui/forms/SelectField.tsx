import { getSelectProps, getTextareaProps, type FieldMetadata } from "./use-shop-form";
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldErrors, FieldHint, FieldLabel } from "./Field";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue"> {
  meta: FieldMetadata;
  label: string;
  options: SelectOption[];
  /** The first, empty choice ('Choose...'); omit when a value is always chosen. */
  placeholder?: string;
  hint?: ReactNode;
}

/** A labelled select with translated errors, the same shape as forms/Field. */
export function SelectField({ meta, label, options, placeholder, hint, required, ...rest }: SelectFieldProps) {
  const selectProps = getSelectProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className="field">
      <FieldLabel id={meta.id} label={label} required={required || Boolean(meta.required)} />
      <select {...selectProps} {...rest} required={required} key={meta.key}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={`${meta.id}-hint`} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue"> {
  meta: FieldMetadata;
  label: string;
  hint?: ReactNode;
}

export function TextAreaField({ meta, label, hint, required, ...rest }: TextAreaFieldProps) {
  const textareaProps = getTextareaProps(meta, { ariaDescribedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className="field">
      <FieldLabel id={meta.id} label={label} required={required || Boolean(meta.required)} />
      <textarea {...textareaProps} {...rest} required={required} key={meta.key} />
      <FieldHint id={`${meta.id}-hint`} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
