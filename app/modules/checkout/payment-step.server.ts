import type { TFunction } from "i18next";
import { configuredPaymentMethods } from "~/adapters/payments/index.server";
import type { DB } from "~/db/client.server";
import { findOrderById, type OrderRecord } from "~/modules/orders/index.server";
import { recomputeOrderTotals } from "~/modules/cart/index.server";
import { siteConfig } from "~/config/site";
import { formatShopWindow } from "~/kernel/dates";
import { describeAddress } from "~/kernel/mongolia-places";
import { expectedDeliveryWindow, ulaanbaatarInstant, type DeliverySlot, type DeliveryType } from "~/modules/delivery";
import type { Lng } from "~/i18n";
import { requoteAdjustments, walletPanel } from "./adjustments.server";
import { checkOrderSlot, checkoutSummary, newPlaceKey, paymentOptions, type DeliveryAddressSnapshot } from "./checkout.server";
import type { DeliveryRecapView, SlotChoice } from "./view-models";
import { findPickupLocations } from "./queries.server";
import { localized } from "~/kernel/localized";

/** What the payment step shows: prices as of now, the methods, a fresh idempotency key and a recap of step 2. */
export async function paymentStepView(db: DB, order: OrderRecord, locale: Lng, t: TFunction, now: Date, userId: number | null) {
  await recomputeOrderTotals(db, order.id, now);
  // The cart may have changed since a code or store credit was applied: re-check quietly.
  await requoteAdjustments(db, order.id, now);
  const fresh = (await findOrderById(db, order.id)) ?? order;
  const configured = configuredPaymentMethods();
  return {
    coupon: fresh.coupon_code ? { code: fresh.coupon_code, discount: fresh.adjustment_total } : null,
    wallet: userId !== null ? await walletPanel(db, fresh, userId) : null,
    nothingToPay: fresh.total === 0,
    options: paymentOptions(fresh),
    downPaymentMethods: (["qpay", "card"] as const).filter((m) => configured.includes(m)),
    placeKey: newPlaceKey(),
    recap: await deliveryRecap(db, fresh, locale, t, now),
    summary: await checkoutSummary(db, fresh, locale),
  };
}

/** A slot as the payment step offers it: its id and its window worded like the order page's. */
export function slotChoice(slot: DeliverySlot, locale: Lng): SlotChoice {
  const startsAt = ulaanbaatarInstant(slot.date, slot.from).toISOString();
  const endsAt = ulaanbaatarInstant(slot.date, slot.to).toISOString();
  return { id: slot.id, label: formatShopWindow(startsAt, endsAt, locale, siteConfig.timeZone) };
}

/**
 * Step 2 as the payment step repeats it. The address and the window are worded by the shop's one
 * address formatter (describeAddress) and one window formatter (formatShopWindow), as on the order
 * page; the slot is checked now, the way placing will check it, so a slot that went away is said
 * here with the next free ones to choose from, not only when the order is placed.
 */
async function deliveryRecap(db: DB, order: OrderRecord, locale: Lng, t: TFunction, now: Date): Promise<DeliveryRecapView> {
  const type = (order.delivery_type ?? "simple") as DeliveryType;
  let place = "";
  if (type === "pickup") {
    const location = (await findPickupLocations(db)).find((l) => l.id === order.pickup_location_id);
    place = location ? `${localized(location, "name", locale)} — ${localized(location, "address", locale)}` : "";
  } else if (order.delivery_address) {
    place = describeAddress(JSON.parse(order.delivery_address) as DeliveryAddressSnapshot, locale);
  }
  const checked = checkOrderSlot(order, now);
  const window = type === "express" ? null : expectedDeliveryWindow({ type, slotId: order.delivery_slot, confirmedAt: now });
  const when =
    type === "express"
      ? t("checkout:payment.expressWindow")
      : window
        ? formatShopWindow(window.startsAt, window.endsAt, locale, siteConfig.timeZone)
        : "";
  const vatReceipt =
    order.vat_receipt === "organisation"
      ? `${t("checkout:address.vat.organisation")}: ${order.vat_organisation_name ?? ""} (${order.vat_registry_number ?? ""})`
      : t("checkout:address.vat.person");
  return {
    type,
    place,
    window: when,
    slot:
      checked.state === "gone"
        ? { state: "gone", error: checked.error, next: checked.next.map((slot) => slotChoice(slot, locale)) }
        : { state: checked.state, error: null, next: [] },
    receiver: `${order.receiver_name ?? ""}, ${order.receiver_phone ?? ""}`,
    vatReceipt,
  };
}
