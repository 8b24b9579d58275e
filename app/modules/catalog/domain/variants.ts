import { optionKind, type OptionKind } from "./catalog";

/** One option value of a variant, as the catalogue stores it: a key (`volume`) and a code (`1000ml`). */
export interface VariantOption {
  key: string;
  value: string;
}

export interface VariantOptions {
  id: number;
  options: VariantOption[];
}

export interface OptionChoice {
  value: string;
  /** The variant that this choice leads to, keeping the other options where possible. */
  variantId: number;
  selected: boolean;
}

export interface OptionGroup {
  key: string;
  kind: OptionKind;
  choices: OptionChoice[];
}

/**
 * Option groups for a product page where each choice is a link to a variant, so choosing
 * works without JavaScript. A choice prefers the variant that keeps the other selected options.
 */
export function optionGroups(variants: VariantOptions[], selectedId: number): OptionGroup[] {
  const selected = variants.find((v) => v.id === selectedId) ?? variants[0];
  if (!selected || variants.length < 2) return [];
  const keys = [...new Set(variants.flatMap((v) => v.options.map((o) => o.key)))];
  const valueOf = (v: VariantOptions, key: string) => v.options.find((o) => o.key === key)?.value;
  return keys.map((key) => {
    const values = orderOptionValues(
      key,
      [...new Set(variants.map((v) => valueOf(v, key)).filter((x): x is string => x !== undefined))],
    );
    return {
      key,
      kind: optionKind(key),
      choices: values.map((value) => {
        const candidates = variants.filter((v) => valueOf(v, key) === value);
        const score = (v: VariantOptions) =>
          keys.filter((k) => k !== key && valueOf(v, k) === valueOf(selected, k)).length;
        const best = [...candidates].sort((a, b) => score(b) - score(a))[0]!;
        return { value, variantId: best.id, selected: valueOf(selected, key) === value };
      }),
    };
  });
}

const SIZE_ORDER = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];

/** Sizes from small to large and volumes from little to much; other values keep their order. */
export function orderOptionValues(key: string, values: string[]): string[] {
  if (optionKind(key) === "size") {
    const rank = (v: string) => {
      const known = SIZE_ORDER.indexOf(v.toUpperCase());
      return known >= 0 ? known : SIZE_ORDER.length + (Number.parseFloat(v) || 0);
    };
    return [...values].sort((a, b) => rank(a) - rank(b));
  }
  if (values.every((v) => /^\d+(\.\d+)?\s*(ml|l|cl)?$/i.test(v))) {
    const millilitres = (v: string) => {
      const n = Number.parseFloat(v);
      return /cl$/i.test(v) ? n * 10 : /[^m]l$/i.test(v) || /^\d+(\.\d+)?\s*l$/i.test(v) ? n * 1000 : n;
    };
    return [...values].sort((a, b) => millilitres(a) - millilitres(b));
  }
  return values;
}

/** Product types that have a sizing guide, and which one. */
export function sizingGuideFor(productType: string): "bottle" | "clothing" | null {
  if (productType === "apparel") return "clothing";
  if (["wine", "sparkling", "vodka", "whisky", "cognac", "gin", "rum", "tequila", "liqueur"].includes(productType)) return "bottle";
  return null;
}

/**
 * A variant's option values from their stored JSON (`[{"key":"volume","value":"1000ml"}]`: an
 * order line's snapshot or the catalogue's values read as JSON). Anything else reads as none.
 */
export function parseVariantOptions(json: string | null | undefined): VariantOption[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (!item || typeof item !== "object") return [];
      const { key, value: code } = item as Record<string, unknown>;
      return typeof key === "string" && typeof code === "string" && key !== "" && code !== "" ? [{ key, value: code }] : [];
    });
  } catch {
    return [];
  }
}

/**
 * The product page's specification for the chosen variant: a row whose key is one of the
 * variant's options (volume, abv, ...) shows the variant's value, not the product's; the
 * variant's other options (size, colour) follow as rows of their own.
 */
export function variantSpecification<Row extends { key: string; value: string }>(
  rows: readonly Row[],
  options: readonly { key: string; value: string }[],
): { key: string; value: string }[] {
  const byKey = new Map(options.map((o) => [o.key, o.value]));
  const merged = rows.map((row) => ({ key: row.key, value: byKey.get(row.key) ?? row.value }));
  const own = new Set(rows.map((r) => r.key));
  return [...merged, ...options.filter((o) => !own.has(o.key)).map((o) => ({ key: o.key, value: o.value }))];
}
