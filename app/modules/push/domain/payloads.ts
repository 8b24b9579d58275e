/**
 * What a push says, in the shopper's language (pure): the service worker shows `title` and
 * `body`, opens `url` (a path on the shop) when tapped, and `tag` folds pushes about the same
 * thing into one notification (an order's later status replaces its earlier one).
 */

export type PushLocale = "mn" | "en";

export interface PushPayload {
  title: string;
  body: string;
  /** A path on the shop ("/account/orders/KS-1001"), never another site. */
  url: string;
  tag: string;
}

export const PUSHED_ORDER_STATES = ["paid", "shipped", "delivered"] as const;
export type PushedOrderState = (typeof PUSHED_ORDER_STATES)[number];

export function isPushedOrderState(state: string): state is PushedOrderState {
  return (PUSHED_ORDER_STATES as readonly string[]).includes(state);
}

export function pushLocale(value: string | null | undefined): PushLocale {
  return value === "en" ? "en" : "mn";
}

const ORDER_WORDS: Record<PushLocale, { title: (n: string) => string } & Record<PushedOrderState, string>> = {
  mn: {
    title: (n) => `Захиалга ${n}`,
    paid: "Төлбөр төлөгдлөө. Бид захиалгыг тань бэлтгэж эхэллээ.",
    shipped: "Захиалга тань хүргэлтэд гарлаа.",
    delivered: "Захиалга тань хүргэгдлээ. Манайхаас худалдан авалт хийсэнд баярлалаа!",
  },
  en: {
    title: (n) => `Order ${n}`,
    paid: "Payment received. We have started preparing your order.",
    shipped: "Your order has been shipped.",
    delivered: "Your order has been delivered. Thank you for shopping with us!",
  },
};

export function orderStatusPayload(locale: PushLocale, order: { number: string; state: PushedOrderState }): PushPayload {
  const words = ORDER_WORDS[locale];
  return { title: words.title(order.number), body: words[order.state], url: `/account/orders/${encodeURIComponent(order.number)}`, tag: `order-${order.number}` };
}

const STOCK_WORDS: Record<PushLocale, { title: string; body: (name: string) => string }> = {
  mn: { title: "Дахин ирлээ", body: (name) => `${name} дахин худалдаанд гарлаа.` },
  en: { title: "Back in stock", body: (name) => `${name} is back in stock.` },
};

export function backInStockPayload(locale: PushLocale, product: { name: string; slug: string; variantId: number }): PushPayload {
  const words = STOCK_WORDS[locale];
  return {
    title: words.title,
    body: words.body(product.name),
    url: `/products/${encodeURIComponent(product.slug)}?variant=${product.variantId}`,
    tag: `stock-${product.variantId}`,
  };
}

export function broadcastPayload(broadcast: { id: number; title: string; body: string; url: string }): PushPayload {
  return { title: broadcast.title, body: broadcast.body, url: broadcast.url, tag: `broadcast-${broadcast.id}` };
}

/** A link staff give a broadcast: a path on the shop ("/t/wine"), or an https address on the shop's own origin given whole. */
export function shopPath(value: string, origin: string | null): string | null {
  const trimmed = value.trim();
  if (/^\/(?![/\\])/.test(trimmed) && !/[\s\\]/.test(trimmed)) return trimmed;
  if (!origin) return null;
  try {
    const url = new URL(trimmed);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
