import { queueMessage } from "~/adapters/messages/index.server";
import { siteConfig } from "~/config/site";
import { HOUR_MS } from "~/kernel/dates";
import { fail, ok, type Result } from "~/kernel/result";
import type { CreateCouponError, SendCouponError } from "./status";
import type { DB } from "~/db/client.server";
import { couponsForUser, findCouponByCode, insertCoupon, listCoupons, type CouponRow } from "./queries.server";
import { userEmailsByIds } from "~/modules/wallet/index.server";
import { findUserByEmail } from "~/modules/accounts/index.server";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import { couponListState, couponWindow } from "./domain/coupon-rules";
import { ruleOf } from "./coupon-rule.server";
import type { CouponFilter, CreateCouponInput } from "./forms";
import { renderCouponEmail } from "./coupon-email";
import { lastUsableAt, shopDayStartUtc, type CouponListState, type CouponView } from "./coupon-view";

/**
 * Coupons on the account and in the back office (storefront-spec.md §7 The calls it makes,
 * "Coupons", and §8 The error catalogue: "Invalid voucher or coupon code; coupon not found; no
 * coupons of that kind"). A shopper sees the coupons issued to them or used by them, nothing else.
 */

/** 'Send by e-mail' per user per hour: enough for a person, useless for flooding an inbox. */
export const COUPON_EMAILS_PER_HOUR = 5;
export const STAFF_COUPON_LIST = 50;

type UserCouponRow = Awaited<ReturnType<typeof couponsForUser>>[number];

function couponView(row: CouponRow, state: CouponListState): CouponView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    title: { mn: row.title_mn, en: row.title_en },
    discountType: row.discount_type,
    discountValue: row.discount_value,
    voucherBalance: row.voucher_balance,
    minOrder: row.min_order,
    startsAt: row.starts_at,
    lastUsableAt: lastUsableAt(row.ends_at),
    state,
    firstOrderOnly: row.first_order_only === 1,
    signedInOnly: row.signed_in_only === 1,
  };
}

function userCouponView(row: UserCouponRow, now: Date): CouponView {
  return couponView(row, couponListState(ruleOf(row), Number(row.used_by_user ?? 0), now));
}

/** The account's coupon list with a state filter, and how many there are in each state. */
export async function userCouponList(db: DB, userId: number, filter: CouponFilter, now: Date) {
  const all = (await couponsForUser(db, userId)).map((row) => userCouponView(row, now));
  const counts = { all: all.length, active: 0, used: 0, expired: 0 };
  for (const coupon of all) counts[coupon.state] += 1;
  return { coupons: filter === "all" ? all : all.filter((c) => c.state === filter), counts, filter };
}

/** One of the user's coupons, or null (another user's coupon is not found either). */
export async function userCoupon(db: DB, userId: number, id: number, now: Date): Promise<CouponView | null> {
  const row = (await couponsForUser(db, userId)).find((c) => c.id === id);
  return row ? userCouponView(row, now) : null;
}

export type SendCouponResult = Result<{ email: string }, SendCouponError>;

/**
 * E-mails a coupon to the account's own address (storefront-spec.md §5 Validation rules: a request
 * may only be sent from the user's own e-mail). `postedEmail` is whatever address the request
 * carried, if any: anything other than the account's own is refused, never used.
 */
export async function sendCouponByEmail(
  db: DB,
  user: { id: number; email: string | null },
  couponId: number,
  options: { postedEmail: string | null | undefined; locale: "mn" | "en"; origin: string; now: Date },
): Promise<SendCouponResult> {
  const coupon = await userCoupon(db, user.id, couponId, options.now);
  if (!coupon) return fail("wallet:errors.couponNotFound");
  if (!user.email) return fail("wallet:errors.noEmail");
  if (options.postedEmail && options.postedEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    return fail("wallet:errors.ownEmailOnly");
  }
  const windowStart = new Date(options.now.getTime() - HOUR_MS).toISOString();
  if (!(await hitRateLimit(db, `coupon-email:user:${user.id}`, COUPON_EMAILS_PER_HOUR, windowStart, options.now))) {
    return fail("wallet:errors.tooManyEmails");
  }
  const email = renderCouponEmail(coupon, options.locale, `${options.origin.replace(/\/+$/, "")}/account/coupons/${coupon.id}`, siteConfig.timeZone);
  await queueMessage(db, { channel: "email", recipient: user.email, subject: email.subject, text: email.text, html: email.html }, options.now);
  return ok({ email: user.email });
}

// ---------------------------------------------------------------------------------------------
// Back office

export type CreateCouponResult = Result<{ id: number; code: string }, CreateCouponError>;

/** Creates a coupon, voucher or promo code from the validated staff form. */
export async function createCoupon(db: DB, staffId: number, input: CreateCouponInput, now: Date): Promise<CreateCouponResult> {
  const taken = fail("wallet:errors.codeTaken");
  if (await findCouponByCode(db, input.code)) return taken;
  let ownerId: number | null = null;
  if (input.ownerEmail) {
    const owner = await findUserByEmail(db, input.ownerEmail);
    if (!owner) return fail("wallet:errors.ownerNotFound");
    ownerId = owner.id;
  }
  const voucher = input.kind === "voucher";
  try {
    const row = await insertCoupon(db, {
      code: input.code,
      kind: input.kind,
      title_mn: input.titleMn,
      title_en: input.titleEn,
      discount_type: voucher ? "amount" : (input.discountType ?? "amount"),
      discount_value: voucher ? (input.voucherBalance ?? 0) : (input.value ?? 0),
      min_order: input.minOrder ?? 0,
      starts_at: input.startsOn ? shopDayStartUtc(input.startsOn, siteConfig.timeZone) : null,
      ends_at: input.endsOn ? shopDayStartUtc(input.endsOn, siteConfig.timeZone, 1) : null,
      usage_limit: input.usageLimit,
      per_user_limit: input.perUserLimit,
      first_order_only: input.firstOrderOnly ? 1 : 0,
      signed_in_only: input.signedInOnly ? 1 : 0,
      eligible_taxon_ids: null,
      eligible_product_ids: null,
      voucher_balance: voucher ? input.voucherBalance : null,
      owner_user_id: ownerId,
      created_by: staffId,
      created_at: now.toISOString(),
    });
    return ok({ id: row.id, code: row.code });
  } catch (error) {
    // Two members of staff creating the same code at once: the UNIQUE constraint decides.
    if (/UNIQUE/i.test(String(error))) return taken;
    throw error;
  }
}

export type StaffCouponState = "active" | "scheduled" | "usedUp" | "expired" | "disabled";

/** The back office's view of a code's state (all shoppers together). */
export function staffCouponState(row: CouponRow, now: Date): StaffCouponState {
  if (row.disabled === 1) return "disabled";
  const window = couponWindow({ startsAt: row.starts_at, endsAt: row.ends_at }, now);
  if (window === "over") return "expired";
  if ((row.usage_limit !== null && row.used_count >= row.usage_limit) || (row.kind === "voucher" && (row.voucher_balance ?? 0) === 0)) return "usedUp";
  return window === "notStarted" ? "scheduled" : "active";
}

export async function staffCouponList(db: DB, now: Date) {
  const rows = await listCoupons(db, { limit: STAFF_COUPON_LIST });
  const owners = await userEmailsByIds(db, [...new Set(rows.map((r) => r.owner_user_id).filter((id): id is number => id !== null))]);
  return rows.map((row) => ({
    ...couponView(row, couponListState(ruleOf(row), 0, now)),
    staffState: staffCouponState(row, now),
    usedCount: row.used_count,
    usageLimit: row.usage_limit,
    perUserLimit: row.per_user_limit,
    disabled: row.disabled === 1,
    owner: row.owner_user_id !== null ? (owners.get(row.owner_user_id) ?? `#${row.owner_user_id}`) : null,
  }));
}
