import { sql, type Insertable, type Selectable, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { BookingPaymentState, BookingPaymentTable, BookingState, BookingTable, HotelTable, RoomTypeTable } from "~/db/schema-hotels";

/** The hotels' SQL (and only here). Guarded updates answer whether they changed the one row they aim at. */

export type HotelRow = Selectable<HotelTable>;
export type RoomTypeRow = Selectable<RoomTypeTable>;
export type BookingRow = Selectable<BookingTable>;
export type BookingPaymentRow = Selectable<BookingPaymentTable>;
type Db = DB | Transaction<Database>;

export async function listAmenities(db: Db) {
  return db.selectFrom("amenities").selectAll().orderBy("position").orderBy("id").execute();
}

/** Active hotels having every one of the amenity codes (none = all). */
export async function listHotels(db: Db, amenityCodes: readonly string[]): Promise<HotelRow[]> {
  let query = db.selectFrom("hotels").selectAll().where("active", "=", 1);
  if (amenityCodes.length > 0) {
    query = query.where("id", "in", (eb) =>
      eb
        .selectFrom("hotel_amenities as ha")
        .innerJoin("amenities as a", "a.id", "ha.amenity_id")
        .select("ha.hotel_id")
        .where("a.code", "in", [...amenityCodes])
        .groupBy("ha.hotel_id")
        .having((h) => h.fn.countAll(), "=", amenityCodes.length),
    );
  }
  return query.orderBy("position").orderBy("id").execute();
}

export async function findHotelBySlug(db: Db, slug: string): Promise<HotelRow | undefined> {
  return db.selectFrom("hotels").selectAll().where("slug", "=", slug).where("active", "=", 1).executeTakeFirst();
}

export async function findHotelById(db: Db, id: number): Promise<HotelRow | undefined> {
  return db.selectFrom("hotels").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function amenitiesOfHotels(db: Db, hotelIds: readonly number[]) {
  if (hotelIds.length === 0) return [];
  return db
    .selectFrom("hotel_amenities as ha")
    .innerJoin("amenities as a", "a.id", "ha.amenity_id")
    .select(["ha.hotel_id", "a.code", "a.name_mn", "a.name_en", "a.icon"])
    .where("ha.hotel_id", "in", [...hotelIds])
    .orderBy("a.position")
    .orderBy("a.id")
    .execute();
}

export async function amenitiesOfRooms(db: Db, roomTypeIds: readonly number[]) {
  if (roomTypeIds.length === 0) return [];
  return db
    .selectFrom("room_amenities as ra")
    .innerJoin("amenities as a", "a.id", "ra.amenity_id")
    .select(["ra.room_type_id", "a.code", "a.name_mn", "a.name_en", "a.icon"])
    .where("ra.room_type_id", "in", [...roomTypeIds])
    .orderBy("a.position")
    .orderBy("a.id")
    .execute();
}

export async function roomTypesOfHotels(db: Db, hotelIds: readonly number[]): Promise<RoomTypeRow[]> {
  if (hotelIds.length === 0) return [];
  return db.selectFrom("room_types").selectAll().where("hotel_id", "in", [...hotelIds]).orderBy("position").orderBy("id").execute();
}

export async function findRoomType(db: Db, hotelId: number, slug: string): Promise<RoomTypeRow | undefined> {
  return db.selectFrom("room_types").selectAll().where("hotel_id", "=", hotelId).where("slug", "=", slug).executeTakeFirst();
}

export async function findRoomTypeById(db: Db, id: number): Promise<RoomTypeRow | undefined> {
  return db.selectFrom("room_types").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function ratesOfRoomTypes(db: Db, roomTypeIds: readonly number[]) {
  if (roomTypeIds.length === 0) return [];
  return db.selectFrom("room_rates").selectAll().where("room_type_id", "in", [...roomTypeIds]).orderBy("starts_on").execute();
}

/**
 * Takes `rooms` rooms of a type for one night: the night's row is made if missing, then one
 * guarded UPDATE adds the rooms only while they fit under the type's units. False = sold out.
 */
export async function takeNight(trx: Transaction<Database>, roomTypeId: number, night: string, rooms: number): Promise<boolean> {
  await trx
    .insertInto("hotel_room_nights")
    .values({ room_type_id: roomTypeId, night, booked: 0 })
    .onConflict((oc) => oc.columns(["room_type_id", "night"]).doNothing())
    .execute();
  const result = await trx
    .updateTable("hotel_room_nights")
    .set((eb) => ({ booked: eb("booked", "+", rooms) }))
    .where("room_type_id", "=", roomTypeId)
    .where("night", "=", night)
    .where(sql<boolean>`booked + ${rooms} <= (select units from room_types where id = ${roomTypeId})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a night's rooms back (a booking declined, canceled or expired). */
export async function releaseNight(trx: Transaction<Database>, roomTypeId: number, night: string, rooms: number): Promise<void> {
  await trx
    .updateTable("hotel_room_nights")
    .set((eb) => ({ booked: eb("booked", "-", rooms) }))
    .where("room_type_id", "=", roomTypeId)
    .where("night", "=", night)
    .where("booked", ">=", rooms)
    .execute();
}

export async function bookedOn(db: Db, roomTypeId: number, nights: readonly string[]): Promise<Map<string, number>> {
  if (nights.length === 0) return new Map();
  const rows = await db.selectFrom("hotel_room_nights").select(["night", "booked"]).where("room_type_id", "=", roomTypeId).where("night", "in", [...nights]).execute();
  return new Map(rows.map((r) => [r.night, Number(r.booked)]));
}

/** The booking's row, written first: a second insert with the same idempotency key changes nothing (undefined). */
export async function insertBooking(trx: Transaction<Database>, values: Insertable<BookingTable>): Promise<number | undefined> {
  const row = await trx
    .insertInto("bookings")
    .values(values)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function insertGuests(
  trx: Transaction<Database>,
  bookingId: number,
  guests: readonly { firstName: string; lastName: string; gender: "male" | "female"; salutation: string | null }[],
): Promise<void> {
  await trx
    .insertInto("booking_guests")
    .values(guests.map((g, position) => ({ booking_id: bookingId, position, first_name: g.firstName, last_name: g.lastName, gender: g.gender, salutation: g.salutation })))
    .execute();
}

export async function findBookingByKey(db: Db, key: string): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
}

export async function findBookingByNumber(db: Db, number: string): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").selectAll().where("number", "=", number).executeTakeFirst();
}

export async function findBookingById(db: Db, id: number): Promise<BookingRow | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function guestsOf(db: Db, bookingId: number) {
  return db.selectFrom("booking_guests").selectAll().where("booking_id", "=", bookingId).orderBy("position").execute();
}

/** Moves a booking from one of `from` to `to`; true when this call moved it. */
export async function moveBooking(
  db: Db,
  id: number,
  from: readonly BookingState[],
  to: BookingState,
  now: Date,
  extra: { decided_by?: number | null; expires_at?: string | null } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("bookings")
    .set({ state: to, updated_at: now.toISOString(), ...extra })
    .where("id", "=", id)
    .where("state", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface BookingListRow {
  id: number;
  number: string;
  state: BookingState;
  check_in: string;
  check_out: string;
  rooms: number;
  guests: number;
  total: number;
  created_at: string;
  contact_name: string;
  hotel_name_mn: string;
  hotel_name_en: string;
  room_name_mn: string;
  room_name_en: string;
}

function bookingList(db: Db) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("hotels as h", "h.id", "b.hotel_id")
    .innerJoin("room_types as r", "r.id", "b.room_type_id")
    .select([
      "b.id",
      "b.number",
      "b.state",
      "b.check_in",
      "b.check_out",
      "b.rooms",
      "b.guests",
      "b.total",
      "b.created_at",
      "b.contact_name",
      "h.name_mn as hotel_name_mn",
      "h.name_en as hotel_name_en",
      "r.name_mn as room_name_mn",
      "r.name_en as room_name_en",
    ]);
}

export async function bookingsOfUser(db: Db, userId: number, limit = 100): Promise<BookingListRow[]> {
  return bookingList(db).where("b.user_id", "=", userId).orderBy("b.id", "desc").limit(limit).execute();
}

export async function staffBookingList(db: Db, filter: { state: BookingState | null; from: string | null; to: string | null }, limit = 200): Promise<BookingListRow[]> {
  let query = bookingList(db);
  if (filter.state) query = query.where("b.state", "=", filter.state);
  if (filter.from) query = query.where("b.check_in", ">=", filter.from);
  if (filter.to) query = query.where("b.check_in", "<=", filter.to);
  return query.orderBy("b.check_in").orderBy("b.id").limit(limit).execute();
}

/** Unpaid bookings whose hold has run out. */
export async function dueUnpaidBookings(db: Db, now: Date, limit = 100): Promise<{ id: number }[]> {
  return db.selectFrom("bookings").select("id").where("state", "=", "awaiting_payment").where("expires_at", "<=", now.toISOString()).orderBy("id").limit(limit).execute();
}

export async function userContact(db: Db, userId: number) {
  return db.selectFrom("users").select(["name", "first_name", "last_name", "email", "phone"]).where("id", "=", userId).executeTakeFirst();
}

// Payments

export async function insertBookingPayment(db: Db, values: { bookingId: number; method: "card" | "qpay"; amount: number; now: Date }): Promise<BookingPaymentRow> {
  const at = values.now.toISOString();
  return db
    .insertInto("booking_payments")
    .values({ booking_id: values.bookingId, method: values.method, amount: values.amount, state: "pending", created_at: at, updated_at: at, provider_ref: null, redirect_url: null, provider_data: null, failure_code: null, refunded_amount: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setBookingPaymentStarted(db: Db, id: number, started: { providerRef: string; redirectUrl: string | null; providerData: string | null; now: Date }): Promise<void> {
  await db
    .updateTable("booking_payments")
    .set({ provider_ref: started.providerRef, redirect_url: started.redirectUrl, provider_data: started.providerData, updated_at: started.now.toISOString() })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .execute();
}

export async function moveBookingPayment(
  db: Db,
  id: number,
  from: readonly BookingPaymentState[],
  to: BookingPaymentState,
  now: Date,
  extra: { failure_code?: string; refunded_amount?: number } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("booking_payments")
    .set({ state: to, updated_at: now.toISOString(), ...extra })
    .where("id", "=", id)
    .where("state", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findBookingPayment(db: Db, id: number): Promise<BookingPaymentRow | undefined> {
  return db.selectFrom("booking_payments").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findBookingPaymentByRef(db: Db, method: "card" | "qpay", providerRef: string): Promise<BookingPaymentRow | undefined> {
  return db.selectFrom("booking_payments").selectAll().where("method", "=", method).where("provider_ref", "=", providerRef).executeTakeFirst();
}

export async function paymentsOfBooking(db: Db, bookingId: number): Promise<BookingPaymentRow[]> {
  return db.selectFrom("booking_payments").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute();
}

/** The active hotels' addresses for the sitemap. */
export async function sitemapHotelRows(db: Db): Promise<{ slug: string; updated_at: string }[]> {
  return db.selectFrom("hotels").select(["slug", "updated_at"]).where("active", "=", 1).orderBy("position").orderBy("id").execute();
}
