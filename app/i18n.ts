import enAccount from "../public/locales/en/account.json";
import enAuth from "../public/locales/en/auth.json";
import enCommon from "../public/locales/en/common.json";
import enDev from "../public/locales/en/dev.json";
import enSearch from "../public/locales/en/search.json";
import enOrders from "../public/locales/en/orders.json";
import enSocial from "../public/locales/en/social.json";
import mnAccount from "../public/locales/mn/account.json";
import mnAuth from "../public/locales/mn/auth.json";
import mnCommon from "../public/locales/mn/common.json";
import mnDev from "../public/locales/mn/dev.json";
import mnSearch from "../public/locales/mn/search.json";
import mnOrders from "../public/locales/mn/orders.json";
import mnSocial from "../public/locales/mn/social.json";

import enCheckout from "../public/locales/en/checkout.json";
import enSandbox from "../public/locales/en/sandbox.json";
import enStaff from "../public/locales/en/staff.json";
import enWallet from "../public/locales/en/wallet.json";
import mnCheckout from "../public/locales/mn/checkout.json";
import mnSandbox from "../public/locales/mn/sandbox.json";
import mnStaff from "../public/locales/mn/staff.json";
import mnWallet from "../public/locales/mn/wallet.json";
import enWishlist from "../public/locales/en/wishlist.json";
import mnWishlist from "../public/locales/mn/wishlist.json";
import enBrowsing from "../public/locales/en/browsing.json";
import mnBrowsing from "../public/locales/mn/browsing.json";
import enRequests from "../public/locales/en/requests.json";
import mnRequests from "../public/locales/mn/requests.json";
import enContent from "../public/locales/en/content.json";
import mnContent from "../public/locales/mn/content.json";
import enComments from "../public/locales/en/comments.json";
import mnComments from "../public/locales/mn/comments.json";
import enShowcase from "../public/locales/en/showcase.json";
import mnShowcase from "../public/locales/mn/showcase.json";
import enReviews from "../public/locales/en/reviews.json";
import mnReviews from "../public/locales/mn/reviews.json";
import enContact from "../public/locales/en/contact.json";
import mnContact from "../public/locales/mn/contact.json";
import enSeo from "../public/locales/en/seo.json";
import mnSeo from "../public/locales/mn/seo.json";
import enQuotes from "../public/locales/en/quotes.json";
import mnQuotes from "../public/locales/mn/quotes.json";
import enCounter from "../public/locales/en/counter.json";
import mnCounter from "../public/locales/mn/counter.json";
import enTickets from "../public/locales/en/tickets.json";
import mnTickets from "../public/locales/mn/tickets.json";
import enGames from "../public/locales/en/games.json";
import mnGames from "../public/locales/mn/games.json";
import enHotels from "../public/locales/en/hotels.json";
import mnHotels from "../public/locales/mn/hotels.json";
import enPlaces from "../public/locales/en/places.json";
import mnPlaces from "../public/locales/mn/places.json";
import enPush from "../public/locales/en/push.json";
import mnPush from "../public/locales/mn/push.json";
/**
 * Shop languages: Mongolian (default) and English; a missing key falls back to mn. The texts are
 * server data: app/platform/texts.server.ts builds them once, and the browser gets its page's
 * language as JSON, never as code (decision 038). Browser code must not use `resources`: only
 * tree-shaking keeps these imports out of the bundle.
 */
export const resources = {
  mn: { common: mnCommon, search: mnSearch, auth: mnAuth, account: mnAccount, social: mnSocial, orders: mnOrders, dev: mnDev, checkout: mnCheckout, sandbox: mnSandbox, staff: mnStaff, wallet: mnWallet, wishlist: mnWishlist, browsing: mnBrowsing, requests: mnRequests, content: mnContent, comments: mnComments, showcase: mnShowcase, contact: mnContact, seo: mnSeo, reviews: mnReviews, quotes: mnQuotes, counter: mnCounter, tickets: mnTickets, games: mnGames, hotels: mnHotels, places: mnPlaces, push: mnPush },
  en: { common: enCommon, search: enSearch, auth: enAuth, account: enAccount, social: enSocial, orders: enOrders, dev: enDev, checkout: enCheckout, sandbox: enSandbox, staff: enStaff, wallet: enWallet, wishlist: enWishlist, browsing: enBrowsing, requests: enRequests, content: enContent, comments: enComments, showcase: enShowcase, contact: enContact, seo: enSeo, reviews: enReviews, quotes: enQuotes, counter: enCounter, tickets: enTickets, games: enGames, hotels: enHotels, places: enPlaces, push: enPush },
} as const;

export const supportedLngs = ["mn", "en"] as const;
export type Lng = (typeof supportedLngs)[number];

export function isSupportedLng(value: unknown): value is Lng {
  return typeof value === "string" && (supportedLngs as readonly string[]).includes(value);
}

/** A language value as a shop language; anything else means the default, Mongolian. */
export function asLng(value: unknown): Lng {
  return isSupportedLng(value) ? value : "mn";
}

export default {
  supportedLngs: [...supportedLngs],
  fallbackLng: "mn",
  defaultNS: "common",
  ns: ["common", "search", "auth", "account", "social", "orders", "dev", "checkout", "sandbox", "staff", "wallet", "wishlist", "browsing", "requests", "content", "comments", "showcase", "contact", "seo", "reviews", "quotes", "tickets", "counter", "games", "hotels", "places", "push"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
