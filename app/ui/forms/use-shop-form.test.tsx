import * as conform from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useShopForm, type SubmissionResult } from "./use-shop-form";

/**
 * The browser half of the forms must answer the action's `submission.reply()` as conform's
 * useForm did (docs/decisions/039-forms-in-the-browser.md): the same markup for the same reply.
 */
const Schema = z.object({
  email: z.string({ required_error: "auth:errors.emailRequired" }).email("auth:errors.emailInvalid"),
  city: z.string({ required_error: "account:errors.cityRequired" }),
  note: z.string().max(5, "orders:errors.textTooLong").optional(),
  gift: z.literal("on").optional(),
});

function reply(fields: Record<string, string>, options?: { hideFields?: string[]; resetForm?: boolean }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const submission = parseWithZod(data, { schema: Schema });
  return submission.reply(options ?? (submission.status === "success" ? { formErrors: ["auth:errors.tooManyAttempts"] } : undefined));
}

const defaults = { email: "shop@example.mn", city: "ub", note: "", gift: "on" };

function Ours({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useShopForm<typeof Schema>({ id: "f", lastResult, defaultValue: defaults });
  return (
    <form {...getFormProps(form)}>
      <p id={form.errorId}>{form.errors?.join(",")}</p>
      <input {...getInputProps(fields.email, { type: "email", ariaDescribedBy: "hint" })} />
      <p id={fields.email.errorId}>{fields.email.errors?.join(",")}</p>
      <select {...getSelectProps(fields.city)} />
      <textarea {...getTextareaProps(fields.note)} />
      <input {...getInputProps(fields.gift, { type: "checkbox" })} />
    </form>
  );
}

function Conform({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = conform.useForm<z.input<typeof Schema>>({ id: "f", lastResult, defaultValue: defaults });
  return (
    <form {...conform.getFormProps(form)}>
      <p id={form.errorId}>{form.errors?.join(",")}</p>
      <input {...conform.getInputProps(fields.email, { type: "email", ariaDescribedBy: "hint" })} />
      <p id={fields.email.errorId}>{fields.email.errors?.join(",")}</p>
      <select {...conform.getSelectProps(fields.city)} />
      <textarea {...conform.getTextareaProps(fields.note)} />
      <input {...conform.getInputProps(fields.gift, { type: "checkbox" })} />
    </form>
  );
}

const cases: [string, SubmissionResult<string[]> | undefined][] = [
  ["first load", undefined],
  ["field errors, submitted values back", reply({ email: "not-an-email", city: "", note: "far too long" })],
  ["a form error on a valid submission", reply({ email: "a@b.mn", city: "darkhan", note: "ok", gift: "on" })],
  ["a secret field left out of the answer", reply({ email: "x", city: "ub" }, { hideFields: ["email"] })],
  ["reset after success", reply({ email: "a@b.mn", city: "ub" }, { resetForm: true })],
];

describe("useShopForm", () => {
  it.each(cases)("renders the reply as conform's useForm does: %s", (_, lastResult) => {
    expect(renderToStaticMarkup(<Ours lastResult={lastResult} />)).toBe(renderToStaticMarkup(<Conform lastResult={lastResult} />));
  });

  it("marks an invalid field and points it at its message", () => {
    const html = renderToStaticMarkup(<Ours lastResult={reply({ email: "nope", city: "ub" })} />);
    expect(html).toContain('id="f-email" name="email" form="f" aria-invalid="true" aria-describedby="f-email-error hint"');
    expect(html).toContain('<p id="f-email-error">auth:errors.emailInvalid</p>');
    expect(html).toContain('value="nope"');
    expect(html).toContain(`<form id="f" novalidate="">`);
  });
});
