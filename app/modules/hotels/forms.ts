import { z } from "zod";
import { normalisePhone } from "~/kernel/identifiers";
import { emailField } from "~/modules/accounts";
import { isCalendarDate, MAX_ROOMS } from "./domain/stay";

/**
 * The hotels' forms: one zod schema per form, read by the routes with conform's parseWithZod
 * (which turns "" into undefined and numbers' text into numbers). Messages are `hotels:` keys.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const date = z
  .string({ required_error: "hotels:errors.dateRequired" })
  .trim()
  .max(10, "hotels:errors.dateInvalid")
  .refine(isCalendarDate, "hotels:errors.dateInvalid");

const count = (required: string, invalid: string, max: number) =>
  z.number({ required_error: required, invalid_type_error: invalid }).int(invalid).min(1, invalid).max(max, invalid);

const roomSlug = z.string({ required_error: "hotels:errors.roomRequired" }).trim().max(60, "hotels:errors.roomUnknown").regex(SLUG, "hotels:errors.roomUnknown");

/** The hotel page's price calculator (a GET form). */
export const CalculatorSchema = z.object({
  room: roomSlug,
  checkIn: date,
  checkOut: date,
  rooms: count("hotels:errors.roomsInvalid", "hotels:errors.roomsInvalid", MAX_ROOMS),
  guests: count("hotels:errors.guestsInvalid", "hotels:errors.guestsInvalid", 240),
});
export type CalculatorInput = z.infer<typeof CalculatorSchema>;

const name = (required: string) => z.string({ required_error: required }).trim().min(1, required).max(60, "hotels:errors.nameTooLong");

export const PassengerSchema = z.object({
  firstName: name("hotels:errors.firstNameRequired"),
  lastName: name("hotels:errors.lastNameRequired"),
  gender: z.enum(["male", "female"], { errorMap: () => ({ message: "hotels:errors.genderRequired" }) }),
  salutation: z
    .string()
    .trim()
    .max(20, "hotels:errors.salutationTooLong")
    .optional()
    .transform((value) => (value ? value : null)),
});
export type PassengerInput = z.infer<typeof PassengerSchema>;

/** Flight numbers as airlines print them: two-character airline code, 1-4 digits, maybe a letter (OM 302, MR2070). */
export const FLIGHT_PATTERN = /^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/;
const ARRIVAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const BOOKING_PAYMENTS = ["card", "qpay", "request"] as const;

export const BookingSchema = CalculatorSchema.extend({
  key: z.string({ required_error: "hotels:errors.formExpired" }).regex(/^[A-Za-z0-9_-]{16,64}$/, "hotels:errors.formExpired"),
  passengers: z.array(PassengerSchema, { required_error: "hotels:errors.passengersMissing" }).max(240, "hotels:errors.passengersMissing"),
  contactName: z.string({ required_error: "hotels:errors.contactNameRequired" }).trim().min(1, "hotels:errors.contactNameRequired").max(120, "hotels:errors.nameTooLong"),
  contactPhone: z
    .string({ required_error: "hotels:errors.phoneRequired" })
    .trim()
    .max(30, "hotels:errors.phoneInvalid")
    .transform((value, ctx) => {
      const mongolian = normalisePhone(value);
      if (mongolian) return mongolian;
      const compact = value.replace(/[\s()-]/g, "");
      if (/^\+\d{7,15}$/.test(compact)) return compact;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "hotels:errors.phoneInvalid" });
      return z.NEVER;
    }),
  // A bad e-mail reads the same as in every other form (accounts' contact fields).
  contactEmail: emailField,
  transfer: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  transferAirport: z.string().trim().max(120, "hotels:errors.airportUnknown").optional(),
  transferFlight: z
    .string()
    .trim()
    .max(10, "hotels:errors.flightInvalid")
    .optional()
    .transform((value) => value?.toUpperCase().replace(/\s+/g, " ")),
  transferArrival: z.string().trim().max(16, "hotels:errors.arrivalInvalid").optional(),
  payment: z.enum(BOOKING_PAYMENTS, { errorMap: () => ({ message: "hotels:errors.paymentRequired" }) }),
}).superRefine((value, ctx) => {
  if (value.passengers.length !== value.guests) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["passengers"], message: "hotels:errors.passengersMissing" });
  }
  if (!value.transfer) return;
  if (!value.transferAirport) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["transferAirport"], message: "hotels:errors.airportRequired" });
  if (!value.transferFlight || !FLIGHT_PATTERN.test(value.transferFlight)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["transferFlight"], message: "hotels:errors.flightInvalid" });
  const arrival = value.transferArrival ?? "";
  if (!ARRIVAL.test(arrival) || !isCalendarDate(arrival.slice(0, 10)) || Number(arrival.slice(11, 13)) > 23 || Number(arrival.slice(14, 16)) > 59) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["transferArrival"], message: "hotels:errors.arrivalInvalid" });
  }
});
export type BookingInput = z.infer<typeof BookingSchema>;

/** The shopper's buttons on their booking: cancel it, or pay an unpaid one again. */
export const ShopperBookingSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("pay"), method: z.enum(["card", "qpay"], { errorMap: () => ({ message: "hotels:errors.paymentRequired" }) }) }),
], { errorMap: () => ({ message: "hotels:errors.badRequest" }) });
export type ShopperBookingInput = z.infer<typeof ShopperBookingSchema>;

/** Staff: confirm or decline a booking. */
export const StaffBookingSchema = z.object({
  intent: z.enum(["confirm", "decline"], { errorMap: () => ({ message: "hotels:errors.badRequest" }) }),
});
export type StaffBookingInput = z.infer<typeof StaffBookingSchema>;

/** The amenity filter of /hotels: `?amenity=wifi&amenity=spa` (every one of them); unknown or odd values are dropped. */
export function amenityFilter(values: readonly string[]): string[] {
  return [...new Set(values.filter((v) => /^[a-z0-9-]{2,30}$/.test(v)))].slice(0, 12);
}
