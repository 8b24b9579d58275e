import { NavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { siteConfig } from "~/config/site";
import { ErrorTextsProvider } from "~/ui/forms/Field";
import { HTML_LANG, LOCALE_ENDONYMS, MICROSITE_LOCALES, MICROSITE_SECTIONS, micrositePath, switchLocaleInPath, type MicrositeLocale } from "../locales";
import { useBrandTexts } from "./use-brand-texts";

const SECTION_KEYS: Record<(typeof MICROSITE_SECTIONS)[number], string> = {
  "": "brand:nav.story",
  tasting: "brand:nav.tasting",
  distillation: "brand:nav.distillation",
  ingredients: "brand:nav.ingredients",
  cocktails: "brand:nav.cocktails",
  events: "brand:nav.events",
};

/**
 * The microsite's own frame (it replaces the shop's header and footer under /brand): the brand's
 * wordmark, the sections (not on the gate), the language switch, which only changes the address
 * (the shop's language cookie stays as it is), and the way back to the shop.
 */
export function MicrositeFrame({ children, showSections = true }: { children: ReactNode; showSections?: boolean }) {
  const { t, lang } = useBrandTexts();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="microsite">
      <a className="skip-link" href="#brand-main">
        {t("brand:nav.skip")}
      </a>
      <header className="microsite-header">
        <div className="microsite-bar">
          <a className="microsite-wordmark" href={micrositePath(lang)}>
            <span className="microsite-wordmark-name">{t("brand:meta.brandName")}</span>
            <span className="microsite-wordmark-tagline">{t("brand:meta.tagline")}</span>
          </a>
          <nav className="microsite-languages" aria-label={t("brand:nav.languages")}>
            <ul>
              {MICROSITE_LOCALES.map((other) => (
                <li key={other}>
                  <a
                    href={switchLocaleInPath(here, other)}
                    hrefLang={HTML_LANG[other]}
                    lang={HTML_LANG[other]}
                    aria-current={other === lang ? "true" : undefined}
                    data-testid={`brand-language-${other}`}
                  >
                    {LOCALE_ENDONYMS[other]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {showSections ? (
          <nav className="microsite-sections" aria-label={t("brand:nav.label")}>
            <ul>
              {MICROSITE_SECTIONS.map((section) => (
                <li key={section}>
                  <NavLink to={micrositePath(lang, section)} end={section === ""} prefetch="intent">
                    {t(SECTION_KEYS[section])}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="brand-main" className="microsite-main">
        {/* The forms' errors are microsite keys: they are worded by the microsite's translator. */}
        <ErrorTextsProvider value={t}>{children}</ErrorTextsProvider>
      </main>
      <footer className="microsite-footer">
        <p>{t("brand:footer.responsible")}</p>
        <p>
          <a href="/">{t("brand:footer.shop")}</a>
          {" · "}
          <a href={`/brands/${siteConfig.brand.code}`}>{t("brand:footer.products")}</a>
        </p>
      </footer>
    </div>
  );
}

export type { MicrositeLocale };
