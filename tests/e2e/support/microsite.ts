import fs from "node:fs";
import path from "node:path";
import { brandTranslator, type BrandTexts } from "../../../app/modules/microsite/texts";
import type { MicrositeLocale } from "../../../app/modules/microsite/locales";
import type { Page } from "./test";

/**
 * The brand microsite in browser tests: its words read from public/locales/{lang}/brand*.json
 * through the microsite's own translator (mn behind every language, the brand's facts filled in),
 * and the age gate passed by a real post of the gate's form, as a visitor of age would.
 */

export const MICROSITE_LANGS = ["en", "mn", "ru", "cn", "it"] as const satisfies readonly MicrositeLocale[];
const NAMESPACES = ["brand", "brandStory", "brandEvents"] as const;

function read(lang: MicrositeLocale): Record<string, unknown> {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(fs.readFileSync(path.resolve("public/locales", lang, `${ns}.json`), "utf8"))]));
}

const translators = new Map<MicrositeLocale, ReturnType<typeof brandTranslator>>();

/** The microsite's text of `key` ("brand:gate.title") in `lang`, as the page writes it. */
export function bt(lang: MicrositeLocale, key: string, values?: Record<string, string | number>): string {
  let translator = translators.get(lang);
  if (!translator) {
    const bundle: BrandTexts = { lang, htmlLang: lang, texts: read(lang), fallback: lang === "mn" ? {} : read("mn") };
    translators.set(lang, (translator = brandTranslator([bundle])));
  }
  const text = translator.t(key, values);
  if (text === key.split(":").pop()) throw new Error(`No microsite text ${key} in ${lang} or mn`);
  return text;
}

/** Answers the gate with a date of birth of age, so the browser holds the signed pass. */
export async function passAgeGate(page: Page, lang: MicrositeLocale = "mn"): Promise<void> {
  const response = await page.request.post(`/brand/${lang}/age`, {
    form: { intent: "enter", day: "1", month: "1", year: "1990", next: `/brand/${lang}` },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`The age gate answered ${response.status()}`);
}
