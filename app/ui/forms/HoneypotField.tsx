import { useTranslation } from "~/ui/i18n";

/** A field only bots fill in (see utils/honeypot.server.ts). Hidden from sight, keyboard and screen readers. */
export function HoneypotField() {
  const { t } = useTranslation();
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor="hp-website">{t("auth:honeypot")}</label>
      <input id="hp-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
