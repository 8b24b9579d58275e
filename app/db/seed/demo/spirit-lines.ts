// Spirits: serving notes, price bounds and how a spirit line (see ./spirit-line-defs) turns into products.

import { brandEn, brandRef } from "./brands";
import {
  abvProp,
  bottleImages,
  CATEGORY_WEIGHT,
  countryProp,
  type Line,
  type PropertyDraft,
  regionProp,
  roundPrice,
  scaleByVolume,
  slugify,
  type VariantDraft,
  volumeEn,
  volumeMn,
  volumeProp,
} from "./product-lines";
import { chance, pick, pickSome } from "./random";
import { KSV_REST, type SpiritEdition, type SpiritLineDef, type SpiritType } from "./spirit-line-defs";
import { NOTES, noteSentence, type Pair } from "./vocabulary";

const SERVING: Record<SpiritType, Pair[]> = {
  vodka: [
    ["Хөргөж, 4–6°C-т уухад хамгийн тохиромжтой.", "Best served ice-cold at 4–6°C."],
    ["Монгол айлын баяр ёслол, гэр бүлийн ширээнд.", "A fixture of Mongolian celebrations and family tables."],
    ["Цэвэр байдлаар ч, коктейльд ч тохиромжтой.", "Equally good neat or in cocktails."],
  ],
  whisky: [
    ["Цэвэр байдлаар эсвэл хэдэн дусал устай амтлаарай.", "Enjoy neat or with a few drops of water."],
    ["Мөстэй эсвэл хайболл коктейльд тохиромжтой.", "Great on the rocks or in a highball."],
  ],
  cognac: [
    ["Хоолны дараа, алганд бага зэрэг дулаацуулан амтлаарай.", "Best enjoyed after dinner, slightly warmed in the hand."],
    ["Хар шоколад, хатаасан жимстэй сайхан зохицно.", "Lovely with dark chocolate and dried fruit."],
  ],
  gin: [
    ["Тоник ус, нимбэгтэй хослуулахад гайхалтай.", "Superb with tonic and a twist of lemon."],
    ["Мартини, Негрони коктейльд тохиромжтой.", "Ideal for martinis and negronis."],
  ],
  rum: [
    ["Мохито, Дайкири зэрэг коктейльд тохиромжтой.", "Ideal for mojitos and daiquiris."],
    ["Мөстэй эсвэл кола, шохойтой уугаарай.", "Serve over ice or with cola and lime."],
  ],
  tequila: [
    ["Цэвэр байдлаар эсвэл Маргарита коктейльд.", "Sip it neat or mix a margarita."],
    ["Шохой, давстай уламжлалт байдлаар амтлаарай.", "Enjoy the traditional way with lime and salt."],
  ],
  liqueur: [
    ["Мөстэй, эсвэл коктейль, амттанд нэмж хэрэглэнэ.", "Serve over ice or use in cocktails and desserts."],
    ["Кофе, зайрмагтай хослуулахад сайхан.", "Delicious with coffee or poured over ice cream."],
  ],
};

/** Shelf price bounds per kind of spirit (tugrik). */
const SPIRIT_PRICE_RANGE: Partial<Record<SpiritType, readonly [number, number]>> = {
  vodka: [18_000, 95_000],
  whisky: [85_000, 1_200_000],
  cognac: [120_000, 2_500_000],
};

const SPIRIT_NOTES: Partial<Record<SpiritType, readonly Pair[]>> = {
  whisky: NOTES.whisky,
  cognac: NOTES.cognac,
  rum: NOTES.rum,
  tequila: NOTES.agave,
  gin: NOTES.gin,
};

export function spiritLine(def: SpiritLineDef): Line {
  // Each single-volume edition gives one product per volume; a multi edition gives one product.
  const combos: { edition: SpiritEdition; ml: number | null }[] = [];
  for (const edition of def.editions) {
    if (edition.multi) combos.push({ edition, ml: null });
    else for (const ml of edition.volumes) combos.push({ edition, ml });
  }
  return {
    series: def.series,
    weight: def.weight * CATEGORY_WEIGHT.spirits,
    combos: combos.length,
    build(combo, r) {
      const { edition, ml } = combos[combo]!;
      const brand = brandRef(def.brand).def;
      const refMl = edition.volumes.includes(750) ? 750 : edition.volumes.includes(700) ? 700 : edition.volumes[0]!;
      const productMl = ml ?? edition.volumes[0]!;
      const showVolume = ml !== null && (def.volumeInName || edition.volumes.length > 1 || ml !== 700);
      const words = (i: 0 | 1) => [i === 0 ? brand.mn : brandEn(brand), edition.name[i], def.kind[i]].filter(Boolean).join(" ");
      const nameMn = words(0) + (showVolume ? ` ${volumeMn(productMl)}` : "");
      const nameEn = words(1) + (showVolume ? ` ${volumeEn(productMl)}` : "");
      const jitter = 1 + (r() - 0.5) * 0.08;
      const basePrice = edition.price * jitter;
      const [minPrice, maxPrice] = SPIRIT_PRICE_RANGE[def.type] ?? [15_000, 3_000_000];
      const price = Math.min(maxPrice, Math.max(minPrice, roundPrice(scaleByVolume(basePrice, productMl, refMl))));
      const abv = edition.abv ?? def.abv;

      const description: Pair[] = [pick(r, def.intro)];
      if (def.brand === "khar-suvd") description.push(KSV_REST);
      else if (edition.note) description.push(edition.note);
      else if (edition.age) description.push([`${edition.age} жил царс модон торхонд хадгалсан.`, `Matured for ${edition.age} years in oak casks.`]);
      const notes = SPIRIT_NOTES[def.type];
      if (notes && description.length < 3) {
        const pool = def.series === "PRU" ? [...NOTES.peat, ...notes] : notes;
        description.push(noteSentence(pickSome(r, pool, 3) as Pair[]));
      }
      if (description.length < 3 && chance(r, 0.8)) description.push(pick(r, SERVING[def.type]));
      if (description.length < 2) description.push(pick(r, SERVING[def.type]));

      const properties: PropertyDraft[] = [countryProp(brand.country)];
      if (def.region) properties.push(regionProp(def.region));
      if (edition.class) properties.push({ key: "class", mn: edition.class, en: edition.class, filter: slugify(edition.class) });
      if (edition.age) properties.push({ key: "age", mn: `${edition.age} жил`, en: `${edition.age} years`, filter: String(edition.age) });
      properties.push(abvProp(abv), volumeProp(productMl));

      const variants: VariantDraft[] =
        ml === null
          ? edition.volumes.map((v) => ({
              options: [{ key: "volume", value: `${v}ml` }],
              skuSuffix: String(v),
              priceFactor: scaleByVolume(basePrice, v, refMl) / basePrice,
              image: null,
            }))
          : [{ options: [], skuSuffix: "", priceFactor: 1, image: null }];
      const [shape, colour] = edition.image.split("-") as [string, string];
      return {
        type: def.type,
        taxon: def.taxon,
        brand: def.brand,
        sku: [def.series, edition.code, ml ?? ""].filter((x) => x !== "").join("-"),
        nameMn,
        nameEn,
        price,
        description,
        properties,
        variants,
        images: bottleImages(shape, colour),
        limited: edition.limited,
        giftable: price >= 150_000,
      };
    },
  };
}
