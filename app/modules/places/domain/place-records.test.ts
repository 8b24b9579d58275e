import { describe, expect, it } from "vitest";
import { AIMAGS, UB_DISTRICTS } from "~/kernel/mongolia-places";
import { looseKey } from "~/kernel/transliteration";
import { AIMAG_ZIP_BLOCKS, DISTRICT_ZIP_BASES, placeLabel, referencePlaces, zipidsForAddress } from "./place-records";

describe("referencePlaces", () => {
  const places = referencePlaces();

  it("has the 21 aimags, the 9 districts and their 204 khoroos, each once", () => {
    expect(places.filter((p) => p.cat === "aimag")).toHaveLength(21);
    expect(places.filter((p) => p.cat === "district")).toHaveLength(9);
    expect(places.filter((p) => p.cat === "khoroo")).toHaveLength(204);
    expect(new Set(places.map((p) => p.zipid)).size).toBe(places.length);
    expect(new Set(places.map((p) => p.zipcode)).size).toBe(places.length);
  });

  it("gives every place five digits, and every aimag and district a block", () => {
    for (const place of places) expect(place.zipcode).toMatch(/^\d{5}$/);
    for (const aimag of AIMAGS) expect(AIMAG_ZIP_BLOCKS[aimag.code]).toMatch(/^\d\d$/);
    for (const district of UB_DISTRICTS) expect(DISTRICT_ZIP_BASES[district.code]).toBeGreaterThan(10000);
  });

  it.each([
    ["ub.bayanzurkh", "13000"],
    ["ub.sukhbaatar", "14000"],
    ["ub.chingeltei", "15000"],
    ["ub.bayangol", "16000"],
    ["ub.bayangol.7", "16070"],
    ["ub.khan-uul.25", "17250"],
    ["ub.songinokhairkhan.43", "18430"],
    ["aimag.MN-073", "65000"],
    ["aimag.MN-061", "21000"],
  ])("%s -> %s", (zipid, zipcode) => {
    expect(places.find((p) => p.zipid === zipid)?.zipcode).toBe(zipcode);
  });

  it("finds a khoroo by Cyrillic or Latin typing of its district and number", () => {
    const khoroo = places.find((p) => p.zipid === "ub.bayangol.7")!;
    for (const typed of ["Баянгол 7", "bayangol 7", "Bayangol khoroo 7", "16070"]) expect(khoroo.searchKey).toContain(looseKey(typed));
  });
});

describe("zipidsForAddress", () => {
  it.each([
    [{ city: "MN-1", district: "bayangol", khoroo: "7" }, ["ub.bayangol.7"]],
    [{ city: "MN-1", district: "bayangol", khoroo: "" }, []],
    [{ city: "MN-1", district: "bayangol", khoroo: "07" }, []],
    [{ city: "MN-1", district: "nowhere", khoroo: "1" }, []],
    [{ city: "MN-073", district: "Цэцэрлэг", khoroo: "2" }, []],
    [{ city: "XX", district: "", khoroo: "" }, []],
  ])("%j", (parts, expected) => {
    expect(zipidsForAddress(parts)).toEqual(expected);
  });
});

describe("placeLabel", () => {
  const khoroo = { cat: "khoroo" as const, nameMn: "7-р хороо", nameEn: "Khoroo 7", cityCode: "MN-1", districtCode: "bayangol" };
  it("names the place with its parents in the page's language", () => {
    expect(placeLabel(khoroo, "mn")).toBe("Улаанбаатар, Баянгол дүүрэг, 7-р хороо");
    expect(placeLabel(khoroo, "en")).toBe("Ulaanbaatar, Bayangol district, Khoroo 7");
    expect(placeLabel({ cat: "aimag", nameMn: "Архангай", nameEn: "Arkhangai", cityCode: "MN-073", districtCode: "" }, "mn")).toBe("Архангай аймаг");
  });
});
