/**
 * The rules of a stay and of a booking's life (docs/decisions/056-hotel-booking.md). Pure: `today`
 * is the Ulaanbaatar date of the request's clock, passed in.
 */

export const MIN_NIGHTS = 1;
export const MAX_NIGHTS = 30;
/** How far ahead a stay may start. */
export const MAX_DAYS_AHEAD = 365;
export const MAX_ROOMS = 20;
/** An unpaid booking holds its nights this long. */
export const PAYMENT_HOLD_MINUTES = 30;

export type StayError =
  | "hotels:errors.dateInvalid"
  | "hotels:errors.checkInPast"
  | "hotels:errors.checkOutBeforeCheckIn"
  | "hotels:errors.tooManyNights"
  | "hotels:errors.tooFarAhead"
  | "hotels:errors.roomsInvalid"
  | "hotels:errors.notEnoughRooms"
  | "hotels:errors.guestsInvalid"
  | "hotels:errors.tooManyGuests";

/** Which field of the calculator and booking forms a stay error belongs to. */
export const STAY_ERROR_FIELD: Record<StayError, "checkIn" | "checkOut" | "rooms" | "guests"> = {
  "hotels:errors.dateInvalid": "checkIn",
  "hotels:errors.checkInPast": "checkIn",
  "hotels:errors.tooFarAhead": "checkIn",
  "hotels:errors.checkOutBeforeCheckIn": "checkOut",
  "hotels:errors.tooManyNights": "checkOut",
  "hotels:errors.roomsInvalid": "rooms",
  "hotels:errors.notEnoughRooms": "rooms",
  "hotels:errors.guestsInvalid": "guests",
  "hotels:errors.tooManyGuests": "guests",
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 2000 && y <= 2200;
}

/** Whole days from a to b (dates). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
}

export interface StayLimits {
  /** Adults per room. */
  capacity: number;
  /** Rooms of the type the hotel sells. */
  units: number;
  /** Ulaanbaatar date of the request. */
  today: string;
}

export interface StayRefusal {
  error: StayError;
  values?: Record<string, string | number>;
}

/** The first rule a stay breaks, or null when it may be priced and booked. */
export function judgeStay(stay: StayRequest, limits: StayLimits): StayRefusal | null {
  if (!isCalendarDate(stay.checkIn) || !isCalendarDate(stay.checkOut)) return { error: "hotels:errors.dateInvalid" };
  if (stay.checkIn < limits.today) return { error: "hotels:errors.checkInPast" };
  if (daysBetween(limits.today, stay.checkIn) > MAX_DAYS_AHEAD) return { error: "hotels:errors.tooFarAhead", values: { days: MAX_DAYS_AHEAD } };
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  if (nights < MIN_NIGHTS) return { error: "hotels:errors.checkOutBeforeCheckIn" };
  if (nights > MAX_NIGHTS) return { error: "hotels:errors.tooManyNights", values: { max: MAX_NIGHTS } };
  if (!Number.isSafeInteger(stay.rooms) || stay.rooms < 1 || stay.rooms > MAX_ROOMS) return { error: "hotels:errors.roomsInvalid", values: { max: MAX_ROOMS } };
  if (stay.rooms > limits.units) return { error: "hotels:errors.notEnoughRooms", values: { units: limits.units } };
  if (!Number.isSafeInteger(stay.guests) || stay.guests < 1) return { error: "hotels:errors.guestsInvalid" };
  if (stay.guests > limits.capacity * stay.rooms) return { error: "hotels:errors.tooManyGuests", values: { max: limits.capacity * stay.rooms, capacity: limits.capacity } };
  return null;
}

export type BookingState = "requested" | "awaiting_payment" | "paid" | "confirmed" | "declined" | "canceled" | "expired";

/** States that hold the booking's room nights. */
export const HOLDING_STATES: readonly BookingState[] = ["requested", "awaiting_payment", "paid", "confirmed"];

export function holdsNights(state: BookingState): boolean {
  return HOLDING_STATES.includes(state);
}

/** A shopper may cancel a booking that still holds its nights, before the check-in day. */
export function canShopperCancel(state: BookingState, checkIn: string, today: string): boolean {
  return holdsNights(state) && today < checkIn;
}

/** Staff may confirm a request or a paid booking, and decline a request. */
export function canStaffConfirm(state: BookingState): boolean {
  return state === "requested" || state === "paid";
}

export function canStaffDecline(state: BookingState): boolean {
  return state === "requested";
}

export type Gender = "male" | "female";

/** The title the spec shows for a passenger's gender: MR for male, MS for female (in both languages). */
export function genderTitle(gender: Gender): "MR" | "MS" {
  return gender === "male" ? "MR" : "MS";
}

/** "MR Bat Dorj", "MS Dr Saraa Bold": the title, the optional salutation, first and last name. */
export function passengerDisplayName(passenger: { gender: Gender; salutation: string | null; firstName: string; lastName: string }): string {
  return [genderTitle(passenger.gender), passenger.salutation, passenger.firstName, passenger.lastName].filter((part) => part && part.trim() !== "").join(" ");
}

/** A booking number, from 9 random digits: `H` and the digits (orders use `R`). */
export function bookingNumberFrom(digits: number): string {
  return `H${String(digits).padStart(9, "0")}`;
}
