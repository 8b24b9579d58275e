import { randomBytes } from "node:crypto";
import { queueMessage } from "~/adapters/messages/index.server";
import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { DAY_MS, formatShopDate } from "~/kernel/dates";
import { fail, ok, type Result } from "~/kernel/result";
import { effectivePrice } from "~/modules/catalog";
import { insertCoupon } from "~/modules/coupons/index.server";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import {
  checkOpinionAmount,
  confirmedContacts,
  OPINION_COUPON_DAYS,
  opinionCouponCode,
  opinionDiscount,
  OPINIONS_PER_DAY,
  ownContact,
  type AccountContacts,
} from "./domain/price-opinion";
import type { AnswerOpinionInput, PriceOpinionInput } from "./forms";
import { messageLocale, renderOpinionAnswer } from "./messages";
import {
  answerOpinion,
  findAccountContacts,
  findOpenOpinion,
  findOpinion,
  findVariantForRequest,
  insertPriceOpinion,
  isUniqueViolation,
  opinionQueue,
  opinionsOfUser,
} from "./queries.server";
import { liveAlertOfUser } from "./stock-alerts.server";
import type { AnswerOpinionError, PriceOpinionError } from "./status";
import type { PriceOpinionView, ProductRequestsPanel, RequestsViewer } from "./view-models";
import { localized } from "~/kernel/localized";

/**
 * Price opinions (issue 16): a signed-in shopper says what they would pay for a product, staff
 * accept it with a one-time coupon for that product and shopper, or decline it with a reason;
 * the answer reaches the shopper through the outbox in their language.
 */

export const ACCOUNT_OPINIONS_SHOWN = 100;
export const STAFF_ANSWERED_SHOWN = 50;

type OpinionRow = Awaited<ReturnType<typeof opinionsOfUser>>[number];

function contactsOf(row: { email: string | null; email_confirmed_at: string | null; phone: string | null; phone_confirmed_at: string | null }): AccountContacts {
  return { email: row.email, emailConfirmed: row.email_confirmed_at !== null, phone: row.phone, phoneConfirmed: row.phone_confirmed_at !== null };
}

function opinionView(row: OpinionRow): PriceOpinionView {
  return {
    id: row.id,
    productName: { mn: row.name_mn, en: row.name_en },
    slug: row.slug,
    variantId: row.variant_id,
    amount: row.amount,
    priceAtRequest: row.price_at_request,
    note: row.note,
    contactKind: row.contact_kind,
    contact: row.contact,
    state: row.state,
    declineReason: row.decline_reason,
    coupon: row.coupon_code ? { code: row.coupon_code, lastUsableAt: row.coupon_ends_at ? new Date(Date.parse(row.coupon_ends_at) - 1).toISOString() : null, used: Number(row.coupon_used_count ?? 0) > 0 } : null,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
  };
}

/** The signed-in shopper's side of the product page's request blocks. */
export async function requestsViewer(db: DB, userId: number, productId: number, variantId: number): Promise<RequestsViewer> {
  const account = await findAccountContacts(db, userId);
  const open = await findOpenOpinion(db, userId, productId);
  return {
    contacts: account ? confirmedContacts(contactsOf(account)) : [],
    openOpinion: open ? { amount: open.amount } : null,
    alertSubscribed: (await liveAlertOfUser(db, userId, variantId)) !== null,
  };
}

export type SendOpinionResult = Result<{ id: number }, PriceOpinionError>;

export async function sendPriceOpinion(db: DB, now: Date, userId: number, input: PriceOpinionInput): Promise<SendOpinionResult> {
  const variant = await findVariantForRequest(db, { productId: input.productId, variantId: input.variantId });
  if (!variant) return fail("requests:errors.variantNotFound");
  const account = await findAccountContacts(db, userId);
  const contact = account ? ownContact(contactsOf(account), input.contact) : null;
  if (!account || !contact) return fail("requests:errors.ownContactOnly");
  const sellingPrice = effectivePrice(variant, now).selling_price;
  const amountError = checkOpinionAmount(input.amount, sellingPrice);
  if (amountError) return fail(amountError);
  if (await findOpenOpinion(db, userId, variant.product_id)) return fail("requests:errors.alreadyOpen");
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  if (!(await hitRateLimit(db, `price-opinion:user:${userId}`, OPINIONS_PER_DAY, since, now))) return fail("requests:errors.tooManyOpinions");
  try {
    const row = await insertPriceOpinion(db, {
      user_id: userId,
      product_id: variant.product_id,
      variant_id: variant.id,
      amount: input.amount,
      price_at_request: sellingPrice,
      note: input.note ? input.note : null,
      contact_kind: contact.kind,
      contact: contact.value,
      locale: messageLocale(account.locale),
      coupon_id: null,
      decline_reason: null,
      answered_by: null,
      answered_at: null,
      created_at: now.toISOString(),
    });
    return ok({ id: row.id });
  } catch (error) {
    // Two posts at once: the partial unique index keeps one open request per shopper and product.
    if (isUniqueViolation(error)) return fail("requests:errors.alreadyOpen");
    throw error;
  }
}

export async function userPriceOpinions(db: DB, userId: number): Promise<PriceOpinionView[]> {
  return (await opinionsOfUser(db, userId, ACCOUNT_OPINIONS_SHOWN)).map(opinionView);
}

export async function staffPriceOpinionQueue(db: DB): Promise<PriceOpinionView[]> {
  return (await opinionQueue(db, STAFF_ANSWERED_SHOWN)).map(opinionView);
}

class AnsweredFirst extends Error {}

export type AnswerOpinionResult = Result<{ state: "accepted" | "declined"; couponCode: string | null }, AnswerOpinionError>;

/**
 * Accepts (a one-time coupon: usage limit 1, bound to the shopper, valid for that product only,
 * OPINION_COUPON_DAYS days, taking off the difference the shopper asked for) or declines an open
 * opinion. The answer, the coupon and the outbox row are one transaction; a second answer
 * (another member of staff, a double click) finds the opinion answered and changes nothing.
 */
export async function answerPriceOpinion(db: DB, now: Date, staffId: number, input: AnswerOpinionInput, origin: string): Promise<AnswerOpinionResult> {
  const opinion = await findOpinion(db, input.id);
  if (!opinion) return fail("requests:errors.opinionNotFound");
  if (opinion.state !== "open") return fail("requests:errors.alreadyAnswered");
  const locale = messageLocale(opinion.locale);
  const link = `${origin.replace(/\/+$/, "")}/account/price-opinions`;
  const productName = localized(opinion, "name", locale);
  try {
    return await inTransaction(db, async (trx) => {
      let coupon: { code: string; lastDay: string } | null = null;
      if (input.intent === "accept") {
        const endsAt = new Date(now.getTime() + OPINION_COUPON_DAYS * DAY_MS).toISOString();
        const row = await insertCoupon(trx, {
          code: opinionCouponCode(randomBytes(10)),
          kind: "coupon",
          title_mn: `Үнийн санал: ${opinion.name_mn}`.slice(0, 200),
          title_en: `Price opinion: ${opinion.name_en}`.slice(0, 200),
          discount_type: "amount",
          discount_value: opinionDiscount(opinion.price_at_request, opinion.amount),
          min_order: 0,
          starts_at: now.toISOString(),
          ends_at: endsAt,
          usage_limit: 1,
          per_user_limit: 1,
          first_order_only: 0,
          signed_in_only: 1,
          eligible_taxon_ids: null,
          eligible_product_ids: JSON.stringify([opinion.product_id]),
          voucher_balance: null,
          owner_user_id: opinion.user_id,
          created_by: staffId,
          created_at: now.toISOString(),
        });
        if (!(await answerOpinion(trx, opinion.id, { state: "accepted", couponId: row.id }, staffId, now))) throw new AnsweredFirst();
        coupon = { code: row.code, lastDay: formatShopDate(new Date(Date.parse(endsAt) - 1).toISOString(), locale, siteConfig.timeZone) };
      } else if (!(await answerOpinion(trx, opinion.id, { state: "declined", reason: input.reason }, staffId, now))) {
        throw new AnsweredFirst();
      }
      const channel = opinion.contact_kind === "email" ? "email" : "sms";
      const message = renderOpinionAnswer(channel, locale, { productName, amount: opinion.amount, coupon, reason: input.intent === "decline" ? input.reason : null, link });
      // Queued in the transaction (an outbox row), delivered after it commits.
      await queueMessage(trx, { channel, recipient: opinion.contact, subject: message.subject, text: message.text, html: message.html }, now);
      return ok({ state: input.intent === "accept" ? ("accepted" as const) : ("declined" as const), couponCode: coupon?.code ?? null });
    });
  } catch (error) {
    if (error instanceof AnsweredFirst) return fail("requests:errors.alreadyAnswered");
    throw error;
  }
}

/** The product page's request blocks: the same for every guest (the page is cached for them), the shopper's own state when signed in. */
export async function productRequestsPanel(
  db: DB,
  userId: number | null,
  page: { productId: number; variantId: number; slug: string; onHand: number; sellingPrice: number },
): Promise<ProductRequestsPanel> {
  return {
    productId: page.productId,
    variantId: page.variantId,
    slug: page.slug,
    soldOut: page.onHand <= 0,
    sellingPrice: page.sellingPrice,
    viewer: userId === null ? null : await requestsViewer(db, userId, page.productId, page.variantId),
  };
}
