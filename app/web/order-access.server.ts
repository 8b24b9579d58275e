import type { AppLoadContext } from "@remix-run/node";
import { createCookie } from "@remix-run/node";
import { getCurrentUser } from "~/platform/guards.server";
import { findOrderByNumber, type OrderRecord } from "~/modules/orders/index.server";
import type { User } from "~/db/schema";
import { isCurrentOrder, type OrderState } from "~/modules/orders";

import { secureCookies } from "~/config/env.server";
import { sameSecret } from "~/kernel/signing.server";

/**
 * Who may see an order's page (`/orders/{number}`): its owner, staff, or whoever holds the order
 * token (storefront-spec.md §3, "Order") — a guest, through the link in the order e-mail
 * (`?token=`) or the `order_access` cookie set when they placed it. A token link is exchanged for
 * the cookie and a clean URL, so the token does not linger in the address bar, history or Referer.
 */

export const orderAccessCookie = createCookie("order_access", {
  path: "/orders",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies(),
  maxAge: 60 * 60 * 24 * 90,
});

const MAX_REMEMBERED = 10;
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export async function rememberedOrderTokens(request: Request): Promise<string[]> {
  const value: unknown = await orderAccessCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && TOKEN.test(v)).slice(0, MAX_REMEMBERED) : [];
}

/** Set-Cookie that adds a guest order's token to the browser's remembered ones. */
export async function rememberOrderToken(request: Request, token: string): Promise<string> {
  const tokens = [token, ...(await rememberedOrderTokens(request)).filter((t) => t !== token)].slice(0, MAX_REMEMBERED);
  return orderAccessCookie.serialize(tokens);
}

export type OrderAccessor = { kind: "owner"; user: User } | { kind: "staff"; user: User } | { kind: "token"; user: User | null };

export type OrderLookup =
  | { ok: true; order: OrderRecord; viewer: OrderAccessor; tokenFromUrl: boolean }
  | { ok: false; status: 404 };

/**
 * The placed order `number` if this request may see it; otherwise 404 whatever the reason
 * (an unknown number and someone else's order look the same: 'No order was found').
 */
export async function findOrderForViewer(context: Pick<AppLoadContext, "db" | "now">, request: Request, number: string): Promise<OrderLookup> {
  const { db } = context;
  if (!/^R\d{9}$/.test(number)) return { ok: false, status: 404 };
  const order = await findOrderByNumber(db, number);
  if (!order || isCurrentOrder(order.state as OrderState)) return { ok: false, status: 404 };
  const user = await getCurrentUser(request, context);
  if (user && order.user_id === user.id) return { ok: true, order, viewer: { kind: "owner", user }, tokenFromUrl: false };
  const urlToken = new URL(request.url).searchParams.get("token");
  if (urlToken && TOKEN.test(urlToken) && sameSecret(urlToken, order.token)) return { ok: true, order, viewer: { kind: "token", user }, tokenFromUrl: true };
  if ((await rememberedOrderTokens(request)).some((t) => sameSecret(t, order.token))) {
    return { ok: true, order, viewer: { kind: "token", user }, tokenFromUrl: false };
  }
  if (user && (user.role === "staff" || user.role === "admin")) return { ok: true, order, viewer: { kind: "staff", user }, tokenFromUrl: false };
  return { ok: false, status: 404 };
}
