// The hotels module's server door (issue 21).
export * from "./catalogue.server";
export * from "./bookings.server";
export { renderBookingEmail } from "./booking-email";
