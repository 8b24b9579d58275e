import { randomBytes } from "node:crypto";
import { configuredPaymentMethods } from "~/adapters/payments/index.server";
import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { findAddress, listAddresses, saveAddressOnce } from "~/modules/accounts/index.server";
import { distinctAddresses } from "~/modules/accounts";
import { findOrderById, updateCurrentOrderFields, updateOrderGuarded, type OrderRecord } from "~/modules/orders/index.server";
import { findCartLines, findOrder, recomputeOrderTotals } from "~/modules/cart/index.server";
import { parseVariantOptions, variantOptionLabels } from "~/modules/catalog";
import type { User } from "~/db/schema";
import type { AddressParts } from "~/kernel/mongolia-places";
import { availableSlots, expressAvailable, validateSlot, type DeliverySlot, type DeliveryType } from "~/modules/delivery";
import { fail, ok, type Result } from "~/kernel/result";
import { deliveryQuote, type DeliveryRates } from "~/modules/delivery";
import type { PaymentMethod } from "~/modules/orders";
import type { Lng } from "~/i18n";
import type { CartOwner } from "~/modules/cart/index.server";
import { withZip } from "~/modules/places/index.server";
import type { CheckoutAddressInput } from "./forms";
import { findPickupLocations } from "./queries.server";
import type { AddressStepDefaults, AddressStepView } from "./view-models";
import { localized } from "~/kernel/localized";

/**
 * The checkout funnel: 1 cart -> 2 address (/checkout/address) -> 3 payment
 * (/checkout/payment) -> place (place-order.server.ts). The server keeps the order: the address step moves it to
 * `checkout_payment`, any cart change moves it back to `cart`, and the payment step is only
 * reachable from `checkout_payment`.
 *
 * Placing is one transaction: claim the idempotency key, re-check the slot and prices, take
 * the stock with guarded UPDATEs, move the order to its placed state. Payment providers are
 * called after the commit (the payments module's afterOrderEvent -> start_payment):
 * docs/decisions/021-placing-an-order-in-one-transaction.md.
 */

export const RATES: DeliveryRates = siteConfig.delivery.rates;

/** The delivery address as the order keeps it: a copy, so later edits of the saved address leave the order alone. */
export type DeliveryAddressSnapshot = AddressParts;

export type StepGate = { ok: true; order: OrderRecord } | { ok: false; redirect: "/cart" | "/checkout/address"; toastKey: string };

/** The order a checkout step works on, or where to send the shopper instead (empty cart, step skipped). */
export async function gateStep(db: DB, owner: CartOwner, step: "address" | "payment"): Promise<StepGate> {
  const current = await findOrder(db, owner);
  if (!current || current.item_count <= 0) return { ok: false, redirect: "/cart", toastKey: "checkout:toast.cartEmpty" };
  const order = await findOrderById(db, current.id);
  if (!order) return { ok: false, redirect: "/cart", toastKey: "checkout:toast.cartEmpty" };
  if (step === "payment" && order.state !== "checkout_payment") return { ok: false, redirect: "/checkout/address", toastKey: "checkout:toast.addressFirst" };
  return { ok: true, order };
}

/** Cart -> checkout: the begin_checkout moment (the cart page's button). */
export async function beginCheckout(db: DB, order: OrderRecord, now: Date): Promise<void> {
  if (order.state === "cart") {
    await updateOrderGuarded(db, { orderId: order.id, fromState: "cart", lockVersion: order.lock_version, toState: "checkout_address", patch: {}, now });
  }
}

export async function addressStepView(db: DB, order: OrderRecord, user: User | null, locale: Lng, now: Date): Promise<AddressStepView> {
  // One entry per place: an address book that gathered copies of one address lists it once.
  const saved = user ? distinctAddresses(await listAddresses(db, user.id)) : [];
  const snapshot = order.delivery_address ? (JSON.parse(order.delivery_address) as DeliveryAddressSnapshot) : null;
  const defaultAddress = saved.find((a) => a.is_default === 1) ?? saved[0];
  const slotDefault = order.delivery_slot ?? "";
  const defaults: AddressStepDefaults = {
    deliveryType: order.delivery_type ?? "simple",
    addressId: snapshot ? "new" : defaultAddress ? String(defaultAddress.id) : "new",
    country: snapshot?.country ?? "MN",
    city: snapshot?.city ?? "MN-1",
    district: snapshot && snapshot.city === "MN-1" ? snapshot.district : "",
    sum: snapshot && snapshot.city !== "MN-1" ? snapshot.district : "",
    khoroo: snapshot?.khoroo ?? "",
    street: snapshot?.street ?? "",
    detail: snapshot?.detail ?? "",
    zip: snapshot?.zip ?? "",
    pickupLocationId: order.pickup_location_id ? String(order.pickup_location_id) : "",
    slot: order.delivery_type === "simple" ? slotDefault : "",
    pickupSlot: order.delivery_type === "pickup" ? slotDefault : "",
    receiverName: order.receiver_name ?? user?.name ?? [user?.first_name, user?.last_name].filter(Boolean).join(" ") ?? "",
    receiverPhone: (order.receiver_phone ?? user?.phone ?? "").replace(/^\+976/, ""),
    email: order.email ?? user?.email ?? "",
    vatReceipt: order.vat_receipt,
    registryNumber: order.vat_registry_number ?? "",
    organisationName: order.vat_organisation_name ?? "",
  };
  return {
    savedAddresses: saved.map((a) => ({ id: a.id, country: a.country, city: a.city, district: a.district, khoroo: a.khoroo, street: a.street, detail: a.detail, zip: a.zip })),
    pickupLocations: (await findPickupLocations(db)).map((l) => ({
      id: l.id,
      name: localized(l, "name", locale),
      address: localized(l, "address", locale),
      opensAt: l.opens_at,
      closesAt: l.closes_at,
    })),
    slots: { simple: availableSlots(now, "simple"), pickup: availableSlots(now, "pickup") },
    expressOpen: expressAvailable(now),
    defaults,
    rates: RATES,
    freeShippingThreshold: siteConfig.delivery.freeShippingThreshold,
  };
}

export type FieldErrors = Record<string, string[]>;
export type SaveAddressResult = { ok: true } | { ok: false; fieldErrors: FieldErrors; formError?: string };

/** The slot checks' codes as the address form shows them. */
const SLOT_ERROR_KEY = {
  "delivery.slotRequired": "checkout:errors.slotRequired",
  "delivery.slotUnavailable": "checkout:errors.slotUnavailable",
  "delivery.expressClosed": "checkout:errors.expressClosed",
} as const;

/**
 * Stores the address step; on success the order waits at the payment step. The input has passed
 * the form's schema (`checkoutAddressSchema`, forms.ts); what is left needs the database or the
 * clock: the store and the saved address exist, the slot is still offered, the zone has a rate.
 */
export async function saveAddressStep(db: DB, order: OrderRecord, user: User | null, input: CheckoutAddressInput, now: Date): Promise<SaveAddressResult> {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);
  const type: DeliveryType = input.deliveryType;
  const where = input.destination;

  // Where: a store, a saved address, or the new one the form checked.
  let address: DeliveryAddressSnapshot | null = null;
  let pickupLocationId: number | null = null;
  if (where.kind === "pickup") {
    const location = (await findPickupLocations(db)).find((l) => l.id === where.locationId);
    if (!location) add("pickupLocationId", "checkout:errors.pickupLocationRequired");
    else pickupLocationId = location.id;
  } else if (where.kind === "saved") {
    const saved = user ? await findAddress(db, user.id, where.addressId) : undefined;
    if (!saved) add("addressId", "checkout:errors.addressRequired");
    else address = { country: saved.country, city: saved.city, district: saved.district, khoroo: saved.khoroo, street: saved.street, detail: saved.detail, zip: saved.zip };
  } else {
    // A zip code left empty is filled from the khoroo chosen (issue 21).
    address = await withZip(db, where.address);
  }

  // When: the slot must still be offered now (express: the shop must be open for it).
  const slot = validateSlot(now, type, input.slotId);
  if (!slot.ok) add(type === "pickup" ? "pickupSlot" : type === "express" ? "deliveryType" : "slot", SLOT_ERROR_KEY[slot.error]);

  if (Object.keys(errors).length > 0 || !slot.ok) return { ok: false, fieldErrors: errors, formError: "checkout:errors.fixFields" };

  // What it costs: the zone's rate; no rate -> the spec's "choose the location again".
  const quote = deliveryQuote(address, type, RATES, order.item_total, siteConfig.delivery.freeShippingThreshold);
  if (!quote.ok) return { ok: false, fieldErrors: { city: ["checkout:errors.rateUnavailable"] }, formError: "checkout:errors.rateUnavailable" };

  // "Save this address": once per place; the same address typed again is not stored twice.
  if (user && where.kind === "new" && where.save) {
    await saveAddressOnce(db, user.id, where.address, now);
  }
  const organisation = input.vat.receipt === "organisation" ? input.vat : null;
  await updateCurrentOrderFields(
    db,
    order.id,
    {
      delivery_type: type,
      delivery_address: address ? JSON.stringify(address) : null,
      delivery_zone: quote.zone?.id ?? null,
      pickup_location_id: pickupLocationId,
      delivery_slot: slot.slot.id,
      delivery_from: null,
      delivery_to: null,
      receiver_name: input.receiver.name,
      receiver_phone: input.receiver.phone,
      receiver_age_confirmed_at: now.toISOString(),
      email: input.email || user?.email || null,
      vat_receipt: input.vat.receipt,
      vat_registry_number: organisation?.registryNumber ?? null,
      vat_organisation_name: organisation?.organisationName ?? null,
    },
    now,
  );
  // Writes the delivery price with the totals.
  await recomputeOrderTotals(db, order.id, now, quote.cost);
  const fresh = await findOrderById(db, order.id);
  if (fresh && fresh.state !== "checkout_payment") {
    await updateOrderGuarded(db, { orderId: fresh.id, fromState: fresh.state, lockVersion: fresh.lock_version, toState: "checkout_payment", patch: {}, now });
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// The slot at the payment step

/** How many of the next free slots the payment step offers when the chosen one went away. */
export const NEXT_SLOTS_OFFERED = 4;

export type SlotCheck =
  | { state: "free" | "none" }
  /** No longer offered: `next` are the first free slots of the same kind (empty for express, which has no choice). */
  | { state: "gone"; error: "checkout:errors.slotUnavailable" | "checkout:errors.expressClosed"; next: DeliverySlot[] };

/** Whether the order's slot is still offered at `now` (the check placing makes), and what to offer instead. */
export function checkOrderSlot(order: Pick<OrderRecord, "delivery_type" | "delivery_slot">, now: Date): SlotCheck {
  const type = (order.delivery_type ?? "simple") as DeliveryType;
  if (type !== "express" && !order.delivery_slot) return { state: "none" };
  const checked = validateSlot(now, type, type === "express" ? "" : order.delivery_slot);
  if (checked.ok) return { state: "free" };
  if (type === "express") return { state: "gone", error: "checkout:errors.expressClosed", next: [] };
  return { state: "gone", error: "checkout:errors.slotUnavailable", next: availableSlots(now, type).slice(0, NEXT_SLOTS_OFFERED) };
}

/**
 * The payment step's "choose another time": stores a slot that is offered now. Only for simple
 * delivery and pickup (express has one window, implied by the moment of placing).
 */
export async function changeDeliverySlot(
  db: DB,
  order: OrderRecord,
  slotId: string,
  now: Date,
): Promise<Result<{ slot: DeliverySlot }, "checkout:errors.slotUnavailable" | "checkout:errors.slotRequired" | "checkout:errors.addressFirst">> {
  const type = (order.delivery_type ?? "simple") as DeliveryType;
  if (order.state !== "checkout_payment" || type === "express") return fail("checkout:errors.addressFirst");
  const checked = validateSlot(now, type, slotId);
  if (!checked.ok) return fail(checked.error === "delivery.slotRequired" ? "checkout:errors.slotRequired" : "checkout:errors.slotUnavailable");
  await updateCurrentOrderFields(db, order.id, { delivery_slot: checked.slot.id }, now);
  return ok({ slot: checked.slot });
}

// ---------------------------------------------------------------------------------------------
// Payment step

export interface PaymentOption {
  method: PaymentMethod;
  /** Instalment: the down payment (MNT) and what the lender finances. */
  downPayment?: number;
  financed?: number;
}

export function downPaymentFor(total: number): number {
  return Math.ceil((total * siteConfig.payments.instalment.downPaymentPercent) / 100);
}

/** The methods this order may be paid with: configuration order, providers configured, instalment from its minimum. */
export function paymentOptions(order: Pick<OrderRecord, "total">): PaymentOption[] {
  const configured = new Set<string>(configuredPaymentMethods());
  const options: PaymentOption[] = [];
  for (const method of siteConfig.payments.methods) {
    if (method === "bank_transfer") options.push({ method });
    else if (method === "instalment") {
      const hasDownPaymentMethod = configured.has("card") || configured.has("qpay");
      if (configured.has("instalment") && hasDownPaymentMethod && order.total >= siteConfig.payments.instalment.minimumTotal) {
        const downPayment = downPaymentFor(order.total);
        options.push({ method, downPayment, financed: order.total - downPayment });
      }
    } else if (configured.has(method)) options.push({ method });
  }
  return options;
}

export function newPlaceKey(): string {
  return randomBytes(18).toString("base64url");
}

// ---------------------------------------------------------------------------------------------
// Summary beside the steps

export async function checkoutSummary(db: DB, order: OrderRecord, locale: Lng) {
  const rows = await findCartLines(db, order.id);
  const lines = rows.map((r) => ({
    id: r.id,
    name: localized(r, "name", locale),
    // The variant bought (volume, size, colour), named in the page's language.
    options: variantOptionLabels(parseVariantOptions(r.variant_options), locale),
    quantity: r.quantity,
    lineTotal: r.unit_price * r.quantity,
  }));
  const known = order.state === "checkout_payment";
  return {
    lines,
    totals: {
      itemCount: order.item_count,
      itemTotal: order.item_total,
      delivery: known ? order.ship_total : null,
      discounts: order.adjustment_total,
      storeCredit: order.store_credit_total,
      total: order.total,
      vatIncluded: order.tax_total,
    },
  };
}
