import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { applyOrderEventInTx, claimIdempotencyKey, findIdempotencyKey, findLinePrices, findOrderById, findOrderVariantIds, takeStock, type OrderRecord } from "~/modules/orders/index.server";
import { siteConfig } from "~/config/site";
import { cartTotals } from "~/modules/cart";
import { validateSlot, type DeliveryType } from "~/modules/delivery";
import type { PaymentMethod } from "~/modules/orders";
import { effectivePrice } from "~/modules/catalog";
import type { Lng } from "~/i18n";
import { findOrder, type CartOwner } from "~/modules/cart/index.server";
import { afterOrderEvent } from "~/modules/payments/index.server";
import { HOUR_MS } from "~/kernel/dates";
import { spendForOrder } from "~/modules/wallet/index.server";
import type { PlaceOrderInput } from "./forms";
import type { PlaceError } from "./status";
import { holdCoupon } from "./adjustments.server";
import { configuredPaymentMethods } from "~/adapters/payments/index.server";
import { downPaymentFor, paymentOptions } from "./checkout.server";
import type { SearchIndex } from "~/modules/search";

/**
 * Placing the order (docs/decisions/021-placing-an-order-in-one-transaction.md): one transaction
 * claims the form's idempotency key, re-checks the slot and the prices against the total the
 * shopper saw, holds the code and takes the store credit, takes the stock with guarded UPDATEs and
 * moves the order to its placed state. Payment providers, e-mail and the search index are called
 * after the commit (afterOrderEvent, app/modules/payments).
 */

export type PlaceResult =
  | { ok: true; order: OrderRecord; repeated: boolean }
  | { ok: false; error: PlaceError; outOfStock?: number[] };

class Refused extends Error {
  constructor(readonly result: Extract<PlaceResult, { ok: false }>) {
    super(result.error);
  }
}

function paymentDueAt(method: PaymentMethod, now: Date): string {
  const hours =
    method === "bank_transfer"
      ? siteConfig.payments.bankTransfer.deadlineHours
      : method === "instalment"
        ? siteConfig.payments.instalment.downPaymentDueHours
        : siteConfig.payments.payWithinHours;
  return new Date(now.getTime() + hours * HOUR_MS).toISOString();
}

/**
 * Places the owner's order. The key is claimed first, inside the same transaction: a repeat
 * of a placed key answers with that order (repeated: true); a refused attempt rolls the claim
 * back with everything else, so the shopper can fix the problem and press the same button.
 */
export async function placeOrder(
  db: DB,
  owner: CartOwner,
  input: PlaceOrderInput,
  context: { locale: Lng; now: Date; origin: string; userId: number | null; searchIndex: SearchIndex },
): Promise<PlaceResult> {
  const { now } = context;
  const scopedKey = `place:${input.placeKey}`;
  const seen = await findIdempotencyKey(db, scopedKey);
  if (seen?.order_id) {
    const order = await findOrderById(db, seen.order_id);
    if (order) return { ok: true, order, repeated: true };
  }
  const current = await findOrder(db, owner);
  if (!current || current.item_count <= 0) return { ok: false, error: "checkout:errors.cartEmpty" };

  const order0 = await findOrderById(db, current.id);
  if (!order0) return { ok: false, error: "checkout:errors.cartEmpty" };
  // Nothing left to pay (discounts and store credit cover it): no method is needed.
  const method = order0.total === 0 ? undefined : input.paymentMethod;
  if (method === undefined && order0.total > 0) return { ok: false, error: "checkout:errors.paymentMethodUnavailable" };
  if (method !== undefined && !paymentOptions(order0).some((o) => o.method === method)) return { ok: false, error: "checkout:errors.paymentMethodUnavailable" };
  const configured = configuredPaymentMethods() as string[];
  const downPaymentMethod = method === "instalment" ? input.downPaymentMethod : undefined;
  if (method === "instalment" && (!downPaymentMethod || !configured.includes(downPaymentMethod))) {
    return { ok: false, error: "checkout:errors.downPaymentMethodRequired" };
  }

  // Shoppers buying the same variant, using one coupon or one wallet take turns on PostgreSQL.
  const queueOn = [
    ...(await findOrderVariantIds(db, current.id)).map((id) => `stock:${id}`),
    ...(order0.coupon_id !== null ? [`coupon:${order0.coupon_id}`] : []),
    ...(order0.user_id !== null && order0.store_credit_total > 0 ? [`wallet:${order0.user_id}`] : []),
  ];
  try {
    const placed = await inTransaction(db, async (trx) => {
      if (!(await claimIdempotencyKey(trx, scopedKey, "place_order", current.id, now))) {
        const again = await findIdempotencyKey(trx, scopedKey);
        const order = again?.order_id ? await findOrderById(trx, again.order_id) : undefined;
        if (order && order.state !== "checkout_payment") return { repeated: true as const, order };
        throw new Refused({ ok: false, error: "checkout:errors.changedConcurrently" });
      }
      const order = await findOrderById(trx, current.id);
      if (!order || order.item_count <= 0) throw new Refused({ ok: false, error: "checkout:errors.cartEmpty" });
      if (order.state !== "checkout_payment") throw new Refused({ ok: false, error: "checkout:errors.addressFirst" });

      const type = (order.delivery_type ?? "simple") as DeliveryType;
      const slot = validateSlot(now, type, type === "express" ? "" : order.delivery_slot);
      if (!slot.ok) throw new Refused({ ok: false, error: slot.error === "delivery.expressClosed" ? "checkout:errors.expressClosed" : "checkout:errors.slotUnavailable" });

      // Prices at this moment; the shopper confirmed the total they saw.
      const lines = await findLinePrices(trx, order.id);
      const priced = lines.map((l) => ({ id: l.id, old: l.unit_price, unitPrice: effectivePrice(l, now).selling_price, quantity: l.quantity }));
      const totals = cartTotals({ lines: priced, delivery: order.ship_total, discounts: order.adjustment_total, storeCredit: order.store_credit_total });
      if (totals.total !== input.expectedTotal || totals.itemsTotal !== order.item_total) {
        throw new Refused({ ok: false, error: "checkout:errors.totalChanged" });
      }

      // Discounts and store credit: the code's use and the wallet debit commit with the order.
      const held = await holdCoupon(trx, order, now);
      if (!held.ok) throw new Refused({ ok: false, error: held.error });
      if (!(await spendForOrder(trx, order, now))) throw new Refused({ ok: false, error: "checkout:errors.walletChanged" });

      const preferred = type === "pickup" ? order.pickup_location_id : null;
      const { short } = await takeStock(trx, order.id, preferred, now);
      if (short.length > 0) throw new Refused({ ok: false, error: "checkout:errors.outOfStock", outOfStock: short });

      const window = slot.slot;
      const downPayment = method === "instalment" ? downPaymentFor(order.total) : null;
      const applied = await applyOrderEventInTx(
        trx,
        { ...order, down_payment: downPayment },
        "place",
        { actor: "shopper", now, userId: context.userId, paymentMethod: method, searchIndex: context.searchIndex },
        {
          placed_at: now.toISOString(),
          payment_due_at: method ? paymentDueAt(method, now) : null,
          down_payment: downPayment,
          down_payment_method: downPaymentMethod ?? null,
          e_receipt: order.total > 0 ? "pending" : "not_required",
          locale: context.locale,
          delivery_slot: window.id,
        },
      );
      if (!applied.ok) {
        if (applied.error !== "order.changedConcurrently") console.error(`[checkout] placing ${order.number} refused by the order rules: ${applied.error}`);
        throw new Refused({ ok: false, error: applied.error === "order.downPaymentInvalid" ? "checkout:errors.paymentMethodUnavailable" : "checkout:errors.changedConcurrently" });
      }
      return { repeated: false as const, order: applied.order, applied };
    }, { queueOn });
    if (placed.repeated) return { ok: true, order: placed.order, repeated: true };
    await afterOrderEvent(db, placed.applied, { actor: "shopper", now, origin: context.origin, userId: context.userId, searchIndex: context.searchIndex }, await findOrderVariantIds(db, placed.order.id));
    const fresh = (await findOrderById(db, placed.order.id)) ?? placed.order;
    return { ok: true, order: fresh, repeated: false };
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
