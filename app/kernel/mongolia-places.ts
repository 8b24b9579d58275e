import { englishSortKey, mongolianSortKey } from "~/kernel/collation";

/**
 * Where a Mongolian delivery address can be: the capital with its nine districts (düüreg)
 * and their numbered khoroos, or one of the 21 aimags, whose sums and bags are typed in.
 *
 * Codes are what the database keeps (addresses.city / addresses.district), so an address
 * reads in the page's language and a renamed label never orphans a row. Cities use their
 * ISO 3166-2:MN codes; Ulaanbaatar's districts use a stable lowercase slug.
 */
export type PlaceLocale = "mn" | "en";

export interface Place {
  code: string;
  mn: string;
  en: string;
}

export interface UbDistrict extends Place {
  /** Khoroos are numbered 1..khoroos within the district (the 2020 division: 204 in all). */
  khoroos: number;
}

export const COUNTRIES: readonly Place[] = [{ code: "MN", mn: "Монгол Улс", en: "Mongolia" }];
export const DEFAULT_COUNTRY = "MN";

export const ULAANBAATAR: Place = { code: "MN-1", mn: "Улаанбаатар", en: "Ulaanbaatar" };

export const UB_DISTRICTS: readonly UbDistrict[] = [
  { code: "baganuur", mn: "Багануур", en: "Baganuur", khoroos: 5 },
  { code: "bagakhangai", mn: "Багахангай", en: "Bagakhangai", khoroos: 2 },
  { code: "bayangol", mn: "Баянгол", en: "Bayangol", khoroos: 34 },
  { code: "bayanzurkh", mn: "Баянзүрх", en: "Bayanzürkh", khoroos: 43 },
  { code: "chingeltei", mn: "Чингэлтэй", en: "Chingeltei", khoroos: 24 },
  { code: "khan-uul", mn: "Хан-Уул", en: "Khan-Uul", khoroos: 25 },
  { code: "nalaikh", mn: "Налайх", en: "Nalaikh", khoroos: 8 },
  { code: "songinokhairkhan", mn: "Сонгинохайрхан", en: "Songinokhairkhan", khoroos: 43 },
  { code: "sukhbaatar", mn: "Сүхбаатар", en: "Sükhbaatar", khoroos: 20 },
];

/** The 21 aimags (provinces) by ISO 3166-2:MN code. */
export const AIMAGS: readonly Place[] = [
  { code: "MN-073", mn: "Архангай", en: "Arkhangai" },
  { code: "MN-071", mn: "Баян-Өлгий", en: "Bayan-Ölgii" },
  { code: "MN-069", mn: "Баянхонгор", en: "Bayankhongor" },
  { code: "MN-067", mn: "Булган", en: "Bulgan" },
  { code: "MN-065", mn: "Говь-Алтай", en: "Govi-Altai" },
  { code: "MN-064", mn: "Говьсүмбэр", en: "Govisümber" },
  { code: "MN-037", mn: "Дархан-Уул", en: "Darkhan-Uul" },
  { code: "MN-061", mn: "Дорнод", en: "Dornod" },
  { code: "MN-063", mn: "Дорноговь", en: "Dornogovi" },
  { code: "MN-059", mn: "Дундговь", en: "Dundgovi" },
  { code: "MN-057", mn: "Завхан", en: "Zavkhan" },
  { code: "MN-035", mn: "Орхон", en: "Orkhon" },
  { code: "MN-055", mn: "Өвөрхангай", en: "Övörkhangai" },
  { code: "MN-053", mn: "Өмнөговь", en: "Ömnögovi" },
  { code: "MN-051", mn: "Сүхбаатар", en: "Sükhbaatar" },
  { code: "MN-049", mn: "Сэлэнгэ", en: "Selenge" },
  { code: "MN-047", mn: "Төв", en: "Töv" },
  { code: "MN-046", mn: "Увс", en: "Uvs" },
  { code: "MN-043", mn: "Ховд", en: "Khovd" },
  { code: "MN-041", mn: "Хөвсгөл", en: "Khövsgöl" },
  { code: "MN-039", mn: "Хэнтий", en: "Khentii" },
];

/** The capital first, then the aimags. */
export const CITIES: readonly Place[] = [ULAANBAATAR, ...AIMAGS];

export const CITY_CODES = CITIES.map((c) => c.code) as [string, ...string[]];
export const UB_DISTRICT_CODES = UB_DISTRICTS.map((d) => d.code) as [string, ...string[]];
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [string, ...string[]];

export function isUlaanbaatar(cityCode: string): boolean {
  return cityCode === ULAANBAATAR.code;
}

export function findCity(code: string): Place | undefined {
  return CITIES.find((c) => c.code === code);
}

export function findCountry(code: string): Place | undefined {
  return COUNTRIES.find((c) => c.code === code);
}

export function findUbDistrict(code: string): UbDistrict | undefined {
  return UB_DISTRICTS.find((d) => d.code === code);
}

export function placeName(place: Place, locale: PlaceLocale): string {
  return locale === "en" ? place.en : place.mn;
}

/** The capital first, then the aimags in the alphabet of the page's language (ө after о, ү after у). */
export function citiesForSelect(locale: PlaceLocale): Place[] {
  const key = locale === "en" ? (p: Place) => englishSortKey(p.en) : (p: Place) => mongolianSortKey(p.mn);
  return [ULAANBAATAR, ...[...AIMAGS].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))];
}

export function districtsForSelect(locale: PlaceLocale): UbDistrict[] {
  const key = locale === "en" ? (p: Place) => englishSortKey(p.en) : (p: Place) => mongolianSortKey(p.mn);
  return [...UB_DISTRICTS].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** True when `khoroo` names an existing khoroo of the district: a whole number 1..count, no leading zero. */
export function isValidKhoroo(districtCode: string, khoroo: string): boolean {
  const district = findUbDistrict(districtCode);
  if (!district || !/^[1-9]\d{0,2}$/.test(khoroo)) return false;
  return Number(khoroo) <= district.khoroos;
}

export interface AddressParts {
  country: string;
  city: string;
  district: string;
  khoroo: string;
  street: string;
  detail: string;
  zip: string;
}

/** The name shown for a stored district: a capital district by its code, an aimag's sum as typed. */
export function districtLabel(address: Pick<AddressParts, "city" | "district">, locale: PlaceLocale): string {
  if (isUlaanbaatar(address.city)) {
    const district = findUbDistrict(address.district);
    return district ? placeName(district, locale) : address.district;
  }
  return address.district;
}

/**
 * One line for lists, checkout and the delivery note, in the page's language:
 * `Улаанбаатар, Баянгол дүүрэг, 7-р хороо, Энхтайваны өргөн чөлөө, 15-р байр 32 тоот, 16050`.
 */
export function describeAddress(address: AddressParts, locale: PlaceLocale): string {
  const city = findCity(address.city);
  const ub = isUlaanbaatar(address.city);
  const district = districtLabel(address, locale);
  const parts: string[] = [city ? placeName(city, locale) : address.city];
  if (district) {
    if (ub) parts.push(locale === "en" ? `${district} district` : `${district} дүүрэг`);
    else parts.push(locale === "en" ? `${district} sum` : `${district} сум`);
  }
  if (address.khoroo) {
    if (ub) parts.push(locale === "en" ? `khoroo ${address.khoroo}` : `${address.khoroo}-р хороо`);
    else parts.push(locale === "en" ? `${address.khoroo} bag` : `${address.khoroo} баг`);
  }
  for (const extra of [address.street, address.detail, address.zip]) {
    if (extra.trim()) parts.push(extra.trim());
  }
  return parts.join(", ");
}
