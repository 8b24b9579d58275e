import { describe, expect, it } from "vitest";
import { editionOfSku, HOUSE_EDITIONS, isHouseEdition, onePerEdition, orderByEdition, productsForEditions, type HouseEditionKey } from "./house-editions";

const bottle = (id: string, edition: HouseEditionKey | null, sellingPrice: number) => ({ id, edition, sellingPrice });

// The demo catalogue's Khar Suvd bottles (app/db/seed/demo/spirit-line-defs.ts), and a stranger.
const CATALOGUE = [
  bottle("plat-750", "platinum", 75_500),
  bottle("prem-1000", "premium", 59_500),
  bottle("cls-750", "classic", 31_000),
  bottle("gold", "gold", 66_000),
  bottle("prem-500", "premium", 31_000),
  bottle("cls-500", "classic", 21_500),
  bottle("gift", null, 88_000),
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe("editionOfSku", () => {
  it.each([
    ["KSV-CLS-500", "classic"],
    ["KSV-PREM-750", "premium"],
    ["KSV-GOLD", "gold"],
    ["KSV-PLAT-750", "platinum"],
    ["ksv-prem-1000", "premium"],
    [" KSV-GOLD-700 ", "gold"],
    ["KSV-GIFT-GOLD", null],
    ["KSM-TEE", null],
    ["KSV", null],
    ["", null],
    ["CLS-KSV-500", null],
  ])("%s -> %s", (sku, edition) => expect(editionOfSku(sku)).toBe(edition));

  it("knows each edition once, by key and by code", () => {
    expect(new Set(HOUSE_EDITIONS.map((e) => e.key)).size).toBe(HOUSE_EDITIONS.length);
    expect(new Set(HOUSE_EDITIONS.map((e) => e.code)).size).toBe(HOUSE_EDITIONS.length);
    for (const { key } of HOUSE_EDITIONS) expect(isHouseEdition(key)).toBe(true);
    expect(isHouseEdition("silver")).toBe(false);
    expect(isHouseEdition(undefined)).toBe(false);
  });
});

describe("orderByEdition", () => {
  it("puts the editions in the tasting order, the cheaper bottle first, strangers last", () => {
    expect(ids(orderByEdition(CATALOGUE))).toEqual(["cls-500", "cls-750", "prem-500", "prem-1000", "gold", "plat-750", "gift"]);
  });
});

describe("productsForEditions", () => {
  it.each<[HouseEditionKey[], number, string[]]>([
    [["platinum", "premium"], 3, ["plat-750", "prem-500", "prem-1000"]],
    [["classic", "premium"], 3, ["cls-500", "cls-750", "prem-500"]],
    [["gold", "premium"], 2, ["gold", "prem-500"]],
    [["classic"], 3, ["cls-500", "cls-750"]],
    [[], 3, ["cls-500", "cls-750", "prem-500"]],
  ])("%j, at most %i -> %j", (editions, limit, expected) => expect(ids(productsForEditions(CATALOGUE, editions, limit))).toEqual(expected));

  it("falls back to the brand's other bottles when none of the recipe's editions is on sale", () => {
    const noPlatinum = CATALOGUE.filter((item) => item.edition !== "platinum");
    expect(ids(productsForEditions(noPlatinum, ["platinum"], 2))).toEqual(["cls-500", "cls-750"]);
  });

  it("gives nothing when the brand sells nothing", () => {
    expect(productsForEditions([], ["classic"], 3)).toEqual([]);
  });
});

describe("onePerEdition", () => {
  it.each<[number, string[]]>([
    [4, ["cls-500", "prem-500", "gold", "plat-750"]],
    [2, ["cls-500", "prem-500"]],
    [6, ["cls-500", "prem-500", "gold", "plat-750", "cls-750", "prem-1000"]],
  ])("%i -> %j", (limit, expected) => expect(ids(onePerEdition(CATALOGUE, limit))).toEqual(expected));

  it("fills with what there is when editions are missing", () => {
    expect(ids(onePerEdition([bottle("a", "classic", 2), bottle("b", "classic", 1), bottle("x", null, 5)], 4))).toEqual(["b", "a", "x"]);
  });
});
