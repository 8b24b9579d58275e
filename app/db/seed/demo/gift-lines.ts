// Gift-set lines: one line per series, with the box designs as variants.

import { brandRef } from "./brands";
import { CATEGORY_WEIGHT, countryProp, type Line, materialProp, roundPrice, type VariantDraft } from "./product-lines";
import { chance, pick } from "./random";
import type { Pair } from "./vocabulary";

const DESIGNS = {
  classic: null,
  "tsagaan-sar": "giftbox-blue",
  "new-year": "giftbox-red",
  naadam: "giftbox-green",
} as const;
type Design = keyof typeof DESIGNS;

interface GiftItem {
  series: string;
  code: string;
  brand: string;
  name: Pair;
  contents: readonly [mn: string, en: string, filter: string];
  box: string;
  bottle: string;
  price: number;
  designs: Design[];
}

const GIFT_INTROS: Pair[] = [
  ["Цагаан сар, ой тэмдэглэлт өдөр, албан ёсны бэлэгт тохиромжтой.", "A thoughtful gift for Tsagaan Sar, anniversaries and business occasions."],
  ["Хайртай хүмүүстээ баяр баясгалан бэлэглээрэй.", "A gift that brings joy to the people you love."],
];

const GIFT_ITEMS: GiftItem[] = [
  { series: "KSV", code: "GIFT-PREM", brand: "khar-suvd", name: ["Хар Сувд Премиум бэлгийн хайрцаг, 2 хундагатай", "Khar Suvd Premium Gift Box with 2 Glasses"], contents: ["1 шил Хар Сувд Премиум архи 0.75л, 2 хундага", "a 0.75 L bottle of Khar Suvd Premium vodka and 2 glasses", "bottle-glasses"], box: "giftbox-black", bottle: "vodka-black", price: 89_000, designs: ["classic", "tsagaan-sar", "new-year"] },
  { series: "KSV", code: "GIFT-GOLD", brand: "khar-suvd", name: ["Хар Сувд Алтан бэлгийн багц", "Khar Suvd Gold Gift Set"], contents: ["1 шил Хар Сувд Алтан архи 0.75л, металл хундага", "a 0.75 L bottle of Khar Suvd Gold vodka and a metal cup", "bottle-cup"], box: "giftbox-gold", bottle: "vodka-gold", price: 125_000, designs: ["classic", "naadam"] },
  { series: "CHG", code: "GIFT", brand: "chinggis", name: ["Чингис Алтан бэлгийн хайрцаг", "Chinggis Gold Gift Box"], contents: ["1 шил Чингис Алтан архи 0.75л", "a 0.75 L bottle of Chinggis Gold vodka", "bottle"], box: "giftbox-red", bottle: "vodka-gold", price: 62_000, designs: ["classic", "tsagaan-sar"] },
  { series: "GCR", code: "GIFT-12", brand: "glen-corran", name: ["Глен Корран 12 бэлгийн хайрцаг, 2 хундагатай", "Glen Corran 12 Gift Box with 2 Glasses"], contents: ["1 шил Глен Корран 12 жилийн виски 0.7л, 2 виски хундага", "a 0.7 L bottle of Glen Corran 12 Year Old and 2 whisky tumblers", "bottle-glasses"], box: "giftbox-green", bottle: "whisky-gold", price: 198_000, designs: ["classic"] },
  { series: "ARV", code: "GIFT-XO", brand: "arvelle", name: ["Арвель XO бэлгийн хайрцаг", "Arvelle XO Gift Box"], contents: ["1 шил Арвель XO коньяк 0.7л", "a 0.7 L bottle of Arvelle XO cognac", "bottle"], box: "giftbox-black", bottle: "cognac-dark", price: 710_000, designs: ["classic", "new-year"] },
  { series: "DLV", code: "GIFT-BRUT", brand: "delacroix-vernet", name: ["Делакруа-Вернэ Брют бэлгийн хайрцаг", "Delacroix-Vernet Brut Gift Box"], contents: ["1 шил Брют шампань 0.75л, 2 хундага", "a 0.75 L bottle of Brut Champagne and 2 flutes", "bottle-glasses"], box: "giftbox-gold", bottle: "sparkling-green", price: 255_000, designs: ["classic", "new-year"] },
  { series: "VLM", code: "GIFT-DUO", brand: "chateau-valmorel", name: ["Шато Валморел хос дарсны бэлгийн багц", "Château Valmorel Wine Duo Gift Set"], contents: ["2 шил Бордо улаан дарс 0.75л", "two 0.75 L bottles of Bordeaux red", "two-bottles"], box: "giftbox-red", bottle: "wine-ruby", price: 178_000, designs: ["classic"] },
  { series: "KVH", code: "GIFT-TRIO", brand: "kvevri-house", name: ["Квеври Хаус Гүржийн дарсны бэлгийн багц, 3 шил", "Kvevri House Georgian Wine Trio"], contents: ["3 шил Гүржийн дарс 0.75л", "three 0.75 L bottles of Georgian wine", "three-bottles"], box: "giftbox-red", bottle: "wine-garnet", price: 145_000, designs: ["classic", "tsagaan-sar"] },
];

export function giftLines(): Line[] {
  const bySeries = new Map<string, GiftItem[]>();
  for (const item of GIFT_ITEMS) bySeries.set(item.series, [...(bySeries.get(item.series) ?? []), item]);
  return [...bySeries.entries()].map(([series, items]) => ({
    series,
    weight: CATEGORY_WEIGHT.gift * items.length,
    combos: items.length,
    build(combo, r) {
      const item = items[combo]!;
      const brand = brandRef(item.brand).def;
      const description: Pair[] = [[`Дотор нь: ${item.contents[0]}.`, `Includes ${item.contents[1]}.`], pick(r, GIFT_INTROS)];
      if (chance(r, 0.6)) description.push(["Бэлгийн хатуу хайрцагт савласан.", "Comes in a rigid presentation box."]);
      const variants: VariantDraft[] =
        item.designs.length > 1
          ? item.designs.map((design) => ({
              options: [{ key: "design", value: design }],
              skuSuffix: design.toUpperCase(),
              priceFactor: 1,
              image: `/media/products/${DESIGNS[design] ?? item.box}.svg`,
            }))
          : [{ options: [], skuSuffix: "", priceFactor: 1, image: null }];
      return {
        type: "gift_set",
        taxon: "gift-sets",
        brand: item.brand,
        sku: `${series}-${item.code}`,
        nameMn: item.name[0],
        nameEn: item.name[1],
        price: roundPrice(item.price * (1 + (r() - 0.5) * 0.06)),
        description,
        properties: [
          countryProp(brand.country),
          { key: "contents", mn: item.contents[0], en: item.contents[1], filter: item.contents[2] },
          materialProp("cardboard"),
        ],
        variants,
        images: [
          { style: item.box, view: "front" },
          { style: item.bottle, view: "back" },
        ],
        giftable: true,
      };
    },
  }));
}
