import type { Insertable } from "kysely";
import { inTransaction } from "~/db/transactions.server";
import type { DB } from "~/db/client.server";
import { findCouponByCode, insertCoupon } from "~/modules/coupons/index.server";
import { findTaxonIdByPermalink } from "~/modules/wallet/index.server";
import { findUserByEmail, insertUser } from "~/modules/accounts/index.server";
import { findGiftCardByNumber, insertGiftCard, postWalletEntry } from "~/modules/wallet/index.server";
import type { CouponTable } from "~/db/schema";
import { hashPassword } from "~/modules/auth/index.server";
import { hashGiftCardSecret } from "~/modules/wallet/index.server";
import { dayStartIn, SHOP_TIME_ZONE } from "~/kernel/dates";

/**
 * The demo's wallet and coupons, for development and tests only, like the demo staff
 * accounts (README). Runs only when demo users are enabled. Idempotent: once the demo customer
 * exists it does nothing at all, so a shopper's changes to the demo data are never undone.
 *
 * Balances are written THROUGH the ledger (one keyed entry each), so the ledger sums always
 * equal the balances (docs/decisions/025-wallet-ledger.md).
 */

export const DEMO_CUSTOMER = { email: "customer@kharsuvd.mn", password: "demo-customer-2026", name: "Demo Customer" } as const;

/** Gift cards with known numbers and passwords, to try the recharge form. */
export const DEMO_GIFT_CARDS = [
  { number: "9496000000000001", secret: "11112222", amount: 50_000 },
  { number: "9496000000000002", secret: "33334444", amount: 100_000 },
  { number: "9496000000000003", secret: "55556666", amount: 20_000 },
] as const;

export const DEMO_TOPUP_BALANCE = 150_000;
export const DEMO_CASHBACK_BALANCE = 40_000;

/** Start of a calendar day on the shop's wall clock, as ISO UTC. */
const ubDay = (date: string) => dayStartIn(date, SHOP_TIME_ZONE);

type CouponSeed = Omit<Insertable<CouponTable>, "created_at" | "created_by">;

function demoCoupons(customerId: number, wineTaxonId: number | null): CouponSeed[] {
  const base = {
    min_order: 0,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_user_limit: null,
    first_order_only: 0,
    signed_in_only: 0,
    eligible_taxon_ids: null,
    eligible_product_ids: null,
    voucher_balance: null,
    owner_user_id: null,
  } satisfies Partial<CouponSeed>;
  return [
    {
      ...base,
      code: "WELCOME10",
      kind: "coupon",
      title_mn: "Анхны захиалгын 10% хөнгөлөлт",
      title_en: "10% off your first order",
      discount_type: "percent",
      discount_value: 10,
      min_order: 50_000,
      per_user_limit: 1,
      first_order_only: 1,
      signed_in_only: 1,
    },
    {
      ...base,
      code: "WINE5000",
      kind: "coupon",
      title_mn: "Дарсны худалдан авалтад 5,000₮ хөнгөлөлт",
      title_en: "₮5,000 off wine",
      discount_type: "amount",
      discount_value: 5_000,
      min_order: 30_000,
      // Without the catalogue's "wine" taxon the coupon matches nothing rather than everything.
      eligible_taxon_ids: JSON.stringify(wineTaxonId !== null ? [wineTaxonId] : []),
    },
    {
      ...base,
      code: "SINGLE-USE",
      kind: "coupon",
      title_mn: "Нэг удаагийн 10,000₮ хөнгөлөлт",
      title_en: "One-time ₮10,000 off",
      discount_type: "amount",
      discount_value: 10_000,
      usage_limit: 1,
    },
    {
      ...base,
      code: "GIFT-VOUCHER",
      kind: "voucher",
      title_mn: "30,000₮-ийн бэлгийн ваучер",
      title_en: "₮30,000 gift voucher",
      discount_type: "amount",
      discount_value: 30_000,
      voucher_balance: 30_000,
      owner_user_id: customerId,
    },
    {
      ...base,
      code: "2026",
      kind: "promo",
      title_mn: "2026 промо: 100,000₮-өөс дээш захиалгад 15% хөнгөлөлт",
      title_en: "2026 promo: 15% off orders of ₮100,000 or more",
      discount_type: "percent",
      discount_value: 15,
      min_order: 100_000,
    },
    {
      ...base,
      code: "7777",
      kind: "promo",
      title_mn: "3,000₮-ийн промо хөнгөлөлт",
      title_en: "₮3,000 promo discount",
      discount_type: "amount",
      discount_value: 3_000,
    },
    {
      ...base,
      code: "SUMMER-2025",
      kind: "coupon",
      title_mn: "Зуны 20% хөнгөлөлт (2025)",
      title_en: "Summer 20% off (2025)",
      discount_type: "percent",
      discount_value: 20,
      starts_at: ubDay("2025-06-01"),
      ends_at: ubDay("2025-09-01"),
      owner_user_id: customerId,
    },
  ];
}

/**
 * Seeds the demo customer (customer@kharsuvd.mn / demo-customer-2026) with 150,000₮ top-up and
 * 40,000₮ cashback, three known gift cards and the demo coupons. Returns the customer's e-mail
 * when it created them, null when the customer already existed (and nothing was done).
 */
export async function seedDemoWallet(db: DB, now: Date): Promise<string | null> {
  if (await findUserByEmail(db, DEMO_CUSTOMER.email)) return null;
  // The slow hashing happens before the transaction, so it holds no lock while it runs.
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  const cardHashes = await Promise.all(DEMO_GIFT_CARDS.map((card) => hashGiftCardSecret(card.secret)));
  return inTransaction(db, async (trx) => {
    if (await findUserByEmail(trx, DEMO_CUSTOMER.email)) return null;
    const customer = await insertUser(trx, { email: DEMO_CUSTOMER.email, emailConfirmed: true, name: DEMO_CUSTOMER.name, role: "customer", passwordHash }, now);
    const credits = [
      { kind: "topup", reason: "adjustment", amount: DEMO_TOPUP_BALANCE, key: "topup" },
      { kind: "cashback", reason: "cashback_earned", amount: DEMO_CASHBACK_BALANCE, key: "cashback" },
    ] as const;
    for (const credit of credits) {
      const posted = await postWalletEntry(trx, {
        userId: customer.id,
        kind: credit.kind,
        reason: credit.reason,
        amount: credit.amount,
        idempotencyKey: `demo:${customer.id}:${credit.key}`,
        note: "demo",
        now,
      });
      if (!posted.ok) throw new Error(`demo wallet credit failed: ${posted.reason}`);
    }
    for (const [index, card] of DEMO_GIFT_CARDS.entries()) {
      if (await findGiftCardByNumber(trx, card.number)) continue;
      await insertGiftCard(trx, { number: card.number, secretHash: cardHashes[index]!, amount: card.amount, createdBy: null, now });
    }
    const wine = await findTaxonIdByPermalink(trx, "wine");
    for (const coupon of demoCoupons(customer.id, wine)) {
      if (await findCouponByCode(trx, coupon.code)) continue;
      await insertCoupon(trx, { ...coupon, created_by: null, created_at: now.toISOString() });
    }
    return customer.email;
  });
}
