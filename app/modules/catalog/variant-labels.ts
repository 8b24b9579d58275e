import { resources, type Lng } from "~/i18n";
import type { VariantOption } from "./domain/variants";

/** A variant's option as a person reads it: the option's name and its value, in one language. */
export interface VariantOptionLabel {
  key: string;
  /** "Багтаамж" / "Volume". */
  name: string;
  /** "1 литр" / "1 litre". */
  value: string;
}

type Words = Record<string, string | undefined>;

function wordsOf(locale: Lng, group: "option" | "optionValue"): Words[] {
  const own = (resources[locale].common as unknown as Record<string, Words | undefined>)[group] ?? {};
  const fallback = (resources.mn.common as unknown as Record<string, Words | undefined>)[group] ?? {};
  return [own, fallback];
}

/**
 * The variant's options named in `locale` through the same translations the product page's
 * option buttons use (`option.*`, `optionValue.*` in common.json); an unknown code shows as stored.
 */
export function variantOptionLabels(options: readonly VariantOption[], locale: Lng): VariantOptionLabel[] {
  const names = wordsOf(locale, "option");
  const values = wordsOf(locale, "optionValue");
  const look = (dictionaries: Words[], code: string) => dictionaries.map((d) => d[code]).find((w) => w !== undefined) ?? code;
  return options.map((o) => ({ key: o.key, name: look(names, o.key), value: look(values, o.value) }));
}

/** "Багтаамж: 1 литр, Өнгө: Хар хөх": the variant in one line (e-mails, plain lists); "" without options. */
export function variantOptionsText(options: readonly VariantOption[], locale: Lng): string {
  return variantOptionLabels(options, locale)
    .map((o) => `${o.name}: ${o.value}`)
    .join(", ");
}
