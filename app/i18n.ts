import enCommon from "../public/locales/en/common.json";
import enSearch from "../public/locales/en/search.json";
import mnCommon from "../public/locales/mn/common.json";
import mnSearch from "../public/locales/mn/search.json";

/**
 * Shop languages: Mongolian (default) and English. The texts ship inside the bundle so a
 * page needs no extra request for them on a slow connection; a missing key falls back to mn.
 */
export const resources = {
  mn: { common: mnCommon, search: mnSearch },
  en: { common: enCommon, search: enSearch },
} as const;

export const supportedLngs = ["mn", "en"] as const;
export type Lng = (typeof supportedLngs)[number];

export function isSupportedLng(value: unknown): value is Lng {
  return typeof value === "string" && (supportedLngs as readonly string[]).includes(value);
}

export default {
  supportedLngs: [...supportedLngs],
  fallbackLng: "mn",
  defaultNS: "common",
  ns: ["common", "search"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
