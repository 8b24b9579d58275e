import fs from "node:fs";
import path from "node:path";

/**
 * The shop's own words, read from its translation files (public/locales/{mn,en}/<namespace>.json)
 * instead of copied into the tests. A spec names the element by its translation key,
 * `page.getByRole("button", { name: tr("mn", "account:profile.save") })`, so a reworded label
 * changes the JSON file only, while a key that is renamed or removed fails the test at once
 * (an unknown key throws here rather than matching nothing).
 *
 * Keys are written as i18next writes them: "namespace:path.to.key" ("common" when there is no
 * namespace). `{{name}}` placeholders are filled from `values` as i18next fills them, and a
 * `count` value picks the plural form (`key_one`, `key_other`) by the language's plural rules.
 */

export type Locale = "mn" | "en";
export type Values = Record<string, string | number>;

const LOCALES_DIR = path.resolve("public/locales");
const DEFAULT_NAMESPACE = "common";
const loaded = new Map<string, Record<string, unknown>>();

function namespace(locale: Locale, name: string): Record<string, unknown> {
  const file = path.join(LOCALES_DIR, locale, `${name}.json`);
  let texts = loaded.get(file);
  if (!texts) {
    if (!fs.existsSync(file)) throw new Error(`No translation namespace "${name}" for ${locale} (${file})`);
    texts = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    loaded.set(file, texts);
  }
  return texts;
}

function lookup(texts: Record<string, unknown>, dotted: string): string | undefined {
  let node: unknown = texts;
  for (const part of dotted.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** The raw template of a key, before interpolation (the plural form chosen by `count`). */
function template(locale: Locale, key: string, count?: number): string {
  const colon = key.indexOf(":");
  const [ns, dotted] = colon === -1 ? [DEFAULT_NAMESPACE, key] : [key.slice(0, colon), key.slice(colon + 1)];
  const texts = namespace(locale, ns);
  const candidates = count === undefined ? [dotted] : [`${dotted}_${new Intl.PluralRules(locale).select(count)}`, `${dotted}_other`, dotted];
  for (const candidate of candidates) {
    const text = lookup(texts, candidate);
    if (text !== undefined) return text;
  }
  throw new Error(`No translation "${key}" in public/locales/${locale}/${ns}.json`);
}

/** The text the shop shows for `key` in `locale`, with its {{placeholders}} filled from `values`. */
export function tr(locale: Locale, key: string, values: Values = {}): string {
  const count = typeof values.count === "number" ? values.count : undefined;
  return template(locale, key, count).replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`The translation "${key}" (${locale}) needs a value for {{${name}}}`);
    return String(values[name]);
  });
}

/**
 * A pattern for the text of `key` whose {{placeholders}} match any text: for a message whose
 * values the test does not know (an amount, a date). Matches anywhere in the name or text.
 */
export function trPattern(locale: Locale, key: string, values: Values = {}): RegExp {
  const count = typeof values.count === "number" ? values.count : undefined;
  const parts = template(locale, key, count).split(/\{\{\s*([\w.]+)\s*\}\}/);
  const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : part in values ? escapeRegExp(String(values[part])) : ".+?")).join("");
  return new RegExp(source);
}

/**
 * A pattern for a name that starts with one of the texts: a label whose accessible name goes on
 * after the translated words (a required field's " *", a help text), or that must not match a
 * longer label containing the same word ("Нэр" and "Байгууллагын нэр").
 */
export function startsWith(...texts: string[]): RegExp {
  return new RegExp(`^(?:${texts.map(escapeRegExp).join("|")})`);
}

/** A pattern that matches any of the texts, anywhere: the same control in either language. */
export function anyOf(...texts: string[]): RegExp {
  return new RegExp(texts.map(escapeRegExp).join("|"));
}

/** A pattern that is exactly one of the texts (surrounding white space allowed). */
export function exactly(...texts: string[]): RegExp {
  return new RegExp(`^\\s*(?:${texts.map(escapeRegExp).join("|")})\\s*$`);
}

/** A field's label: exactly one of the texts, with the required mark (" *") allowed after it. */
export function fieldLabel(...texts: string[]): RegExp {
  return new RegExp(`^\\s*(?:${texts.map(escapeRegExp).join("|")})\\s*\\*?\\s*$`);
}

/** A pattern for the texts one after another, any white space between: a link's visible word and its hidden context. */
export function inSequence(...texts: string[]): RegExp {
  return new RegExp(texts.map(escapeRegExp).join("\\s+"));
}

/** The text as it stands in an HTML document's source: the characters HTML escapes, escaped. */
export function asHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
