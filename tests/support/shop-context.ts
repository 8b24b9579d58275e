import type { AppLoadContext } from "@remix-run/node";
import { asLng } from "~/i18n";
import { shopNow } from "~/kernel/clock.server";
import { setDeliveryDatabase } from "~/adapters/messages/index.server";
import { env } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { isPostgresUrl } from "~/db/dialect";
import { createSearchIndex } from "~/modules/search/index.server";
import { shopResources } from "~/platform/context.server";

/**
 * The context server.mjs would give a loader or action for this request (getLoadContext →
 * createShopContext): the process's database and search index (DATABASE_PATH), the shop's clock,
 * the client's address and the language cookie. Tests that call route modules directly use it.
 */
export function shopContextFor(request: Request | null, overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return { ...shopResources(), now: shopNow(), clientIp: "127.0.0.1", locale: localeOf(request), ...overrides };
}

/** The `lng` cookie as remix's unsigned createCookie writes it: base64 of the JSON value. */
export function localeOf(request: Request | null): AppLoadContext["locale"] {
  const raw = request?.headers.get("Cookie")?.match(/(?:^|;\s*)lng=([^;]+)/)?.[1];
  if (!raw) return "mn";
  try {
    return asLng(JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8")));
  } catch {
    return "mn";
  }
}

/** Closes the process's database and forgets its search index (a test file's database is gone after it). */
export async function closeShopResources(): Promise<void> {
  await globalThis.__shopResources?.db.destroy();
  globalThis.__shopResources = undefined;
}

/** The process's database (what the routes are given), for tests that read or arrange rows. */
export const shopDb = () => shopResources().db;
/** The process's search index (what the routes are given). */
export const shopSearchIndex = () => shopResources().searchIndex;

/**
 * Makes `target` (an SQLite file or a postgres:// address) the process's database, as
 * DATABASE_PATH or DATABASE_URL does for the server (which reads it once at start; a test picks
 * its database after the configuration was first read).
 */
export function openShopDatabase(target: string): void {
  if (isPostgresUrl(target)) process.env.DATABASE_URL = target;
  else {
    delete process.env.DATABASE_URL;
    process.env.DATABASE_PATH = target;
  }
  const db = openDatabase(target);
  setDeliveryDatabase(db);
  globalThis.__shopResources = { db, searchIndex: createSearchIndex(db, env()) };
}
