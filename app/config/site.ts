/**
 * The wine retailer's site configuration (spec section 9), as typed data.
 * Feature flags and limits live here so every module reads the same numbers.
 */
export const siteConfig = {
  name: { mn: "Хар Сувд Дарс & Спирт", en: "Khar Suvd Wine & Spirits" },
  timeZone: "Asia/Ulaanbaatar",
  /** The retailer's own store; products of partner vendors get a "more from this vendor" block. */
  houseStoreCode: "main",
  currency: "MNT",
  locales: { shop: ["mn", "en"], microsite: ["en", "mn", "ru", "cn", "it"], default: "mn" },
  workingHours: { opens: "11:00", closes: "22:00" },
  sameDayDeliveryCutoff: "15:00",
  features: { comparison: false, leasing: false, brandDisplay: true },
  /** Spec section 2: desktop layout above this width, mobile at or below. */
  layoutBreakpointPx: 992,
  ageGate: { brandPages: 21, delivery: 18 },
  limits: {
    pageSize: 40,
    similarProducts: 30,
    sameSeries: 20,
    deals: 20,
    moreLikeThis: 20,
    newArrivals: 40,
    suggestions: 50,
    vendorProducts: 20,
    taxonBucketsPerLevel: 20,
    termsAggregation: 200,
    compare: 4,
    recentlyViewed: 40,
    searchHistory: 10,
    /** A product with this many or fewer on hand shows 'low stock'. */
    lowStockThreshold: 5,
    /** Highest taxon level (l0..l4). */
    maxTaxonDepth: 4,
  },
} as const;

export type ShopLocale = (typeof siteConfig.locales.shop)[number];
