import { absoluteUrl, localizedUrl } from "~/ui/seo";

/**
 * schema.org data for search engines, built from what the page already shows (so the price in
 * the JSON-LD is the price on the page). Pure, and run by loaders with the shop's origin and the
 * page's language: the page renders the finished data with <JsonLd>, so none of this ships to the
 * browser (the JavaScript budget, decision 040).
 */
type Locale = "mn" | "en";
export type JsonLdObject = Record<string, unknown>;

export interface SeoSite {
  origin: string;
  locale: Locale;
}

export type StockState = "in_stock" | "low_stock" | "sold_out";

const AVAILABILITY: Record<StockState, string> = {
  in_stock: "https://schema.org/InStock",
  low_stock: "https://schema.org/LimitedAvailability",
  sold_out: "https://schema.org/OutOfStock",
};

export interface ProductFacts {
  /** The page's path, e.g. `/products/chateau-x` (the offer's url; in the page's language). */
  path: string;
  name: string;
  sku: string;
  description: string;
  brand: string;
  images: string[];
  /** What the shopper pays now, whole tugrik. */
  sellingPrice: number;
  stock: StockState;
  /**
   * Only reviews shoppers really wrote (issue 18). The catalogue's rating numbers are seeded,
   * not reviews: a rating search engines show must come from a reviews table, so pages pass null
   * until that table exists.
   */
  reviews: { average: number; count: number } | null;
}

export function productJsonLd(site: SeoSite, product: ProductFacts): JsonLdObject {
  const url = localizedUrl(site.origin, product.path, site.locale);
  const data: JsonLdObject = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    url,
    image: product.images.map((image) => absoluteUrl(site.origin, image)),
    description: product.description.replace(/\s+/g, " ").trim().slice(0, 5000),
    brand: { "@type": "Brand", name: product.brand },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "MNT",
      price: product.sellingPrice,
      availability: AVAILABILITY[product.stock],
      itemCondition: "https://schema.org/NewCondition",
    },
  };
  if (product.reviews && product.reviews.count > 0) {
    data.aggregateRating = { "@type": "AggregateRating", ratingValue: product.reviews.average, reviewCount: product.reviews.count, bestRating: 5, worstRating: 1 };
  }
  return data;
}

/** The trail above a page, the page itself last (its `path` may be omitted: Google allows it). */
export function breadcrumbJsonLd(site: SeoSite, crumbs: ReadonlyArray<{ name: string; path?: string | null }>): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: localizedUrl(site.origin, crumb.path, site.locale) } : {}),
    })),
  };
}

export interface StoreFacts {
  name: string;
  address: string;
  /** "HH:MM" */
  opens: string;
  closes: string;
}

export interface OrganizationFacts {
  name: string;
  logo: string;
  phone: string;
  email: string;
  sameAs: string[];
  stores: StoreFacts[];
}

const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** The retailer, how to reach it, and its stores with their opening hours (home page). */
export function organizationJsonLd(site: SeoSite, organization: OrganizationFacts): JsonLdObject {
  const home = localizedUrl(site.origin, "/", site.locale);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: organization.name,
    url: home,
    logo: absoluteUrl(site.origin, organization.logo),
    contactPoint: [{ "@type": "ContactPoint", contactType: "customer service", telephone: organization.phone, email: organization.email, availableLanguage: ["mn", "en"] }],
    sameAs: organization.sameAs,
    department: organization.stores.map((store) => ({
      "@type": "LiquorStore",
      name: store.name,
      address: { "@type": "PostalAddress", streetAddress: store.address, addressLocality: "Ulaanbaatar", addressCountry: "MN" },
      openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: EVERY_DAY, opens: store.opens, closes: store.closes }],
    })),
  };
}
