import { variantOptionsJson } from "~/db/variant-options.server";
import type { DB } from "~/db/client.server";

/**
 * SQL for the order pages: the shopper's and the back office's lists of placed
 * orders (filtered by state, paged, newest first), the counts per state, and the joins the
 * order detail needs (lines with product and brand, the pickup location).
 *
 * The lists are served by the indexes orders(user_id, placed_at) and orders(state, placed_at).
 */

export interface OrderListQuery {
  /** Only this user's orders (the account page); omit for every order (back office). */
  userId?: number;
  /** The states to show; never empty (the caller passes every placed state for "all"). */
  states: readonly string[];
  /** Digits of an order number to look for (back office search). */
  numberContains?: string;
  limit: number;
  offset: number;
}

export interface OrderListRow {
  id: number;
  number: string;
  state: string;
  placed_at: string | null;
  total: number;
  item_count: number;
  e_receipt: "not_required" | "pending" | "issued";
  payment_method: "card" | "qpay" | "bank_transfer" | "instalment" | null;
  delivery_type: "simple" | "express" | "pickup" | null;
  receiver_name: string | null;
  /** State of the order's newest payment record, for the status label. */
  latest_payment_state: string | null;
}

function filtered(db: DB, query: Omit<OrderListQuery, "limit" | "offset">) {
  let q = db.selectFrom("orders as o").where("o.state", "in", [...query.states]);
  if (query.userId !== undefined) q = q.where("o.user_id", "=", query.userId);
  if (query.numberContains) q = q.where("o.number", "like", `%${query.numberContains.replace(/[^0-9A-Za-z]/g, "").toUpperCase()}%`);
  return q;
}

/** One page of orders, newest first (ties broken by id so paging is stable). */
export async function listOrders(db: DB, query: OrderListQuery): Promise<OrderListRow[]> {
  return filtered(db, query)
    .select([
      "o.id",
      "o.number",
      "o.state",
      "o.placed_at",
      "o.total",
      "o.item_count",
      "o.e_receipt",
      "o.payment_method",
      "o.delivery_type",
      "o.receiver_name",
    ])
    .select((eb) =>
      eb
        .selectFrom("payments as p")
        .select("p.state")
        .whereRef("p.order_id", "=", "o.id")
        .orderBy("p.id", "desc")
        .limit(1)
        .as("latest_payment_state"),
    )
    .orderBy("o.placed_at", "desc")
    .orderBy("o.id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

export async function countOrders(db: DB, query: Omit<OrderListQuery, "limit" | "offset">): Promise<number> {
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many orders are in each of `states` (states without orders are left out). */
export async function countOrdersByState(db: DB, states: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("orders")
    .select("state")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("state", "in", [...states])
    .groupBy("state")
    .execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}

/** The order's lines with what the detail page shows of the product (names in both languages, brand, sku). */
export async function orderLineDetails(db: DB, orderId: number) {
  return db
    .selectFrom("line_items as li")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .innerJoin("brands as b", "b.id", "p.brand_id")
    .select([
      "li.id",
      "li.variant_id",
      "li.quantity",
      "li.unit_price",
      "li.gift",
      "li.options",
      // The variant's option values today: what a line without a snapshot (placed before the snapshot existed) shows.
      variantOptionsJson(db, "li.variant_id").as("variant_options"),
      "v.sku",
      "v.image as variant_image",
      "p.slug",
      "p.name_mn",
      "p.name_en",
      "p.image as product_image",
      "b.name as brand_name",
      "b.name_latin as brand_name_latin",
    ])
    .where("li.order_id", "=", orderId)
    .orderBy("li.id")
    .execute();
}

export type OrderLineDetail = Awaited<ReturnType<typeof orderLineDetails>>[number];

export async function findStockLocation(db: DB, id: number) {
  return db
    .selectFrom("stock_locations")
    .select(["id", "code", "name_mn", "name_en", "address_mn", "address_en", "opens_at", "closes_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}
