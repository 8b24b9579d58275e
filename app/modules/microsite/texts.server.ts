import { missingTexts } from "~/ui/i18n/missing-texts";
import { HTML_LANG, type MicrositeLocale } from "./locales";
import type { BrandTexts, BrandNamespace } from "./texts";
import enBrand from "../../../public/locales/en/brand.json";
import mnBrand from "../../../public/locales/mn/brand.json";
import ruBrand from "../../../public/locales/ru/brand.json";
import cnBrand from "../../../public/locales/cn/brand.json";
import itBrand from "../../../public/locales/it/brand.json";
import enBrandStory from "../../../public/locales/en/brandStory.json";
import mnBrandStory from "../../../public/locales/mn/brandStory.json";
import ruBrandStory from "../../../public/locales/ru/brandStory.json";
import cnBrandStory from "../../../public/locales/cn/brandStory.json";
import itBrandStory from "../../../public/locales/it/brandStory.json";
import enBrandEvents from "../../../public/locales/en/brandEvents.json";
import mnBrandEvents from "../../../public/locales/mn/brandEvents.json";
import ruBrandEvents from "../../../public/locales/ru/brandEvents.json";
import cnBrandEvents from "../../../public/locales/cn/brandEvents.json";
import itBrandEvents from "../../../public/locales/it/brandEvents.json";

/**
 * The microsite's texts in its five languages (public/locales/{lng}/brand*.json). Written by people
 * for each language; a key missing in one falls back to mn, the default locale (storefront-spec.md
 * §1). A page's loader sends only its namespaces, and of mn only the keys its language lacks.
 */
type Tree = { [key: string]: unknown };

export const micrositeResources: Record<MicrositeLocale, Record<BrandNamespace, Tree>> = {
  en: { brand: enBrand, brandStory: enBrandStory, brandEvents: enBrandEvents },
  mn: { brand: mnBrand, brandStory: mnBrandStory, brandEvents: mnBrandEvents },
  ru: { brand: ruBrand, brandStory: ruBrandStory, brandEvents: ruBrandEvents },
  cn: { brand: cnBrand, brandStory: cnBrandStory, brandEvents: cnBrandEvents },
  it: { brand: itBrand, brandStory: itBrandStory, brandEvents: itBrandEvents },
};

const cache = new Map<string, BrandTexts>();

/** The texts a microsite page renders with, for its language and namespaces (built once per pair). */
export function brandTexts(lang: MicrositeLocale, namespaces: readonly BrandNamespace[]): BrandTexts {
  const cacheKey = `${lang}:${namespaces.join(",")}`;
  let found = cache.get(cacheKey);
  if (!found) {
    const texts: Tree = {};
    const fallback: Tree = {};
    for (const ns of namespaces) {
      texts[ns] = micrositeResources[lang][ns];
      if (lang !== "mn") {
        const missing = missingTexts(micrositeResources[lang][ns], micrositeResources.mn[ns]);
        if (Object.keys(missing).length > 0) fallback[ns] = missing;
      }
    }
    found = { lang, htmlLang: HTML_LANG[lang], texts, fallback };
    cache.set(cacheKey, found);
  }
  return found;
}
