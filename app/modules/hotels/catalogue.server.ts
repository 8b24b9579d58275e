import type { DB } from "~/db/client.server";
import { calendarDateIn, SHOP_TIME_ZONE } from "~/kernel/dates";
import { fail, ok, type Result } from "~/kernel/result";
import { calculatePrice, lowestRate, type PriceBreakdown, type RoomRates } from "./domain/pricing";
import { judgeStay, type StayRequest } from "./domain/stay";
import {
  amenitiesOfHotels,
  amenitiesOfRooms,
  findHotelBySlug,
  findRoomType,
  listAmenities,
  listHotels,
  ratesOfRoomTypes,
  roomTypesOfHotels,
  sitemapHotelRows,
  type HotelRow,
  type RoomTypeRow,
} from "./queries.server";
import type { QuoteError } from "./status";
import type { AmenityView, HotelCardView, HotelPageView, RoomView } from "./views";
import { localized } from "~/kernel/localized";

/** The hotel pages' reads, and the one place a price is computed from the database (`quoteStay`). */

export type Locale = "mn" | "en";

/** The Ulaanbaatar date of an instant. */
export function shopToday(now: Date): string {
  return calendarDateIn(now, SHOP_TIME_ZONE);
}

export function photosOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === "string" && p.startsWith("/")) : [];
  } catch {
    return [];
  }
}

const pick = (row: { name_mn: string; name_en: string }, locale: Locale) => localized(row, "name", locale);
const amenityView = (row: { code: string; name_mn: string; name_en: string; icon: string }, locale: Locale): AmenityView => ({ code: row.code, name: pick(row, locale), icon: row.icon });

type RateRow = Awaited<ReturnType<typeof ratesOfRoomTypes>>[number];

export function roomRates(room: RoomTypeRow, rates: readonly RateRow[]): RoomRates {
  return {
    baseRate: room.base_rate,
    weekendRate: room.weekend_rate,
    seasons: rates
      .filter((r) => r.room_type_id === room.id)
      .map((r) => ({ code: r.code, nameMn: r.name_mn, nameEn: r.name_en, startsOn: r.starts_on, endsOn: r.ends_on, rate: r.nightly_rate })),
  };
}

export async function amenityChoices(db: DB, locale: Locale): Promise<AmenityView[]> {
  return (await listAmenities(db)).map((a) => amenityView(a, locale));
}

/** /hotels: the active hotels having every chosen amenity. */
export async function hotelCards(db: DB, locale: Locale, amenityCodes: readonly string[]): Promise<HotelCardView[]> {
  const hotels = await listHotels(db, amenityCodes);
  const ids = hotels.map((h) => h.id);
  const [amenities, rooms] = await Promise.all([amenitiesOfHotels(db, ids), roomTypesOfHotels(db, ids)]);
  const rates = await ratesOfRoomTypes(
    db,
    rooms.map((r) => r.id),
  );
  return hotels.map((hotel) => {
    const own = rooms.filter((r) => r.hotel_id === hotel.id);
    return {
      slug: hotel.slug,
      name: pick(hotel, locale),
      city: localized(hotel, "city", locale),
      stars: hotel.stars,
      photo: photosOf(hotel.photos)[0] ?? null,
      amenities: amenities.filter((a) => a.hotel_id === hotel.id).map((a) => amenityView(a, locale)),
      fromRate: own.length > 0 ? Math.min(...own.map((r) => lowestRate(roomRates(r, rates)))) : null,
    };
  });
}

function roomView(room: RoomTypeRow, rates: readonly RateRow[], amenities: Awaited<ReturnType<typeof amenitiesOfRooms>>, locale: Locale): RoomView {
  return {
    slug: room.slug,
    name: pick(room, locale),
    description: localized(room, "description", locale),
    capacity: room.capacity,
    units: room.units,
    baseRate: room.base_rate,
    weekendRate: room.weekend_rate,
    photos: photosOf(room.photos),
    amenities: amenities.filter((a) => a.room_type_id === room.id).map((a) => amenityView(a, locale)),
    seasons: rates.filter((r) => r.room_type_id === room.id).map((r) => ({ name: pick(r, locale), startsOn: r.starts_on, endsOn: r.ends_on, rate: r.nightly_rate })),
  };
}

export function hotelHeader(hotel: HotelRow, locale: Locale) {
  return {
    slug: hotel.slug,
    name: pick(hotel, locale),
    city: localized(hotel, "city", locale),
    address: localized(hotel, "address", locale),
    checkInTime: hotel.check_in_time,
    checkOutTime: hotel.check_out_time,
  };
}

/** /hotels/{slug}: the hotel with its rooms; null when there is no such active hotel. */
export async function hotelPage(db: DB, locale: Locale, slug: string): Promise<HotelPageView | null> {
  const hotel = await findHotelBySlug(db, slug);
  if (!hotel) return null;
  const [amenities, rooms] = await Promise.all([amenitiesOfHotels(db, [hotel.id]), roomTypesOfHotels(db, [hotel.id])]);
  const roomIds = rooms.map((r) => r.id);
  const [rates, roomAmenities] = await Promise.all([ratesOfRoomTypes(db, roomIds), amenitiesOfRooms(db, roomIds)]);
  return {
    ...hotelHeader(hotel, locale),
    description: localized(hotel, "description", locale),
    stars: hotel.stars,
    photos: photosOf(hotel.photos),
    amenities: amenities.map((a) => amenityView(a, locale)),
    rooms: rooms.map((r) => roomView(r, rates, roomAmenities, locale)),
    serviceFeePercent: hotel.service_fee_percent,
    guestTaxPerNight: hotel.guest_tax_per_night,
  };
}

export interface Quote {
  hotel: HotelRow;
  room: RoomTypeRow;
  price: PriceBreakdown;
}

/**
 * Judges a stay in one of the hotel's rooms and prices it: the calculator, the booking form's
 * summary and the booking itself all call this (the booking stores the breakdown).
 */
export async function quoteStay(db: DB, now: Date, hotelSlug: string, roomSlug: string, stay: StayRequest): Promise<Result<Quote, QuoteError>> {
  const hotel = await findHotelBySlug(db, hotelSlug);
  if (!hotel) return fail("hotels:errors.hotelUnknown");
  const room = await findRoomType(db, hotel.id, roomSlug);
  if (!room) return fail("hotels:errors.roomUnknown");
  const refusal = judgeStay(stay, { capacity: room.capacity, units: room.units, today: shopToday(now) });
  if (refusal) return fail(refusal.error, refusal.values);
  const rates = await ratesOfRoomTypes(db, [room.id]);
  const price = calculatePrice({
    rates: roomRates(room, rates),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    guests: stay.guests,
    taxes: { serviceFeePercent: hotel.service_fee_percent, guestTaxPerNight: hotel.guest_tax_per_night },
  });
  return ok({ hotel, room, price });
}

/** `/hotels` and each active hotel's page, for the sitemap (dated by the hotel's last change). */
export async function hotelSitemapPages(db: DB): Promise<{ path: string; lastmod?: string | null }[]> {
  const rows = await sitemapHotelRows(db);
  return [{ path: "/hotels", lastmod: rows.reduce<string | null>((latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest), null) }, ...rows.map((row) => ({ path: `/hotels/${row.slug}`, lastmod: row.updated_at }))];
}
