import type { StatusTable } from "~/kernel/result";
import type { StayError } from "./domain/stay";

/** The hotels' result codes (full i18n keys) and the HTTP status of each (decision 032). */
export type QuoteError = StayError | "hotels:errors.roomUnknown" | "hotels:errors.hotelUnknown";
export type BookingError =
  | QuoteError
  | "hotels:errors.soldOut"
  | "hotels:errors.airportUnknown"
  | "hotels:errors.paymentUnavailable"
  | "hotels:errors.formExpired"
  | "hotels:errors.notFound"
  | "hotels:errors.cannotCancel"
  | "hotels:errors.cannotPay"
  | "hotels:errors.cannotConfirm"
  | "hotels:errors.cannotDecline";

export const HOTELS_STATUS: StatusTable<BookingError> = {
  "hotels:errors.dateInvalid": 400,
  "hotels:errors.checkInPast": 400,
  "hotels:errors.checkOutBeforeCheckIn": 400,
  "hotels:errors.tooManyNights": 400,
  "hotels:errors.tooFarAhead": 400,
  "hotels:errors.roomsInvalid": 400,
  "hotels:errors.notEnoughRooms": 400,
  "hotels:errors.guestsInvalid": 400,
  "hotels:errors.tooManyGuests": 400,
  "hotels:errors.roomUnknown": 400,
  "hotels:errors.hotelUnknown": 404,
  "hotels:errors.soldOut": 409,
  "hotels:errors.airportUnknown": 400,
  "hotels:errors.paymentUnavailable": 400,
  "hotels:errors.formExpired": 400,
  "hotels:errors.notFound": 404,
  "hotels:errors.cannotCancel": 409,
  "hotels:errors.cannotPay": 409,
  "hotels:errors.cannotConfirm": 409,
  "hotels:errors.cannotDecline": 409,
};

/** The booking form's field a refusal belongs to ("" = the whole form). */
export const BOOKING_ERROR_FIELD: Partial<Record<BookingError, string>> = {
  "hotels:errors.dateInvalid": "checkIn",
  "hotels:errors.checkInPast": "checkIn",
  "hotels:errors.tooFarAhead": "checkIn",
  "hotels:errors.checkOutBeforeCheckIn": "checkOut",
  "hotels:errors.tooManyNights": "checkOut",
  "hotels:errors.roomsInvalid": "rooms",
  "hotels:errors.notEnoughRooms": "rooms",
  "hotels:errors.guestsInvalid": "guests",
  "hotels:errors.tooManyGuests": "guests",
  "hotels:errors.roomUnknown": "room",
  "hotels:errors.airportUnknown": "transferAirport",
  "hotels:errors.paymentUnavailable": "payment",
};
