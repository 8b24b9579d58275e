// Reference data: taxons, stores, stock locations and badges (brands live in ./brands).

import { buildBrands } from "./brands";
import type { DemoBadge, DemoReferenceData, DemoStockLocation, DemoStore, DemoTaxon } from "./types";

type TaxonNode = readonly [slug: string, mn: string, en: string, children?: readonly TaxonNode[]];

const TAXON_TREE: readonly TaxonNode[] = [
  [
    "wine",
    "Дарс",
    "Wine",
    [
      ["red", "Улаан дарс", "Red wine"],
      ["white", "Цагаан дарс", "White wine"],
      ["rose", "Ягаан дарс", "Rosé wine"],
      [
        "sparkling",
        "Оргилуун дарс",
        "Sparkling wine",
        [
          ["champagne", "Шампань", "Champagne"],
          ["prosecco", "Просекко", "Prosecco"],
          ["cava", "Кава", "Cava"],
        ],
      ],
    ],
  ],
  [
    "spirits",
    "Хүчтэй согтууруулах ундаа",
    "Spirits",
    [
      [
        "vodka",
        "Архи",
        "Vodka",
        [
          ["mongolian", "Монгол архи", "Mongolian vodka"],
          ["imported", "Импортын архи", "Imported vodka"],
        ],
      ],
      [
        "whisky",
        "Виски",
        "Whisky",
        [
          [
            "scotch",
            "Шотланд виски",
            "Scotch whisky",
            [
              [
                "single-malt",
                "Сингл молт виски",
                "Single malt",
                [
                  ["speyside", "Спейсайд", "Speyside"],
                  ["islay", "Айла", "Islay"],
                ],
              ],
              ["blended", "Холимог виски", "Blended Scotch"],
            ],
          ],
          ["irish", "Ирланд виски", "Irish whiskey"],
          ["american", "Америк виски", "American whiskey"],
          ["japanese", "Япон виски", "Japanese whisky"],
        ],
      ],
      [
        "cognac-brandy",
        "Коньяк, бренди",
        "Cognac & brandy",
        [
          ["cognac", "Коньяк", "Cognac"],
          ["brandy", "Бренди", "Brandy"],
        ],
      ],
      ["gin", "Жин", "Gin"],
      ["rum", "Ром", "Rum"],
      ["tequila", "Текила", "Tequila"],
      ["liqueur", "Ликёр", "Liqueur"],
    ],
  ],
  [
    "beer",
    "Шар айраг",
    "Beer",
    [
      ["lager", "Лагер", "Lager"],
      ["wheat", "Улаан буудайн шар айраг", "Wheat beer"],
      ["dark", "Хар шар айраг", "Dark beer"],
      ["craft", "Крафт шар айраг", "Craft beer"],
    ],
  ],
  ["gift-sets", "Бэлгийн багц", "Gift sets"],
  [
    "accessories",
    "Дагалдах хэрэгсэл",
    "Accessories",
    [
      ["glassware", "Хундага, шил", "Glassware"],
      ["bar-tools", "Барын хэрэгсэл", "Bar tools"],
      ["apparel", "Хувцас", "Apparel"],
    ],
  ],
];

export function buildTaxons(): DemoTaxon[] {
  const out: DemoTaxon[] = [];
  const walk = (nodes: readonly TaxonNode[], parent: DemoTaxon | null) => {
    nodes.forEach(([slug, mn, en, children], position) => {
      const taxon: DemoTaxon = {
        id: out.length + 1,
        parent_id: parent?.id ?? null,
        permalink: parent ? `${parent.permalink}/${slug}` : slug,
        name: mn,
        translation_en: en,
        depth: parent ? parent.depth + 1 : 0,
        position,
      };
      out.push(taxon);
      if (children) walk(children, taxon);
    });
  };
  walk(TAXON_TREE, null);
  return out;
}

export const MAIN_STORE_ID = 1;
export const PARTNER_STORE_ID = 2;

function buildStores(): DemoStore[] {
  return [
    { id: MAIN_STORE_ID, code: "main", name: "Хар Сувд", logo: "/media/brands/store.svg", vendor_id: 1 },
    { id: PARTNER_STORE_ID, code: "nomin-tal", name: "Номин Тал Брюери", logo: "/media/brands/nomin-tal.svg", vendor_id: 2 },
  ];
}

function buildStockLocations(): DemoStockLocation[] {
  return [
    {
      id: 1,
      code: "sukhbaatar",
      name_mn: "Хар Сувд – Төв дэлгүүр",
      name_en: "Khar Suvd – Central store",
      address_mn: "Улаанбаатар, Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 14",
      address_en: "14 Peace Avenue, 1st khoroo, Sukhbaatar district, Ulaanbaatar",
      opens_at: "11:00",
      closes_at: "22:00",
      is_pickup_point: 1,
    },
    {
      id: 2,
      code: "zaisan",
      name_mn: "Хар Сувд – Зайсан",
      name_en: "Khar Suvd – Zaisan",
      address_mn: "Улаанбаатар, Хан-Уул дүүрэг, 11-р хороо, Зайсангийн гудамж 27",
      address_en: "27 Zaisan Street, 11th khoroo, Khan-Uul district, Ulaanbaatar",
      opens_at: "11:00",
      closes_at: "22:00",
      is_pickup_point: 1,
    },
    {
      id: 3,
      code: "bayanzurkh",
      name_mn: "Хар Сувд – Баянзүрх",
      name_en: "Khar Suvd – Bayanzurkh",
      address_mn: "Улаанбаатар, Баянзүрх дүүрэг, 26-р хороо, Их Монгол улсын гудамж 8",
      address_en: "8 Ikh Mongol Uls Street, 26th khoroo, Bayanzurkh district, Ulaanbaatar",
      opens_at: "11:00",
      closes_at: "22:00",
      is_pickup_point: 1,
    },
    {
      id: 4,
      code: "warehouse",
      name_mn: "Төв агуулах",
      name_en: "Central warehouse",
      address_mn: "Улаанбаатар, Сонгинохайрхан дүүрэг, 20-р хороо, Агуулахын гудамж 3",
      address_en: "3 Warehouse Street, 20th khoroo, Songinokhairkhan district, Ulaanbaatar",
      opens_at: "09:00",
      closes_at: "18:00",
      is_pickup_point: 0,
    },
  ];
}

export const LOCATION_IDS = [1, 2, 3, 4] as const;
export const WAREHOUSE_ID = 4;

export const BADGE = { new: 1, sale: 2, bestseller: 3, limited: 4, gift: 5 } as const;

function buildBadges(): DemoBadge[] {
  return [
    { id: BADGE.new, code: "new", name_mn: "Шинэ", name_en: "New", color: "#2e7d32" },
    { id: BADGE.sale, code: "sale", name_mn: "Хямдрал", name_en: "Sale", color: "#c62828" },
    { id: BADGE.bestseller, code: "bestseller", name_mn: "Эрэлттэй", name_en: "Bestseller", color: "#ef6c00" },
    { id: BADGE.limited, code: "limited", name_mn: "Хязгаарлагдмал", name_en: "Limited edition", color: "#6a1b9a" },
    { id: BADGE.gift, code: "gift", name_mn: "Бэлэгт тохиромжтой", name_en: "Great gift", color: "#ad7d12" },
  ];
}

/** The static part of the catalogue (everything except products). */
export function demoReferenceData(): DemoReferenceData {
  return {
    taxons: buildTaxons(),
    brands: buildBrands(),
    stores: buildStores(),
    stockLocations: buildStockLocations(),
    badges: buildBadges(),
  };
}
