import { randomBytes, randomInt } from "node:crypto";
import { inTransaction } from "~/db/transactions.server";
import { sql } from "kysely";
import { isUniqueViolation } from "~/db/record-errors.server";
import { variantOptionsJson } from "~/db/variant-options.server";
import type { DB } from "~/db/client.server";
import { cartTotals } from "./domain/cart-totals";
import { ORDER_STATES, isCurrentOrder } from "~/modules/orders";
import { effectivePrice } from "~/modules/catalog";

/**
 * SQL for the cart: the cart is the owner's current order
 * (docs/decisions/020-cart-is-the-current-order.md). Quantities change only through guarded single
 * statements (the stock cap is part of the statement), never by reading a quantity and writing it
 * back.
 */

/** States in which an order is still the shopper's cart (cart, checkout_*). */
export const CURRENT_ORDER_STATES: readonly string[] = ORDER_STATES.filter(isCurrentOrder);

const ORDER_COLUMNS = ["id", "number", "token", "user_id", "state", "item_total", "ship_total", "adjustment_total", "tax_total", "total", "item_count"] as const;

export async function findCurrentOrderByUser(db: DB, userId: number) {
  return db
    .selectFrom("orders")
    .select(ORDER_COLUMNS)
    .where("user_id", "=", userId)
    .where("state", "in", [...CURRENT_ORDER_STATES])
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** A guest's cart: the token matches and no user owns the order. */
export async function findCurrentOrderByToken(db: DB, token: string) {
  return db
    .selectFrom("orders")
    .select(ORDER_COLUMNS)
    .where("token", "=", token)
    .where("user_id", "is", null)
    .where("state", "in", [...CURRENT_ORDER_STATES])
    .executeTakeFirst();
}

export type CurrentOrderRow = NonNullable<Awaited<ReturnType<typeof findCurrentOrderByUser>>>;

function uniqueViolation(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  return isUniqueViolation(error) ? message : null;
}

/** True when the error is the one-current-order-per-user index refusing a second cart. */
export function isOneCurrentOrderViolation(error: unknown): boolean {
  const message = uniqueViolation(error);
  // SQLite names the column; PostgreSQL names the index (migration 0005).
  return message !== null && (/orders\.user_id/.test(message) || (error as { constraint?: string }).constraint === "orders_one_current_per_user");
}

export function newOrderNumber(): string {
  return `R${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}

export function newOrderToken(): string {
  return randomBytes(32).toString("base64url"); // 43 url-safe characters
}

/**
 * Inserts an empty cart order. A collision on the random number or token is retried; the
 * one-current-order-per-user index error is thrown to the caller (who re-reads).
 */
export async function insertCartOrder(db: DB, userId: number | null, now: Date): Promise<CurrentOrderRow> {
  const stamp = now.toISOString();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db
        .insertInto("orders")
        .values({ number: newOrderNumber(), token: newOrderToken(), user_id: userId, state: "cart", created_at: stamp, updated_at: stamp, completed_at: null })
        .returning(ORDER_COLUMNS)
        .executeTakeFirstOrThrow();
    } catch (error) {
      const message = uniqueViolation(error);
      if (message && /orders\.(number|token)/.test(message) && attempt < 10) continue;
      throw error;
    }
  }
}

export async function deleteOrder(db: DB, orderId: number): Promise<void> {
  await db.deleteFrom("orders").where("id", "=", orderId).execute();
}

/** Units on hand for a variant, summed over every stock location (never below 0). */
export async function stockOnHand(db: DB, variantId: number): Promise<number> {
  const row = await db
    .selectFrom("stock_items")
    .select((eb) => eb.fn.sum<number>("count_on_hand").as("n"))
    .where("variant_id", "=", variantId)
    .executeTakeFirst();
  return Math.max(0, Number(row?.n ?? 0));
}

/** The variant with what decides whether it can be bought now, or undefined when it does not exist. */
export async function findVariantForCart(db: DB, variantId: number) {
  return db
    .selectFrom("variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.id", "v.product_id", "v.price", "v.sale_price", "v.sale_start_at", "v.sale_expire_at", "p.available_on"])
    .select((eb) =>
      eb
        .selectFrom("stock_items as si")
        .select((e) => e.fn.coalesce(e.fn.sum<number>("si.count_on_hand"), sql<number>`0`).as("n"))
        .whereRef("si.variant_id", "=", "v.id")
        .as("on_hand"),
    )
    .where("v.id", "=", variantId)
    .executeTakeFirst();
}

export type CartVariantRow = NonNullable<Awaited<ReturnType<typeof findVariantForCart>>>;

/** Quantity of the variant already in the order, over all of its lines (gift or not). */
export async function variantQuantityInOrder(db: DB, orderId: number, variantId: number, exceptLineId?: number): Promise<number> {
  let query = db
    .selectFrom("line_items")
    .select((eb) => eb.fn.sum<number>("quantity").as("n"))
    .where("order_id", "=", orderId)
    .where("variant_id", "=", variantId);
  if (exceptLineId !== undefined) query = query.where("id", "<>", exceptLineId);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface UpsertLineInput {
  orderId: number;
  variantId: number;
  quantity: number;
  unitPrice: number;
  gift: boolean;
  options?: string;
  /** The order's total of this variant (all its lines) may not exceed this after the add. */
  maxTotal: number;
  now: Date;
}

/**
 * Adds `quantity` to the (order, variant, gift) line, creating it when missing, in ONE guarded
 * statement: nothing is written when the variant's total in the order would exceed `maxTotal`.
 * Returns the line id, or null when the guard refused.
 */
export async function upsertLineGuarded(db: DB, input: UpsertLineInput): Promise<number | null> {
  const stamp = input.now.toISOString();
  const gift = input.gift ? 1 : 0;
  // In a transaction so PostgreSQL (SERIALIZABLE) keeps the guard as SQLite's one writer does.
  const result = await inTransaction(db, (trx) =>
    sql<{ id: number }>`
    insert into line_items (order_id, variant_id, quantity, unit_price, gift, options, created_at, updated_at)
    select cast(${input.orderId} as integer), cast(${input.variantId} as integer), cast(${input.quantity} as integer), cast(${input.unitPrice} as integer),
      cast(${gift} as integer), cast(${input.options ?? "[]"} as text), cast(${stamp} as text), cast(${stamp} as text)
    where (select coalesce(sum(quantity), 0) from line_items where order_id = ${input.orderId} and variant_id = ${input.variantId}) + ${input.quantity} <= ${input.maxTotal}
    on conflict (order_id, variant_id, gift) do update set
      quantity = line_items.quantity + excluded.quantity,
      unit_price = excluded.unit_price,
      updated_at = excluded.updated_at
    returning id`.execute(trx),
  );
  return result.rows[0]?.id ?? null;
}

export async function findLineInOrder(db: DB, orderId: number, lineId: number) {
  return db
    .selectFrom("line_items")
    .select(["id", "order_id", "variant_id", "quantity", "gift"])
    .where("id", "=", lineId)
    .where("order_id", "=", orderId)
    .executeTakeFirst();
}

/**
 * Sets a line's quantity, scoped by order id, guarded so the variant's total in the order stays
 * within `maxTotal`. Returns false when no row changed (line gone, or the guard refused).
 */
export async function setLineQuantityGuarded(
  db: DB,
  input: { orderId: number; lineId: number; quantity: number; unitPrice: number; maxTotal: number; now: Date },
): Promise<boolean> {
  const result = await inTransaction(db, (trx) =>
    sql`
    update line_items set quantity = ${input.quantity}, unit_price = ${input.unitPrice}, updated_at = ${input.now.toISOString()}
    where id = ${input.lineId} and order_id = ${input.orderId}
      and (select coalesce(sum(o.quantity), 0) from line_items o
           where o.order_id = line_items.order_id and o.variant_id = line_items.variant_id and o.id <> line_items.id) + ${input.quantity} <= ${input.maxTotal}`.execute(trx),
  );
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** A changed cart leaves the checkout: the address step (delivery price, slot) must be confirmed again. */
export async function backToCart(db: DB, orderId: number, now: Date): Promise<void> {
  await db
    .updateTable("orders")
    .set((eb) => ({ state: "cart", ship_total: 0, updated_at: now.toISOString(), lock_version: eb("lock_version", "+", 1) }))
    .where("id", "=", orderId)
    .where("state", "in", ["checkout_address", "checkout_payment"])
    .execute();
}

/** Deletes a line of this order; false when there was no such line in it. */
export async function deleteLine(db: DB, orderId: number, lineId: number): Promise<boolean> {
  const result = await db.deleteFrom("line_items").where("id", "=", lineId).where("order_id", "=", orderId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Lines with what the cart shows of their product, in the order they were added. */
export async function findCartLines(db: DB, orderId: number) {
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
      "v.product_id",
      "v.sku",
      "v.price",
      "v.sale_price",
      "v.sale_start_at",
      "v.sale_expire_at",
      "v.image as variant_image",
      "p.slug",
      "p.name_mn",
      "p.name_en",
      "p.image as product_image",
      "b.name as brand_name",
      "b.name_latin as brand_name_latin",
      // The variant's option values (volume, size, colour) as JSON, in their order: they name the variant bought.
      variantOptionsJson(db, "li.variant_id").as("variant_options"),
    ])
    .select((eb) =>
      eb
        .selectFrom("stock_items as si")
        .select((e) => e.fn.coalesce(e.fn.sum<number>("si.count_on_hand"), sql<number>`0`).as("n"))
        .whereRef("si.variant_id", "=", "li.variant_id")
        .as("on_hand"),
    )
    .where("li.order_id", "=", orderId)
    .orderBy("li.id")
    .execute();
}

/**
 * In one transaction: reprices every line at its variant's effective selling price at `now`
 * and writes the order's totals (items, count, VAT included). Delivery is 0 in the cart and the
 * quoted price from the address step on (`delivery` overrides it); discounts and store credit
 * are the order's own (the payment step's code and store-credit forms set them).
 */
export async function recomputeOrderTotals(db: DB, orderId: number, now: Date, delivery?: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const order = await trx.selectFrom("orders").select(["state", "ship_total", "adjustment_total", "store_credit_total"]).where("id", "=", orderId).executeTakeFirst();
    if (!order) return;
    const lines = await trx
      .selectFrom("line_items as li")
      .innerJoin("variants as v", "v.id", "li.variant_id")
      .select(["li.id", "li.quantity", "li.unit_price", "v.price", "v.sale_price", "v.sale_start_at", "v.sale_expire_at"])
      .where("li.order_id", "=", orderId)
      .execute();
    const stamp = now.toISOString();
    const priced = [];
    for (const line of lines) {
      const unitPrice = effectivePrice(line, now).selling_price;
      if (unitPrice !== line.unit_price) {
        await trx.updateTable("line_items").set({ unit_price: unitPrice, updated_at: stamp }).where("id", "=", line.id).execute();
      }
      priced.push({ unitPrice, quantity: line.quantity });
    }
    // In the cart, delivery is not known yet; from the address step on it is the quoted price.
    const shipping = delivery ?? (order.state === "cart" ? 0 : order.ship_total);
    const totals = cartTotals({ lines: priced, delivery: shipping, discounts: order.adjustment_total, storeCredit: order.store_credit_total });
    await trx
      .updateTable("orders")
      .set({
        item_total: totals.itemsTotal,
        item_count: totals.itemCount,
        ship_total: totals.delivery,
        adjustment_total: totals.discounts,
        tax_total: totals.vatIncluded,
        total: totals.total,
        updated_at: stamp,
      })
      .where("id", "=", orderId)
      .execute();
  });
}

/**
 * Moves the lines of one order into another (sign-in merge), in one transaction: quantities add,
 * the variant's total in the target is capped by stock on hand (lines that no longer fit are
 * dropped), and the source order is deleted. The source must be a guest cart (no user).
 */
export async function mergeOrderLines(db: DB, fromOrderId: number, toOrderId: number, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await inTransaction(db, async (trx) => {
    const lines = await trx
      .selectFrom("line_items")
      .select(["variant_id", "quantity", "unit_price", "gift", "options"])
      .where("order_id", "=", fromOrderId)
      .orderBy("id")
      .execute();
    for (const line of lines) {
      // One statement: the quantity added is min(guest quantity, on hand - already in the target).
      await sql`
        insert into line_items (order_id, variant_id, quantity, unit_price, gift, options, created_at, updated_at)
        select ${toOrderId}, ${line.variant_id}, case when wanted < room then wanted else room end, ${line.unit_price}, ${line.gift}, ${line.options}, ${stamp}, ${stamp}
        from (select cast(${line.quantity} as integer) as wanted,
                 (select coalesce(sum(count_on_hand), 0) from stock_items where variant_id = ${line.variant_id})
                 - (select coalesce(sum(quantity), 0) from line_items where order_id = ${toOrderId} and variant_id = ${line.variant_id}) as room) as fit
        where wanted > 0 and room > 0
        on conflict (order_id, variant_id, gift) do update set
          quantity = line_items.quantity + excluded.quantity,
          updated_at = excluded.updated_at`.execute(trx);
    }
    await trx.deleteFrom("orders").where("id", "=", fromOrderId).where("user_id", "is", null).execute();
  });
}

/** A placed order's lines, with names for the message about what could not be put back. */
export async function findOrderLinesForReorder(db: DB, orderId: number) {
  return db
    .selectFrom("line_items as li")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["li.variant_id", "li.quantity", "li.gift", "p.name_mn", "p.name_en"])
    .where("li.order_id", "=", orderId)
    .orderBy("li.id")
    .execute();
}
