import type { DB } from "~/db/client.server";
import { countOrders, countOrdersByState, listOrders, type OrderListRow } from "./queries/order-lists.server";
import type { OrderListItem, OrderPage } from "./view-models";
import { ORDER_STATES, isCurrentOrder, type OrderState, type PaymentState } from "./domain/order-states";
import { statusLabel, statusLabelKey } from "./domain/order-status-labels";

/**
 * The lists of placed orders: the shopper's "My orders" with its status filter, and
 * the back office's queue by state with counts and a search by order number. Both page by 20.
 */

export const ORDERS_PAGE_SIZE = 20;

/** Every state of a placed order (not the cart or the checkout steps). */
export const PLACED_STATES: readonly OrderState[] = ORDER_STATES.filter((s) => !isCurrentOrder(s));

/** The shopper's filter (a GET form's select): key -> the states it shows. */
export const SHOPPER_ORDER_FILTERS = {
  all: PLACED_STATES,
  waiting: ["payment_pending", "awaiting_bank_transfer", "payment_failed", "overdue", "pending"],
  active: ["paid", "confirmed", "ready_to_deliver", "shipped", "out_for_delivery"],
  delivered: ["delivered", "completed"],
  closed: ["canceled", "expired", "returned"],
} as const satisfies Record<string, readonly OrderState[]>;
export type ShopperOrderFilter = keyof typeof SHOPPER_ORDER_FILTERS;
export const SHOPPER_FILTER_KEYS = Object.keys(SHOPPER_ORDER_FILTERS) as ShopperOrderFilter[];

/** The back office's default tab: orders someone on the staff has to move on. */
export const NEEDS_ACTION_STATES: readonly OrderState[] = [
  "awaiting_bank_transfer",
  "paid",
  "confirmed",
  "ready_to_deliver",
  "shipped",
  "out_for_delivery",
];

export type StaffOrderTab = "needs_action" | "all" | OrderState;

/** `?page=`: a positive whole number, anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

export function parseShopperFilter(value: string | null): ShopperOrderFilter {
  return value !== null && (SHOPPER_FILTER_KEYS as string[]).includes(value) ? (value as ShopperOrderFilter) : "all";
}

export function parseStaffTab(value: string | null): StaffOrderTab {
  if (value === "all" || value === "needs_action") return value;
  if (value !== null && (PLACED_STATES as readonly string[]).includes(value)) return value as OrderState;
  return "needs_action";
}

function toItem(row: OrderListRow): OrderListItem {
  const state = row.state as OrderState;
  return {
    number: row.number,
    state,
    statusKey: statusLabelKey(statusLabel(state, row.latest_payment_state as PaymentState | null, { eReceipt: row.e_receipt })),
    placedAt: row.placed_at,
    total: row.total,
    itemCount: row.item_count,
    paymentMethod: row.payment_method,
    deliveryType: row.delivery_type,
    receiverName: row.receiver_name,
  };
}

async function pageOf(db: DB, query: { userId?: number; states: readonly string[]; numberContains?: string }, requested: number): Promise<OrderPage> {
  const total = await countOrders(db, query);
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  // A page past the end (an old link after orders moved on) shows the last one.
  const page = Math.min(requested, pageCount);
  const rows = total === 0 ? [] : await listOrders(db, { ...query, limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE });
  return { orders: rows.map(toItem), page, pageCount, total };
}

/** The signed-in shopper's placed orders, newest first. */
export async function listShopperOrders(db: DB, userId: number, options: { filter: ShopperOrderFilter; page: number }): Promise<OrderPage & { filter: ShopperOrderFilter }> {
  const result = await pageOf(db, { userId, states: SHOPPER_ORDER_FILTERS[options.filter] }, options.page);
  return { ...result, filter: options.filter };
}

/** Only the characters an order number has ("R" and digits); the search looks for the digits. */
export function normaliseOrderSearch(value: string | null): string {
  return (value ?? "").toUpperCase().replace(/[^0-9]/g, "").slice(0, 9);
}

export interface StaffOrderList extends OrderPage {
  tab: StaffOrderTab;
  query: string;
  /** Tabs with their counts, in the order the console shows them. */
  tabs: { key: StaffOrderTab; count: number }[];
}

/** The back office's queue: a tab (needs action, one state, or all), an optional number search, paged. */
export async function listStaffOrders(db: DB, options: { tab: StaffOrderTab; query: string; page: number }): Promise<StaffOrderList> {
  const counts = await countOrdersByState(db, PLACED_STATES);
  const sum = (states: readonly string[]) => states.reduce((n, s) => n + (counts.get(s) ?? 0), 0);
  const tabs: StaffOrderList["tabs"] = [
    { key: "needs_action", count: sum(NEEDS_ACTION_STATES) },
    ...PLACED_STATES.map((state) => ({ key: state as StaffOrderTab, count: counts.get(state) ?? 0 })),
    { key: "all", count: sum(PLACED_STATES) },
  ];
  const states = options.tab === "needs_action" ? NEEDS_ACTION_STATES : options.tab === "all" ? PLACED_STATES : [options.tab];
  const result = await pageOf(db, { states, numberContains: options.query || undefined }, options.page);
  return { ...result, tab: options.tab, query: options.query, tabs };
}
