import { sql, type Insertable, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { PriceOpinionTable, StockAlertTable } from "~/db/schema-shopper-requests";

/**
 * SQL of price opinions and back-in-stock subscriptions (migration 0016). Every change of state
 * is a guarded UPDATE (`where state = …`): an opinion is answered once, a subscription confirmed
 * once and notified once, however many requests race for it. The unique partial indexes keep one
 * open opinion per shopper and product and one live subscription per variant and subscriber.
 */

type Executor = DB | Transaction<Database>;

/** Whether an error is a unique-constraint violation (SQLite and PostgreSQL word it differently). */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE|duplicate key/i.test(String(error));
}

// ---------------------------------------------------------------------------------------------
// Products, variants, accounts

export async function findVariantForRequest(db: Executor, input: { productId: number; variantId: number }) {
  return db
    .selectFrom("variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.id", "v.product_id", "v.price", "v.sale_price", "v.sale_start_at", "v.sale_expire_at", "p.slug", "p.name_mn", "p.name_en"])
    .select((eb) => eb.fn.coalesce(eb.selectFrom("stock_items as s").select((e) => e.fn.sum<number>("s.count_on_hand").as("n")).whereRef("s.variant_id", "=", "v.id"), sql<number>`0`).as("on_hand"))
    .where("v.id", "=", input.variantId)
    .where("v.product_id", "=", input.productId)
    .executeTakeFirst();
}

export async function findVariantProduct(db: Executor, variantId: number) {
  return db.selectFrom("variants as v").innerJoin("products as p", "p.id", "v.product_id").select(["p.slug", "p.name_mn", "p.name_en"]).where("v.id", "=", variantId).executeTakeFirst();
}

export async function findAccountContacts(db: Executor, userId: number) {
  return db.selectFrom("users").select(["id", "email", "email_confirmed_at", "phone", "phone_confirmed_at", "locale"]).where("id", "=", userId).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Price opinions

export async function insertPriceOpinion(db: Executor, values: Insertable<PriceOpinionTable>) {
  return db.insertInto("price_opinions").values(values).returning("id").executeTakeFirstOrThrow();
}

export async function findOpenOpinion(db: Executor, userId: number, productId: number) {
  return db.selectFrom("price_opinions").select(["id", "amount", "created_at"]).where("user_id", "=", userId).where("product_id", "=", productId).where("state", "=", "open").executeTakeFirst();
}

const opinionColumns = [
  "o.id",
  "o.user_id",
  "o.product_id",
  "o.variant_id",
  "o.amount",
  "o.price_at_request",
  "o.note",
  "o.contact_kind",
  "o.contact",
  "o.locale",
  "o.state",
  "o.decline_reason",
  "o.answered_at",
  "o.created_at",
  "p.slug",
  "p.name_mn",
  "p.name_en",
  "c.code as coupon_code",
  "c.ends_at as coupon_ends_at",
  "c.used_count as coupon_used_count",
] as const;

function opinionsWithProduct(db: Executor) {
  return db
    .selectFrom("price_opinions as o")
    .innerJoin("products as p", "p.id", "o.product_id")
    .leftJoin("coupons as c", "c.id", "o.coupon_id")
    .select(opinionColumns);
}

export async function opinionsOfUser(db: Executor, userId: number, limit: number) {
  return opinionsWithProduct(db).where("o.user_id", "=", userId).orderBy("o.id", "desc").limit(limit).execute();
}

/** The staff queue: every open request (oldest first), then the latest answered ones. */
export async function opinionQueue(db: Executor, answeredLimit: number) {
  const open = await opinionsWithProduct(db).where("o.state", "=", "open").orderBy("o.id", "asc").limit(500).execute();
  const answered = await opinionsWithProduct(db).where("o.state", "<>", "open").orderBy("o.id", "desc").limit(answeredLimit).execute();
  return [...open, ...answered];
}

export async function findOpinion(db: Executor, id: number) {
  return opinionsWithProduct(db).where("o.id", "=", id).executeTakeFirst();
}

/** Moves an open opinion to its answer; false when someone answered it first. */
export async function answerOpinion(
  trx: Transaction<Database>,
  id: number,
  answer: { state: "accepted"; couponId: number } | { state: "declined"; reason: string },
  staffId: number,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable("price_opinions")
    .set({
      state: answer.state,
      coupon_id: answer.state === "accepted" ? answer.couponId : null,
      decline_reason: answer.state === "declined" ? answer.reason : null,
      answered_by: staffId,
      answered_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("state", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------------------------------------
// Stock alerts

export async function insertStockAlert(db: Executor, values: Insertable<StockAlertTable>) {
  return db.insertInto("stock_alerts").values(values).returning("id").executeTakeFirstOrThrow();
}

export async function findLiveAlert(db: Executor, variantId: number, subscriber: string) {
  return db.selectFrom("stock_alerts").select(["id", "state", "created_at"]).where("variant_id", "=", variantId).where("subscriber", "=", subscriber).where("state", "in", ["pending", "active"]).executeTakeFirst();
}

export async function countLiveAlertsOfUser(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom("stock_alerts").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).where("state", "in", ["pending", "active"]).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A stale pending subscription gives its place to a new one (the unique index counts pending ones). */
export async function dropPendingAlert(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("stock_alerts").where("id", "=", id).where("state", "=", "pending").execute();
}

export async function findAlertByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom("stock_alerts as a")
    .innerJoin("variants as v", "v.id", "a.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["a.id", "a.state", "a.created_at", "a.variant_id", "a.locale", "p.slug", "p.name_mn", "p.name_en"])
    .where("a.confirm_token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** pending -> active, once; the token dies with it. */
export async function confirmAlert(db: Executor, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("stock_alerts")
    .set({ state: "active", confirmed_at: now.toISOString(), confirm_token_hash: null })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function activeAlertsOfVariant(trx: Transaction<Database>, variantId: number) {
  return trx.selectFrom("stock_alerts").select(["id", "channel", "recipient", "locale", "user_id"]).where("variant_id", "=", variantId).where("state", "=", "active").orderBy("id").execute();
}

/** active -> notified, once: only the request that moves it queues the message. */
export async function markAlertNotified(trx: Transaction<Database>, id: number, now: Date): Promise<boolean> {
  const result = await trx.updateTable("stock_alerts").set({ state: "notified", notified_at: now.toISOString() }).where("id", "=", id).where("state", "=", "active").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The variants people are waiting for, most waited-for first (the staff restock page). */
export async function awaitedVariants(db: Executor, limit: number) {
  return db
    .selectFrom("stock_alerts as a")
    .innerJoin("variants as v", "v.id", "a.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.id as variant_id", "v.sku", "p.slug", "p.name_mn", "p.name_en"])
    .select((eb) => eb.fn.countAll<number>().as("waiting"))
    .select((eb) => eb.fn.coalesce(eb.selectFrom("stock_items as s").select((e) => e.fn.sum<number>("s.count_on_hand").as("n")).whereRef("s.variant_id", "=", "v.id"), sql<number>`0`).as("on_hand"))
    .where("a.state", "=", "active")
    .groupBy(["v.id", "v.sku", "p.slug", "p.name_mn", "p.name_en"])
    .orderBy("waiting", "desc")
    .orderBy("v.id")
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Restocking (the staff's stock adjustment)

export async function findVariantBySku(db: Executor, sku: string) {
  return db
    .selectFrom("variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.id", "v.sku", "p.slug", "p.name_mn", "p.name_en"])
    .where("v.sku", "=", sku)
    .executeTakeFirst();
}

export async function onHandOfVariant(db: Executor, variantId: number): Promise<number> {
  const row = await db.selectFrom("stock_items").select((eb) => eb.fn.sum<number>("count_on_hand").as("n")).where("variant_id", "=", variantId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Adds `quantity` to the variant's stock at its first location (or the shop's first location
 * when it has none) and records the movement as an adjustment, in the caller's transaction.
 */
export async function addStock(trx: Transaction<Database>, variantId: number, quantity: number, now: Date): Promise<void> {
  const item = await trx.selectFrom("stock_items").select(["id", "stock_location_id"]).where("variant_id", "=", variantId).orderBy("id").executeTakeFirst();
  let locationId: number;
  if (item) {
    await trx.updateTable("stock_items").set((eb) => ({ count_on_hand: eb("count_on_hand", "+", quantity) })).where("id", "=", item.id).execute();
    locationId = item.stock_location_id;
  } else {
    const location = await trx.selectFrom("stock_locations").select("id").orderBy("id").executeTakeFirstOrThrow();
    await trx.insertInto("stock_items").values({ variant_id: variantId, stock_location_id: location.id, count_on_hand: quantity }).execute();
    locationId = location.id;
  }
  await trx.insertInto("stock_movements").values({ variant_id: variantId, stock_location_id: locationId, quantity, reason: "adjust", order_id: null, created_at: now.toISOString() }).execute();
}
