import { sql, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { CouponTable, Database } from "~/db/schema";
import type { Insertable, Selectable } from "kysely";

/**
 * SQL for coupons, vouchers and promo codes (docs/decisions/026-coupon-codes.md). Uses are counted
 * with guarded UPDATEs (`used_count < usage_limit`, `voucher_balance >= amount`) in the placing
 * transaction, so a single-use code is used once however many orders race for it.
 */

type Executor = DB | Transaction<Database>;
export type CouponRow = Selectable<CouponTable>;

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom("coupons").selectAll().where("code", "=", code).executeTakeFirst();
}

export async function findCouponById(db: Executor, id: number): Promise<CouponRow | undefined> {
  return db.selectFrom("coupons").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertCoupon(db: Executor, values: Insertable<CouponTable>) {
  return db.insertInto("coupons").values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listCoupons(db: Executor, options: { limit: number }) {
  return db.selectFrom("coupons").selectAll().orderBy("id", "desc").limit(options.limit).execute();
}

/** Coupons a user can see on the account: issued to them, or used by them. */
export async function couponsForUser(db: Executor, userId: number) {
  return db
    .selectFrom("coupons as c")
    .selectAll("c")
    // Uses on orders (held) and in the store at the counter alike.
    .select(
      sql<number>`(select count(*) from coupon_redemptions r where r.coupon_id = c.id and r.user_id = ${userId} and r.state = 'held')
        + (select count(*) from counter_coupon_uses u where u.coupon_id = c.id and u.user_id = ${userId})`.as("used_by_user"),
    )
    .where((eb) =>
      eb.or([
        eb("c.owner_user_id", "=", userId),
        eb.exists(eb.selectFrom("coupon_redemptions as r2").select("r2.id").whereRef("r2.coupon_id", "=", "c.id").where("r2.user_id", "=", userId)),
        eb.exists(eb.selectFrom("counter_coupon_uses as u2").select("u2.id").whereRef("u2.coupon_id", "=", "c.id").where("u2.user_id", "=", userId)),
      ]),
    )
    .orderBy("c.id", "desc")
    .execute();
}

/**
 * A user's uses of a coupon toward its per-user limit: held uses on orders, and uses in the
 * store at the counter (counter_coupon_uses, docs/decisions/054-qr-reading-at-the-counter.md).
 */
export async function countUserRedemptions(db: Executor, couponId: number, userId: number): Promise<number> {
  const online = await db
    .selectFrom("coupon_redemptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("coupon_id", "=", couponId)
    .where("user_id", "=", userId)
    .where("state", "=", "held")
    .executeTakeFirst();
  const inStore = await db
    .selectFrom("counter_coupon_uses")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("coupon_id", "=", couponId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(online?.n ?? 0) + Number(inStore?.n ?? 0);
}

export async function countPlacedOrders(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("placed_at", "is not", null)
    .where("state", "not in", ["canceled", "expired"])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Lines of an order with each product's categories (and their ancestors) for eligibility. */
export async function orderLinesForCoupon(db: Executor, orderId: number) {
  const lines = await db
    .selectFrom("line_items as li")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .select(["li.id", "v.product_id", "li.unit_price", "li.quantity"])
    .where("li.order_id", "=", orderId)
    .execute();
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const links = await db.selectFrom("product_taxons").select(["product_id", "taxon_id"]).where("product_id", "in", productIds).execute();
  const taxons = await db.selectFrom("taxons").select(["id", "parent_id"]).execute();
  const parent = new Map(taxons.map((t) => [t.id, t.parent_id]));
  const withAncestors = (id: number) => {
    const ids: number[] = [];
    for (let current: number | null | undefined = id; current != null && ids.length < 10; current = parent.get(current)) ids.push(current);
    return ids;
  };
  return lines.map((line) => ({
    productId: line.product_id,
    taxonIds: links.filter((l) => l.product_id === line.product_id).flatMap((l) => withAncestors(l.taxon_id)),
    lineTotal: line.unit_price * line.quantity,
  }));
}

/** One more use, if the total limit allows; vouchers also spend `amount` of their balance. */
export async function takeCouponUse(trx: Transaction<Database>, couponId: number, voucherAmount: number | null): Promise<boolean> {
  const result = await sql`
    update coupons set used_count = used_count + 1,
      voucher_balance = case when voucher_balance is null then null else voucher_balance - ${voucherAmount ?? 0} end
    where id = ${couponId} and disabled = 0
      and (usage_limit is null or used_count < usage_limit)
      and (voucher_balance is null or voucher_balance >= ${voucherAmount ?? 0})`.execute(trx);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function insertRedemption(trx: Transaction<Database>, input: { couponId: number; orderId: number; userId: number | null; amount: number; now: Date }) {
  await trx
    .insertInto("coupon_redemptions")
    .values({ coupon_id: input.couponId, order_id: input.orderId, user_id: input.userId, amount: input.amount, state: "held", created_at: input.now.toISOString(), released_at: null })
    .execute();
}

/** Gives an order's use back (cancel, expiry), once. */
export async function releaseRedemption(trx: Transaction<Database>, orderId: number, now: Date): Promise<boolean> {
  const held = await trx.selectFrom("coupon_redemptions").selectAll().where("order_id", "=", orderId).where("state", "=", "held").executeTakeFirst();
  if (!held) return false;
  const moved = await trx
    .updateTable("coupon_redemptions")
    .set({ state: "released", released_at: now.toISOString() })
    .where("id", "=", held.id)
    .where("state", "=", "held")
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await sql`
    update coupons set used_count = case when used_count > 0 then used_count - 1 else 0 end,
      voucher_balance = case when voucher_balance is null then null else voucher_balance + ${held.amount} end
    where id = ${held.coupon_id}`.execute(trx);
  return true;
}

/** How many hits a rate-limit bucket has had since `windowStart` (the code-failure counters). */
export async function countBucketHits(db: Executor, bucket: string, windowStart: string): Promise<number> {
  const row = await db
    .selectFrom("rate_limit_hits")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bucket", "=", bucket)
    .where("created_at", ">", windowStart)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recordBucketHit(db: Executor, bucket: string, now: Date): Promise<void> {
  await db.insertInto("rate_limit_hits").values({ bucket, created_at: now.toISOString() }).execute();
}
