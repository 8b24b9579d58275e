import { databaseTarget, env } from "~/config/env.server";
import { setDeliveryDatabase } from "~/adapters/messages/index.server";
import { openDatabase, type DB } from "~/db/client.server";
import { asLng, isSupportedLng, type Lng } from "~/i18n";
import { shopNow } from "~/kernel/clock.server";
import type { SearchIndex } from "~/modules/search";
import { createSearchIndex } from "~/modules/search/index.server";
import { localeCookie } from "./i18next.server";

/**
 * What every loader and action is given (docs/architecture.md): the shop's database and search
 * index, the one `now` of this request from the shop's clock, the client's address and the
 * shopper's language. server.mjs builds it once per request (getLoadContext); nothing else in
 * the app opens the database, reads the clock for a request or picks the search engine.
 */
export interface ShopContext {
  db: DB;
  searchIndex: SearchIndex;
  /** The request's instant on the shop's clock: every rule in one request sees the same time. */
  now: Date;
  /** The client's address (from X-Forwarded-For only when TRUST_PROXY says a proxy writes it). */
  clientIp: string;
  locale: Lng;
}

declare global {
  // One database connection and one search index per process, kept across dev rebuilds.
  var __shopResources: { db: DB; searchIndex: SearchIndex } | undefined;
}

/** The process's long-lived resources, opened on first use from the checked configuration. */
export function shopResources(): { db: DB; searchIndex: SearchIndex } {
  if (!globalThis.__shopResources) {
    const db = openDatabase(databaseTarget(), { poolSize: env().DATABASE_POOL_SIZE });
    setDeliveryDatabase(db);
    globalThis.__shopResources = { db, searchIndex: createSearchIndex(db, env()) };
  }
  return globalThis.__shopResources;
}

export interface RequestFacts {
  clientIp: string;
  /** The request's Cookie header: the language choice lives in a cookie (app/platform/i18next.server.ts). */
  cookieHeader: string | null;
  /** The request's path and query: `?lng=en` / `?lng=mn` choose the language of this one request. */
  url?: string | null;
}

/**
 * The language an address asks for (`?lng=en`), or null. Search engines need one address per
 * language (hreflang), and they send no cookie: the parameter wins over the cookie for that
 * request and sets nothing, so a shared English link does not change the reader's choice.
 */
export function addressLocale(url: string | null | undefined): Lng | null {
  if (!url) return null;
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return null;
  const asked = new URLSearchParams(url.slice(queryAt + 1).split("#")[0]).get("lng");
  return isSupportedLng(asked) ? asked : null;
}

export async function createShopContext(facts: RequestFacts): Promise<ShopContext> {
  const { db, searchIndex } = shopResources();
  const fromAddress = addressLocale(facts.url);
  const choice = fromAddress ?? (facts.cookieHeader ? await localeCookie.parse(facts.cookieHeader).catch(() => null) : null);
  return { db, searchIndex, now: shopNow(), clientIp: facts.clientIp, locale: asLng(typeof choice === "string" ? choice : undefined) };
}
