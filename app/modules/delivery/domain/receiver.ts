import { ageOn } from "~/kernel/dates";
import { normalisePhone } from "~/kernel/identifiers";
import { ulaanbaatarDate, type DeliveryType } from "./delivery-slots";

/**
 * The person who receives a delivery: alcohol is handed over only to a receiver of 18 or older
 * (storefront-spec.md §2 Screens and routes, the age gate; docs/decisions/028-delivery-clock-and-receiver.md).
 * Pure: `now` is an argument; ages are counted on the Ulaanbaatar calendar date.
 *
 * The age confirmation checkbox is always required for delivery: the buyer's own birth date says
 * nothing about who opens the door. When the form also knows the receiver's birth date, an
 * under-age birth date is refused even if the box is ticked. Pickup has the same rule (the
 * collector is the receiver).
 */

export { ageOn };

/** Mirrors siteConfig.ageGate.delivery. */
export const RECEIVER_MINIMUM_AGE = 18;

export type ReceiverError =
  | "delivery.receiverUnderage"
  | "delivery.ageConfirmationRequired"
  | "delivery.addressAndTimeRequired"
  | "delivery.receiverNameRequired"
  | "phone.required"
  | "phone.invalid";

/**
 * An HTML checkbox posts its value ("on" without a value attribute) only when ticked. Ticked:
 * true, "on", "true", "1", "yes" (case-insensitive). Anything else, including absence, is not.
 */
export function isConfirmationChecked(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== "string") return false;
  return ["on", "true", "1", "yes"].includes(value.trim().toLowerCase());
}

export interface ReceiverAgeInput {
  /** The ticked-or-not confirmation checkbox (raw form value or boolean). */
  confirmed: unknown;
  /** The receiver's birth date, YYYY-MM-DD, when the form asks for it. Blank or unreadable: not known. */
  birthDate?: string | null;
}

export type ReceiverAgeResult = { ok: true } | { ok: false; error: "delivery.receiverUnderage" | "delivery.ageConfirmationRequired" };

export function receiverAgeCheck(input: ReceiverAgeInput, now: Date, minimumAge: number = RECEIVER_MINIMUM_AGE): ReceiverAgeResult {
  if (input.birthDate) {
    const age = ageOn(input.birthDate, ulaanbaatarDate(now));
    if (age !== null && age < minimumAge) return { ok: false, error: "delivery.receiverUnderage" };
  }
  if (!isConfirmationChecked(input.confirmed)) return { ok: false, error: "delivery.ageConfirmationRequired" };
  return { ok: true };
}

export interface ReceiverInput {
  type: DeliveryType;
  name: string;
  phone: string;
  /** A delivery address (simple, express) or a store location (pickup) has been chosen. */
  hasAddress: boolean;
  /** The chosen slot id; express needs none (its window is implied). */
  slotId: string | null | undefined;
  ageConfirmed: unknown;
  birthDate?: string | null;
}

export type ReceiverField = "name" | "phone" | "address" | "age";

export type ReceiverResult =
  | { ok: true; receiver: { name: string; phone: string } }
  | { ok: false; errors: Partial<Record<ReceiverField, ReceiverError>> };

/**
 * The address step's receiver block. Every field is checked so the form shows all errors at
 * once. 'Delivery address and delivery time must be filled' covers a missing address/location
 * and a missing slot; whether the chosen slot is still available is validateSlot's job.
 */
export function validateReceiver(input: ReceiverInput, now: Date, minimumAge: number = RECEIVER_MINIMUM_AGE): ReceiverResult {
  const errors: Partial<Record<ReceiverField, ReceiverError>> = {};
  const name = input.name.trim().replace(/\s+/g, " ");
  if (name === "") errors.name = "delivery.receiverNameRequired";

  let phone: string | null = null;
  if (input.phone.trim() === "") errors.phone = "phone.required";
  else {
    phone = normalisePhone(input.phone);
    if (!phone) errors.phone = "phone.invalid";
  }

  const needsSlot = input.type !== "express";
  if (!input.hasAddress || (needsSlot && (input.slotId ?? "").trim() === "")) errors.address = "delivery.addressAndTimeRequired";

  const age = receiverAgeCheck({ confirmed: input.ageConfirmed, birthDate: input.birthDate ?? null }, now, minimumAge);
  if (!age.ok) errors.age = age.error;

  if (Object.keys(errors).length > 0 || phone === null) return { ok: false, errors };
  return { ok: true, receiver: { name, phone } };
}
