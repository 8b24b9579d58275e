/**
 * The shop's own `t`: the part of i18next our texts and calls use, so the browser needs neither
 * i18next nor react-i18next (docs/decisions/038-texts-in-the-browser.md). Each rule follows
 * i18next 23's Translator with the shop's options (":" namespaces, "." nested keys, {{values}}
 * unescaped, plurals by Intl.PluralRules with `_zero` for 0, fallback language mn);
 * app/ui/i18n/translator.test.ts runs every key of every namespace through both and requires
 * the same text. Not supported, because nothing uses them: formats ({{x, number}}), nesting
 * ($t(...)), context, ordinals, keyPrefix, returnObjects. The test fails if the JSON starts to.
 */

/** One language's texts: namespace -> nested keys -> strings. */
export type Texts = { readonly [ns: string]: unknown };

export type TranslateOptions = { readonly [name: string]: unknown };

export type Translate = (key: string | readonly string[], options?: TranslateOptions | string) => string;

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

// A key with one of these (before its first ".") reads as a sentence, so its ":" is no namespace.
const NATURAL_LANGUAGE = /( |,|\?|!|;)/;
const NESTING = /\$t\((.+?)\)/;

function splitNamespace(key: string, namespaces: readonly string[]): { key: string; namespaces: readonly string[] } {
  if (!key.includes(":")) return { key, namespaces };
  const dot = key.indexOf(".");
  const objectPath = !NATURAL_LANGUAGE.test(key) || (dot > 0 && !NATURAL_LANGUAGE.test(key.substring(0, dot)));
  if (!objectPath || NESTING.test(key)) return { key, namespaces };
  const parts = key.split(":");
  const ns = parts.shift() as string;
  return { key: parts.join("."), namespaces: [ns] };
}

/** The value at a dotted path, own properties only (i18next would also find "toString"). */
function lookup(tree: unknown, path: readonly string[]): unknown {
  let node = tree;
  for (const part of path) {
    if (!isObject(node) || !hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(lng: string, count: unknown): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng, { type: "cardinal" })));
  return `_${rules.select(count as number)}`;
}

const PLAIN_KEYS_KEPT = 5_000;

const valid = (value: unknown) => value !== undefined && value !== null;

function interpolate(text: string, data: TranslateOptions): string {
  if (!text.includes("{{")) return text;
  let str = text;
  // i18next's loop, kept as it is: replaced values are never read again ({{...}} inside them stays).
  for (const regex of [/\{\{-(.+?)\}\}/g, /\{\{(.+?)\}\}/g]) {
    let replaces = 0;
    let match: RegExpExecArray | null;
    while ((match = regex.exec(str))) {
      const name = (match[1] ?? "").trim();
      const found = lookup(data, name.split("."));
      let value: string;
      if (found === undefined) {
        if (!hasOwn(data, name)) continue;
        value = "";
      } else {
        value = typeof found === "string" ? found : found === null ? "" : String(found);
      }
      const placeholder = match[0];
      str = str.replace(placeholder, () => value);
      regex.lastIndex += value.length - placeholder.length;
      if (++replaces >= 1000) break;
    }
  }
  return str;
}

/**
 * `t` for one language and default namespace. `languages` are tried in order (the page's
 * language, then the fallback's texts); the first names the language.
 */
export function createTranslator(languages: readonly { lng: string; texts: Texts }[], defaultNs: string | readonly string[]): Translate {
  const lng = languages[0]?.lng ?? "mn";
  // A translator lives as long as its texts (the process, on the server), and a page asks for
  // the same plain keys many times (every card's buttons): a key asked without options is
  // looked up once. Bounded, since a key can be built from data.
  const plainKeys = new Map<string, string>();
  return function t(keyOrKeys, given) {
    if (given === undefined && typeof keyOrKeys === "string") {
      const known = plainKeys.get(keyOrKeys);
      if (known !== undefined) return known;
      const text = translate(keyOrKeys, undefined);
      if (plainKeys.size < PLAIN_KEYS_KEPT) plainKeys.set(keyOrKeys, text);
      return text;
    }
    return translate(keyOrKeys, given);
  };

  function translate(keyOrKeys: Parameters<Translate>[0], given: Parameters<Translate>[1]): string {
    const options: Record<string, unknown> =
      typeof given === "string" ? { defaultValue: given } : isObject(given) ? { ...given } : {};
    options.lng = options.lng || lng;
    options.lngs = options.lngs || undefined;
    options.ns = options.ns || defaultNs;
    if (keyOrKeys === undefined || keyOrKeys === null) return "";
    const keys = Array.isArray(keyOrKeys) ? (keyOrKeys as readonly string[]) : [String(keyOrKeys)];
    const baseNamespaces = typeof options.ns === "string" ? [options.ns] : (options.ns as readonly string[]);
    const last = splitNamespace(keys[keys.length - 1] ?? "", baseNamespaces);

    const count = options.count;
    const plural = count !== undefined && typeof count !== "string";
    const zero = plural && count === 0;
    let found: unknown;
    for (const candidate of keys) {
      if (valid(found)) break;
      const { key, namespaces } = splitNamespace(candidate, baseNamespaces);
      for (const ns of namespaces) {
        if (valid(found)) break;
        for (const language of languages) {
          if (valid(found)) break;
          const tries = [key];
          if (plural) tries.push(key + pluralSuffix(language.lng, count));
          if (zero) tries.push(key + "_zero");
          // Most specific first: `key_zero`, then `key_one`/`key_other`, then `key`.
          for (let i = tries.length - 1; i >= 0 && !valid(found); i--) {
            found = lookup(language.texts[ns], (tries[i] as string).split("."));
          }
        }
      }
    }

    if (isObject(found)) return `key '${last.key} (${lng})' returned an object instead of string.`;
    let res = found;
    if (!valid(res)) {
      const hasDefault = Object.keys(options).some((name) => name.startsWith("defaultValue") && options[name] !== undefined);
      if (hasDefault) {
        const suffix = plural ? pluralSuffix(options.lng as string, count) : "";
        res = (zero && options.defaultValue_zero) || options[`defaultValue${suffix}`] || options.defaultValue;
      }
    }
    if (!valid(res)) res = last.key;
    if (typeof res !== "string") return res as string;
    const data = isObject(options.replace) ? (options.replace as TranslateOptions) : options;
    return interpolate(res, data);
  }
}
