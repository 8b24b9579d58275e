import { siteConfig } from "~/config/site";
import { formatMoney } from "~/kernel/money";
import { createTranslator, type Translate, type TranslateOptions } from "~/ui/i18n/translator";
import { HTML_LANG, type MicrositeLocale } from "./locales";

/**
 * The microsite's `t` (server and browser alike): the shop's translator over the microsite's own
 * texts, the page's language first and mn after it. Keys always name their namespace
 * (`t("brand:gate.title")`). Every text gets the brand's facts as values, so the five languages
 * write `{{distillations}}` and never the number (storefront-spec.md §1 brand facts).
 */
export const BRAND_NAMESPACES = ["brand", "brandStory", "brandEvents"] as const;
export type BrandNamespace = (typeof BRAND_NAMESPACES)[number];

type Tree = { [key: string]: unknown };

/** What a loader sends for its page: the language's texts and, of mn, only the keys it lacks. */
export interface BrandTexts {
  lang: MicrositeLocale;
  /** The page's `lang` (BCP 47: zh-Hans for cn), read by the root, which does not load this module. */
  htmlLang: string;
  texts: Tree;
  fallback: Tree;
}

export interface BrandTranslator {
  t: Translate;
  lang: MicrositeLocale;
  /** The language a key's text is written in: the page's, or mn when it fell back (for `lang=`). */
  langOf(key: string): MicrositeLocale;
  /** Money as the microsite writes it in this language (integer tugrik). */
  money(amount: number): string;
}

function has(tree: unknown, path: readonly string[]): boolean {
  let node = tree;
  for (const part of path) {
    if (typeof node !== "object" || node === null || !Object.prototype.hasOwnProperty.call(node, part)) return false;
    node = (node as Tree)[part];
  }
  return typeof node === "string";
}

export function brandTranslator(bundles: readonly BrandTexts[]): BrandTranslator {
  const lang = bundles[0]?.lang ?? "mn";
  const texts: Tree = {};
  const fallback: Tree = {};
  for (const bundle of bundles) {
    Object.assign(texts, bundle.texts);
    Object.assign(fallback, bundle.fallback);
  }
  const base = createTranslator(
    [
      { lng: HTML_LANG[lang], texts },
      { lng: "mn", texts: lang === "mn" ? {} : fallback },
    ],
    "brand",
  );
  const facts = brandFacts(base);
  const t: Translate = (key, options) => base(key, typeof options === "string" ? { ...facts, defaultValue: options } : { ...facts, ...(options as TranslateOptions | undefined) });
  const langOf = (key: string): MicrositeLocale => {
    const [ns, rest] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["brand", key];
    return has(texts[ns], rest.split(".")) ? lang : "mn";
  };
  // The shop's own writing of tugrik: the sign after the amount in mn, before it elsewhere.
  const money = (amount: number) => formatMoney(amount, lang === "mn" ? "mn" : "en");
  return { t, lang, langOf, money };
}

/** The brand's facts as values every text may use: {{distillations}}, {{restHours}}, {{restDays}}, {{filters}}, {{minimumAge}}, {{ageGateDays}}. */
function brandFacts(base: Translate): TranslateOptions {
  const { distillations, filters, restHours, restDays } = siteConfig.brand;
  const names = filters.map((filter) => base(`brand:facts.filters.${filter}`));
  // Joined with each language's own words rather than Intl.ListFormat: browsers and Node do not
  // all carry Mongolian list data, and the server's and the browser's text must be the same.
  const list = names.length < 2 ? names.join("") : `${names.slice(0, -1).join(base("brand:facts.listSeparator"))}${base("brand:facts.listLast")}${names[names.length - 1]}`;
  return { distillations, restHours, restDays, filters: list, minimumAge: siteConfig.ageGate.brandPages, ageGateDays: siteConfig.micrositeAgeGateDays };
}
