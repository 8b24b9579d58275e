import type { HouseEditionKey } from "./domain/house-editions";
import type { MicrositeLocale } from "./locales";

/** A bottle of the house vodka as the microsite shows it: a link into the shop with its price. */
export interface HouseProductView {
  slug: string;
  /** The shop names its products in mn and en only: mn on Mongolian pages, en on the others. */
  name: string;
  /** The language `name` is written in (the page marks it when it differs from its own). */
  nameLang: MicrositeLocale;
  image: string;
  price: number;
  sellingPrice: number;
  salePercent: number;
  edition: HouseEditionKey | null;
}

/** One edition's tasting notes and the bottles of it the shop sells now. */
export interface TastingEditionView {
  key: HouseEditionKey;
  products: HouseProductView[];
}
