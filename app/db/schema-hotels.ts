import type { Generated } from "kysely";

/** Hotel booking (migration 0025_hotels). Part of the Database interface (app/db/schema.ts). */
export type BookingState = "requested" | "awaiting_payment" | "paid" | "confirmed" | "declined" | "canceled" | "expired";
export type BookingPayMethod = "card" | "qpay";
export type BookingPaymentState = "pending" | "completed" | "failed" | "void" | "refunded";
export type GuestGender = "male" | "female";

export interface HotelTable {
  id: Generated<number>;
  slug: string;
  name_mn: string;
  name_en: string;
  description_mn: Generated<string>;
  description_en: Generated<string>;
  city_mn: string;
  city_en: string;
  address_mn: Generated<string>;
  address_en: Generated<string>;
  stars: number;
  /** `HH:MM`, local time. */
  check_in_time: Generated<string>;
  check_out_time: Generated<string>;
  /** JSON array of image URLs. */
  photos: Generated<string>;
  /** Service fee on the rooms, percent (0 = none). */
  service_fee_percent: Generated<number>;
  /** Accommodation tax per guest per night, tugrik (0 = none). */
  guest_tax_per_night: Generated<number>;
  active: Generated<number>;
  position: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AmenityTable {
  id: Generated<number>;
  code: string;
  name_mn: string;
  name_en: string;
  /** A short symbol shown beside the name (an emoji). */
  icon: string;
  position: Generated<number>;
}

export interface HotelAmenityTable {
  hotel_id: number;
  amenity_id: number;
}

export interface RoomTypeTable {
  id: Generated<number>;
  hotel_id: number;
  slug: string;
  name_mn: string;
  name_en: string;
  description_mn: Generated<string>;
  description_en: Generated<string>;
  /** Adults per room. */
  capacity: number;
  /** How many rooms of this type the hotel sells. */
  units: number;
  base_rate: number;
  /** Friday and Saturday nights; null = the base rate. */
  weekend_rate: number | null;
  photos: Generated<string>;
  position: Generated<number>;
}

export interface RoomAmenityTable {
  room_type_id: number;
  amenity_id: number;
}

export interface RoomRateTable {
  id: Generated<number>;
  room_type_id: number;
  code: string;
  name_mn: string;
  name_en: string;
  /** First and last night of the season (both included), Ulaanbaatar dates. */
  starts_on: string;
  ends_on: string;
  nightly_rate: number;
}

export interface HotelRoomNightTable {
  room_type_id: number;
  /** The night's date (the evening it starts), `YYYY-MM-DD`. */
  night: string;
  booked: Generated<number>;
}

export interface BookingTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  hotel_id: number;
  room_type_id: number;
  check_in: string;
  check_out: string;
  rooms: number;
  guests: number;
  state: BookingState;
  pay_method: BookingPayMethod | null;
  /** The price breakdown as computed when booked (domain/pricing.ts `PriceBreakdown`). */
  price_json: string;
  total: number;
  locale: Generated<"mn" | "en">;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  transfer_airport: string | null;
  transfer_flight: string | null;
  /** `YYYY-MM-DDTHH:MM`, Ulaanbaatar time. */
  transfer_arrival: string | null;
  idempotency_key: string;
  /** Awaiting payment: when the hold on the nights ends. */
  expires_at: string | null;
  decided_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface BookingGuestTable {
  booking_id: number;
  position: number;
  first_name: string;
  last_name: string;
  gender: GuestGender;
  salutation: string | null;
}

export interface BookingPaymentTable {
  id: Generated<number>;
  booking_id: number;
  method: BookingPayMethod;
  amount: number;
  state: Generated<BookingPaymentState>;
  provider_ref: string | null;
  redirect_url: string | null;
  provider_data: string | null;
  failure_code: string | null;
  refunded_amount: number | null;
  created_at: string;
  updated_at: string;
}

export interface HotelTables {
  hotels: HotelTable;
  amenities: AmenityTable;
  hotel_amenities: HotelAmenityTable;
  room_types: RoomTypeTable;
  room_amenities: RoomAmenityTable;
  room_rates: RoomRateTable;
  hotel_room_nights: HotelRoomNightTable;
  bookings: BookingTable;
  booking_guests: BookingGuestTable;
  booking_payments: BookingPaymentTable;
}
