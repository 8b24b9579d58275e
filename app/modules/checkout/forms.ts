import { z } from "zod";
import { normalisePhone } from "~/kernel/identifiers";
import type { AddressParts } from "~/kernel/mongolia-places";
import { AddressFields, AddressFormSchema, REGISTRY_NUMBER_PATTERN, emailField, optionalText } from "~/modules/accounts";
import { isConfirmationChecked, type DeliveryType } from "~/modules/delivery";

/**
 * The checkout forms. The address step is one form that works without JavaScript: every block
 * is posted, and the schema reads the ones the chosen delivery type needs. The schema is the
 * rule for everything the form's own values decide (required fields, the address, the receiver,
 * the e-mail, the VAT receipt), in the browser as on the server; the service keeps what needs the
 * database or the clock (the store, a saved address, the slot still being offered, the zone's
 * rate). Messages are keys in the `checkout` namespace unless they name another one.
 */

export const DeliveryTypeField = z.enum(["simple", "express", "pickup"], { message: "checkout:errors.deliveryTypeRequired" });

/** The address step's fields as posted. */
const AddressStepFields = z.object({
  deliveryType: DeliveryTypeField,
  /** A saved address id, or "new". */
  addressId: z.string().trim().max(20).default("new"),
  ...AddressFields.shape,
  saveAddress: z.literal("on").optional(),
  pickupLocationId: z.string().trim().max(12).default(""),
  slot: optionalText(40),
  pickupSlot: optionalText(40),
  receiverName: optionalText(120),
  receiverPhone: optionalText(40),
  ageConfirmed: z.string().max(10).optional(),
  email: optionalText(254),
  vatReceipt: z.enum(["person", "organisation"]).default("person"),
  registryNumber: optionalText(20),
  organisationName: optionalText(200),
});

/** Where the order goes: a store, one of the shopper's saved addresses, or a new address. */
export type CheckoutDestination =
  | { kind: "pickup"; locationId: number }
  | { kind: "saved"; addressId: number }
  | { kind: "new"; address: AddressParts; save: boolean };

/** The address step, checked: what the service stores once the database and the clock agree. */
export interface CheckoutAddressInput {
  deliveryType: DeliveryType;
  destination: CheckoutDestination;
  /** The chosen slot's id; "" for express, whose window is implied. */
  slotId: string;
  /** Name with single spaces, phone as +976XXXXXXXX. */
  receiver: { name: string; phone: string };
  /** Trimmed and lower-cased; "" when a signed-in shopper leaves it to the account's e-mail. */
  email: string;
  vat: { receipt: "person" } | { receipt: "organisation"; registryNumber: string; organisationName: string };
}

const SAVED_ADDRESS_ID = /^\d+$/;

/**
 * The address step's schema. A guest must give an e-mail for the order's messages; a signed-in
 * shopper (the form hides the field) may leave it to the account's. A saved address id counts
 * only when signed in: a guest has none, so a guest's form is read as a new address.
 * When any field is wrong the form also says so at the top (checkout:errors.fixFields).
 */
export function checkoutAddressSchema({ signedIn }: { signedIn: boolean }) {
  return AddressStepFields.transform((value, ctx): CheckoutAddressInput => {
    let failed = false;
    const issue = (field: keyof typeof value, message: string) => {
      failed = true;
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    };
    const type = value.deliveryType;

    // Where: a store, a saved address (looked up by the service) or a new one.
    let destination: CheckoutDestination | null = null;
    if (type === "pickup") {
      const id = Number(value.pickupLocationId);
      if (value.pickupLocationId === "" || !Number.isSafeInteger(id) || id <= 0) issue("pickupLocationId", "checkout:errors.pickupLocationRequired");
      else destination = { kind: "pickup", locationId: id };
    } else if (signedIn && SAVED_ADDRESS_ID.test(value.addressId)) {
      destination = { kind: "saved", addressId: Number(value.addressId) };
    } else {
      const address = AddressFormSchema.safeParse({
        country: value.country, city: value.city, district: value.district, sum: value.sum,
        khoroo: value.khoroo, street: value.street, detail: value.detail, zip: value.zip,
      });
      if (!address.success) {
        for (const found of address.error.issues) issue(String(found.path[0] ?? "detail") as keyof typeof value, found.message);
      } else {
        destination = { kind: "new", address: address.data, save: value.saveAddress === "on" };
      }
    }

    // When: simple delivery and pickup need a slot (whether it is still offered is the service's check).
    const slotField = type === "pickup" ? "pickupSlot" : type === "simple" ? "slot" : null;
    const slotId = slotField ? value[slotField] : "";
    if (slotField && slotId === "") issue(slotField, "checkout:errors.slotRequired");

    // Who receives it: named, reachable, and confirmed 18 or older (app/modules/delivery/domain/receiver.ts).
    const name = value.receiverName.replace(/\s+/g, " ");
    if (name === "") issue("receiverName", "checkout:errors.receiverNameRequired");
    const phone = value.receiverPhone === "" ? null : normalisePhone(value.receiverPhone);
    if (value.receiverPhone === "") issue("receiverPhone", "checkout:errors.phoneRequired");
    else if (phone === null) issue("receiverPhone", "checkout:errors.phoneInvalid");
    if (!isConfirmationChecked(value.ageConfirmed)) issue("ageConfirmed", "checkout:errors.ageConfirmationRequired");

    // Contact for the order's messages, through the shared e-mail field so a bad address reads
    // the same here as at sign-in.
    let email = "";
    if (!signedIn || value.email !== "") {
      const checked = emailField.safeParse(value.email);
      if (checked.success) email = checked.data;
      else issue("email", checked.error.issues[0]!.message);
    }

    // A VAT receipt for an organisation needs its registry number and name.
    const registryNumber = value.registryNumber.replace(/\s/g, "");
    if (value.vatReceipt === "organisation") {
      if (!REGISTRY_NUMBER_PATTERN.test(registryNumber)) issue("registryNumber", "account:errors.registryNumber");
      if (value.organisationName === "") issue("organisationName", "account:errors.organisationNameRequired");
    }

    if (failed || destination === null || phone === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: "checkout:errors.fixFields" });
      return z.NEVER;
    }
    return {
      deliveryType: type,
      destination,
      slotId,
      receiver: { name, phone },
      email,
      vat: value.vatReceipt === "organisation" ? { receipt: "organisation", registryNumber, organisationName: value.organisationName } : { receipt: "person" },
    };
  });
}

/** A guest's address step (the stricter one: the e-mail is required). */
export const CheckoutAddressSchema = checkoutAddressSchema({ signedIn: false });

/** The address form's values as posted (the fields conform knows). */
export type CheckoutAddressFields = z.input<typeof CheckoutAddressSchema>;

export const PaymentMethodField = z.enum(["card", "qpay", "bank_transfer", "instalment"], { message: "checkout:errors.paymentMethodRequired" });

export const PlaceOrderSchema = z.object({
  /** Optional only when discounts and store credit leave nothing to pay (the service decides). */
  paymentMethod: PaymentMethodField.optional(),
  downPaymentMethod: z.enum(["card", "qpay"]).optional(),
  /** Rendered into the form: a double click, a refresh or a retried POST place one order. */
  placeKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "checkout:errors.formExpired"),
  /** The total the shopper saw; a different total at placing asks them to look again. */
  expectedTotal: z.coerce.number().int().min(0),
});

export type PlaceOrderInput = z.output<typeof PlaceOrderSchema>;

/** The payment step's code field: one input, the server decides promo code, coupon or voucher. */
export const ApplyCodeSchema = z.object({ code: z.string().max(64).default("") });

/** How much store credit to use (the caps and messages are the domain's). */
export const ApplyWalletSchema = z.object({ amount: z.string().max(20).default("") });
