import { randomBytes } from "node:crypto";
import QRCode from "qrcode";
import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { calendarDateIn, MINUTE_MS, dayStartIn } from "~/kernel/dates";
import { maskDestination } from "~/kernel/identifiers";
import { fail, ok, type Result } from "~/kernel/result";
import { classifyCode } from "~/modules/coupons";
import { countUserRedemptions, findCouponByCode, findCouponById, ruleOf, takeCouponUse, type CouponRow } from "~/modules/coupons/index.server";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import { counterUsesSince, findPeople, insertCounterUse } from "./queries.server";
import { counterState, counterTake, counterVerdict } from "./rules";
import { refusalKey, type CounterLookupError, type CounterUseError } from "./status";
import type { CounterCouponView, CounterUseLine } from "./view";

/**
 * Coupons and vouchers used in the store (issue 20; docs/decisions/054-qr-reading-at-the-counter.md).
 * Staff look a code up (limited per staff member), see what it is and whether it can be used,
 * and use it: a coupon once, a voucher by an amount from its balance. A use is one transaction:
 * the row with the form's one-time key first (a resubmitted form stops there), the counter
 * rules on fresh counts, then the same guarded UPDATE checkout uses; any refusal rolls back.
 */

/** Look-ups per staff member per minute: a queue of shoppers is a few a minute; guessing needs millions. */
export const COUNTER_LOOKUPS_PER_MINUTE = 60;
/** Lines of today's log on the page. */
export const COUNTER_LOG_LINES = 100;

/** The counter form's one-time key: 128 random bits. */
export function counterRequestKey(): string {
  return randomBytes(16).toString("hex");
}

/** A coupon's code as a QR code (SVG), for the shopper to show at the counter. */
export function couponQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}

export async function lookupAtCounter(db: DB, staffId: number, typed: string, now: Date): Promise<Result<{ id: number }, CounterLookupError>> {
  const windowStart = new Date(now.getTime() - MINUTE_MS).toISOString();
  if (!(await hitRateLimit(db, `counter-lookup:staff:${staffId}`, COUNTER_LOOKUPS_PER_MINUTE, windowStart, now))) return fail("counter:errors.tooManyLookups");
  const classified = classifyCode(typed);
  if (!classified.ok) return fail(classified.error === "code.required" ? "counter:errors.codeRequired" : "counter:errors.codeInvalid");
  if (classified.kind === "promo") return fail("counter:errors.promoOnline");
  const coupon = await findCouponByCode(db, classified.code);
  if (!coupon) return fail("counter:errors.notFound");
  if (coupon.kind === "promo") return fail("counter:errors.promoOnline");
  return ok({ id: coupon.id });
}

async function ownerUses(db: DB | Parameters<typeof countUserRedemptions>[0], coupon: CouponRow): Promise<number> {
  return coupon.owner_user_id !== null ? countUserRedemptions(db, coupon.id, coupon.owner_user_id) : 0;
}

function lastUsableAt(endsAt: string | null): string | null {
  if (!endsAt) return null;
  const t = Date.parse(endsAt);
  return Number.isNaN(t) ? null : new Date(t - 1).toISOString();
}

/** The coupon as the counter shows it, or null (no such coupon, or a promo code). */
export async function counterCoupon(db: DB, id: number, now: Date): Promise<CounterCouponView | null> {
  const coupon = await findCouponById(db, id);
  if (!coupon || coupon.kind === "promo") return null;
  const rule = ruleOf(coupon);
  const usedByOwner = await ownerUses(db, coupon);
  const verdict = counterVerdict(rule, { now, usedTotal: coupon.used_count, usedByOwner });
  const [person] = coupon.owner_user_id !== null ? await findPeople(db, [coupon.owner_user_id]) : [];
  const owner = person
    ? {
        name: person.name || [person.first_name, person.last_name].filter(Boolean).join(" ") || `#${person.id}`,
        contact: person.phone ? maskDestination({ kind: "phone", value: person.phone }) : person.email ? maskDestination({ kind: "email", value: person.email }) : "",
      }
    : null;
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    title: { mn: coupon.title_mn, en: coupon.title_en },
    discountType: coupon.discount_type,
    discountValue: coupon.discount_value,
    voucherBalance: coupon.voucher_balance,
    minOrder: coupon.min_order,
    startsAt: coupon.starts_at,
    lastUsableAt: lastUsableAt(coupon.ends_at),
    owner,
    usedCount: coupon.used_count,
    usageLimit: coupon.usage_limit,
    perUserLimit: coupon.per_user_limit,
    usedByOwner,
    limitedProducts: rule.eligibleProductIds !== null || rule.eligibleTaxonIds !== null,
    signedInOnly: rule.signedInOnly,
    firstOrderOnly: rule.firstOrderOnly,
    state: counterState(verdict),
    refusal: verdict.ok ? null : refusalKey(verdict.error),
  };
}

export interface CounterUseInput {
  couponId: number;
  requestKey: string;
  /** null for a coupon; the tugrik to take for a voucher. */
  amount: number | null;
}

export type CounterUseResult = Result<{ code: string; kind: "coupon" | "voucher"; amount: number; balance: number | null }, CounterUseError>;

class Refused extends Error {
  constructor(
    readonly code: CounterUseError,
    readonly values?: Record<string, number>,
  ) {
    super(code);
  }
}

/** Uses a coupon once, or takes an amount from a voucher, for a shopper in the store. */
export async function redeemAtCounter(db: DB, staffId: number, input: CounterUseInput, now: Date): Promise<CounterUseResult> {
  try {
    return await inTransaction(
      db,
      async (trx) => {
        const coupon = await findCouponById(trx, input.couponId);
        if (!coupon || coupon.kind === "promo") throw new Refused("counter:errors.notFound");
        const rule = ruleOf(coupon);
        const take = counterTake(rule, input.amount);
        if (!take.ok) throw new Refused(refusalKey(take.error), take.max !== undefined ? { max: take.max } : undefined);
        // The key first: a form sent twice (a double tap, the back button) stops here and uses nothing.
        const useId = await insertCounterUse(trx, { couponId: coupon.id, staffId, userId: coupon.owner_user_id, amount: take.amount, requestKey: input.requestKey, now });
        if (useId === null) throw new Refused("counter:errors.alreadyDone");
        // The owner's uses on fresh counts, less the row just written (it carries the owner).
        const usedByOwner = Math.max(0, (await ownerUses(trx, coupon)) - (coupon.owner_user_id !== null ? 1 : 0));
        const verdict = counterVerdict(rule, { now, usedTotal: coupon.used_count, usedByOwner });
        if (!verdict.ok) throw new Refused(refusalKey(verdict.error));
        // The guarded update checkout uses: not disabled, under the usage limit, balance enough.
        if (!(await takeCouponUse(trx, coupon.id, coupon.kind === "voucher" ? take.amount : null))) throw new Refused("counter:errors.unavailable");
        const after = await findCouponById(trx, coupon.id);
        return ok({ code: coupon.code, kind: coupon.kind, amount: take.amount, balance: after?.voucher_balance ?? null });
      },
      { queueOn: [`coupon:${input.couponId}`] },
    );
  } catch (error) {
    if (error instanceof Refused) return fail(error.code, error.values);
    throw error;
  }
}

/** Midnight today on the shop's wall clock, as ISO UTC. */
function shopDayStart(now: Date): string {
  return dayStartIn(calendarDateIn(now, siteConfig.timeZone), siteConfig.timeZone);
}

/** Today's counter uses (the shop's day), newest first. */
export async function todaysCounterUses(db: DB, now: Date): Promise<CounterUseLine[]> {
  const rows = await counterUsesSince(db, shopDayStart(now), COUNTER_LOG_LINES);
  return rows.map((row) => ({ id: row.id, at: row.created_at, staff: row.staff_name || row.staff_email || "—", code: row.code, kind: row.kind, amount: row.amount }));
}
