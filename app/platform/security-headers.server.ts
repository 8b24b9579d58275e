import { randomBytes } from "node:crypto";
import { listFormActionOrigins } from "~/modules/auth/index.server";
import { env, type Env } from "~/config/env.server";

/** A fresh nonce for one response: 128 random bits, base64 as CSP wants it. */
export function createCspNonce(): string {
  return randomBytes(16).toString("base64");
}

/** What the policy must allow besides the shop itself, taken from the configuration. */
export interface PolicySources {
  /** Places a form of ours may post to or be redirected to from a post (payment pages, sign-in providers). */
  formActions: string[];
  /** GA4 is loaded only when a measurement id is configured. */
  analytics: boolean;
}

const GA4_SCRIPTS = ["https://www.googletagmanager.com"];
const GA4_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
const GA4_IMAGES = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

/**
 * The Content-Security-Policy of every HTML page. Scripts run only from the shop's own files or
 * with this response's nonce (Remix's inline hydration and streaming scripts carry it), never
 * inline otherwise. Style attributes stay allowed (React renders a few, e.g. image aspect
 * ratios); style sheets come from the shop only. `form-action` also covers where a form post is
 * redirected to: the card gateway's hosted page and the social sign-in providers.
 */
export function contentSecurityPolicy(nonce: string, sources: PolicySources): string {
  const list = (...values: string[]) => [...new Set(values)].join(" ");
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": list("'self'", `'nonce-${nonce}'`, ...(sources.analytics ? GA4_SCRIPTS : [])),
    "style-src": "'self'",
    "style-src-attr": "'unsafe-inline'",
    "img-src": list("'self'", "data:", ...(sources.analytics ? GA4_IMAGES : [])),
    "font-src": "'self'",
    "connect-src": list("'self'", ...(sources.analytics ? GA4_CONNECT : [])),
    "object-src": "'none'",
    "base-uri": "'self'",
    "frame-src": "'none'",
    "frame-ancestors": "'none'",
    "form-action": list("'self'", ...sources.formActions),
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/** The origins of configured outside pages a form post may lead to. */
export function policySources(config: Env = env()): PolicySources {
  const origins = [config.CARD_GATEWAY_URL, config.LENDER_URL, ...(config.CSP_FORM_ACTION?.split(/[\s,]+/) ?? [])]
    .filter((value): value is string => Boolean(value))
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  return { formActions: [...origins, ...listFormActionOrigins()], analytics: Boolean(config.GA4_MEASUREMENT_ID) };
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

let cachedSources: PolicySources | undefined;

/**
 * What an HTML document adds to the headers every response gets (responseHeaders, set by
 * server.mjs before Remix answers): the policy with this response's nonce.
 */
export function documentHeaders(nonce: string): Record<string, string> {
  cachedSources ??= policySources();
  return { "Content-Security-Policy": contentSecurityPolicy(nonce, cachedSources) };
}

/**
 * Headers of every response, documents, JSON resource routes and files alike (server.mjs adds
 * them to everything it serves). HSTS only when cookies are Secure, i.e. the shop is on HTTPS.
 */
export function responseHeaders(config: Env = env()): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  const onHttps = config.SECURE_COOKIES ?? config.NODE_ENV === "production";
  if (onHttps && config.HSTS_MAX_AGE > 0) {
    headers["Strict-Transport-Security"] = `max-age=${config.HSTS_MAX_AGE}${config.HSTS_INCLUDE_SUBDOMAINS ? "; includeSubDomains" : ""}`;
  }
  return headers;
}
