import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

const LANGUAGES = [
  { code: "mn", label: "Монгол", short: "MN" },
  { code: "en", label: "English", short: "EN" },
] as const;

/** A plain form post, so switching language works with JavaScript off. */
export function LanguageSwitcher({ locale, className }: { locale: string; className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/locale" className={`language-switcher ${className ?? ""}`} aria-label={t("nav.language")}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {LANGUAGES.map((lang) => (
        <button
          key={lang.code}
          type="submit"
          name="lng"
          value={lang.code}
          lang={lang.code}
          aria-pressed={locale === lang.code}
          title={lang.label}
        >
          <span aria-hidden="true">{lang.short}</span>
          <span className="visually-hidden">{lang.label}</span>
        </button>
      ))}
    </Form>
  );
}
