import type { SocialLinks } from "./social";
import { SHOP_TIME_ZONE } from "~/kernel/dates";

/**
 * The wine retailer's site configuration (storefront-spec.md §9 Business constants and limits), as
 * typed data. Feature flags and limits live here so every module reads the same numbers.
 */
export const siteConfig = {
  name: { mn: "Хар Сувд Дарс & Спирт", en: "Khar Suvd Wine & Spirits" },
  timeZone: SHOP_TIME_ZONE,
  /** The retailer's own store; products of partner vendors get a "more from this vendor" block. */
  houseStoreCode: "main",
  currency: "MNT",
  locales: { shop: ["mn", "en"], microsite: ["en", "mn", "ru", "cn", "it"], default: "mn" },
  workingHours: { opens: "11:00", closes: "22:00" },
  /** How shoppers reach the shop (the contact page, the footer, Organization structured data). */
  contact: { phone: "+976 7711 2026", email: "info@kharsuvd.mn" },
  /**
   * The shop's own pages, linked from the footer (app/config/social.ts). Set one to null when
   * the shop has no page there: the footer then leaves that network out.
   */
  social: {
    facebook: "https://www.facebook.com/kharsuvd",
    instagram: "https://www.instagram.com/kharsuvd",
  } as SocialLinks,
  sameDayDeliveryCutoff: "15:00",
  /**
   * What the shop promises about delivery, returns, refunds and receipts (storefront-spec.md §9
   * Delivery, returns and receipts). The delivery, returns, payment and help pages print these
   * numbers; their texts never repeat them.
   */
  promises: {
    delivery: {
      /** Express delivery arrives within this many hours. */
      expressHours: 4,
      /** Paid (payment confirmed) before this time of day: delivered within `paidBeforeHours`. */
      paidBefore: "14:00",
      paidBeforeHours: 5,
      /** Standard delivery in Ulaanbaatar. */
      standardHours: 24,
      /** Remote districts. */
      remoteHours: { from: 24, to: 48 },
      /** Goods in stock, to the aimags. */
      inStockHours: { from: 48, to: 72 },
      /** Goods not in stock (ordered from the supplier). */
      otherDays: { from: 7, to: 14 },
      /** Pre-orders are delivered after this day of the year (month-day). */
      preOrdersAfter: "03-13",
    },
    /**
     * A return may be asked for within these many hours after receipt (spec: 24, 48 or 72): a
     * bottle broken or leaking on arrival, a wrong item, an unopened item in its original seal.
     */
    returnsHours: { damaged: 24, wrongItem: 48, unopened: 72 },
    /** Refunds: to a wallet (store credit) within `walletHours`; to a bank account within `bankDays`. */
    refund: { walletHours: 48, bankDays: { from: 3, to: 5 } },
    /** The VAT e-receipt (e-barimt) is e-mailed within this many days of delivery. */
    vatReceiptDays: 14,
  },
  features: { comparison: false, leasing: false, brandDisplay: true },
  /** Names the guest's stored state (storefront-spec.md §4: "the key prefix comes from the site's index"). */
  storageKeyPrefix: "kharsuvd",
  /** Desktop layout above this width, mobile at or below (storefront-spec.md §2 Screens and routes). */
  layoutBreakpointPx: 992,
  ageGate: { brandPages: 21, delivery: 18 },
  /**
   * The house brand behind the microsite (storefront-spec.md §1 brand facts). The microsite's texts
   * in five languages take these numbers as placeholders, so a fact is written once, here.
   */
  brand: {
    code: "khar-suvd",
    distillations: 6,
    filters: ["charcoal", "quartz", "silver", "pearls", "diamond"],
    restHours: 500,
    restDays: 21,
  },
  /** How long a passed age gate is remembered on this browser (a signed cookie). */
  micrositeAgeGateDays: 30,
  /** Delivery prices per zone (app/modules/delivery/domain/delivery-zones.ts), MNT. */
  delivery: {
    rates: {
      "ub-central": { simple: 5_000, express: 10_000 },
      "ub-remote": { simple: 10_000, express: null },
      aimag: { simple: 25_000, express: null },
    },
    /** Simple delivery is free from this items total (MNT). */
    freeShippingThreshold: 200_000,
  },
  /**
   * Payment methods in the order the payment step shows them. Leasing is off for this
   * retailer and is not a method at all. Card, QPay and instalment also need their provider
   * configured (env); bank transfer needs nothing but the account below.
   */
  payments: {
    methods: ["qpay", "card", "bank_transfer", "instalment"],
    /** Card and QPay payments left unpaid this long expire and their stock returns. */
    payWithinHours: 2,
    bankTransfer: {
      bank: { mn: "Хаан банк", en: "Khan Bank" },
      account: "5107 3846 91",
      iban: "MN580005005107384691",
      accountName: { mn: "Хар Сувд ХХК", en: "Khar Suvd LLC" },
      /** The transfer must arrive within this many hours of placing the order. */
      deadlineHours: 24,
    },
    instalment: {
      /** The share paid up front (by card or QPay) before the loan application is sent. */
      downPaymentPercent: 30,
      /** Instalment is offered from this order total (MNT). */
      minimumTotal: 300_000,
      /** The down payment is due this many hours after placing; past it the order shows 'Overdue payment'. */
      downPaymentDueHours: 24,
      lenderName: { mn: "Хар Сувд Зээл", en: "Khar Suvd Credit" },
    },
  },
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
    /** Wish lists per shopper, and wishes per list (a guest's wishes too). */
    wishLists: 20,
    wishesPerList: 500,
    /** A product with this many or fewer on hand shows 'low stock'. */
    lowStockThreshold: 5,
    /** Highest taxon level (l0..l4). */
    maxTaxonDepth: 4,
  },
} as const;

export type ShopLocale = (typeof siteConfig.locales.shop)[number];
