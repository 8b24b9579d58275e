import { z } from "zod";
import { optionalText } from "~/modules/accounts";

/**
 * The checkout forms. The address step is one form that works without JavaScript:
 * every block is posted, and the server reads the ones the chosen delivery type needs (the
 * delivery rules themselves live in app/modules/checkout/domain and run in the service).
 * Messages are keys in the `checkout` namespace unless they name another one.
 */

export const DeliveryTypeField = z.enum(["simple", "express", "pickup"], { message: "checkout:errors.deliveryTypeRequired" });

export const CheckoutAddressSchema = z.object({
  deliveryType: DeliveryTypeField,
  /** A saved address id, or "new". */
  addressId: z.string().trim().max(20).default("new"),
  country: optionalText(2),
  city: optionalText(10),
  district: optionalText(80),
  sum: optionalText(80),
  khoroo: optionalText(80),
  street: optionalText(160),
  detail: optionalText(500),
  zip: optionalText(10),
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

export type CheckoutAddressInput = z.output<typeof CheckoutAddressSchema>;

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
