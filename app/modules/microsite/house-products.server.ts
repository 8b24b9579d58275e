import { siteConfig } from "~/config/site";
import type { SearchHit, SearchIndex } from "~/modules/search";
import type { HouseProductView, TastingEditionView } from "./content-views";
import { editionOfSku, HOUSE_EDITIONS, onePerEdition, orderByEdition, productsForEditions } from "./domain/house-editions";
import type { Cocktail } from "./cocktails";
import { COCKTAIL_PRODUCTS } from "./cocktails";
import { STORY_PRODUCTS } from "./content";
import type { MicrositeLocale } from "./locales";

/** The house brand's bottles: its vodka, not its glasses, shirts or gift sets. */
const HOUSE_SPIRIT_TYPE = "vodka";
/** More than the brand has bottles; one page of the search holds them all. */
const HOUSE_PAGE_SIZE = 40;

/** What the microsite reads of the catalogue: the request context's search index. */
export interface HouseReader {
  searchIndex: SearchIndex;
}

function view(hit: SearchHit, lang: MicrositeLocale): HouseProductView {
  const mn = lang === "mn";
  return {
    slug: hit.slug,
    name: mn ? hit.name.mn : hit.name.en,
    nameLang: mn ? "mn" : "en",
    image: hit.image,
    price: hit.price,
    sellingPrice: hit.selling_price,
    salePercent: hit.sale_percent,
    edition: editionOfSku(hit.sku),
  };
}

/**
 * Every bottle of the house vodka the shop lists now (the listing rule of spec §9 applies: price,
 * stock, available, image), through the SearchIndex port, so the microsite never names a product
 * that cannot be bought and needs no slug written down.
 */
export async function houseProducts(reader: HouseReader, args: { lang: MicrositeLocale; now: Date }): Promise<HouseProductView[]> {
  const result = await reader.searchIndex.search({
    filters: { brands: [siteConfig.brand.code], types: [HOUSE_SPIRIT_TYPE] },
    sort: "price_asc",
    locale: args.lang === "mn" ? "mn" : "en",
    page: 1,
    pageSize: HOUSE_PAGE_SIZE,
    now: args.now,
  });
  return orderByEdition(result.hits.map((hit) => view(hit, args.lang)));
}

/** The story page's bottles: one of each edition first. */
export async function storyProducts(reader: HouseReader, args: { lang: MicrositeLocale; now: Date }): Promise<HouseProductView[]> {
  return onePerEdition(await houseProducts(reader, args), STORY_PRODUCTS);
}

/** The tasting page: every edition with the bottles of it on sale now (none is fine: the notes stay). */
export async function tastingEditions(reader: HouseReader, args: { lang: MicrositeLocale; now: Date }): Promise<TastingEditionView[]> {
  const products = await houseProducts(reader, args);
  return HOUSE_EDITIONS.map(({ key }) => ({ key, products: products.filter((product) => product.edition === key) }));
}

/** A recipe's bottles to buy: its editions first, else the brand's others. */
export async function cocktailProducts(reader: HouseReader, cocktail: Cocktail, args: { lang: MicrositeLocale; now: Date }): Promise<HouseProductView[]> {
  return productsForEditions(await houseProducts(reader, args), cocktail.editions, COCKTAIL_PRODUCTS);
}
