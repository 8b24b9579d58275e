import { siteConfig } from "~/config/site";

/**
 * The microsite's languages (storefront-spec.md §1: en, mn, ru, cn, it; mn is the default and the
 * fallback). The code is part of the address, /brand/{lang}/..., so every version has its own link
 * (docs/decisions/052-brand-microsite.md). The shop itself stays mn/en.
 */
export const MICROSITE_LOCALES = siteConfig.locales.microsite;
export type MicrositeLocale = (typeof MICROSITE_LOCALES)[number];
export const MICROSITE_DEFAULT_LOCALE: MicrositeLocale = "mn";

export function isMicrositeLocale(value: unknown): value is MicrositeLocale {
  return typeof value === "string" && (MICROSITE_LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag for `lang` and `hreflang`: the spec's `cn` is Simplified Chinese. */
export const HTML_LANG: Record<MicrositeLocale, string> = { en: "en", mn: "mn", ru: "ru", cn: "zh-Hans", it: "it" };

/** Each language named in itself, for the language switch. */
export const LOCALE_ENDONYMS: Record<MicrositeLocale, string> = { en: "English", mn: "Монгол", ru: "Русский", cn: "简体中文", it: "Italiano" };

/** The microsite's sections, in the order of its menu; "" is the story, the microsite's front page. */
export const MICROSITE_SECTIONS = ["", "tasting", "distillation", "ingredients", "cocktails", "events"] as const;
export type MicrositeSection = (typeof MICROSITE_SECTIONS)[number];

/** `/brand/ru`, `/brand/ru/tasting`, `/brand/ru/cocktails/tsagaan-sar`. */
export function micrositePath(lang: MicrositeLocale, rest = ""): string {
  const tail = rest.replace(/^\/+/, "");
  return tail ? `/brand/${lang}/${tail}` : `/brand/${lang}`;
}

/** The same page in another language: `/brand/ru/tasting?x=1` -> `/brand/it/tasting?x=1`. */
export function switchLocaleInPath(pathWithSearch: string, lang: MicrositeLocale): string {
  return pathWithSearch.replace(/^\/brand\/[^/?#]+/, `/brand/${lang}`);
}
