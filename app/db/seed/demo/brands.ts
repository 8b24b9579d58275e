// Brands: their definitions, ids and the brand rows.

import { IMPORTED_BRANDS } from "./imported-brands";
import type { DemoBrand } from "./types";
import type { BrandDef } from "./brand-def";

// The definition's shape lives in brand-def.ts so imported-brands.ts needs nothing from here (no cycle).
export type { BrandDef } from "./brand-def";

/** Mongolian brands, the house brand first. */
const LOCAL_BRANDS: readonly BrandDef[] = [
  {
    code: "khar-suvd",
    name: "Хар Сувд",
    latin: "Khar Suvd",
    mn: "Хар Сувд",
    country: "mn",
    featured: true,
    story: [
      "Хар Сувд бол манай дэлгүүрийн нэрийн архи. Монгол улаан буудайн спиртийг 6 удаа нэрж, модны нүүрс, кварц, мөнгө, сувд, алмазаар шүүдэг. Савлахаас өмнө 500 гаруй цаг буюу 21 хоног амраадаг тул амт нь онцгой зөөлөн, цэвэр.",
      "Khar Suvd – “Black Pearl” – is our house vodka. Mongolian wheat spirit is distilled six times and filtered through charcoal, quartz, silver, pearls and diamond, then rested for over 500 hours (21 days) before bottling for an exceptionally soft, clean finish.",
    ],
  },
  {
    code: "chinggis",
    name: "Чингис",
    latin: "Chinggis",
    mn: "Чингис",
    country: "mn",
    featured: true,
    story: [
      "Их хааны нэрийг авсан Чингис архи Монгол улаан буудай, Хэнтийн нурууны булгийн уснаас бэлтгэгддэг. Баяр ёслолын ширээний салшгүй нэг хэсэг.",
      "Named after the Great Khan, Chinggis vodka is made from Mongolian wheat and spring water from the Khentii mountains – a fixture of every celebration.",
    ],
  },
  {
    code: "soyombo",
    name: "Соёмбо",
    latin: "Soyombo",
    mn: "Соёмбо",
    country: "mn",
    story: [
      "Үндэсний бэлгэ тэмдгээс нэрээ авсан Соёмбо бол өдөр тутмын сонгодог, найдвартай архи.",
      "Named after the national symbol, Soyombo is a dependable, classic everyday vodka.",
    ],
  },
  {
    code: "altan-gobi",
    name: "Алтан Говь",
    latin: "Altan Gobi",
    mn: "Алтан Говь",
    country: "mn",
    story: [
      "Говийн уудам тал, алтан элсний өнгийг бэлгэдсэн Алтан Говь архи зөөлөн амт, боломжийн үнээрээ алдартай.",
      "Inspired by the golden sands of the Gobi, Altan Gobi is known for its smooth taste and fair price.",
    ],
  },
  {
    code: "taiga",
    name: "Тайга",
    latin: "Taiga",
    mn: "Тайга",
    country: "mn",
    story: [
      "Хөвсгөлийн тайгын арц, хээрийн ургамлаар амталсан Монголын анхны крафт жин.",
      "Mongolia's first craft gin, flavoured with juniper from the Khuvsgul taiga and wild steppe botanicals.",
    ],
  },
  {
    code: "selenge",
    name: "Сэлэнгэ",
    latin: "Selenge",
    mn: "Сэлэнгэ",
    country: "mn",
    story: [
      "Сэлэнгийн хөндийн чацаргана, нэрс, үхрийн нүдээр бэлтгэсэн жимсний ликёрууд.",
      "Fruit liqueurs made from sea buckthorn, blueberries and blackcurrants grown in the Selenge valley.",
    ],
  },
  {
    code: "nomin-tal",
    name: "Номин Тал",
    latin: "Nomin Tal",
    mn: "Номин Тал",
    country: "mn",
    story: [
      "Улаанбаатарт исгэдэг, сэрүүн цэнгэг амттай лагер шар айраг.",
      "A crisp, refreshing lager brewed in Ulaanbaatar.",
    ],
  },
  {
    code: "khurel",
    name: "Хүрэл",
    latin: "Khurel",
    mn: "Хүрэл",
    country: "mn",
    story: [
      "Хүрэл бол нутгийн орц, шинэлэг хослолоор туршилт хийдэг Улаанбаатарын жижиг крафт шар айрагны үйлдвэр.",
      "Khurel is a small Ulaanbaatar craft brewery experimenting with local ingredients and bold recipes.",
    ],
  },
];

/** Brand ids follow this order (1..n): the local brands first, then the imported ones. */
const BRAND_DEFS: readonly BrandDef[] = [...LOCAL_BRANDS, ...IMPORTED_BRANDS];

const BRAND_BY_CODE = new Map(BRAND_DEFS.map((b, i) => [b.code, { def: b, id: i + 1 }]));

/** The brand as written in English product names: local brands in Latin letters. */
export const brandEn = (b: BrandDef): string => (b.country === "mn" ? b.latin : b.name);

export function brandRef(code: string): { def: BrandDef; id: number } {
  const found = BRAND_BY_CODE.get(code);
  if (!found) throw new Error(`Unknown demo brand ${code}`);
  return found;
}

export function buildBrands(): DemoBrand[] {
  return BRAND_DEFS.map((b, i) => ({
    id: i + 1,
    code: b.code,
    name: b.name,
    name_latin: b.latin,
    country_code: b.country,
    is_local: b.country === "mn" ? 1 : 0,
    logo: `/media/brands/${b.code}.svg`,
    story_mn: b.story[0],
    story_en: b.story[1],
    is_featured: b.featured ? 1 : 0,
  }));
}
