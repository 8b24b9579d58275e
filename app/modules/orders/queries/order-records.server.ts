import { variantOptionsJson } from "~/db/variant-options.server";
import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database, OrderEventTable, PaymentRecordMethod, PaymentRecordState, PaymentTable, StockMovementReason } from "~/db/schema";
import type { Insertable, Transaction, Updateable } from "kysely";

/**
 * SQL for placed orders: the order row with its checkout fields, payments, the event
 * history and the stock that placing takes and cancelling returns. Every state change is a
 * guarded UPDATE on (id, state, lock_version): two requests racing on one order cannot both win
 * (docs/decisions/022-order-state-machine.md).
 */

type Executor = DB | Transaction<Database>;

export async function findOrderById(db: Executor, orderId: number) {
  return db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
}

export async function findOrderByNumber(db: Executor, number: string) {
  return db.selectFrom("orders").selectAll().where("number", "=", number).executeTakeFirst();
}

export type OrderRecord = NonNullable<Awaited<ReturnType<typeof findOrderById>>>;

export type OrderUpdate = Partial<Omit<Updateable<Database["orders"]>, "id" | "number" | "token" | "lock_version" | "state">>;

/**
 * Moves an order from `fromState` to `toState` and writes `patch`, only if nobody changed it
 * since it was read (`lock_version`). Returns false when the guard refused (re-read and retry).
 */
export async function updateOrderGuarded(
  db: Executor,
  input: { orderId: number; fromState: string; lockVersion: number; toState: string; patch: OrderUpdate; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ ...(input.patch as object), state: input.toState, updated_at: input.now.toISOString(), lock_version: input.lockVersion + 1 })
    .where("id", "=", input.orderId)
    .where("state", "=", input.fromState)
    .where("lock_version", "=", input.lockVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Checkout fields of a current order (no state change). */
export async function updateCurrentOrderFields(db: Executor, orderId: number, patch: OrderUpdate, now: Date): Promise<void> {
  await db
    .updateTable("orders")
    .set({ ...(patch as object), updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .execute();
}

export async function insertOrderEvent(db: Executor, event: Insertable<OrderEventTable>): Promise<void> {
  await db.insertInto("order_events").values(event).execute();
}

export async function findOrderEvents(db: Executor, orderId: number) {
  return db.selectFrom("order_events").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

// ---------------------------------------------------------------------------------------------
// Idempotency

/** Inserts the key; false when it already existed (the request was seen before). */
export async function claimIdempotencyKey(db: Executor, key: string, scope: string, orderId: number | null, now: Date): Promise<boolean> {
  const result = await db
    .insertInto("idempotency_keys")
    .values({ key, scope, order_id: orderId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return result !== undefined;
}

export async function findIdempotencyKey(db: Executor, key: string) {
  return db.selectFrom("idempotency_keys").selectAll().where("key", "=", key).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Stock

export interface OrderLineForStock {
  variant_id: number;
  quantity: number;
}

export async function orderLinesForStock(db: Executor, orderId: number): Promise<OrderLineForStock[]> {
  return db
    .selectFrom("line_items")
    .select(["variant_id"])
    .select((eb) => eb.fn.sum<number>("quantity").as("quantity"))
    .where("order_id", "=", orderId)
    .groupBy("variant_id")
    .orderBy("variant_id")
    .execute();
}

/**
 * Takes every line's quantity from stock, location by location (the preferred one first, then
 * the fullest), each with a guarded UPDATE that never goes below zero, and records the
 * movements. Returns the variant ids that did not have enough (nothing is rolled back here:
 * the caller's transaction does that).
 */
export async function takeStock(
  trx: Transaction<Database>,
  orderId: number,
  preferredLocationId: number | null,
  now: Date,
): Promise<{ short: number[] }> {
  const short: number[] = [];
  const stamp = now.toISOString();
  for (const line of await orderLinesForStock(trx, orderId)) {
    let remaining = Number(line.quantity);
    const items = await trx
      .selectFrom("stock_items")
      .select(["id", "stock_location_id", "count_on_hand"])
      .where("variant_id", "=", line.variant_id)
      .where("count_on_hand", ">", 0)
      .orderBy(sql`case when stock_location_id = ${preferredLocationId ?? -1} then 0 else 1 end`)
      .orderBy("count_on_hand", "desc")
      .orderBy("id")
      .execute();
    for (const item of items) {
      if (remaining === 0) break;
      const take = Math.min(remaining, item.count_on_hand);
      const result = await trx
        .updateTable("stock_items")
        .set((eb) => ({ count_on_hand: eb("count_on_hand", "-", take) }))
        .where("id", "=", item.id)
        .where("count_on_hand", ">=", take)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      await trx
        .insertInto("stock_movements")
        .values({ variant_id: line.variant_id, stock_location_id: item.stock_location_id, quantity: -take, reason: "order", order_id: orderId, created_at: stamp })
        .execute();
      remaining -= take;
    }
    if (remaining > 0) short.push(line.variant_id);
  }
  return { short };
}

/**
 * Puts back what the order took, to the locations it came from, once: the movements of the
 * order are netted, so a second call (a retried cancel) finds nothing left to return.
 */
export async function returnStock(trx: Transaction<Database>, orderId: number, reason: Exclude<StockMovementReason, "order" | "adjust">, now: Date): Promise<number[]> {
  const held = await trx
    .selectFrom("stock_movements")
    .select(["variant_id", "stock_location_id"])
    .select((eb) => eb.fn.sum<number>("quantity").as("net"))
    .where("order_id", "=", orderId)
    .groupBy(["variant_id", "stock_location_id"])
    .having((eb) => eb.fn.sum("quantity"), "<", 0)
    .execute();
  const variants = new Set<number>();
  for (const row of held) {
    const back = -Number(row.net);
    await trx
      .updateTable("stock_items")
      .set((eb) => ({ count_on_hand: eb("count_on_hand", "+", back) }))
      .where("variant_id", "=", row.variant_id)
      .where("stock_location_id", "=", row.stock_location_id)
      .execute();
    await trx
      .insertInto("stock_movements")
      .values({ variant_id: row.variant_id, stock_location_id: row.stock_location_id, quantity: back, reason, order_id: orderId, created_at: now.toISOString() })
      .execute();
    variants.add(row.variant_id);
  }
  return [...variants];
}

export async function productIdsOfVariants(db: Executor, variantIds: number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await db.selectFrom("variants").select("product_id").distinct().where("id", "in", variantIds).execute();
  return rows.map((r) => r.product_id);
}

// ---------------------------------------------------------------------------------------------
// Payments

export async function insertPayment(
  db: Executor,
  input: { orderId: number; method: PaymentRecordMethod; purpose: PaymentTable["purpose"]; amount: number; now: Date },
) {
  const stamp = input.now.toISOString();
  return db
    .insertInto("payments")
    .values({ order_id: input.orderId, method: input.method, purpose: input.purpose, amount: input.amount, state: "pending", created_at: stamp, updated_at: stamp, provider_ref: null, redirect_url: null, provider_data: null, failure_code: null, completed_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findPayment(db: Executor, paymentId: number) {
  return db.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirst();
}

export async function findPaymentByProviderRef(db: Executor, method: PaymentRecordMethod, providerRef: string) {
  return db.selectFrom("payments").selectAll().where("method", "=", method).where("provider_ref", "=", providerRef).executeTakeFirst();
}

export async function findOrderPayments(db: Executor, orderId: number) {
  return db.selectFrom("payments").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

export type PaymentRecord = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export async function setPaymentStarted(db: Executor, paymentId: number, input: { providerRef: string; redirectUrl: string | null; providerData: string | null; now: Date }) {
  await db
    .updateTable("payments")
    .set({ provider_ref: input.providerRef, redirect_url: input.redirectUrl, provider_data: input.providerData, updated_at: input.now.toISOString() })
    .where("id", "=", paymentId)
    .execute();
}

/** Moves a payment between states; false when it was not in one of `from` (someone else got there first). */
export async function movePayment(
  db: Executor,
  paymentId: number,
  from: readonly PaymentRecordState[],
  to: PaymentRecordState,
  now: Date,
  extra: { failure_code?: string | null; refunded_amount?: number } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("payments")
    .set({ state: to, updated_at: now.toISOString(), ...(to === "completed" ? { completed_at: now.toISOString() } : {}), ...extra })
    .where("id", "=", paymentId)
    .where("state", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------------------------------------
// Loan applications

export async function insertLoanApplication(db: Executor, orderId: number, amount: number, now: Date) {
  const stamp = now.toISOString();
  const result = await db
    .insertInto("loan_applications")
    .values({ order_id: orderId, amount, state: "sending", provider_ref: null, created_at: stamp, updated_at: stamp })
    .onConflict((oc) => oc.column("order_id").doNothing())
    .returningAll()
    .executeTakeFirst();
  return result ?? null;
}

export async function findLoanApplication(db: Executor, orderId: number) {
  return db.selectFrom("loan_applications").selectAll().where("order_id", "=", orderId).executeTakeFirst();
}

export async function findLoanApplicationByRef(db: Executor, providerRef: string) {
  return db.selectFrom("loan_applications").selectAll().where("provider_ref", "=", providerRef).executeTakeFirst();
}

export async function moveLoanApplication(
  db: Executor,
  id: number,
  from: string[],
  to: string,
  now: Date,
  providerRef?: string,
): Promise<boolean> {
  const result = await db
    .updateTable("loan_applications")
    .set({ state: to as never, updated_at: now.toISOString(), ...(providerRef ? { provider_ref: providerRef } : {}) })
    .where("id", "=", id)
    .where("state", "in", from as never[])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Each line's price, quantity and its variant's cashback rate (cashback a delivered order earns). */
export async function findCashbackLines(db: Executor, orderId: number) {
  return db
    .selectFrom("line_items as li")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .select(["li.unit_price", "li.quantity", "v.cashback_percent"])
    .where("li.order_id", "=", orderId)
    .execute();
}

/** The order's lines with their variants' current prices (placing re-checks the total). */
export async function findLinePrices(db: Executor, orderId: number) {
  return db
    .selectFrom("line_items as li")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .select(["li.id", "li.quantity", "li.unit_price", "v.price", "v.sale_price", "v.sale_start_at", "v.sale_expire_at"])
    .where("li.order_id", "=", orderId)
    .execute();
}

/**
 * Placing keeps what was bought: each line's `options` becomes its variant's option values at this
 * moment (`[{"key":"volume","value":"1000ml"}]`), so the order keeps naming the size or colour even
 * when the catalogue changes later. Runs in the placing transaction.
 */
export async function snapshotLineOptions(db: Executor, orderId: number): Promise<void> {
  await sql`update line_items set options = coalesce(${variantOptionsJson(db, "line_items.variant_id")}, '[]') where order_id = ${orderId}`.execute(db);
}

/** The variant ids of the order's lines. */
export async function findOrderVariantIds(db: Executor, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom("line_items").select("variant_id").where("order_id", "=", orderId).execute();
  return rows.map((r) => r.variant_id);
}

/** Orders in `states` whose `column` is at or before `cutoff` (ISO), oldest id first, at most `limit`. */
export async function findDueOrderIds(
  db: Executor,
  due: { states: string[]; column: "payment_due_at" | "delivered_at"; cutoff: string; methods?: ("card" | "qpay" | "instalment")[]; limit: number },
): Promise<number[]> {
  let query = db.selectFrom("orders").select("id").where("state", "in", due.states).where(due.column, "<=", due.cutoff);
  if (due.methods) query = query.where("payment_method", "in", due.methods);
  const rows = await query.orderBy("id").limit(due.limit).execute();
  return rows.map((r) => r.id);
}
