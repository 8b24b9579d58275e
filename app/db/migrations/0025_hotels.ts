import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * Hotel booking (issue 21, docs/decisions/056-hotel-booking.md): the retailer's partner hotels
 * for tasting tours, their rooms and rates, nightly availability, bookings with passengers and
 * the bookings' payments. Money is integer tugrik; dates are Ulaanbaatar calendar dates
 * (`YYYY-MM-DD`), instants UTC ISO-8601.
 *
 * - hotels, amenities (+ hotel_amenities, room_amenities): what the /hotels pages show. Photos
 *   are a JSON array of URLs.
 * - room_types: a kind of room in a hotel: its capacity (adults per room), how many rooms of it
 *   the hotel sells (`units`), its nightly rate and its Friday/Saturday night rate.
 * - room_rates: seasonal nightly rates of a room type over a range of nights (both ends
 *   included), e.g. the summer high season and Naadam week; a later start wins where two meet.
 * - hotel_room_nights: how many rooms of a type are taken for one night. A booking takes each of
 *   its nights with `insert ... on conflict do nothing` and then
 *   `update ... set booked = booked + n where room_type_id = ? and night = ? and booked + n <= units`,
 *   and must change one row for every night or its transaction rolls back ("sold out"). The
 *   CHECK keeps `booked` from going below zero whatever the code does.
 * - bookings: one stay in one room type (1..N rooms), its state, the price breakdown as it was
 *   computed (JSON) and its total, the contact and an optional airport transfer. The
 *   idempotency key (the form's one-time key) makes a resend find the first booking.
 * - booking_guests: the passengers, in order.
 * - booking_payments: card or QPay payments of a booking, settled like the orders' payments
 *   (a callback is a hint; the provider's status decides; paid once by a guarded UPDATE).
 */
const BOOKING_STATES = sql`('requested', 'awaiting_payment', 'paid', 'confirmed', 'declined', 'canceled', 'expired')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("hotels")
    .addColumn("id", "integer", autoId(db))
    .addColumn("slug", "varchar(60)", (c) => c.notNull().unique().check(sql`length(slug) between 2 and 60`))
    .addColumn("name_mn", "varchar(120)", (c) => c.notNull().check(sql`length(name_mn) between 1 and 120`))
    .addColumn("name_en", "varchar(120)", (c) => c.notNull().check(sql`length(name_en) between 1 and 120`))
    .addColumn("description_mn", "varchar(4000)", (c) => c.notNull().defaultTo("").check(sql`length(description_mn) <= 4000`))
    .addColumn("description_en", "varchar(4000)", (c) => c.notNull().defaultTo("").check(sql`length(description_en) <= 4000`))
    .addColumn("city_mn", "varchar(80)", (c) => c.notNull().check(sql`length(city_mn) between 1 and 80`))
    .addColumn("city_en", "varchar(80)", (c) => c.notNull().check(sql`length(city_en) between 1 and 80`))
    .addColumn("address_mn", "varchar(300)", (c) => c.notNull().defaultTo("").check(sql`length(address_mn) <= 300`))
    .addColumn("address_en", "varchar(300)", (c) => c.notNull().defaultTo("").check(sql`length(address_en) <= 300`))
    .addColumn("stars", "integer", (c) => c.notNull().check(sql`stars between 1 and 5`))
    .addColumn("check_in_time", "varchar(5)", (c) => c.notNull().defaultTo("14:00").check(sql`length(check_in_time) = 5`))
    .addColumn("check_out_time", "varchar(5)", (c) => c.notNull().defaultTo("12:00").check(sql`length(check_out_time) = 5`))
    .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("service_fee_percent", "integer", (c) => c.notNull().defaultTo(0).check(sql`service_fee_percent between 0 and 30`))
    .addColumn("guest_tax_per_night", "integer", (c) => c.notNull().defaultTo(0).check(sql`guest_tax_per_night between 0 and 100000`))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1).check(sql`active in (0, 1)`))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("amenities")
    .addColumn("id", "integer", autoId(db))
    .addColumn("code", "varchar(30)", (c) => c.notNull().unique().check(sql`length(code) between 2 and 30`))
    .addColumn("name_mn", "varchar(60)", (c) => c.notNull().check(sql`length(name_mn) between 1 and 60`))
    .addColumn("name_en", "varchar(60)", (c) => c.notNull().check(sql`length(name_en) between 1 and 60`))
    .addColumn("icon", "varchar(8)", (c) => c.notNull().check(sql`length(icon) between 1 and 8`))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("hotel_amenities")
    .addColumn("hotel_id", "integer", (c) => c.notNull().references("hotels.id").onDelete("cascade"))
    .addColumn("amenity_id", "integer", (c) => c.notNull().references("amenities.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("hotel_amenities_pk", ["hotel_id", "amenity_id"])
    .execute();
  await db.schema.createIndex("hotel_amenities_by_amenity").on("hotel_amenities").columns(["amenity_id", "hotel_id"]).execute();

  await db.schema
    .createTable("room_types")
    .addColumn("id", "integer", autoId(db))
    .addColumn("hotel_id", "integer", (c) => c.notNull().references("hotels.id").onDelete("restrict"))
    .addColumn("slug", "varchar(60)", (c) => c.notNull().check(sql`length(slug) between 2 and 60`))
    .addColumn("name_mn", "varchar(120)", (c) => c.notNull().check(sql`length(name_mn) between 1 and 120`))
    .addColumn("name_en", "varchar(120)", (c) => c.notNull().check(sql`length(name_en) between 1 and 120`))
    .addColumn("description_mn", "varchar(2000)", (c) => c.notNull().defaultTo("").check(sql`length(description_mn) <= 2000`))
    .addColumn("description_en", "varchar(2000)", (c) => c.notNull().defaultTo("").check(sql`length(description_en) <= 2000`))
    .addColumn("capacity", "integer", (c) => c.notNull().check(sql`capacity between 1 and 12`))
    .addColumn("units", "integer", (c) => c.notNull().check(sql`units between 0 and 1000`))
    .addColumn("base_rate", "integer", (c) => c.notNull().check(sql`base_rate between 1 and 100000000`))
    .addColumn("weekend_rate", "integer", (c) => c.check(sql`weekend_rate between 1 and 100000000`))
    .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("room_types_slug", ["hotel_id", "slug"])
    .execute();

  await db.schema
    .createTable("room_amenities")
    .addColumn("room_type_id", "integer", (c) => c.notNull().references("room_types.id").onDelete("cascade"))
    .addColumn("amenity_id", "integer", (c) => c.notNull().references("amenities.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("room_amenities_pk", ["room_type_id", "amenity_id"])
    .execute();

  await db.schema
    .createTable("room_rates")
    .addColumn("id", "integer", autoId(db))
    .addColumn("room_type_id", "integer", (c) => c.notNull().references("room_types.id").onDelete("cascade"))
    .addColumn("code", "varchar(30)", (c) => c.notNull().check(sql`length(code) between 2 and 30`))
    .addColumn("name_mn", "varchar(80)", (c) => c.notNull().check(sql`length(name_mn) between 1 and 80`))
    .addColumn("name_en", "varchar(80)", (c) => c.notNull().check(sql`length(name_en) between 1 and 80`))
    .addColumn("starts_on", "varchar(10)", (c) => c.notNull().check(sql`length(starts_on) = 10`))
    .addColumn("ends_on", "varchar(10)", (c) => c.notNull().check(sql`length(ends_on) = 10`))
    .addColumn("nightly_rate", "integer", (c) => c.notNull().check(sql`nightly_rate between 1 and 100000000`))
    .addCheckConstraint("room_rates_range", sql`ends_on >= starts_on`)
    .addUniqueConstraint("room_rates_code", ["room_type_id", "code", "starts_on"])
    .execute();

  await db.schema
    .createTable("hotel_room_nights")
    .addColumn("room_type_id", "integer", (c) => c.notNull().references("room_types.id").onDelete("restrict"))
    .addColumn("night", "varchar(10)", (c) => c.notNull().check(sql`length(night) = 10`))
    .addColumn("booked", "integer", (c) => c.notNull().defaultTo(0).check(sql`booked >= 0`))
    .addPrimaryKeyConstraint("hotel_room_nights_pk", ["room_type_id", "night"])
    .execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "integer", autoId(db))
    .addColumn("number", "varchar(16)", (c) => c.notNull().unique().check(sql`length(number) between 6 and 16`))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("restrict"))
    .addColumn("hotel_id", "integer", (c) => c.notNull().references("hotels.id").onDelete("restrict"))
    .addColumn("room_type_id", "integer", (c) => c.notNull().references("room_types.id").onDelete("restrict"))
    .addColumn("check_in", "varchar(10)", (c) => c.notNull().check(sql`length(check_in) = 10`))
    .addColumn("check_out", "varchar(10)", (c) => c.notNull().check(sql`length(check_out) = 10`))
    .addColumn("rooms", "integer", (c) => c.notNull().check(sql`rooms between 1 and 20`))
    .addColumn("guests", "integer", (c) => c.notNull().check(sql`guests between 1 and 240`))
    .addColumn("state", "varchar(20)", (c) => c.notNull().check(sql`state in ${BOOKING_STATES}`))
    .addColumn("pay_method", "varchar(8)", (c) => c.check(sql`pay_method in ('card', 'qpay')`))
    .addColumn("price_json", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull().check(sql`total > 0`))
    .addColumn("locale", "varchar(2)", (c) => c.notNull().defaultTo("mn").check(sql`locale in ('mn', 'en')`))
    .addColumn("contact_name", "varchar(120)", (c) => c.notNull().check(sql`length(contact_name) between 1 and 120`))
    .addColumn("contact_phone", "varchar(20)", (c) => c.notNull().check(sql`length(contact_phone) between 6 and 20`))
    .addColumn("contact_email", "varchar(254)", (c) => c.notNull().check(sql`length(contact_email) between 3 and 254`))
    .addColumn("transfer_airport", "varchar(3)", (c) => c.check(sql`length(transfer_airport) = 3`))
    .addColumn("transfer_flight", "varchar(10)", (c) => c.check(sql`length(transfer_flight) between 3 and 10`))
    .addColumn("transfer_arrival", "varchar(16)", (c) => c.check(sql`length(transfer_arrival) = 16`))
    .addColumn("idempotency_key", "varchar(64)", (c) => c.notNull().unique().check(sql`length(idempotency_key) between 16 and 64`))
    .addColumn("expires_at", "varchar(32)")
    .addColumn("decided_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addCheckConstraint("bookings_stay", sql`check_out > check_in`)
    .addCheckConstraint("bookings_guests_fit", sql`guests >= rooms`)
    .addCheckConstraint("bookings_transfer_whole", sql`(transfer_airport is null and transfer_flight is null and transfer_arrival is null) or (transfer_airport is not null and transfer_flight is not null and transfer_arrival is not null)`)
    .addCheckConstraint("bookings_pay_method", sql`(state = 'requested' and pay_method is null) or state <> 'requested'`)
    .execute();
  await db.schema.createIndex("bookings_by_user").on("bookings").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("bookings_by_state").on("bookings").columns(["state", "check_in"]).execute();
  await db.schema.createIndex("bookings_by_check_in").on("bookings").columns(["check_in"]).execute();

  await db.schema
    .createTable("booking_guests")
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position between 0 and 239`))
    .addColumn("first_name", "varchar(60)", (c) => c.notNull().check(sql`length(first_name) between 1 and 60`))
    .addColumn("last_name", "varchar(60)", (c) => c.notNull().check(sql`length(last_name) between 1 and 60`))
    .addColumn("gender", "varchar(6)", (c) => c.notNull().check(sql`gender in ('male', 'female')`))
    .addColumn("salutation", "varchar(20)", (c) => c.check(sql`length(salutation) between 1 and 20`))
    .addPrimaryKeyConstraint("booking_guests_pk", ["booking_id", "position"])
    .execute();

  await db.schema
    .createTable("booking_payments")
    .addColumn("id", "integer", autoId(db))
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("restrict"))
    .addColumn("method", "varchar(8)", (c) => c.notNull().check(sql`method in ('card', 'qpay')`))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("state", "varchar(12)", (c) => c.notNull().defaultTo("pending").check(sql`state in ('pending', 'completed', 'failed', 'void', 'refunded')`))
    .addColumn("provider_ref", "varchar(128)")
    .addColumn("redirect_url", "text")
    .addColumn("provider_data", "text")
    .addColumn("failure_code", "varchar(64)")
    .addColumn("refunded_amount", "integer", (c) => c.check(sql`refunded_amount >= 0`))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("booking_payments_by_booking").on("booking_payments").column("booking_id").execute();
  await sql`create unique index booking_payments_provider_ref on booking_payments(method, provider_ref) where provider_ref is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["booking_payments", "booking_guests", "bookings", "hotel_room_nights", "room_rates", "room_amenities", "room_types", "hotel_amenities", "amenities", "hotels"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
