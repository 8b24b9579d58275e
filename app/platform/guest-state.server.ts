import { randomBytes } from "node:crypto";
import type { DB } from "~/db/client.server";
import { secureCookies, sessionSecrets } from "~/config/env.server";
import { siteConfig } from "~/config/site";
import { emptyGuestState, isEmptyGuestState, migrateGuestState, sameGuestState, type GuestState, type GuestStateLimits } from "~/modules/guest-state";
import { deleteGuestStateRow, findGuestStateRow, saveGuestStateRow } from "~/modules/guest-state/index.server";
import { hmacSha256, signedByAny } from "~/kernel/signing.server";
import { rawCookies } from "./cookies.server";

/**
 * The guest's state (docs/decisions/041-guest-state.md) in one signed cookie named with the
 * site's key prefix. When the state would not fit a cookie it moves to a `guest_states` row and
 * the cookie keeps only the row's random token. A cookie that is unsigned, tampered with,
 * unreadable or of an unknown version reads as an empty state: never an error.
 */

export const GUEST_STATE_COOKIE = `${siteConfig.storageKeyPrefix}_state`;
const MAX_AGE_S = 60 * 60 * 24 * 180;

/**
 * Signed here rather than with Remix's createCookie: the page cache sets a first visit's cookie
 * while it writes a stored page's headers, where nothing may wait (a synchronous HMAC). The
 * first secret signs, every configured secret verifies (rotation, as the session cookie).
 */
const cookie = {
  parse(header: string | null): unknown {
    const raw = readCookieValue(header, GUEST_STATE_COOKIE);
    if (!raw) return null;
    const dot = raw.lastIndexOf(".");
    if (dot <= 0) return null;
    const payload = raw.slice(0, dot);
    const signature = Buffer.from(raw.slice(dot + 1), "base64url");
    if (!signedByAny(signature, sessionSecrets(), (secret) => sign(payload, secret))) return null;
    try {
      return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return null;
    }
  },
  serialize(value: unknown, options: { maxAge?: number } = {}): string {
    const payload = value === "" ? "" : Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
    const signed = payload ? `${payload}.${sign(payload, sessionSecrets()[0]!).toString("base64url")}` : "";
    const maxAge = options.maxAge ?? MAX_AGE_S;
    const attributes = [`Max-Age=${maxAge}`, "Path=/", "HttpOnly", "SameSite=Lax"];
    if (maxAge === 0) attributes.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
    if (secureCookies()) attributes.push("Secure");
    return [`${GUEST_STATE_COOKIE}=${signed}`, ...attributes].join("; ");
  },
};

function sign(payload: string, secret: string): Buffer {
  return hmacSha256(secret, `${GUEST_STATE_COOKIE}=${payload}`);
}

/** The raw value (undecoded: the signature covers it as sent), or null. */
function readCookieValue(header: string | null, name: string): string | null {
  return rawCookies(header).get(name) ?? null;
}

export const guestStateLimits: GuestStateLimits = {
  wished: siteConfig.limits.wishesPerList,
  viewed: siteConfig.limits.recentlyViewed,
  compare: siteConfig.limits.compare,
  searches: siteConfig.limits.searchHistory,
  searchLength: 100,
};

/** Browsers keep about 4 KB per cookie, name and attributes included. */
const MAX_COOKIE_BYTES = 3800;
const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

interface StoredPointer {
  version: 2;
  ref: string;
}

function parseCookie(request: Request): unknown {
  return cookie.parse(request.headers.get("Cookie"));
}

function pointerOf(raw: unknown): string | null {
  if (typeof raw !== "object" || raw === null) return null;
  const ref = (raw as Partial<StoredPointer>).ref;
  return typeof ref === "string" && TOKEN.test(ref) ? ref : null;
}

/** The guest state this request carries (empty without a valid cookie). */
export async function readGuestState(request: Request, db: DB): Promise<GuestState> {
  const raw = parseCookie(request);
  const ref = pointerOf(raw);
  if (!ref) return migrateGuestState(raw, guestStateLimits);
  const stored = await findGuestStateRow(db, ref);
  if (!stored) return emptyGuestState();
  try {
    return migrateGuestState(JSON.parse(stored), guestStateLimits);
  } catch {
    return emptyGuestState();
  }
}

/** True when the request carries a guest-state cookie at all (valid or not). */
export function hasGuestStateCookie(request: Request): boolean {
  return readCookieValue(request.headers.get("Cookie"), GUEST_STATE_COOKIE) !== null;
}

/**
 * The Set-Cookie value that stores `next`, or null when it equals what the request carried.
 * An empty state clears the cookie (and its row). A state too big for a cookie goes to its row.
 */
export async function guestStateHeader(request: Request, db: DB, next: GuestState, now: Date): Promise<string | null> {
  const current = await readGuestState(request, db);
  if (sameGuestState(current, next) && (hasGuestStateCookie(request) || isEmptyGuestState(next))) return null;
  return writeGuestState(request, db, next, now);
}

/** Stores `next` unconditionally and answers its Set-Cookie value. */
export async function writeGuestState(request: Request, db: DB, next: GuestState, now: Date): Promise<string> {
  const ref = pointerOf(parseCookie(request));
  if (isEmptyGuestState(next)) {
    if (ref) await deleteGuestStateRow(db, ref);
    return clearedCookie();
  }
  const inline = cookie.serialize(next);
  if (new TextEncoder().encode(inline).length <= MAX_COOKIE_BYTES) {
    if (ref) await deleteGuestStateRow(db, ref);
    return inline;
  }
  const token = ref ?? randomBytes(24).toString("base64url");
  await saveGuestStateRow(db, token, JSON.stringify(next), now);
  return cookie.serialize({ version: 2, ref: token } satisfies StoredPointer);
}

/** The Set-Cookie value that forgets the guest state (after it joined an account at sign-in). */
export async function clearGuestStateHeader(request: Request, db: DB): Promise<string> {
  const ref = pointerOf(parseCookie(request));
  if (ref) await deleteGuestStateRow(db, ref);
  return clearedCookie();
}

function clearedCookie(): string {
  return cookie.serialize("", { maxAge: 0 });
}

/**
 * A first visit's state: `viewed` holds the product just seen. The page cache calls this for a
 * visitor without a guest-state cookie while it sends a stored product page (synchronous).
 */
export function firstViewCookie(productId: number): string {
  return cookie.serialize({ version: 2, wished: [], viewed: [productId], compare: [], searches: [] } satisfies GuestState);
}
