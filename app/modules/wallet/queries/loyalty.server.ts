import type { Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";

type Executor = DB | Transaction<Database>;

/** Order states whose value earns loyalty points: the goods reached the shopper. */
export const LOYALTY_ORDER_STATES = ["delivered", "completed"] as const;

/** The sum of the totals of a user's delivered or completed orders (MNT). */
export async function loyaltyOrderTotal(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("total"), eb.lit(0)).as("total"))
    .where("user_id", "=", userId)
    .where("state", "in", [...LOYALTY_ORDER_STATES])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Loyalty points: one per `tugrikPerPoint` of delivered or completed orders, rounded down. */
export async function loyaltyPoints(db: Executor, userId: number, tugrikPerPoint: number): Promise<number> {
  return Math.floor((await loyaltyOrderTotal(db, userId)) / tugrikPerPoint);
}

/** Whether a card of `program` with `cardNumber` is already registered (by anyone). */
export async function partnerCardTaken(db: Executor, program: string, cardNumber: string): Promise<boolean> {
  const row = await db.selectFrom("partner_cards").select("id").where("program", "=", program).where("card_number", "=", cardNumber).executeTakeFirst();
  return row !== undefined;
}

export async function countPartnerCards(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom("partner_cards").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** E-mails of coupon owners, for the back office's coupon list. */
export async function userEmailsByIds(db: Executor, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["id", "email"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** The taxon with this permalink (the demo's "wine" coupon). */
export async function findTaxonIdByPermalink(db: Executor, permalink: string): Promise<number | null> {
  const row = await db.selectFrom("taxons").select("id").where("permalink", "=", permalink).executeTakeFirst();
  return row?.id ?? null;
}
