import type { Country } from "./vocabulary";

/** One demo brand as the brand tables define it (brands.ts, imported-brands.ts). */
export interface BrandDef {
  code: string;
  name: string;
  latin: string;
  /** Mongolian transcription used in product names. */
  mn: string;
  country: Country;
  featured?: boolean;
  story: readonly [mn: string, en: string];
}
