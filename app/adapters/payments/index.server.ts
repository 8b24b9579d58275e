import { env, type Env } from "~/config/env.server";
import { createCardGatewayProvider } from "./card-gateway.server";
import { createLenderProvider } from "./lender.server";
import type { LenderProvider, PaymentProvider } from "./payment-provider";
import { createQpayProvider } from "./qpay.server";
import { CARD_SANDBOX_KEY, CARD_SANDBOX_SECRET } from "./sandbox/card.server";
import { LENDER_SANDBOX_TOKEN } from "./sandbox/lender.server";
import { QPAY_SANDBOX_INVOICE_CODE, QPAY_SANDBOX_PASSWORD, QPAY_SANDBOX_USERNAME } from "./sandbox/qpay.server";

/**
 * Which payment service answers for each method. A provider with its own settings is the real
 * service; one without, while the sandbox is on (outside production, or PAYMENT_SANDBOX=true),
 * is its simulator at `${origin}/sandbox/...`, spoken to over HTTP by the same real adapter.
 * Incomplete settings (a URL without its credentials) leave the method unavailable.
 */

export type ShopPaymentMethod = "card" | "qpay" | "instalment";

export const QPAY_DEFAULT_URL = "https://merchant.qpay.mn";

type Settings = Pick<
  Env,
  | "NODE_ENV"
  | "PAYMENT_SANDBOX"
  | "CARD_GATEWAY_URL"
  | "CARD_GATEWAY_KEY"
  | "CARD_GATEWAY_SECRET"
  | "QPAY_URL"
  | "QPAY_USERNAME"
  | "QPAY_PASSWORD"
  | "QPAY_INVOICE_CODE"
  | "LENDER_URL"
  | "LENDER_TOKEN"
>;

function sandboxOn(settings: Settings): boolean {
  return settings.PAYMENT_SANDBOX ?? settings.NODE_ENV !== "production";
}

function origin(value: string): string {
  return value.replace(/\/+$/, "");
}

export type CardSettings = { baseUrl: string; apiKey: string; secret: string; sandbox: boolean };
export type QpaySettings = { baseUrl: string; username: string; password: string; invoiceCode: string; sandbox: boolean };
export type LenderSettings = { baseUrl: string; token: string; sandbox: boolean };

/** The card gateway's settings, or null when card payments are not available. */
export function cardSettings(settings: Settings, shopOrigin: string): CardSettings | null {
  if (settings.CARD_GATEWAY_URL) {
    if (!settings.CARD_GATEWAY_KEY || !settings.CARD_GATEWAY_SECRET) return null;
    return { baseUrl: settings.CARD_GATEWAY_URL, apiKey: settings.CARD_GATEWAY_KEY, secret: settings.CARD_GATEWAY_SECRET, sandbox: false };
  }
  if (!sandboxOn(settings)) return null;
  return { baseUrl: `${origin(shopOrigin)}/sandbox/card/api`, apiKey: CARD_SANDBOX_KEY, secret: CARD_SANDBOX_SECRET, sandbox: true };
}

export function qpaySettings(settings: Settings, shopOrigin: string): QpaySettings | null {
  const { QPAY_URL, QPAY_USERNAME, QPAY_PASSWORD, QPAY_INVOICE_CODE } = settings;
  if (QPAY_USERNAME && QPAY_PASSWORD && QPAY_INVOICE_CODE) {
    return { baseUrl: QPAY_URL ?? QPAY_DEFAULT_URL, username: QPAY_USERNAME, password: QPAY_PASSWORD, invoiceCode: QPAY_INVOICE_CODE, sandbox: false };
  }
  if (QPAY_URL || QPAY_USERNAME || QPAY_PASSWORD || QPAY_INVOICE_CODE || !sandboxOn(settings)) return null;
  return {
    baseUrl: `${origin(shopOrigin)}/sandbox/qpay`,
    username: QPAY_SANDBOX_USERNAME,
    password: QPAY_SANDBOX_PASSWORD,
    invoiceCode: QPAY_SANDBOX_INVOICE_CODE,
    sandbox: true,
  };
}

export function lenderSettings(settings: Settings, shopOrigin: string): LenderSettings | null {
  if (settings.LENDER_URL) {
    if (!settings.LENDER_TOKEN) return null;
    return { baseUrl: settings.LENDER_URL, token: settings.LENDER_TOKEN, sandbox: false };
  }
  if (!sandboxOn(settings)) return null;
  return { baseUrl: `${origin(shopOrigin)}/sandbox/lender/api`, token: LENDER_SANDBOX_TOKEN, sandbox: true };
}

/**
 * The methods the checkout can offer. Instalment needs the lender and a way to pay the down
 * payment (card or QPay).
 */
export function configuredMethodsFor(settings: Settings): ShopPaymentMethod[] {
  const probe = "http://localhost";
  const methods: ShopPaymentMethod[] = [];
  if (cardSettings(settings, probe)) methods.push("card");
  if (qpaySettings(settings, probe)) methods.push("qpay");
  if (methods.length > 0 && lenderSettings(settings, probe)) methods.push("instalment");
  return methods;
}

// One instance per provider and base URL, so QPay's access token is reused across requests.
declare global {
  var __paymentProviders: Map<string, PaymentProvider | LenderProvider> | undefined;
}

function cached<T extends PaymentProvider | LenderProvider>(key: string, build: () => T): T {
  globalThis.__paymentProviders ??= new Map();
  const cache = globalThis.__paymentProviders;
  let provider = cache.get(key) as T | undefined;
  if (!provider) {
    if (cache.size >= 50) cache.clear();
    provider = build();
    cache.set(key, provider);
  }
  return provider;
}

/** The provider of a method, or null when it is not configured. `origin` is the shop's own (http://127.0.0.1:3000). */
export function paymentProvider(method: "card" | "qpay", origin: string): PaymentProvider | null {
  const settings = env();
  if (method === "card") {
    const card = cardSettings(settings, origin);
    return card ? cached(`card|${card.baseUrl}|${card.apiKey}`, () => createCardGatewayProvider(card)) : null;
  }
  const qpay = qpaySettings(settings, origin);
  return qpay ? cached(`qpay|${qpay.baseUrl}|${qpay.username}`, () => createQpayProvider(qpay)) : null;
}

export function lenderProvider(origin: string): LenderProvider | null {
  const lender = lenderSettings(env(), origin);
  return lender ? cached(`lender|${lender.baseUrl}|${lender.token}`, () => createLenderProvider(lender)) : null;
}

export function configuredPaymentMethods(): ShopPaymentMethod[] {
  return configuredMethodsFor(env());
}

export { PaymentProviderError } from "./payment-provider";
export type { LenderProvider, PaymentProvider, ProviderStatus, StartPaymentInput } from "./payment-provider";
