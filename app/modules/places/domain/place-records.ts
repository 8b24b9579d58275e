import { AIMAGS, ULAANBAATAR, UB_DISTRICTS, findCity, findUbDistrict, isUlaanbaatar, type Place } from "~/kernel/mongolia-places";
import { looseKey } from "~/kernel/transliteration";

/**
 * Mongolia's place records with zip codes as the shop ships them (storefront-spec.md §4: "zipcode,
 * zipid, name, cat"), and the rule that maps an address form's choice to one.
 *
 * Where the codes come from (docs/decisions/057-places-zip-codes-airports.md): Mongol Post's
 * five-digit scheme gives each aimag and each capital district a two-digit block. The blocks
 * below are the ones we know; the three outlying districts' blocks (12xxx) and every khoroo's
 * last three digits are DERIVED here (district block + khoroo × 10: Bayangol's 7th khoroo is
 * 16070), not taken from Mongol Post's list. An operator replaces or extends them with the
 * official list through `npm run places:import` (features that carry only properties).
 */
export type PlaceCategory = "aimag" | "district" | "sum" | "khoroo" | "bag";

export interface PlaceRecord {
  zipid: string;
  zipcode: string;
  nameMn: string;
  nameEn: string;
  cat: PlaceCategory;
  parentZipid: string | null;
  cityCode: string;
  districtCode: string;
  khoroo: string;
  searchKey: string;
}

/** Each aimag's Mongol Post block (its centre's code is block + "000"), by ISO 3166-2:MN code. */
export const AIMAG_ZIP_BLOCKS: Readonly<Record<string, string>> = {
  "MN-061": "21", // Dornod
  "MN-051": "22", // Sükhbaatar
  "MN-039": "23", // Khentii
  "MN-047": "41", // Töv
  "MN-064": "42", // Govisümber
  "MN-049": "43", // Selenge
  "MN-063": "44", // Dornogovi
  "MN-037": "45", // Darkhan-Uul
  "MN-053": "46", // Ömnögovi
  "MN-059": "48", // Dundgovi
  "MN-035": "61", // Orkhon
  "MN-055": "62", // Övörkhangai
  "MN-067": "63", // Bulgan
  "MN-069": "64", // Bayankhongor
  "MN-073": "65", // Arkhangai
  "MN-041": "67", // Khövsgöl
  "MN-057": "81", // Zavkhan
  "MN-065": "82", // Govi-Altai
  "MN-071": "83", // Bayan-Ölgii
  "MN-043": "84", // Khovd
  "MN-046": "85", // Uvs
};

/**
 * Each capital district's base code. The six city districts have their own two-digit block; the
 * three outlying ones share block 12 here (derived: 12100, 12200, 12300).
 */
export const DISTRICT_ZIP_BASES: Readonly<Record<string, number>> = {
  bayanzurkh: 13000,
  sukhbaatar: 14000,
  chingeltei: 15000,
  bayangol: 16000,
  "khan-uul": 17000,
  songinokhairkhan: 18000,
  nalaikh: 12100,
  baganuur: 12200,
  bagakhangai: 12300,
};

export const ubZipid = (districtCode: string, khoroo?: string) => (khoroo ? `ub.${districtCode}.${khoroo}` : `ub.${districtCode}`);
export const aimagZipid = (cityCode: string) => `aimag.${cityCode}`;

function key(...parts: string[]): string {
  return looseKey(parts.join(" "));
}

/** The shop's bundled place records: 21 aimags, the capital's 9 districts and their 204 khoroos. */
export function referencePlaces(): PlaceRecord[] {
  const records: PlaceRecord[] = [];
  for (const aimag of AIMAGS) {
    const zipcode = `${AIMAG_ZIP_BLOCKS[aimag.code]}000`;
    records.push({
      zipid: aimagZipid(aimag.code),
      zipcode,
      nameMn: aimag.mn,
      nameEn: aimag.en,
      cat: "aimag",
      parentZipid: null,
      cityCode: aimag.code,
      districtCode: "",
      khoroo: "",
      searchKey: key(`${aimag.mn} аймаг`, `${aimag.en} aimag`, zipcode),
    });
  }
  for (const district of UB_DISTRICTS) {
    const base = DISTRICT_ZIP_BASES[district.code]!;
    records.push({
      zipid: ubZipid(district.code),
      zipcode: String(base),
      nameMn: district.mn,
      nameEn: district.en,
      cat: "district",
      parentZipid: null,
      cityCode: ULAANBAATAR.code,
      districtCode: district.code,
      khoroo: "",
      searchKey: key(`${district.mn} дүүрэг`, `${district.en} district`, ULAANBAATAR.mn, ULAANBAATAR.en, String(base)),
    });
    for (let n = 1; n <= district.khoroos; n++) {
      const zipcode = String(base + n * 10);
      records.push({
        zipid: ubZipid(district.code, String(n)),
        zipcode,
        nameMn: `${n}-р хороо`,
        nameEn: `Khoroo ${n}`,
        cat: "khoroo",
        parentZipid: ubZipid(district.code),
        cityCode: ULAANBAATAR.code,
        districtCode: district.code,
        khoroo: String(n),
        searchKey: key(`${district.mn} ${n}-р хороо`, `${district.en} khoroo ${n}`, `${district.en} ${n}`, zipcode),
      });
    }
  }
  return records;
}

export interface AddressPlaceParts {
  city: string;
  /** The capital's district code, or an aimag's sum as typed. */
  district: string;
  khoroo: string;
}

/**
 * The place an address form's choice names, most specific first: a capital address names its
 * khoroo ("ub.bayangol.7"); an aimag address names nothing we ship (its sum is typed, and the
 * aimag's centre code would be wrong for most sums), unless an operator imported the sum.
 */
export function zipidsForAddress(parts: AddressPlaceParts): string[] {
  if (!findCity(parts.city)) return [];
  if (isUlaanbaatar(parts.city)) {
    if (!findUbDistrict(parts.district)) return [];
    return /^[1-9]\d{0,2}$/.test(parts.khoroo) ? [ubZipid(parts.district, parts.khoroo)] : [];
  }
  return [];
}

/** A place's name with its parents, in the page's language: "Улаанбаатар, Баянгол дүүрэг, 7-р хороо". */
export function placeLabel(record: { cat: PlaceCategory; nameMn: string; nameEn: string; cityCode: string; districtCode: string }, locale: "mn" | "en"): string {
  const name = locale === "en" ? record.nameEn : record.nameMn;
  const city: Place | undefined = findCity(record.cityCode);
  const cityName = city ? (locale === "en" ? city.en : city.mn) : "";
  if (record.cat === "aimag") return locale === "en" ? `${name} aimag` : `${name} аймаг`;
  if (record.cat === "district") return locale === "en" ? `${cityName}, ${name} district` : `${cityName}, ${name} дүүрэг`;
  if (record.cat === "khoroo") {
    const district = findUbDistrict(record.districtCode);
    const districtName = district ? (locale === "en" ? `${district.en} district` : `${district.mn} дүүрэг`) : record.districtCode;
    return [cityName, districtName, name].filter(Boolean).join(", ");
  }
  return [cityName, name].filter(Boolean).join(", ");
}
