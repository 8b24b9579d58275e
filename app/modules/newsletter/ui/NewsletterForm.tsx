import { Form } from "@remix-run/react";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { getFormProps, useShopForm, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import type { SubscribeSchema } from "../forms";

/**
 * The newsletter sign-up (footer and /newsletter). It always posts to /newsletter, so it works
 * without JavaScript from any page; `redirectTo` brings the shopper back where they were.
 */
export function NewsletterForm({
  source,
  redirectTo,
  lastResult,
  id,
}: {
  source: "footer" | "page";
  redirectTo: string;
  lastResult?: SubmissionResult<string[]> | null;
  id: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm<typeof SubscribeSchema>({ id, lastResult });
  return (
    <Form method="post" action="/newsletter" className={`newsletter-form newsletter-form-${source}`} {...getFormProps(form)} data-testid={`newsletter-form-${source}`}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* The honeypot (app/platform/honeypot.server.ts), with an id of its own: the footer's form shares pages with other forms. */}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t("auth:honeypot")}</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Field meta={fields.email} type="email" label={t("contact:newsletter.emailLabel")} autoComplete="email" maxLength={254} required />
      <SubmitButton className="button">{t("contact:newsletter.submit")}</SubmitButton>
    </Form>
  );
}
