import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setStock as setStockOf, buyableVariants } from "./support/stock";

/**
 * The checkout funnel against a real migrated and seeded SQLite file, with the card gateway and
 * QPay simulators on a real local HTTP server: step order, address-step rules, placing with
 * stock and idempotency, concurrent placing for the last units, cancel returning stock, a card
 * payment settled by re-checking with the gateway, and the deadline sweep.
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(60);

const { shopDb: openDb, shopSearchIndex } = await import("../support/shop-context");
const cart = await import("~/modules/cart/cart.server");
const checkout = { ...(await import("~/modules/checkout/checkout.server")), ...(await import("~/modules/checkout/place-order.server")) };
const { CheckoutAddressSchema, checkoutAddressSchema } = await import("~/modules/checkout/forms");
const { EMAIL_INVALID, EMAIL_REQUIRED } = await import("~/modules/accounts/forms/contact-fields");
const { RequestCodeSchema } = await import("~/modules/auth/forms");
const { findOrderById, findOrderPayments } = await import("~/modules/orders/queries/order-records.server");
const { applyOrderEvent } = await import("~/modules/payments/order-events.server");
const { refreshPayment } = await import("~/modules/payments/payments.server");
const { sweepDueOrders } = await import("~/modules/payments/order-sweeps.server");
const { startSandboxServer } = await import("~/adapters/payments/testing/sandbox-server");
const { submitCardPayment } = await import("~/adapters/payments/sandbox/card.server");
const { decideLenderApplication } = await import("~/adapters/payments/sandbox/lender.server");
const { refreshLoan } = await import("~/modules/payments/payments.server");
const { findLoanApplication } = await import("~/modules/orders/queries/order-records.server");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { listAddresses } = await import("~/modules/accounts/queries/addresses.server");
const { paymentStepView } = await import("~/modules/checkout/payment-step.server");

const db = openDb();
const searchIndex = shopSearchIndex();
/** 10:00 in Ulaanbaatar (UTC+8): simple same-day slots from 13:00, express open. */
const morning = new Date("2026-11-24T02:00:00Z");
/** 12:00 in Ulaanbaatar: the shop is open, express possible. */
const noon = new Date("2026-11-24T04:00:00Z");
/** 19:00 in Ulaanbaatar: express closed. */
const evening = new Date("2026-11-24T11:00:00Z");

const sandbox = await startSandboxServer();
let variants: { id: number; price: number }[] = [];
let guestCounter = 0;

const setStock = (variantId: number, units: number) => setStockOf(db, variantId, units);

async function onHand(variantId: number): Promise<number> {
  const row = await db.selectFrom("stock_items").select((eb) => eb.fn.sum<number>("count_on_hand").as("n")).where("variant_id", "=", variantId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A guest cart with `quantity` of the variant. */
async function guestCart(variantId: number, quantity = 1) {
  guestCounter += 1;
  const added = await cart.addToCart(db, { userId: null, cartToken: null }, { variantId, quantity }, "mn", morning);
  if (!added.ok) throw new Error(`add failed: ${added.error}`);
  return { userId: null, cartToken: added.value.newCartToken! };
}

/** A guest's address form as posted, with `overrides`. */
function addressFields(overrides: Record<string, string> = {}) {
  return {
    deliveryType: "simple",
    addressId: "new",
    country: "MN",
    city: "MN-1",
    district: "sukhbaatar",
    khoroo: "1",
    detail: "Энхтайваны өргөн чөлөө 14, 3 давхар",
    slot: "2026-11-24T13:00-15:00",
    receiverName: "Бат Болд",
    receiverPhone: "99112233",
    ageConfirmed: "on",
    email: `guest${guestCounter}@example.mn`,
    ...overrides,
  };
}

/** The address form checked by its schema, as the route hands it to saveAddressStep. */
function addressForm(overrides: Record<string, string> = {}) {
  return CheckoutAddressSchema.parse(addressFields(overrides));
}

/** The field errors the address form's schema answers (what the route replies with, status 400). */
function addressFormErrors(overrides: Record<string, string> = {}) {
  const parsed = CheckoutAddressSchema.safeParse(addressFields(overrides));
  return parsed.success ? null : parsed.error.flatten();
}

async function toPaymentStep(owner: { userId: number | null; cartToken: string | null }, overrides: Record<string, string> = {}) {
  const gate = await checkout.gateStep(db, owner, "address");
  if (!gate.ok) throw new Error("no cart");
  const saved = await checkout.saveAddressStep(db, gate.order, null, addressForm(overrides), morning);
  expect(saved).toEqual({ ok: true });
  const pay = await checkout.gateStep(db, owner, "payment");
  if (!pay.ok) throw new Error("not at payment");
  return pay.order;
}

function place(
  owner: { userId: number | null; cartToken: string | null },
  input: { method: "bank_transfer" | "card" | "qpay" | "instalment"; key: string; total: number; downPaymentMethod?: "card" | "qpay" },
  now = morning,
) {
  return checkout.placeOrder(
    db,
    owner,
    { paymentMethod: input.method, placeKey: input.key, expectedTotal: input.total, downPaymentMethod: input.downPaymentMethod },
    { locale: "mn", now, origin: sandbox.origin, userId: null, searchIndex },
  );
}

beforeAll(async () => {
  variants = (await buyableVariants(db, morning)).filter((v) => v.price < 150_000).slice(0, 8);
  expect(variants.length).toBe(8);
  for (const v of variants) await setStock(v.id, 50);
});

afterAll(async () => {
  const { whenDeliveryIdle } = await import("~/adapters/messages/index.server");
  await whenDeliveryIdle(db);
  await sandbox.close();
  await database.cleanup();
});

describe("step order", () => {
  it("sends an empty cart back to the cart and a skipped address step back to the address", async () => {
    expect(await checkout.gateStep(db, { userId: null, cartToken: null }, "address")).toMatchObject({ ok: false, redirect: "/cart" });
    const owner = await guestCart(variants[0]!.id);
    expect(await checkout.gateStep(db, owner, "payment")).toMatchObject({ ok: false, redirect: "/checkout/address" });
  });

  it("a cart change after the address step goes back to the address step", async () => {
    const owner = await guestCart(variants[0]!.id);
    await toPaymentStep(owner);
    await cart.addToCart(db, owner, { variantId: variants[1]!.id, quantity: 1 }, "mn", morning);
    expect(await checkout.gateStep(db, owner, "payment")).toMatchObject({ ok: false, redirect: "/checkout/address" });
  });
});

describe("address step", () => {
  it("refuses a missing age confirmation, slot and receiver, changing nothing", async () => {
    const owner = await guestCart(variants[0]!.id);
    const gate = await checkout.gateStep(db, owner, "address");
    if (!gate.ok) throw new Error("no cart");
    // The form's schema refuses it, so the route never reaches the service.
    const result = addressFormErrors({ ageConfirmed: "", slot: "", receiverName: "", receiverPhone: "123" });
    expect(result?.formErrors).toEqual(["checkout:errors.fixFields"]);
    expect(result?.fieldErrors).toMatchObject({
      ageConfirmed: ["checkout:errors.ageConfirmationRequired"],
      slot: ["checkout:errors.slotRequired"],
      receiverName: ["checkout:errors.receiverNameRequired"],
      receiverPhone: ["checkout:errors.phoneInvalid"],
    });
    expect((await findOrderById(db, gate.order.id))?.state).toBe("cart");
  });

  it("checks a guest's e-mail with the shared field: the same messages as at sign-in, stored lower-cased", async () => {
    const owner = await guestCart(variants[0]!.id);
    const gate = await checkout.gateStep(db, owner, "address");
    if (!gate.ok) throw new Error("no cart");
    for (const [email, message] of [["", EMAIL_REQUIRED], ["bat@mail", EMAIL_INVALID], ["bat mail.mn", EMAIL_INVALID]] as const) {
      expect(addressFormErrors({ email })).toMatchObject({ fieldErrors: { email: [message] } });
      expect(RequestCodeSchema.safeParse({ identifier: email }).error?.issues[0]?.message).toBe(email === "" ? "auth:errors.identifierRequired" : message);
    }
    expect(await checkout.saveAddressStep(db, gate.order, null, addressForm({ email: " Bat@Mail.MN " }), morning)).toEqual({ ok: true });
    expect((await findOrderById(db, gate.order.id))?.email).toBe("bat@mail.mn");
  });

  it("refuses express outside its hours (before opening, after 18:00) and takes it at noon", async () => {
    const owner = await guestCart(variants[0]!.id);
    const gate = await checkout.gateStep(db, owner, "address");
    if (!gate.ok) throw new Error("no cart");
    const late = await checkout.saveAddressStep(db, gate.order, null, addressForm({ deliveryType: "express", slot: "" }), evening);
    expect(late).toMatchObject({ ok: false, fieldErrors: { deliveryType: ["checkout:errors.expressClosed"] } });
    const beforeOpening = await checkout.saveAddressStep(db, gate.order, null, addressForm({ deliveryType: "express", slot: "" }), morning);
    expect(beforeOpening).toMatchObject({ ok: false, fieldErrors: { deliveryType: ["checkout:errors.expressClosed"] } });
    const open = await checkout.saveAddressStep(db, gate.order, null, addressForm({ deliveryType: "express", slot: "" }), noon);
    expect(open).toEqual({ ok: true });
    const order = await findOrderById(db, gate.order.id);
    expect(order).toMatchObject({ state: "checkout_payment", delivery_type: "express", ship_total: 10_000, delivery_zone: "ub-central" });
    expect(order!.total).toBe(order!.item_total + 10_000);
  });

  it("prices an aimag with the aimag rate, pickup for free, and refuses an unknown store", async () => {
    const owner = await guestCart(variants[0]!.id);
    const gate = await checkout.gateStep(db, owner, "address");
    if (!gate.ok) throw new Error("no cart");
    expect(await checkout.saveAddressStep(db, gate.order, null, addressForm({ city: "MN-073", district: "", sum: "Эрдэнэбулган", khoroo: "3" }), morning)).toEqual({ ok: true });
    expect((await findOrderById(db, gate.order.id))?.ship_total).toBe(25_000);
    const refused = await checkout.saveAddressStep(db, gate.order, null, addressForm({ deliveryType: "pickup", pickupLocationId: "4", pickupSlot: "2026-11-24T13:00-15:00" }), morning);
    expect(refused).toMatchObject({ ok: false, fieldErrors: { pickupLocationId: ["checkout:errors.pickupLocationRequired"] } });
    expect(await checkout.saveAddressStep(db, gate.order, null, addressForm({ deliveryType: "pickup", pickupLocationId: "2", pickupSlot: "2026-11-24T13:00-15:00" }), morning)).toEqual({ ok: true });
    expect(await findOrderById(db, gate.order.id)).toMatchObject({ ship_total: 0, pickup_location_id: 2, delivery_address: null });
  });

  it("needs a 7-digit registry number for an organisation's VAT receipt", async () => {
    expect(addressFormErrors({ vatReceipt: "organisation", registryNumber: "12345", organisationName: "Тест ХХК" })).toMatchObject({ fieldErrors: { registryNumber: ["account:errors.registryNumber"] } });
  });
});

describe("saved addresses, the slot at the payment step, and the recap's wording", () => {
  // The recap only needs the keys it names; the real texts are the translation files'.
  const t = ((key: string) => key) as unknown as Parameters<typeof paymentStepView>[3];

  async function signedInAtAddressStep() {
    const user = await insertUser(db, { email: `saver${Date.now()}-${guestCounter++}@example.mn`, name: "Сараа" }, morning);
    const owner = { userId: user.id, cartToken: null };
    const added = await cart.addToCart(db, owner, { variantId: variants[1]!.id, quantity: 1 }, "mn", morning);
    if (!added.ok) throw new Error(added.error);
    const gate = await checkout.gateStep(db, owner, "address");
    if (!gate.ok) throw new Error("no cart");
    return { user, owner, order: gate.order };
  }

  it("'save this address' stores a place once: the same address typed again (spaces, case) adds no copy", async () => {
    const { user, order } = await signedInAtAddressStep();
    const signedIn = checkoutAddressSchema({ signedIn: true });
    // An unticked box is not posted at all.
    const form = (overrides: Record<string, string>) => {
      const posted: Record<string, string> = { ...addressFields(), email: "", saveAddress: "on", ...overrides };
      if (posted.saveAddress === "") delete posted.saveAddress;
      return signedIn.parse(posted);
    };
    expect(await checkout.saveAddressStep(db, order, user, form({}), morning)).toEqual({ ok: true });
    expect(await checkout.saveAddressStep(db, order, user, form({ detail: "  ЭНХТАЙВАНЫ   өргөн чөлөө 14,  3 давхар " }), morning)).toEqual({ ok: true });
    expect(await checkout.saveAddressStep(db, order, user, form({}), morning)).toEqual({ ok: true });
    expect(await listAddresses(db, user.id)).toHaveLength(1);
    // Another place is saved; leaving the box unticked saves nothing.
    expect(await checkout.saveAddressStep(db, order, user, form({ khoroo: "2" }), morning)).toEqual({ ok: true });
    expect(await checkout.saveAddressStep(db, order, user, form({ khoroo: "3", saveAddress: "" }), morning)).toEqual({ ok: true });
    expect((await listAddresses(db, user.id)).map((a) => a.khoroo).sort()).toEqual(["1", "2"]);
  });

  it("the address step lists a book that already gathered copies of one place once", async () => {
    const { user, order } = await signedInAtAddressStep();
    const { insertAddress } = await import("~/modules/accounts/queries/addresses.server");
    const home = { country: "MN", city: "MN-1", district: "bayangol", khoroo: "3", street: "", detail: "15-р байр, 32 тоот", zip: "" };
    for (const detail of ["15-р байр, 32 тоот", "15-р байр,  32 тоот ", "15-Р БАЙР, 32 ТООТ", "15-р байр, 32 тоот"]) await insertAddress(db, user.id, { ...home, detail }, morning);
    const view = await checkout.addressStepView(db, order, user, "mn", morning);
    expect(view.savedAddresses).toHaveLength(1);
    expect(view.defaults.addressId).toBe(String(view.savedAddresses[0]!.id));
  });

  it("the recap words the address and the window like the order page: '3-р хороо', '2026.11.24' (mn) and 'khoroo 3', '24 Nov 2026' (en)", async () => {
    const owner = await guestCart(variants[2]!.id);
    const order = await toPaymentStep(owner, { district: "bayangol", khoroo: "3", slot: "2026-11-24T13:00-15:00" });
    const mn = await paymentStepView(db, order, "mn", t, morning, null);
    expect(mn.recap.place).toBe("Улаанбаатар, Баянгол дүүрэг, 3-р хороо, Энхтайваны өргөн чөлөө 14, 3 давхар");
    expect(mn.recap.window).toBe("2026.11.24 13:00–15:00");
    expect(mn.recap.slot).toEqual({ state: "free", error: null, next: [] });
    const en = await paymentStepView(db, order, "en", t, morning, null);
    expect(en.recap.place).toBe("Ulaanbaatar, Bayangol district, khoroo 3, Энхтайваны өргөн чөлөө 14, 3 давхар");
    expect(en.recap.window).toBe("24 Nov 2026 13:00–15:00");
    expect(JSON.stringify([mn.recap, en.recap])).not.toContain("2026-11-24");
  });

  it("says at render that the slot went away, offers the next free ones, and takes one of them", async () => {
    const owner = await guestCart(variants[3]!.id);
    const order = await toPaymentStep(owner, { slot: "2026-11-24T13:00-15:00" });
    // 11:30: the 13:00 slot is less than two hours away, no longer offered.
    const later = new Date("2026-11-24T03:30:00Z");
    const view = await paymentStepView(db, order, "mn", t, later, null);
    expect(view.recap.slot.state).toBe("gone");
    expect(view.recap.slot.error).toBe("checkout:errors.slotUnavailable");
    expect(view.recap.slot.next.map((s) => s.id)).toEqual(["2026-11-24T15:00-17:00", "2026-11-24T17:00-19:00", "2026-11-24T19:00-21:00", "2026-11-24T21:00-22:00"]);
    expect(view.recap.slot.next[0]!.label).toBe("2026.11.24 15:00–17:00");
    // Placing would be refused with the same words.
    const refused = await place(owner, { method: "bank_transfer", key: "slot-gone-key-0001", total: view.summary.totals.total }, later);
    expect(refused).toMatchObject({ ok: false, error: "checkout:errors.slotUnavailable" });

    const gate = await checkout.gateStep(db, owner, "payment");
    if (!gate.ok) throw new Error("not at payment");
    expect(await checkout.changeDeliverySlot(db, gate.order, "2026-11-24T13:00-15:00", later)).toEqual({ ok: false, error: "checkout:errors.slotUnavailable" });
    expect(await checkout.changeDeliverySlot(db, gate.order, "", later)).toEqual({ ok: false, error: "checkout:errors.slotRequired" });
    const changed = await checkout.changeDeliverySlot(db, gate.order, "2026-11-24T15:00-17:00", later);
    expect(changed).toMatchObject({ ok: true, value: { slot: { id: "2026-11-24T15:00-17:00" } } });
    const again = await paymentStepView(db, (await findOrderById(db, order.id))!, "mn", t, later, null);
    expect(again.recap.slot.state).toBe("free");
    const placed = await place(owner, { method: "bank_transfer", key: "slot-gone-key-0002", total: again.summary.totals.total }, later);
    expect(placed).toMatchObject({ ok: true });
    if (placed.ok) expect(placed.order.delivery_slot).toBe("2026-11-24T15:00-17:00");
  });

  it("express that closed since step 2 is said at render, with the way back to step 2 (no slots to offer)", async () => {
    const owner = await guestCart(variants[4]!.id);
    const gate = await checkout.gateStep(db, owner, "address");
    if (!gate.ok) throw new Error("no cart");
    expect(await checkout.saveAddressStep(db, gate.order, null, addressForm({ deliveryType: "express", slot: "" }), noon)).toEqual({ ok: true });
    const order = (await findOrderById(db, gate.order.id))!;
    expect((await paymentStepView(db, order, "mn", t, noon, null)).recap.slot.state).toBe("free");
    expect((await paymentStepView(db, order, "mn", t, evening, null)).recap.slot).toEqual({ state: "gone", error: "checkout:errors.expressClosed", next: [] });
    expect(await checkout.changeDeliverySlot(db, order, "2026-11-25T11:00-13:00", evening)).toEqual({ ok: false, error: "checkout:errors.addressFirst" });
  });
});

describe("placing an order", () => {
  it("takes the stock once, waits for the bank, and answers a repeated key with the same order", async () => {
    const variant = variants[2]!;
    await setStock(variant.id, 10);
    const owner = await guestCart(variant.id, 3);
    const order = await toPaymentStep(owner);
    const key = `key-bank-${Date.now()}-aaaa`;
    const first = await place(owner, { method: "bank_transfer", key, total: order.total });
    expect(first).toMatchObject({ ok: true, repeated: false });
    if (!first.ok) return;
    expect(first.order).toMatchObject({ state: "awaiting_bank_transfer", payment_method: "bank_transfer", e_receipt: "pending" });
    expect(first.order.payment_due_at).toBe(new Date(morning.getTime() + 24 * 3_600_000).toISOString());
    expect(await onHand(variant.id)).toBe(7);

    const again = await Promise.all(Array.from({ length: 10 }, () => place(owner, { method: "bank_transfer", key, total: order.total })));
    for (const result of again) expect(result).toMatchObject({ ok: true, repeated: true, order: { id: first.order.id } });
    expect(await onHand(variant.id)).toBe(7);
    const movements = await db.selectFrom("stock_movements").selectAll().where("order_id", "=", first.order.id).execute();
    expect(movements.map((m) => m.quantity)).toEqual([-3]);
    // The placed order is no longer the cart.
    expect(await cart.currentCart(db, owner, "mn", morning)).toBeNull();
  });

  it("refuses a total the shopper did not see, and lets the same key through once they have", async () => {
    const variant = variants[3]!;
    const owner = await guestCart(variant.id);
    const order = await toPaymentStep(owner);
    const key = `key-total-${Date.now()}-bbbb`;
    expect(await place(owner, { method: "bank_transfer", key, total: order.total - 1 })).toEqual({ ok: false, error: "checkout:errors.totalChanged" });
    expect(await place(owner, { method: "bank_transfer", key, total: order.total })).toMatchObject({ ok: true, repeated: false });
  });

  it("sells exactly the last 5 units to 40 concurrent buyers", async () => {
    const variant = variants[4]!;
    await setStock(variant.id, 60);
    const owners = [];
    for (let i = 0; i < 40; i++) owners.push(await guestCart(variant.id));
    const totals: number[] = [];
    for (const owner of owners) totals.push((await toPaymentStep(owner)).total);
    await setStock(variant.id, 5);
    const results = await Promise.all(owners.map((owner, i) => place(owner, { method: "bank_transfer", key: `key-race-${i}-${Date.now()}-cccc`, total: totals[i]! })));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.flatMap((r) => (r.ok ? [] : [r.error]))).toEqual(Array(35).fill("checkout:errors.outOfStock"));
    expect(await onHand(variant.id)).toBe(0);
    const items = await db.selectFrom("stock_items").select("count_on_hand").where("variant_id", "=", variant.id).execute();
    expect(items).not.toHaveLength(0);
    for (const i of items) expect(i.count_on_hand).toBeGreaterThanOrEqual(0);
  });

  it("returns the stock when the shopper cancels with a reason, once", async () => {
    const variant = variants[5]!;
    await setStock(variant.id, 4);
    const owner = await guestCart(variant.id, 2);
    const order = await toPaymentStep(owner);
    const placed = await place(owner, { method: "bank_transfer", key: `key-cancel-${Date.now()}-dddd`, total: order.total });
    if (!placed.ok) throw new Error(placed.error);
    expect(await onHand(variant.id)).toBe(2);
    expect(await applyOrderEvent(db, placed.order.id, "cancel", { actor: "shopper", now: morning, searchIndex })).toEqual({ ok: false, error: "order.cancelReasonRequired" });
    const canceled = await applyOrderEvent(db, placed.order.id, "cancel", { actor: "shopper", now: morning, searchIndex, reason: "Changed my mind" });
    expect(canceled).toMatchObject({ ok: true, order: { state: "canceled", cancel_reason: "Changed my mind" } });
    expect(await onHand(variant.id)).toBe(4);
    expect((await applyOrderEvent(db, placed.order.id, "cancel", { actor: "shopper", now: morning, searchIndex, reason: "again" })).ok).toBe(false);
    expect(await onHand(variant.id)).toBe(4);
  });

  it("staff confirm the transfer and move the order to delivered", async () => {
    const owner = await guestCart(variants[6]!.id);
    const order = await toPaymentStep(owner);
    const placed = await place(owner, { method: "bank_transfer", key: `key-staff-${Date.now()}-eeee`, total: order.total });
    if (!placed.ok) throw new Error(placed.error);
    const staff = { actor: "staff" as const, now: morning, searchIndex };
    expect(await applyOrderEvent(db, placed.order.id, "bank_transfer_received", staff)).toMatchObject({ ok: true, order: { state: "paid", paid_total: order.total } });
    for (const event of ["confirm", "ready_to_deliver", "ship", "deliver"] as const) {
      expect((await applyOrderEvent(db, placed.order.id, event, staff)).ok).toBe(true);
    }
    expect((await findOrderById(db, placed.order.id))?.state).toBe("delivered");
    const history = await db.selectFrom("order_events").select(["event", "to_state"]).where("order_id", "=", placed.order.id).orderBy("id").execute();
    expect(history.map((h) => h.to_state)).toEqual(["awaiting_bank_transfer", "paid", "confirmed", "ready_to_deliver", "shipped", "delivered"]);
  });

  it("expires an unpaid bank transfer past its deadline and returns the stock", async () => {
    const variant = variants[7]!;
    await setStock(variant.id, 3);
    const owner = await guestCart(variant.id);
    const order = await toPaymentStep(owner);
    const placed = await place(owner, { method: "bank_transfer", key: `key-expire-${Date.now()}-ffff`, total: order.total });
    if (!placed.ok) throw new Error(placed.error);
    expect(await onHand(variant.id)).toBe(2);
    await sweepDueOrders(db, searchIndex, new Date(morning.getTime() + 23 * 3_600_000));
    expect((await findOrderById(db, placed.order.id))?.state).toBe("awaiting_bank_transfer");
    await sweepDueOrders(db, searchIndex, new Date(morning.getTime() + 24 * 3_600_000));
    expect((await findOrderById(db, placed.order.id))?.state).toBe("expired");
    expect(await onHand(variant.id)).toBe(3);
  });
});

describe("card payments through the gateway simulator", () => {
  it("starts a hosted payment and marks the order paid only after asking the gateway", async () => {
    const owner = await guestCart(variants[0]!.id);
    const order = await toPaymentStep(owner);
    const placed = await place(owner, { method: "card", key: `key-card-${Date.now()}-gggg`, total: order.total });
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.order.state).toBe("payment_pending");
    const [payment] = await findOrderPayments(db, placed.order.id);
    expect(payment).toMatchObject({ method: "card", purpose: "full", amount: order.total, state: "pending" });
    expect(payment!.redirect_url).toContain(`${sandbox.origin}/sandbox/card/pay/`);

    // Still pending at the gateway: nothing changes.
    expect(await refreshPayment(db, searchIndex, payment!.id, sandbox.origin, morning)).toBe("pending");
    await submitCardPayment(sandbox.ctx, payment!.provider_ref!, { intent: "pay", cardNumber: "4242 4242 4242 4242" }, { lateCallbackMs: 0 });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => refreshPayment(db, searchIndex, payment!.id, sandbox.origin, morning)));
    expect(outcomes).toEqual(Array(5).fill("paid"));
    expect(await findOrderById(db, placed.order.id)).toMatchObject({ state: "paid", paid_total: order.total });
    const events = await db.selectFrom("order_events").select("event").where("order_id", "=", placed.order.id).where("event", "=", "payment_succeeded").execute();
    expect(events).toHaveLength(1);
  });

  it("a declined card leaves the order 'payment failed' and a retry starts a new payment", async () => {
    const owner = await guestCart(variants[1]!.id);
    const order = await toPaymentStep(owner);
    const placed = await place(owner, { method: "card", key: `key-decline-${Date.now()}-hhhh`, total: order.total });
    if (!placed.ok) throw new Error(placed.error);
    const [payment] = await findOrderPayments(db, placed.order.id);
    await submitCardPayment(sandbox.ctx, payment!.provider_ref!, { intent: "pay", cardNumber: "4000 0000 0000 0002" }, { lateCallbackMs: 0 });
    expect(await refreshPayment(db, searchIndex, payment!.id, sandbox.origin, morning)).toBe("failed");
    expect((await findOrderById(db, placed.order.id))?.state).toBe("payment_failed");
    const retried = await applyOrderEvent(db, placed.order.id, "retry_payment", { actor: "shopper", now: morning, searchIndex, origin: sandbox.origin });
    expect(retried.ok).toBe(true);
    const payments = await findOrderPayments(db, placed.order.id);
    expect(payments.map((p) => p.state)).toEqual(["failed", "pending"]);
  });
});

describe("instalment", () => {
  /** A cart worth at least the instalment minimum (300,000). */
  async function bigCart() {
    const variant = variants[0]!;
    await setStock(variant.id, 500);
    const quantity = Math.ceil(300_000 / variant.price);
    return guestCart(variant.id, quantity);
  }

  it("is offered from 300,000 with a 30% down payment, and not below", async () => {
    const small = await toPaymentStep(await guestCart(variants[1]!.id));
    expect(checkout.paymentOptions(small).map((o) => o.method)).not.toContain("instalment");
    const big = await toPaymentStep(await bigCart());
    const option = checkout.paymentOptions(big).find((o) => o.method === "instalment");
    expect(option).toEqual({ method: "instalment", downPayment: Math.ceil(big.total * 0.3), financed: big.total - Math.ceil(big.total * 0.3) });
  });

  it("sends the loan application only once the down payment is paid, and the lender's approval pays the order", async () => {
    const owner = await bigCart();
    const order = await toPaymentStep(owner);
    const refused = await place(owner, { method: "instalment", key: `key-inst-none-${Date.now()}-iiii`, total: order.total });
    expect(refused).toEqual({ ok: false, error: "checkout:errors.downPaymentMethodRequired" });
    const placed = await place(owner, { method: "instalment", key: `key-inst-${Date.now()}-iiii`, total: order.total, downPaymentMethod: "card" });
    if (!placed.ok) throw new Error(placed.error);
    const down = Math.ceil(order.total * 0.3);
    expect(placed.order).toMatchObject({ state: "payment_pending", payment_method: "instalment", down_payment: down, down_payment_method: "card" });
    const [payment] = await findOrderPayments(db, placed.order.id);
    expect(payment).toMatchObject({ method: "card", purpose: "down_payment", amount: down });
    expect(await findLoanApplication(db, placed.order.id)).toBeUndefined();

    await submitCardPayment(sandbox.ctx, payment!.provider_ref!, { intent: "pay", cardNumber: "4242424242424242" }, { lateCallbackMs: 0 });
    expect(await refreshPayment(db, searchIndex, payment!.id, sandbox.origin, morning)).toBe("paid");
    expect(await findOrderById(db, placed.order.id)).toMatchObject({ state: "pending", paid_total: down });
    const application = await findLoanApplication(db, placed.order.id);
    expect(application).toMatchObject({ state: "sent", amount: order.total - down });

    expect(await refreshLoan(db, searchIndex, placed.order.id, sandbox.origin, morning)).toBe("pending");
    await decideLenderApplication(sandbox.ctx, application!.provider_ref!, "approve", null);
    expect(await refreshLoan(db, searchIndex, placed.order.id, sandbox.origin, morning)).toBe("approved");
    expect(await findOrderById(db, placed.order.id)).toMatchObject({ state: "paid", paid_total: order.total });
    const payments = await findOrderPayments(db, placed.order.id);
    expect(payments.map((p) => [p.method, p.purpose, p.state])).toEqual([
      ["card", "down_payment", "completed"],
      ["lender", "loan", "completed"],
    ]);
  });

  it("a declined loan cancels the order, refunds the down payment and returns the stock", async () => {
    const owner = await bigCart();
    const order = await toPaymentStep(owner);
    const before = await onHand(variants[0]!.id);
    const placed = await place(owner, { method: "instalment", key: `key-inst-decl-${Date.now()}-jjjj`, total: order.total, downPaymentMethod: "card" });
    if (!placed.ok) throw new Error(placed.error);
    expect(await onHand(variants[0]!.id)).toBeLessThan(before);
    const [payment] = await findOrderPayments(db, placed.order.id);
    await submitCardPayment(sandbox.ctx, payment!.provider_ref!, { intent: "pay", cardNumber: "4242424242424242" }, { lateCallbackMs: 0 });
    await refreshPayment(db, searchIndex, payment!.id, sandbox.origin, morning);
    const application = await findLoanApplication(db, placed.order.id);
    await decideLenderApplication(sandbox.ctx, application!.provider_ref!, "decline", "income too low");
    expect(await refreshLoan(db, searchIndex, placed.order.id, sandbox.origin, morning)).toBe("declined");
    expect(await findOrderById(db, placed.order.id)).toMatchObject({ state: "canceled", cancel_reason: "loan_declined" });
    expect((await findOrderPayments(db, placed.order.id)).map((p) => p.state)).toEqual(["refunded"]);
    expect(await onHand(variants[0]!.id)).toBe(before);
  });

  it("an unpaid down payment becomes 'Overdue payment' at its due date, then expires", async () => {
    const owner = await bigCart();
    const order = await toPaymentStep(owner);
    const placed = await place(owner, { method: "instalment", key: `key-inst-late-${Date.now()}-kkkk`, total: order.total, downPaymentMethod: "qpay" });
    if (!placed.ok) throw new Error(placed.error);
    const [payment] = await findOrderPayments(db, placed.order.id);
    expect(payment).toMatchObject({ method: "qpay", purpose: "down_payment" });
    await sweepDueOrders(db, searchIndex, new Date(morning.getTime() + 24 * 3_600_000), sandbox.origin);
    expect((await findOrderById(db, placed.order.id))?.state).toBe("overdue");
    await sweepDueOrders(db, searchIndex, new Date(morning.getTime() + 72 * 3_600_000), sandbox.origin);
    expect((await findOrderById(db, placed.order.id))?.state).toBe("expired");
    expect((await findOrderPayments(db, placed.order.id)).map((p) => p.state)).toEqual(["void"]);
  });
});
