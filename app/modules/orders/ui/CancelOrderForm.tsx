import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SelectField, TextAreaField } from "~/ui/forms/SelectField";
import { FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import { CANCEL_REASONS } from "../domain/cancel-reasons";
import type { ShopperCancelSchema } from "../forms";

/** The shopper's cancel form (before shipment): a reason is required, and 'Other' needs a few words. */
export function CancelOrderForm({ state, lastResult }: { state: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation("orders");
  const [form, fields] = useShopForm<typeof ShopperCancelSchema>({
    id: "cancel-order",
    lastResult,
  });
  return (
    <section className="order-section order-cancel" aria-labelledby="order-cancel-title">
      <h2 id="order-cancel-title">{t("cancel.title")}</h2>
      <p className="order-muted">{t("cancel.lead")}</p>
      <Form method="post" className="form-stack" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="state" value={state} />
        <SelectField
          meta={fields.reason}
          label={t("cancel.reason")}
          placeholder={t("cancel.choose")}
          options={CANCEL_REASONS.map((reason) => ({ value: reason, label: t(`cancel.reasons.${reason}`) }))}
          required
        />
        <TextAreaField meta={fields.note} label={t("cancel.note")} hint={t("cancel.noteHint")} rows={3} maxLength={300} />
        <SubmitButton className="button button-danger">
          {t("cancel.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
