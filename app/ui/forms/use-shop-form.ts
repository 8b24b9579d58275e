import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useId, useReducer, useRef, type FormEvent } from "react";

export type { SubmissionResult };

/**
 * The browser half of our forms (docs/decisions/039-forms-in-the-browser.md). Validation runs
 * only in the action, with the zod schema and conform's parseWithZod; the action answers
 * `submission.reply()`, and this hook shows that answer the way conform's useForm did: same
 * ids, field and form errors, submitted values, aria-invalid/aria-describedby and focus on the
 * first invalid field. conform's client (with zod) weighed ~25 kB gzip on every page; this is
 * a few hundred bytes. Nothing here posts on blur or input: the form is checked when sent.
 */

type Value = string | undefined;
type Values = Record<string, Value>;
type Errors = Record<string, string[]>;

export interface FieldMetadata {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  /** The value the field starts with: the submitted one after an answer, else the default. */
  initialValue: Value;
  /** The field's current value (kept up to date as the shopper types or chooses). */
  value: Value;
  errors: string[] | undefined;
  /** Changes when the form is reset by the answer (`reply({ resetForm: true })`), to remount inputs. */
  key: string | undefined;
  /** No schema constraints reach the browser: components write required, min, max, maxLength themselves. */
  required?: boolean;
}

export interface FormMetadata {
  id: string;
  errorId: string;
  descriptionId: string;
  /** Errors of the whole form (conform's `formErrors`, key ""). */
  errors: string[] | undefined;
  allErrors: Errors;
  status: "success" | "error" | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  /** Hides a field's message until the next answer (a change elsewhere made it stale). */
  clearErrors: (name: string) => void;
  noValidate: true;
}

/** A zod schema (its input type) or a plain shape; only the keys matter. */
type ShapeOf<S> = S extends { _input: infer I } ? I : S;
type KeysOf<T> = T extends unknown ? keyof T & string : never;
export type FieldsOf<S> = { [K in KeysOf<NonNullable<ShapeOf<S>>>]: FieldMetadata };

export interface ShopFormOptions {
  id?: string;
  /** The action's `submission.reply()` (also after a post without JavaScript). */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: object | null;
}

interface State {
  formId: string;
  values: Values;
  initial: Values;
  errors: Errors;
  status: FormMetadata["status"];
  generation: number;
}

type Action =
  | { type: "result"; result: SubmissionResult<string[]>; defaults: Values }
  | { type: "input"; name: string; value: Value }
  | { type: "chosen"; values: Values }
  | { type: "clear"; name: string }
  | { type: "reset"; state: State };

function serialize(value: unknown): Value {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (value instanceof Date) return value.toISOString();
  // Our forms send one value per name; a repeated name keeps its first value.
  if (Array.isArray(value)) return serialize(value[0]);
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return undefined;
}

function flat(record: object | null | undefined): Values {
  const values: Values = {};
  for (const [name, value] of Object.entries(record ?? {}) as [string, unknown][]) values[name] = serialize(value);
  return values;
}

function errorsOf(result: SubmissionResult<string[]> | null | undefined): Errors {
  const errors: Errors = {};
  for (const [name, list] of Object.entries(result?.error ?? {})) if (list && list.length > 0) errors[name] = list;
  return errors;
}

function initialState(options: ShopFormOptions & { id: string }, generation = 0): State {
  const defaults = flat(options.defaultValue);
  const result = options.lastResult;
  const initial = result?.initialValue ? flat(result.initialValue) : defaults;
  return { formId: options.id, values: initial, initial, errors: errorsOf(result), status: result?.status, generation };
}

function reducer(state: State, action: Action): State {
  if (action.type === "reset") return action.state;
  if (action.type === "input") return { ...state, values: { ...state.values, [action.name]: action.value } };
  if (action.type === "chosen") {
    const changed = Object.entries(action.values).filter(([name, value]) => state.values[name] !== value);
    return changed.length === 0 ? state : { ...state, values: { ...state.values, ...Object.fromEntries(changed) } };
  }
  if (action.type === "clear") {
    if (!state.errors[action.name]) return state;
    const { [action.name]: _cleared, ...errors } = state.errors;
    return { ...state, errors };
  }
  const { result, defaults } = action;
  // reply({ resetForm: true }): back to the defaults, inputs remounted with them.
  if (result.initialValue === null) return { ...state, values: defaults, initial: defaults, errors: {}, status: undefined, generation: state.generation + 1 };
  const submitted = result.initialValue ? flat(result.initialValue) : state.values;
  return { ...state, values: submitted, errors: errorsOf(result), status: result.status };
}

export function useShopForm<S = Record<string, unknown>>(options: ShopFormOptions): [FormMetadata, FieldsOf<S>] {
  const generatedId = useId();
  const formId = options.id ?? generatedId;
  const [state, dispatch] = useReducer(reducer, { ...options, id: formId }, (init) => initialState(init));
  const seen = useRef(options.lastResult);
  const focusPending = useRef(false);
  // Another form in the same place (the synonyms page's new/edit form): start over from its
  // defaults and answer, inputs remounted, as conform does when the form id changes.
  if (state.formId !== formId) {
    seen.current = options.lastResult;
    dispatch({ type: "reset", state: initialState({ ...options, id: formId }, state.generation + 1) });
  }

  useEffect(() => {
    // What the shopper typed or ticked before the scripts arrived is in the page, not in the
    // state: read it once, so blocks that follow a choice show the one actually made.
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    const sent = new FormData(element);
    const chosen: Values = {};
    for (const control of Array.from(element.elements) as HTMLInputElement[]) {
      if (!control.name || control.name in chosen) continue;
      const value = sent.get(control.name);
      chosen[control.name] = typeof value === "string" ? value : undefined;
    }
    dispatch({ type: "chosen", values: chosen });
    // Once, at hydration: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const result = options.lastResult;
  useEffect(() => {
    // The answer rendered on the server (no JavaScript, or the first load) is already shown.
    if (!result || result === seen.current) return;
    seen.current = result;
    dispatch({ type: "result", result, defaults: flat(options.defaultValue) });
    if (result.initialValue === null) (document.getElementById(formId) as HTMLFormElement | null)?.reset();
    focusPending.current = result.status === "error";
    // defaultValue is read only when a new answer arrives, as conform does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, formId]);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && state.errors[name] && element instanceof HTMLElement) {
        element.focus();
        break;
      }
    }
  }, [state.errors, formId]);

  const form: FormMetadata = {
    id: formId,
    errorId: `${formId}-error`,
    descriptionId: `${formId}-description`,
    errors: state.errors[""],
    allErrors: state.errors,
    status: state.status,
    noValidate: true,
    // The server validates: the browser sends the form as it is.
    onSubmit: () => undefined,
    onChange: (event) => {
      const target = event.target as HTMLInputElement;
      if (!target.name) return;
      const sent = new FormData(event.currentTarget).get(target.name);
      const value = typeof sent === "string" ? sent : undefined;
      if (value !== state.values[target.name]) dispatch({ type: "input", name: target.name, value });
    },
    clearErrors: (name) => dispatch({ type: "clear", name }),
  };

  const fields = new Proxy({} as FieldsOf<S>, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      const id = `${formId}-${name}`;
      const meta: FieldMetadata = {
        id,
        name,
        formId,
        errorId: `${id}-error`,
        descriptionId: `${id}-description`,
        initialValue: state.initial[name],
        value: state.values[name],
        errors: state.errors[name],
        key: state.generation > 0 ? String(state.generation) : undefined,
      };
      return meta;
    },
  });
  return [form, fields];
}

function ariaAttributes(meta: { errorId: string; errors: string[] | undefined }, ariaDescribedBy?: string, field = false) {
  const invalid = meta.errors !== undefined;
  const describedBy = invalid ? `${meta.errorId} ${ariaDescribedBy ?? ""}`.trim() : ariaDescribedBy;
  return {
    ...(field && invalid ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

export function getFormProps(form: FormMetadata) {
  return { id: form.id, onSubmit: form.onSubmit, onChange: form.onChange, noValidate: form.noValidate, ...ariaAttributes(form) };
}

interface ControlOptions {
  ariaDescribedBy?: string;
}

function controlProps(meta: FieldMetadata, options: ControlOptions) {
  return { id: meta.id, name: meta.name, form: meta.formId, ...(meta.required ? { required: true } : {}), ...ariaAttributes(meta, options.ariaDescribedBy, true) };
}

export function getInputProps(meta: FieldMetadata, options: ControlOptions & { type: string; value?: string }) {
  const props: ReturnType<typeof controlProps> & { type: string; value?: string; defaultValue?: string; defaultChecked?: boolean } = {
    ...controlProps(meta, options),
    type: options.type,
  };
  if (options.type === "checkbox" || options.type === "radio") {
    props.value = options.value ?? "on";
    props.defaultChecked = meta.initialValue === props.value;
  } else if (options.type !== "file" && typeof meta.initialValue === "string") {
    props.defaultValue = meta.initialValue;
  }
  return props;
}

export function getSelectProps(meta: FieldMetadata, options: ControlOptions = {}) {
  return { ...controlProps(meta, options), defaultValue: meta.initialValue };
}

export function getTextareaProps(meta: FieldMetadata, options: ControlOptions = {}) {
  return { ...controlProps(meta, options), defaultValue: meta.initialValue };
}
