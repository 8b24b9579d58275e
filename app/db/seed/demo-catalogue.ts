/**
 * The deterministic demo catalogue of a single-brand wine & spirits shop in Ulaanbaatar.
 *
 * Pure: the same `seed` and `now` always give the same rows (a mulberry32 stream, no
 * Math.random, no clock). Ids are assigned here (1..n in every table), so child rows link
 * without reading anything back. Products are produced lazily by `iterateDemoProducts`, so a
 * catalogue of 100,000+ products never needs to be held in memory at once.
 */

export {
  DEFAULT_DEMO_PRODUCTS,
  DEFAULT_DEMO_SEED,
  DEMO_MAX_REVIEWS_PER_PRODUCT,
  generateDemoCatalogue,
  iterateDemoProducts,
} from "./demo/assemble";
export { roundPrice } from "./demo/product-lines";
export { mulberry32, type Rng } from "./demo/random";
export { demoReferenceData } from "./demo/reference-data";
export type {
  DemoBadge,
  DemoBrand,
  DemoCatalogue,
  DemoCatalogueOptions,
  DemoProduct,
  DemoProductType,
  DemoReferenceData,
  DemoStockLocation,
  DemoStore,
  DemoTaxon,
  DemoVariant,
} from "./demo/types";
