import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps, type SubmissionResult } from "~/ui/forms/use-shop-form";
import type { GiftCardRedeemSchema } from "../forms";

/** Recharge by gift card: the 16-digit number and the password under the scratch panel. */
export function GiftCardForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("wallet");
  const [form, fields] = useShopForm<typeof GiftCardRedeemSchema>({
    id: "gift-card-form",
    lastResult,
  });
  return (
    <Form method="post" className="form-stack" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        meta={fields.number}
        label={t("giftCard.number")}
        hint={t("giftCard.numberHint")}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={24}
        className="account-number"
        required
      />
      <Field meta={fields.secret} label={t("giftCard.secret")} hint={t("giftCard.secretHint")} type="password" autoComplete="one-time-code" maxLength={64} required />
      <div className="form-actions">
        <SubmitButton name="intent" value="giftcard">
          {t("giftCard.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
