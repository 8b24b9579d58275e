import type { ReactNode } from "react";
import { Field } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import type { FieldMetadata } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";

/**
 * The field a 6-digit code is typed into, the same on every page that takes one (sign-in, a
 * linked account, a new e-mail or phone, a password reset): digits on a phone's keypad, filled
 * from the message where the phone offers it, room for a space typed in the middle.
 */
export function CodeField({ meta, label, hint }: { meta: FieldMetadata; label: string; hint?: ReactNode }) {
  return <Field meta={meta} label={label} hint={hint} inputMode="numeric" autoComplete="one-time-code" maxLength={7} required />;
}

/** The code form's buttons: the page's own 'verify' and 'send a new code' (which skips the browser's checks). */
export function VerifyOrResend({ verifyLabel }: { verifyLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className="form-actions">
      <SubmitButton name="intent" value="verify">
        {verifyLabel}
      </SubmitButton>
      <button type="submit" name="intent" value="resend" className="link-button" formNoValidate>
        {t("auth:code.resend")}
      </button>
    </div>
  );
}
