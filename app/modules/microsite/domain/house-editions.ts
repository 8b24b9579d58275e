/**
 * The house vodka's editions (the microsite's tasting notes are written per edition) and how the
 * microsite picks the bottles to show beside a text. Pure: the catalogue's products come in as
 * plain values.
 *
 * An edition is recognised by the middle part of a product's SKU, as the catalogue names them
 * (`KSV-PREM-750`, `KSV-GOLD`): series, edition, volume. A product whose SKU names no known
 * edition is still the brand's and is still offered, after the ones that match.
 */
export const HOUSE_EDITIONS = [
  { key: "classic", code: "CLS" },
  { key: "premium", code: "PREM" },
  { key: "gold", code: "GOLD" },
  { key: "platinum", code: "PLAT" },
] as const;

export type HouseEditionKey = (typeof HOUSE_EDITIONS)[number]["key"];

const BY_CODE = new Map<string, HouseEditionKey>(HOUSE_EDITIONS.map((edition) => [edition.code, edition.key]));

export function isHouseEdition(value: unknown): value is HouseEditionKey {
  return typeof value === "string" && HOUSE_EDITIONS.some((edition) => edition.key === value);
}

/** `KSV-PREM-750` -> "premium"; `KSV-GOLD` -> "gold"; anything else -> null. */
export function editionOfSku(sku: string): HouseEditionKey | null {
  const parts = sku.trim().toUpperCase().split("-");
  if (parts.length < 2) return null;
  return BY_CODE.get(parts[1]!) ?? null;
}

const editionRank = (edition: HouseEditionKey | null) => (edition === null ? HOUSE_EDITIONS.length : HOUSE_EDITIONS.findIndex((e) => e.key === edition));

interface Bottle {
  edition: HouseEditionKey | null;
  sellingPrice: number;
}

/** The edition order of the tasting notes (classic first), then the cheaper bottle first. */
export function orderByEdition<T extends Bottle>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => editionRank(a.edition) - editionRank(b.edition) || a.sellingPrice - b.sellingPrice);
}

/**
 * The bottles to buy for a recipe: those of the editions it names, in the recipe's order of
 * preference; when none of them is on sale, the brand's other bottles, so a recipe always leads
 * to something that can be bought while the brand sells anything at all.
 */
export function productsForEditions<T extends Bottle>(products: readonly T[], editions: readonly HouseEditionKey[], limit: number): T[] {
  const ordered = orderByEdition(products);
  const preferred = editions.flatMap((edition) => ordered.filter((product) => product.edition === edition));
  return (preferred.length > 0 ? preferred : ordered).slice(0, limit);
}

/**
 * A showcase of the brand: the cheapest bottle of each edition first, so the row shows the range
 * rather than three sizes of one bottle; then the rest in edition order.
 */
export function onePerEdition<T extends Bottle>(products: readonly T[], limit: number): T[] {
  const ordered = orderByEdition(products);
  const seen = new Set<HouseEditionKey | null>();
  const first: T[] = [];
  const rest: T[] = [];
  for (const product of ordered) {
    if (product.edition !== null && !seen.has(product.edition)) {
      seen.add(product.edition);
      first.push(product);
    } else rest.push(product);
  }
  return [...first, ...rest].slice(0, limit);
}
