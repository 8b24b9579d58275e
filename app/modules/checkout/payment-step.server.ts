import type { TFunction } from "i18next";
import { configuredPaymentMethods } from "~/adapters/payments/index.server";
import type { DB } from "~/db/client.server";
import { findOrderById, type OrderRecord } from "~/modules/orders/index.server";
import { recomputeOrderTotals } from "~/modules/cart/index.server";
import { findCity, findUbDistrict, placeName } from "~/kernel/mongolia-places";
import { expectedDeliveryWindow, type DeliveryType } from "~/modules/delivery";
import type { Lng } from "~/i18n";
import { requoteAdjustments, walletPanel } from "./adjustments.server";
import { checkoutSummary, newPlaceKey, paymentOptions, type DeliveryAddressSnapshot } from "./checkout.server";
import { findPickupLocations } from "./queries.server";

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

export function addressLine(snapshot: DeliveryAddressSnapshot, locale: Lng): string {
  const city = findCity(snapshot.city);
  const district = findUbDistrict(snapshot.district);
  return [city ? placeName(city, locale) : snapshot.city, district ? placeName(district, locale) : snapshot.district, snapshot.khoroo, snapshot.street, snapshot.detail]
    .filter((part) => part && part.trim() !== "")
    .join(", ");
}

async function deliveryRecap(db: DB, order: OrderRecord, locale: Lng, t: TFunction, now: Date) {
  const type = (order.delivery_type ?? "simple") as DeliveryType;
  let place = "";
  if (type === "pickup") {
    const location = (await findPickupLocations(db)).find((l) => l.id === order.pickup_location_id);
    place = location ? `${locale === "en" ? location.name_en : location.name_mn} — ${locale === "en" ? location.address_en : location.address_mn}` : "";
  } else if (order.delivery_address) {
    place = addressLine(JSON.parse(order.delivery_address) as DeliveryAddressSnapshot, locale);
  }
  const window = expectedDeliveryWindow({ type, slotId: order.delivery_slot, confirmedAt: now });
  const when =
    type === "express"
      ? t("checkout:payment.expressWindow")
      : window
        ? `${window.date}, ${window.from}–${window.to}`
        : "";
  const vatReceipt =
    order.vat_receipt === "organisation"
      ? `${t("checkout:address.vat.organisation")}: ${order.vat_organisation_name ?? ""} (${order.vat_registry_number ?? ""})`
      : t("checkout:address.vat.person");
  return { type, place, window: when, receiver: `${order.receiver_name ?? ""}, ${order.receiver_phone ?? ""}`, vatReceipt };
}
