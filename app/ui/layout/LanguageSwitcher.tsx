import { Form, useLocation } from "@remix-run/react";

const LANGUAGES = [
  { code: "mn", label: "Монгол", short: "MN" },
  { code: "en", label: "English", short: "EN" },
] as const;

/**
 * A plain form post, so switching language works with JavaScript off. The header has two (the
 * phone menu's and the desktop one, never shown together); only the one given `label` is named,
 * which makes it a form landmark: two landmarks of one kind with one name tell a screen-reader
 * user nothing (html-validate: unique-landmark). The menu's is under its visible "Language" heading.
 */
export function LanguageSwitcher({ locale, className, label }: { locale: string; className?: string; label?: string }) {
  const location = useLocation();
  return (
    <Form method="post" action="/locale" className={`language-switcher ${className ?? ""}`} aria-label={label}>
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
