import { createCookie, redirect, type Cookie } from "@remix-run/node";
import { secureCookies, sessionSecrets } from "~/config/env.server";
import { siteConfig } from "~/config/site";
import { DAY_MS } from "~/kernel/dates";
import { isMicrositeLocale, micrositePath, type MicrositeLocale } from "~/modules/microsite";
import { safeRedirectPath } from "~/platform/request-guards.server";

/**
 * The microsite's age gate at the door of every microsite route (docs/decisions/052-brand-microsite.md).
 * A passed gate is a cookie signed by createCookie with the session secrets (any configured secret
 * verifies, so they rotate as the session's do); it holds when it stops being valid and never the
 * date of birth. A crafted, unsigned, expired or older-version cookie is no pass. Whether an
 * answer passes is the module's rule (judgeAgeGateAnswer).
 */
const AGE_COOKIE_NAME = `${siteConfig.storageKeyPrefix}_age`;
const AGE_COOKIE_VERSION = 1;

let ageCookie: Cookie | null = null;
function cookie(): Cookie {
  ageCookie ??= createCookie(AGE_COOKIE_NAME, {
    secrets: sessionSecrets(),
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/brand",
    maxAge: siteConfig.micrositeAgeGateDays * 24 * 60 * 60,
  });
  return ageCookie;
}

export async function hasPassedAgeGate(request: Request, now: Date): Promise<boolean> {
  const value: unknown = await cookie()
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  if (typeof value !== "object" || value === null) return false;
  const { v, until } = value as { v?: unknown; until?: unknown };
  return v === AGE_COOKIE_VERSION && typeof until === "number" && until > now.getTime();
}

/** The Set-Cookie of a passed gate, good for siteConfig.micrositeAgeGateDays. */
export function passedAgeGateCookie(now: Date): Promise<string> {
  return cookie().serialize({ v: AGE_COOKIE_VERSION, until: now.getTime() + siteConfig.micrositeAgeGateDays * DAY_MS });
}

/** Where the gate sends a visitor it lets through: the microsite page they asked for, never elsewhere. */
export function pageAfterGate(next: unknown, lang: MicrositeLocale): string {
  const fallback = micrositePath(lang);
  const path = safeRedirectPath(typeof next === "string" ? next : null, fallback);
  return /^\/brand\/[a-z]{2}(?:[/?]|$)/.test(path) && !/^\/brand\/[a-z]{2}\/age(?:[/?]|$)/.test(path) ? path : fallback;
}

/** The gate's address for a page a visitor asked for. */
export function ageGatePath(lang: MicrositeLocale, askedFor: string): string {
  return `${micrositePath(lang, "age")}?next=${encodeURIComponent(askedFor)}`;
}

/**
 * Every microsite loader and action starts here: the address's language (an unknown code is a
 * 404), and the gate (a visitor who has not passed it is sent to it, keeping the page they asked
 * for). A POST cannot skip the gate either.
 */
export async function requireMicrositeVisitor(request: Request, context: { now: Date }, params: { lang?: string }): Promise<MicrositeLocale> {
  const lang = params.lang;
  if (!isMicrositeLocale(lang)) throw new Response("Not found", { status: 404 });
  if (!(await hasPassedAgeGate(request, context.now))) {
    const url = new URL(request.url);
    const askedFor = request.method === "GET" || request.method === "HEAD" ? `${url.pathname}${url.search}` : url.pathname;
    throw redirect(ageGatePath(lang, askedFor), { status: 303, headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
  }
  return lang;
}

/** The gate's own pages: the language only (unknown -> 404). */
export function requireMicrositeLocale(params: { lang?: string }): MicrositeLocale {
  if (!isMicrositeLocale(params.lang)) throw new Response("Not found", { status: 404 });
  return params.lang;
}
