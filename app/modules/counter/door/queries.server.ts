import type { Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";

/**
 * SQL of coupons used at the counter (counter_coupon_uses, migration 0023). The coupon's own
 * counters move through the coupons module's guarded update (takeCouponUse), in the same
 * transaction as the row written here.
 */

type Executor = DB | Transaction<Database>;

/**
 * The use's row, keyed by the form's one-time `request_key`: a resubmitted form inserts nothing
 * and gets null (ON CONFLICT DO NOTHING, the same on SQLite and PostgreSQL, and never an error
 * that would abort a PostgreSQL transaction).
 */
export async function insertCounterUse(
  trx: Transaction<Database>,
  input: { couponId: number; staffId: number; userId: number | null; amount: number; requestKey: string; now: Date },
): Promise<number | null> {
  const row = await trx
    .insertInto("counter_coupon_uses")
    .values({
      coupon_id: input.couponId,
      staff_user_id: input.staffId,
      user_id: input.userId,
      amount: input.amount,
      request_key: input.requestKey,
      created_at: input.now.toISOString(),
    })
    .onConflict((oc) => oc.column("request_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Names and contacts of a few users (a coupon's owner). */
export async function findPeople(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("users").select(["id", "name", "first_name", "last_name", "email", "phone"]).where("id", "in", [...ids]).execute();
}

/** The counter's uses since `sinceIso` (today's log), newest first. */
export async function counterUsesSince(db: Executor, sinceIso: string, limit: number) {
  return db
    .selectFrom("counter_coupon_uses as u")
    .innerJoin("coupons as c", "c.id", "u.coupon_id")
    .leftJoin("users as s", "s.id", "u.staff_user_id")
    .select(["u.id", "u.created_at", "u.amount", "c.code", "c.kind", "s.name as staff_name", "s.email as staff_email"])
    .where("u.created_at", ">=", sinceIso)
    .orderBy("u.id", "desc")
    .limit(limit)
    .execute();
}
