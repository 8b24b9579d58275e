import { useBrandTexts } from "../use-brand-texts";

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
