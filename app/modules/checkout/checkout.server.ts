import { randomBytes } from "node:crypto";
import { configuredPaymentMethods } from "~/adapters/payments/index.server";
import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { findAddress, insertAddress, listAddresses } from "~/modules/accounts/index.server";
import { findOrderById, updateCurrentOrderFields, updateOrderGuarded, type OrderRecord } from "~/modules/orders/index.server";
import { findCartLines, findCurrentOrderByToken, findCurrentOrderByUser, recomputeOrderTotals } from "~/modules/cart/index.server";
import type { User } from "~/db/schema";
import type { AddressParts } from "~/kernel/mongolia-places";
import { REGISTRY_NUMBER_PATTERN } from "~/modules/accounts";
import { availableSlots, expressAvailable, validateSlot, type DeliverySlot, type DeliveryType } from "./domain/delivery-slots";
import { deliveryQuote, type DeliveryRates } from "./domain/delivery-zones";
import { validateReceiver } from "./domain/receiver";
import type { PaymentMethod } from "~/modules/orders";
import type { Lng } from "~/i18n";
import type { CartOwner } from "~/modules/cart/index.server";
import { AddressFormSchema } from "~/modules/accounts";
import type { CheckoutAddressInput } from "./forms";
import { emailField } from "~/modules/accounts";

/**
 * The checkout funnel: 1 cart -> 2 address (/checkout/address) -> 3 payment
 * (/checkout/payment) -> place (place-order.server.ts). The server keeps the order: the address step moves it to
 * `checkout_payment`, any cart change moves it back to `cart`, and the payment step is only
 * reachable from `checkout_payment`.
 *
 * Placing is one transaction: claim the idempotency key, re-check the slot and prices, take
 * the stock with guarded UPDATEs, move the order to its placed state. Payment providers are
 * called after the commit (afterCommit -> start_payment):
 * docs/decisions/021-placing-an-order-in-one-transaction.md.
 */

export const RATES: DeliveryRates = siteConfig.delivery.rates;

/** The delivery address as the order keeps it: a copy, so later edits of the saved address leave the order alone. */
export type DeliveryAddressSnapshot = AddressParts;

type CurrentOrder = NonNullable<Awaited<ReturnType<typeof findCurrentOrderByUser>>>;

export async function currentOrderOf(db: DB, owner: CartOwner): Promise<CurrentOrder | undefined> {
  if (owner.userId !== null) return findCurrentOrderByUser(db, owner.userId);
  if (owner.cartToken) return findCurrentOrderByToken(db, owner.cartToken);
  return undefined;
}

export async function pickupLocations(db: DB) {
  return db.selectFrom("stock_locations").selectAll().where("is_pickup_point", "=", 1).orderBy("id").execute();
}

export type StepGate = { ok: true; order: OrderRecord } | { ok: false; redirect: "/cart" | "/checkout/address"; toastKey: string };

/** The order a checkout step works on, or where to send the shopper instead (empty cart, step skipped). */
export async function gateStep(db: DB, owner: CartOwner, step: "address" | "payment"): Promise<StepGate> {
  const current = await currentOrderOf(db, owner);
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

export interface AddressStepView {
  savedAddresses: Awaited<ReturnType<typeof listAddresses>>;
  pickupLocations: Awaited<ReturnType<typeof pickupLocations>>;
  slots: { simple: DeliverySlot[]; pickup: DeliverySlot[] };
  expressOpen: boolean;
  /** What the form shows first: the order's earlier choices, else the user's details. */
  defaults: Record<string, string>;
  rates: DeliveryRates;
  freeShippingThreshold: number;
}

export async function addressStepView(db: DB, order: OrderRecord, user: User | null, now: Date): Promise<AddressStepView> {
  const saved = user ? await listAddresses(db, user.id) : [];
  const snapshot = order.delivery_address ? (JSON.parse(order.delivery_address) as DeliveryAddressSnapshot) : null;
  const defaultAddress = saved.find((a) => a.is_default === 1) ?? saved[0];
  const slotDefault = order.delivery_slot ?? "";
  const defaults: Record<string, string> = {
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
    savedAddresses: saved,
    pickupLocations: await pickupLocations(db),
    slots: { simple: availableSlots(now, "simple"), pickup: availableSlots(now, "pickup") },
    expressOpen: expressAvailable(now),
    defaults,
    rates: RATES,
    freeShippingThreshold: siteConfig.delivery.freeShippingThreshold,
  };
}

export type FieldErrors = Record<string, string[]>;
export type SaveAddressResult = { ok: true } | { ok: false; fieldErrors: FieldErrors; formError?: string };

/** Checks and stores the address step; on success the order waits at the payment step. */
export async function saveAddressStep(db: DB, order: OrderRecord, user: User | null, input: CheckoutAddressInput, now: Date): Promise<SaveAddressResult> {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);
  const type: DeliveryType = input.deliveryType;

  // Where: a saved address, a new one, or a store.
  let address: DeliveryAddressSnapshot | null = null;
  let pickupLocationId: number | null = null;
  if (type === "pickup") {
    const id = Number(input.pickupLocationId);
    const location = Number.isSafeInteger(id) ? (await pickupLocations(db)).find((l) => l.id === id) : undefined;
    if (!location) add("pickupLocationId", "checkout:errors.pickupLocationRequired");
    else pickupLocationId = location.id;
  } else if (user && /^\d+$/.test(input.addressId)) {
    const saved = await findAddress(db, user.id, Number(input.addressId));
    if (!saved) add("addressId", "checkout:errors.addressRequired");
    else address = { country: saved.country, city: saved.city, district: saved.district, khoroo: saved.khoroo, street: saved.street, detail: saved.detail, zip: saved.zip };
  } else {
    const parsed = AddressFormSchema.safeParse({
      country: input.country, city: input.city, district: input.district, sum: input.sum,
      khoroo: input.khoroo, street: input.street, detail: input.detail, zip: input.zip,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(String(issue.path[0] ?? "detail"), issue.message);
    } else {
      address = parsed.data;
    }
  }

  // When: the slot for this type (express has its window implied).
  const slotId = type === "pickup" ? input.pickupSlot : type === "simple" ? input.slot : "";
  const slot = validateSlot(now, type, slotId);
  if (!slot.ok) add(type === "pickup" ? "pickupSlot" : type === "express" ? "deliveryType" : "slot", `checkout:errors.${slot.error.replace("delivery.", "")}`);

  // Who receives it: 18 or older (the spec's delivery rule).
  const receiver = validateReceiver(
    { type, name: input.receiverName, phone: input.receiverPhone, hasAddress: true, slotId: slot.ok ? slot.slot.id : "x", ageConfirmed: input.ageConfirmed },
    now,
  );
  if (!receiver.ok) {
    if (receiver.errors.name) add("receiverName", "checkout:errors.receiverNameRequired");
    if (receiver.errors.phone) add("receiverPhone", receiver.errors.phone === "phone.required" ? "checkout:errors.phoneRequired" : "checkout:errors.phoneInvalid");
    if (receiver.errors.age) add("ageConfirmed", `checkout:errors.${receiver.errors.age.replace("delivery.", "")}`);
  }

  // Contact for a guest's order messages, through the shared e-mail field so a bad address
  // reads the same here as at sign-in.
  let email = "";
  if (!user || input.email.trim() !== "") {
    const checked = emailField.safeParse(input.email);
    if (checked.success) email = checked.data;
    else add("email", checked.error.issues[0]!.message);
  }

  // VAT receipt for an organisation needs its registry number.
  const registry = input.registryNumber.replace(/\s/g, "");
  if (input.vatReceipt === "organisation") {
    if (!REGISTRY_NUMBER_PATTERN.test(registry)) add("registryNumber", "account:errors.registryNumber");
    if (input.organisationName.trim() === "") add("organisationName", "account:errors.organisationNameRequired");
  }

  if (Object.keys(errors).length > 0 || !receiver.ok || !slot.ok) return { ok: false, fieldErrors: errors, formError: "checkout:errors.fixFields" };

  // What it costs: the zone's rate; no rate -> the spec's "choose the location again".
  const quote = deliveryQuote(address, type, RATES, order.item_total, siteConfig.delivery.freeShippingThreshold);
  if (!quote.ok) return { ok: false, fieldErrors: { city: ["checkout:errors.rateUnavailable"] }, formError: "checkout:errors.rateUnavailable" };

  if (user && address && input.saveAddress === "on" && !/^\d+$/.test(input.addressId)) {
    await insertAddress(db, user.id, address, now);
  }
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
      receiver_name: receiver.receiver.name,
      receiver_phone: receiver.receiver.phone,
      receiver_age_confirmed_at: now.toISOString(),
      email: email || user?.email || null,
      vat_receipt: input.vatReceipt,
      vat_registry_number: input.vatReceipt === "organisation" ? registry : null,
      vat_organisation_name: input.vatReceipt === "organisation" ? input.organisationName.trim() : null,
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
  const lines = rows.map((r) => ({ id: r.id, name: locale === "en" ? r.name_en : r.name_mn, quantity: r.quantity, lineTotal: r.unit_price * r.quantity }));
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
