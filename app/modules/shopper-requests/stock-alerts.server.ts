import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { queueMessage } from "~/adapters/messages/index.server";
import { queueBackInStockPushInTx } from "~/modules/push/index.server";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { DAY_MS, HOUR_MS } from "~/kernel/dates";
import { normaliseEmail } from "~/kernel/identifiers";
import { fail, ok, type Result } from "~/kernel/result";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import {
  alertsDue,
  ALERTS_PER_ACCOUNT,
  confirmationOpen,
  GUEST_ALERTS_PER_EMAIL_PER_DAY,
  GUEST_ALERTS_PER_IP_PER_HOUR,
  subscriberKey,
} from "./domain/stock-alert";
import type { RestockInput } from "./forms";
import { messageLocale, renderAlertConfirmation, renderBackInStock } from "./messages";
import {
  activeAlertsOfVariant,
  addStock,
  awaitedVariants,
  confirmAlert,
  countLiveAlertsOfUser,
  dropPendingAlert,
  findAccountContacts,
  findAlertByTokenHash,
  findLiveAlert,
  findVariantBySku,
  findVariantProduct,
  findVariantForRequest,
  insertStockAlert,
  isUniqueViolation,
  markAlertNotified,
  onHandOfVariant,
} from "./queries.server";
import type { RestockError, StockAlertError } from "./status";
import type { AwaitedVariantView } from "./view-models";
import { localized } from "~/kernel/localized";

/**
 * Back in stock (issue 16): 'tell me when it is back' on a sold-out variant. A signed-in shopper
 * subscribes with one click (the message goes to the account's confirmed e-mail, else its phone);
 * a guest gives an e-mail and the subscription counts only after the link sent to it is used.
 * When a restock leaves stock on hand, each waiting subscriber gets one message in their language
 * and the subscription ends; the messages are outbox rows written in the restock's transaction.
 */

export const AWAITED_SHOWN = 50;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function liveAlertOfUser(db: DB, userId: number, variantId: number) {
  return (await findLiveAlert(db, variantId, subscriberKey({ kind: "user", userId }))) ?? null;
}

export type SubscribeResult = Result<{ state: "active" | "pending" }, StockAlertError>;

export interface SubscribeInput {
  productId: number;
  variantId: number;
  /** The signed-in shopper, or null for a guest (who then gives `email`). */
  userId: number | null;
  email?: string | undefined;
  locale: string;
  clientIp: string;
  origin: string;
}

export async function subscribeToStockAlert(db: DB, now: Date, input: SubscribeInput): Promise<SubscribeResult> {
  const variant = await findVariantForRequest(db, { productId: input.productId, variantId: input.variantId });
  if (!variant) return fail("requests:errors.variantNotFound");
  if (Number(variant.on_hand) > 0) return fail("requests:errors.inStock");
  const stamp = now.toISOString();

  if (input.userId !== null) {
    const account = await findAccountContacts(db, input.userId);
    const channel = account?.email && account.email_confirmed_at ? "email" : account?.phone && account.phone_confirmed_at ? "sms" : null;
    if (!account || !channel) return fail("requests:errors.noContact");
    const subscriber = subscriberKey({ kind: "user", userId: account.id });
    if (await findLiveAlert(db, variant.id, subscriber)) return ok({ state: "active" });
    if ((await countLiveAlertsOfUser(db, account.id)) >= ALERTS_PER_ACCOUNT) return fail("requests:errors.tooManyAlerts");
    try {
      await insertStockAlert(db, {
        variant_id: variant.id,
        user_id: account.id,
        subscriber,
        channel,
        recipient: channel === "email" ? account.email! : account.phone!,
        locale: messageLocale(account.locale),
        state: "active",
        confirm_token_hash: null,
        created_at: stamp,
        confirmed_at: stamp,
        notified_at: null,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return ok({ state: "active" });
  }

  const email = input.email ? normaliseEmail(input.email) : null;
  if (!email) return fail("auth:errors.emailRequired");
  const subscriber = subscriberKey({ kind: "email", email });
  const live = await findLiveAlert(db, variant.id, subscriber);
  // A guest hears 'check your e-mail' whether or not the address already waits: nothing tells a
  // stranger which addresses subscribed.
  if (live && (live.state === "active" || confirmationOpen(live.created_at, now))) return ok({ state: "pending" });
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  if (!(await hitRateLimit(db, `stock-alert:ip:${input.clientIp}`, GUEST_ALERTS_PER_IP_PER_HOUR, hourAgo, now))) return fail("requests:errors.tooManyAlerts");
  if (!(await hitRateLimit(db, `stock-alert:email:${email}`, GUEST_ALERTS_PER_EMAIL_PER_DAY, dayAgo, now))) return fail("requests:errors.tooManyAlerts");
  const token = randomBytes(24).toString("base64url");
  const locale = messageLocale(input.locale);
  const message = renderAlertConfirmation(locale, { name: localized(variant, "name", locale) }, `${input.origin.replace(/\/+$/, "")}/stock-alerts?token=${token}`);
  try {
    await inTransaction(db, async (trx) => {
      if (live) await dropPendingAlert(trx, live.id);
      await insertStockAlert(trx, {
        variant_id: variant.id,
        user_id: null,
        subscriber,
        channel: "email",
        recipient: email,
        locale,
        state: "pending",
        confirm_token_hash: hashToken(token),
        created_at: stamp,
        confirmed_at: null,
        notified_at: null,
      });
      await queueMessage(trx, { channel: "email", recipient: email, subject: message.subject, text: message.text, html: message.html }, now);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return ok({ state: "pending" });
}

export type AlertLinkResult = Result<{ productName: { mn: string; en: string }; slug: string }, "requests:errors.confirmLinkDead">;

/** What a confirmation link is for (GET shows it and a button; only the POST confirms, so a mail scanner opening links confirms nothing). */
export async function stockAlertLink(db: DB, now: Date, token: string): Promise<AlertLinkResult> {
  const alert = await findAlertByTokenHash(db, hashToken(token));
  if (!alert || alert.state !== "pending" || !confirmationOpen(alert.created_at, now)) return fail("requests:errors.confirmLinkDead");
  return ok({ productName: { mn: alert.name_mn, en: alert.name_en }, slug: alert.slug });
}

export type ConfirmAlertResult = Result<{ slug: string; inStockNow: boolean }, "requests:errors.confirmLinkDead">;

/**
 * Confirms a guest's subscription once. Stock that came back while the link waited is told at
 * once (the same single message), so the subscriber does not wait for a restock that already happened.
 */
export async function confirmStockAlert(db: DB, now: Date, token: string, origin: string): Promise<ConfirmAlertResult> {
  const alert = await findAlertByTokenHash(db, hashToken(token));
  if (!alert || alert.state !== "pending" || !confirmationOpen(alert.created_at, now)) return fail("requests:errors.confirmLinkDead");
  const confirmed = await inTransaction(db, async (trx) => {
    if (!(await confirmAlert(trx, alert.id, now))) return null;
    const onHand = await onHandOfVariant(trx, alert.variant_id);
    if (alertsDue(onHand)) await notifyWaiting(trx, alert.variant_id, now, origin);
    return { inStockNow: alertsDue(onHand) };
  });
  if (!confirmed) return fail("requests:errors.confirmLinkDead");
  return ok({ slug: alert.slug, inStockNow: confirmed.inStockNow });
}

/** One message to every active subscriber of the variant, each moved to 'notified' first (a guarded UPDATE: told once). */
async function notifyWaiting(trx: Transaction<Database>, variantId: number, now: Date, origin: string): Promise<number> {
  const product = await findVariantProduct(trx, variantId);
  if (!product) return 0;
  let told = 0;
  for (const alert of await activeAlertsOfVariant(trx, variantId)) {
    if (!(await markAlertNotified(trx, alert.id, now))) continue;
    const locale = messageLocale(alert.locale);
    const message = renderBackInStock(alert.channel, locale, { name: localized(product, "name", locale), link: `${origin.replace(/\/+$/, "")}/products/${product.slug}?variant=${variantId}` });
    await queueMessage(trx, { channel: alert.channel, recipient: alert.recipient, subject: message.subject, text: message.text, html: message.html }, now);
    // A signed-in subscriber's linked devices hear it by push too (decision 058).
    if (alert.user_id !== null) await queueBackInStockPushInTx(trx, { userId: alert.user_id, product: { name: { mn: product.name_mn, en: product.name_en }, slug: product.slug }, variantId }, now);
    told += 1;
  }
  return told;
}

export type RestockResult = Result<{ sku: string; onHand: number; notified: number }, RestockError>;

/**
 * The staff's restock: adds stock to a variant and, when that leaves stock on hand, tells the
 * waiting subscribers, all in one transaction (queued with the checkouts of that variant on
 * PostgreSQL). Messages are outbox rows: nothing is sent inside the transaction.
 */
export async function restockVariant(db: DB, now: Date, input: RestockInput, origin: string): Promise<RestockResult> {
  const variant = await findVariantBySku(db, input.sku);
  if (!variant) return fail("requests:errors.skuNotFound");
  const done = await inTransaction(
    db,
    async (trx) => {
      await addStock(trx, variant.id, input.quantity, now);
      const onHand = await onHandOfVariant(trx, variant.id);
      const notified = alertsDue(onHand) ? await notifyWaiting(trx, variant.id, now, origin) : 0;
      return { onHand, notified };
    },
    { queueOn: [`stock:${variant.id}`] },
  );
  return ok({ sku: variant.sku, ...done });
}

export async function staffAwaitedVariants(db: DB): Promise<AwaitedVariantView[]> {
  return (await awaitedVariants(db, AWAITED_SHOWN)).map((row) => ({
    variantId: row.variant_id,
    sku: row.sku,
    slug: row.slug,
    productName: { mn: row.name_mn, en: row.name_en },
    waiting: Number(row.waiting),
    onHand: Number(row.on_hand),
  }));
}
