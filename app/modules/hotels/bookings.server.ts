import { randomBytes, randomInt } from "node:crypto";
import type { Transaction } from "kysely";
import { queueMessage } from "~/adapters/messages/index.server";
import { paymentProvider } from "~/adapters/payments/index.server";
import { env } from "~/config/env.server";
import type { DB } from "~/db/client.server";
import { isUniqueViolation } from "~/db/record-errors.server";
import type { Database } from "~/db/schema";
import { inTransaction } from "~/db/transactions.server";
import { MINUTE_MS } from "~/kernel/dates";
import { fail, ok, type Result } from "~/kernel/result";
import { resolveAirport, findAirportByIata } from "~/modules/places/index.server";
import { renderBookingEmail, type BookingEmailKind } from "./booking-email";
import { hotelHeader, quoteStay, shopToday, type Locale } from "./catalogue.server";
import { nightsOf, type PriceBreakdown } from "./domain/pricing";
import { bookingNumberFrom, canShopperCancel, canStaffConfirm, canStaffDecline, genderTitle, HOLDING_STATES, passengerDisplayName, PAYMENT_HOLD_MINUTES, type BookingState } from "./domain/stay";
import type { BookingInput } from "./forms";
import {
  bookingsOfUser,
  dueUnpaidBookings,
  findBookingById,
  findBookingByKey,
  findBookingByNumber,
  findBookingPayment,
  findBookingPaymentByRef,
  findHotelById,
  findRoomTypeById,
  guestsOf,
  insertBooking,
  insertBookingPayment,
  insertGuests,
  moveBooking,
  moveBookingPayment,
  paymentsOfBooking,
  releaseNight,
  setBookingPaymentStarted,
  staffBookingList,
  takeNight,
  type BookingListRow,
  type BookingRow,
} from "./queries.server";
import type { BookingError } from "./status";
import type { BookingListItemView, BookingPaymentView, BookingView } from "./views";
import { localized } from "~/kernel/localized";

/**
 * Bookings (docs/decisions/056-hotel-booking.md). Placing one is one transaction: the booking's
 * row first (its idempotency key UNIQUE: a resend finds the first booking), then every night of
 * the stay taken by a guarded UPDATE (one row changed per night, else the whole transaction rolls
 * back: sold out), the passengers, and the e-mail in the outbox (sent after the commit). Paying
 * starts afterwards, outside the transaction, with the shop's payment providers; a callback only
 * makes the shop ask the provider, and "paid" is a guarded UPDATE from awaiting_payment, once.
 * Every state change is a guarded UPDATE in a transaction that also gives nights back where the
 * state no longer holds them and queues the shopper's e-mail. Money goes back (refund) after the
 * commit, outside any transaction.
 */

export interface BookingContext {
  now: Date;
  /** The shop's origin, for the payment providers' callback and return addresses. */
  origin: string;
  locale: Locale;
}

/**
 * The merchant reference the providers see is our payment id; order payments use theirs from 1
 * up. Booking payments add this, so the two never meet in one provider account.
 */
export const BOOKING_REFERENCE_OFFSET = 1_000_000_000;

class SoldOut extends Error {
  constructor(readonly night: string) {
    super(`sold out for ${night}`);
  }
}

export function bookingCallbackUrl(origin: string, method: "card" | "qpay", paymentId: number): string {
  return `${origin}/hotels/payments/${method}/callback?payment=${paymentId}`;
}

export function bookingPageUrl(origin: string, number: string): string {
  return `${origin}/account/bookings/${encodeURIComponent(number)}`;
}

function newBookingNumber(): string {
  return bookingNumberFrom(randomInt(0, 1_000_000_000));
}

export interface PlacedBooking {
  number: string;
  /** False when the form's key had already placed this booking (a resend). */
  created: boolean;
  state: BookingState;
  /** The card gateway's page to send the shopper to; null for QPay (the booking page shows the QR) and requests. */
  redirectUrl: string | null;
}

export async function placeBooking(db: DB, context: BookingContext, userId: number, hotelSlug: string, input: BookingInput): Promise<Result<PlacedBooking, BookingError>> {
  const earlier = await findBookingByKey(db, input.key);
  if (earlier) return earlier.user_id === userId ? ok({ number: earlier.number, created: false, state: earlier.state, redirectUrl: null }) : fail("hotels:errors.formExpired");

  const quote = await quoteStay(db, context.now, hotelSlug, input.room, input);
  if (!quote.ok) return quote;
  const { hotel, room, price } = quote.value;

  let airport: string | null = null;
  if (input.transfer) {
    const resolved = await resolveAirport(db, input.transferAirport ?? "", context.locale);
    if (!resolved.airport) return fail("hotels:errors.airportUnknown");
    airport = resolved.airport.iata;
  }
  const method = input.payment === "request" ? null : input.payment;
  if (method && !paymentProvider(method, context.origin)) return fail("hotels:errors.paymentUnavailable");

  const at = context.now.toISOString();
  const state: BookingState = method ? "awaiting_payment" : "requested";
  const nights = nightsOf(input.checkIn, input.checkOut);
  let placed: { id: number; number: string } | null = null;
  for (let attempt = 1; !placed; attempt++) {
    const number = newBookingNumber();
    try {
      placed = await inTransaction(
        db,
        async (trx) => {
          const id = await insertBooking(trx, {
            number,
            user_id: userId,
            hotel_id: hotel.id,
            room_type_id: room.id,
            check_in: input.checkIn,
            check_out: input.checkOut,
            rooms: input.rooms,
            guests: input.guests,
            state,
            pay_method: method,
            price_json: JSON.stringify(price),
            total: price.total,
            locale: context.locale,
            contact_name: input.contactName,
            contact_phone: input.contactPhone,
            contact_email: input.contactEmail,
            transfer_airport: airport,
            transfer_flight: input.transfer ? (input.transferFlight ?? null) : null,
            transfer_arrival: input.transfer ? (input.transferArrival ?? null) : null,
            idempotency_key: input.key,
            expires_at: method ? new Date(context.now.getTime() + PAYMENT_HOLD_MINUTES * MINUTE_MS).toISOString() : null,
            decided_by: null,
            created_at: at,
            updated_at: at,
          });
          if (id === undefined) return null; // the same form sent twice at once: the other one placed it
          for (const night of nights) {
            if (!(await takeNight(trx, room.id, night, input.rooms))) throw new SoldOut(night);
          }
          await insertGuests(trx, id, input.passengers);
          await queueBookingEmail(trx, id, state === "requested" ? "requested" : "awaiting_payment", context.now, context.origin);
          return { id, number };
        },
        // On PostgreSQL the bookings of one room type take turns; the guarded updates decide anyway.
        { queueOn: [`hotel-room:${room.id}`] },
      );
    } catch (error) {
      if (error instanceof SoldOut) return fail("hotels:errors.soldOut", { night: error.night });
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
      // A number taken (or the key placed a moment ago): look again.
      const again = await findBookingByKey(db, input.key);
      if (again) return again.user_id === userId ? ok({ number: again.number, created: false, state: again.state, redirectUrl: null }) : fail("hotels:errors.formExpired");
      continue;
    }
    if (!placed) {
      const again = await findBookingByKey(db, input.key);
      if (!again || again.user_id !== userId) return fail("hotels:errors.formExpired");
      return ok({ number: again.number, created: false, state: again.state, redirectUrl: null });
    }
  }

  let redirectUrl: string | null = null;
  if (method) {
    const booking = (await findBookingById(db, placed.id))!;
    redirectUrl = (await startBookingPayment(db, booking, method, context.origin, context.now))?.redirectUrl ?? null;
  }
  return ok({ number: placed.number, created: true, state, redirectUrl });
}

/** Starts a payment of an unpaid booking with its provider; a provider failure marks the payment failed (the booking waits for another try until it expires). */
export async function startBookingPayment(db: DB, booking: BookingRow, method: "card" | "qpay", origin: string, now: Date): Promise<{ paymentId: number; redirectUrl: string | null } | null> {
  const payment = await insertBookingPayment(db, { bookingId: booking.id, method, amount: booking.total, now });
  const provider = paymentProvider(method, origin);
  try {
    if (!provider) throw new Error(`${method} payments are not configured`);
    const started = await provider.start({
      paymentId: BOOKING_REFERENCE_OFFSET + payment.id,
      orderNumber: booking.number,
      amount: booking.total,
      description: booking.number,
      callbackUrl: bookingCallbackUrl(origin, method, payment.id),
      returnUrl: `${bookingPageUrl(origin, booking.number)}?payment=${payment.id}`,
      locale: booking.locale === "en" ? "en" : "mn",
    });
    await setBookingPaymentStarted(db, payment.id, { providerRef: started.providerRef, redirectUrl: started.redirectUrl, providerData: started.qr ? JSON.stringify(started.qr) : null, now });
    return { paymentId: payment.id, redirectUrl: started.redirectUrl };
  } catch (error) {
    console.error(`[hotels] could not start ${method} payment ${payment.id} for ${booking.number}`, error);
    await moveBookingPayment(db, payment.id, ["pending"], "failed", now, { failure_code: "provider_unavailable" });
    return null;
  }
}

export type BookingRefresh = "paid" | "pending" | "failed" | "canceled" | "unknown";

/** Asks the provider how a booking payment stands and settles it. Safe to call any number of times (callbacks, the return page, the booking page). */
export async function refreshBookingPayment(db: DB, paymentId: number, origin: string, now: Date): Promise<BookingRefresh> {
  const payment = await findBookingPayment(db, paymentId);
  if (!payment) return "unknown";
  if (payment.state === "completed" || payment.state === "refunded") return "paid";
  if (payment.state === "failed") return "failed";
  if (payment.state === "void") return "canceled";
  if (!payment.provider_ref) return "pending";
  const provider = paymentProvider(payment.method, origin);
  if (!provider) return "pending";
  const status = await provider.status(payment.provider_ref);
  if (status.status === "pending") return "pending";
  if (status.status === "canceled") {
    await moveBookingPayment(db, payment.id, ["pending"], "void", now);
    return "canceled";
  }
  if (status.status === "failed") {
    await moveBookingPayment(db, payment.id, ["pending"], "failed", now, { failure_code: status.code.slice(0, 64) });
    return "failed";
  }
  const settled = await inTransaction(db, async (trx) => {
    if (!(await moveBookingPayment(trx, payment.id, ["pending"], "completed", now))) return "seen" as const;
    if (await moveBooking(trx, payment.booking_id, ["awaiting_payment"], "paid", now, { expires_at: null })) {
      await queueBookingEmail(trx, payment.booking_id, "paid", now, origin);
      return "paid" as const;
    }
    return "orphan" as const;
  });
  if (settled === "orphan") {
    // The booking moved on without this money (expired or canceled meanwhile): keep the record, pay it back.
    console.warn(`[hotels] payment ${payment.id} completed for a booking no longer awaiting payment: refunding`);
    try {
      await provider.refund(payment.provider_ref, payment.amount);
      await moveBookingPayment(db, payment.id, ["completed"], "refunded", now, { refunded_amount: payment.amount });
    } catch (error) {
      console.error(`[hotels] refund of booking payment ${payment.id} failed; staff must refund it`, error);
    }
  }
  return "paid";
}

/** A provider's callback for a booking payment: 200 handled (also a repeat), 400 not authentic, 404 unknown payment. */
export async function handleBookingCallback(db: DB, method: "card" | "qpay", callback: { providerRef: string | null; paymentId: number }, origin: string, now: Date): Promise<number> {
  let payment;
  if (callback.providerRef !== null) payment = await findBookingPaymentByRef(db, method, callback.providerRef);
  else if (method === "qpay" && Number.isSafeInteger(callback.paymentId) && callback.paymentId > 0) {
    // QPay's callback is not signed: our payment id in its URL says which one to re-check.
    payment = await findBookingPayment(db, callback.paymentId);
    if (payment?.method !== "qpay") payment = undefined;
  } else return 400;
  if (!payment) return 404;
  await refreshBookingPayment(db, payment.id, origin, now);
  return 200;
}

/** Gives the booking's nights back, inside the transaction that moved it out of a holding state. */
async function releaseNights(trx: Transaction<Database>, booking: BookingRow): Promise<void> {
  for (const night of nightsOf(booking.check_in, booking.check_out)) await releaseNight(trx, booking.room_type_id, night, booking.rooms);
}

async function voidOpenPayments(db: DB, bookingId: number, origin: string, now: Date): Promise<void> {
  for (const payment of await paymentsOfBooking(db, bookingId)) {
    if (payment.state !== "pending") continue;
    if (payment.provider_ref) await paymentProvider(payment.method, origin)?.cancel(payment.provider_ref);
    await moveBookingPayment(db, payment.id, ["pending"], "void", now);
  }
}

async function refundPayments(db: DB, bookingId: number, origin: string, now: Date): Promise<boolean> {
  let refunded = false;
  for (const payment of await paymentsOfBooking(db, bookingId)) {
    if (payment.state !== "completed" || !payment.provider_ref) continue;
    await paymentProvider(payment.method, origin)?.refund(payment.provider_ref, payment.amount);
    refunded = (await moveBookingPayment(db, payment.id, ["completed"], "refunded", now, { refunded_amount: payment.amount })) || refunded;
  }
  return refunded;
}

/** An unpaid booking whose hold ran out: its open payments are asked first (money may have arrived), then it expires and gives its nights back. */
export async function expireIfDue(db: DB, bookingId: number, origin: string, now: Date): Promise<boolean> {
  for (const payment of await paymentsOfBooking(db, bookingId)) {
    if (payment.state === "pending") await refreshBookingPayment(db, payment.id, origin, now).catch((error) => console.error(`[hotels] could not ask about payment ${payment.id}`, error));
  }
  const expired = await inTransaction(db, async (trx) => {
    const booking = await findBookingById(trx, bookingId);
    if (!booking || booking.state !== "awaiting_payment" || !booking.expires_at || booking.expires_at > now.toISOString()) return false;
    if (!(await moveBooking(trx, booking.id, ["awaiting_payment"], "expired", now))) return false;
    await releaseNights(trx, booking);
    await queueBookingEmail(trx, booking.id, "expired", now, origin);
    return true;
  });
  if (expired) await voidOpenPayments(db, bookingId, origin, now);
  return expired;
}

/** The sweep (app/jobs): every unpaid booking past its hold. Without a request, the providers are reached through PUBLIC_URL (or this server). */
export async function sweepBookings(db: DB, now: Date, origin: string = (env().PUBLIC_URL ?? `http://127.0.0.1:${env().PORT}`).replace(/\/+$/, "")): Promise<number> {
  let count = 0;
  for (const { id } of await dueUnpaidBookings(db, now)) {
    try {
      if (await expireIfDue(db, id, origin, now)) count += 1;
    } catch (error) {
      console.error(`[hotels] could not expire booking ${id}`, error);
    }
  }
  return count;
}

/** The shopper cancels before check-in: the nights go back; a paid booking's money is refunded after the commit. */
export async function cancelBooking(db: DB, userId: number, number: string, origin: string, now: Date): Promise<Result<{ refunded: boolean }, BookingError>> {
  const booking = await findBookingByNumber(db, number);
  if (!booking || booking.user_id !== userId) return fail("hotels:errors.notFound");
  if (!canShopperCancel(booking.state, booking.check_in, shopToday(now))) return fail("hotels:errors.cannotCancel");
  const moved = await inTransaction(db, async (trx) => {
    if (!(await moveBooking(trx, booking.id, HOLDING_STATES, "canceled", now, { expires_at: null }))) return false;
    await releaseNights(trx, booking);
    return true;
  });
  if (!moved) return fail("hotels:errors.cannotCancel");
  await voidOpenPayments(db, booking.id, origin, now);
  const refunded = await refundPayments(db, booking.id, origin, now);
  await queueBookingEmail(db, booking.id, "canceled", now, origin, refunded);
  return ok({ refunded });
}

/** The shopper pays an unpaid booking again (the first try failed or was abandoned), while its hold lasts. */
export async function payBookingAgain(db: DB, userId: number, number: string, method: "card" | "qpay", origin: string, now: Date): Promise<Result<{ redirectUrl: string | null }, BookingError>> {
  const booking = await findBookingByNumber(db, number);
  if (!booking || booking.user_id !== userId) return fail("hotels:errors.notFound");
  if (booking.state !== "awaiting_payment" || !booking.expires_at || booking.expires_at <= now.toISOString()) return fail("hotels:errors.cannotPay");
  if (!paymentProvider(method, origin)) return fail("hotels:errors.paymentUnavailable");
  await voidOpenPayments(db, booking.id, origin, now);
  const started = await startBookingPayment(db, booking, method, origin, now);
  return ok({ redirectUrl: started?.redirectUrl ?? null });
}

/** Staff confirm a request or a paid booking, or decline a request (its nights go back). */
export async function decideBooking(db: DB, staffId: number, number: string, intent: "confirm" | "decline", origin: string, now: Date): Promise<Result<{ state: BookingState }, BookingError>> {
  const booking = await findBookingByNumber(db, number);
  if (!booking) return fail("hotels:errors.notFound");
  if (intent === "confirm") {
    if (!canStaffConfirm(booking.state)) return fail("hotels:errors.cannotConfirm");
    const moved = await inTransaction(db, async (trx) => {
      if (!(await moveBooking(trx, booking.id, ["requested", "paid"], "confirmed", now, { decided_by: staffId }))) return false;
      await queueBookingEmail(trx, booking.id, "confirmed", now, origin);
      return true;
    });
    return moved ? ok({ state: "confirmed" }) : fail("hotels:errors.cannotConfirm");
  }
  if (!canStaffDecline(booking.state)) return fail("hotels:errors.cannotDecline");
  const moved = await inTransaction(db, async (trx) => {
    if (!(await moveBooking(trx, booking.id, ["requested"], "declined", now, { decided_by: staffId }))) return false;
    await releaseNights(trx, booking);
    await queueBookingEmail(trx, booking.id, "declined", now, origin);
    return true;
  });
  return moved ? ok({ state: "declined" }) : fail("hotels:errors.cannotDecline");
}

async function queueBookingEmail(db: DB | Transaction<Database>, bookingId: number, kind: BookingEmailKind, now: Date, origin: string, refunded = false): Promise<void> {
  const booking = await findBookingById(db, bookingId);
  if (!booking) return;
  const [hotel, room, guests] = await Promise.all([findHotelById(db, booking.hotel_id), findRoomTypeById(db, booking.room_type_id), guestsOf(db, booking.id)]);
  const locale = booking.locale === "en" ? "en" : "mn";
  const email = renderBookingEmail(locale, kind, {
    number: booking.number,
    hotelName: hotel ? localized(hotel, "name", locale) : "",
    roomName: room ? localized(room, "name", locale) : "",
    checkIn: booking.check_in,
    checkOut: booking.check_out,
    rooms: booking.rooms,
    passengers: guests.map((g) => passengerDisplayName({ gender: g.gender, salutation: g.salutation, firstName: g.first_name, lastName: g.last_name })),
    total: booking.total,
    refunded,
    url: bookingPageUrl(origin, booking.number),
  });
  await queueMessage(db as DB, { channel: "email", recipient: booking.contact_email, subject: email.subject, text: email.text, html: email.html }, now);
}

// Views

function listItem(row: BookingListRow, locale: Locale): BookingListItemView {
  return {
    number: row.number,
    state: row.state,
    hotelName: localized(row, "hotel_name", locale),
    roomName: localized(row, "room_name", locale),
    checkIn: row.check_in,
    checkOut: row.check_out,
    rooms: row.rooms,
    guests: row.guests,
    total: row.total,
    contactName: row.contact_name,
    createdAt: row.created_at,
  };
}

export async function accountBookings(db: DB, userId: number, locale: Locale): Promise<BookingListItemView[]> {
  return (await bookingsOfUser(db, userId)).map((row) => listItem(row, locale));
}

export const STAFF_STATES: readonly BookingState[] = ["requested", "awaiting_payment", "paid", "confirmed", "declined", "canceled", "expired"];

export async function staffBookings(db: DB, locale: Locale, filter: { state: BookingState | null; from: string | null; to: string | null }): Promise<BookingListItemView[]> {
  return (await staffBookingList(db, filter)).map((row) => listItem(row, locale));
}

function paymentView(row: Awaited<ReturnType<typeof paymentsOfBooking>>[number]): BookingPaymentView {
  let qr: { text?: string; imageDataUri?: string; links?: { name: string; link: string }[] } = {};
  try {
    qr = row.provider_data ? JSON.parse(row.provider_data) : {};
  } catch {
    qr = {};
  }
  return {
    id: row.id,
    method: row.method,
    amount: row.amount,
    state: row.state,
    redirectUrl: row.redirect_url,
    qrText: qr.text ?? null,
    qrImage: qr.imageDataUri?.startsWith("data:image/") ? qr.imageDataUri : null,
    links: (qr.links ?? []).filter((l) => /^[a-z][a-z0-9+.-]*:/i.test(l.link)).map((l) => ({ name: l.name, link: l.link })),
  };
}

/**
 * One booking as its shopper (`userId`) or staff (`userId` null) see it; null when there is none
 * or it is someone else's. Opening it settles what is due: open payments are asked about and an
 * unpaid booking past its hold expires.
 */
export async function bookingDetail(db: DB, number: string, userId: number | null, locale: Locale, origin: string, now: Date): Promise<BookingView | null> {
  let booking = await findBookingByNumber(db, number);
  if (!booking || (userId !== null && booking.user_id !== userId)) return null;
  if (booking.state === "awaiting_payment") {
    for (const payment of await paymentsOfBooking(db, booking.id)) {
      if (payment.state === "pending" && payment.provider_ref) await refreshBookingPayment(db, payment.id, origin, now).catch((error) => console.error(`[hotels] could not ask about payment ${payment.id}`, error));
    }
    if (booking.expires_at && booking.expires_at <= now.toISOString()) await expireIfDue(db, booking.id, origin, now);
    booking = (await findBookingById(db, booking.id))!;
  }
  const [hotel, room, guests, payments] = await Promise.all([findHotelById(db, booking.hotel_id), findRoomTypeById(db, booking.room_type_id), guestsOf(db, booking.id), paymentsOfBooking(db, booking.id)]);
  if (!hotel || !room) return null;
  let airportLabel = booking.transfer_airport ?? "";
  if (booking.transfer_airport) airportLabel = (await findAirportByIata(db, booking.transfer_airport, locale))?.label ?? booking.transfer_airport;
  const today = shopToday(now);
  return {
    number: booking.number,
    state: booking.state,
    hotel: hotelHeader(hotel, locale),
    roomName: localized(room, "name", locale),
    checkIn: booking.check_in,
    checkOut: booking.check_out,
    rooms: booking.rooms,
    guests: booking.guests,
    passengers: guests.map((g) => ({
      position: g.position,
      displayName: passengerDisplayName({ gender: g.gender, salutation: g.salutation, firstName: g.first_name, lastName: g.last_name }),
      title: genderTitle(g.gender),
      gender: g.gender,
      salutation: g.salutation,
      firstName: g.first_name,
      lastName: g.last_name,
    })),
    contact: { name: booking.contact_name, phone: booking.contact_phone, email: booking.contact_email },
    transfer: booking.transfer_airport ? { airport: booking.transfer_airport, airportLabel, flight: booking.transfer_flight ?? "", arrival: booking.transfer_arrival ?? "" } : null,
    price: JSON.parse(booking.price_json) as PriceBreakdown,
    payMethod: booking.pay_method,
    expiresAt: booking.expires_at,
    createdAt: booking.created_at,
    canCancel: canShopperCancel(booking.state, booking.check_in, today),
    canPay: booking.state === "awaiting_payment",
    canConfirm: canStaffConfirm(booking.state),
    canDecline: canStaffDecline(booking.state),
    payments: payments.map(paymentView),
  };
}

/** The ways to pay now the booking form offers: those with a provider (or its simulator) configured. */
export function bookingPaymentMethods(origin: string): ("card" | "qpay")[] {
  return (["card", "qpay"] as const).filter((method) => paymentProvider(method, origin) !== null);
}

/** A one-time key for the booking form: a resend of the same form finds the first booking. */
export function newBookingFormKey(): string {
  return randomBytes(18).toString("base64url");
}
