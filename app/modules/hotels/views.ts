import type { PriceBreakdown } from "./domain/pricing";
import type { BookingState, Gender } from "./domain/stay";

/** What the hotel pages, the account and the back office show (camelCase; never rows), in the page's language. */

export interface AmenityView {
  code: string;
  name: string;
  icon: string;
}

export interface HotelCardView {
  slug: string;
  name: string;
  city: string;
  stars: number;
  photo: string | null;
  amenities: AmenityView[];
  /** The lowest nightly rate of any of its rooms. */
  fromRate: number | null;
}

export interface SeasonView {
  name: string;
  startsOn: string;
  endsOn: string;
  rate: number;
}

export interface RoomView {
  slug: string;
  name: string;
  description: string;
  capacity: number;
  units: number;
  baseRate: number;
  weekendRate: number | null;
  photos: string[];
  amenities: AmenityView[];
  seasons: SeasonView[];
}

export interface HotelPageView {
  slug: string;
  name: string;
  description: string;
  city: string;
  address: string;
  stars: number;
  checkInTime: string;
  checkOutTime: string;
  photos: string[];
  amenities: AmenityView[];
  rooms: RoomView[];
  serviceFeePercent: number;
  guestTaxPerNight: number;
}

export interface PassengerView {
  position: number;
  /** "MR Bat Dorj". */
  displayName: string;
  title: "MR" | "MS";
  gender: Gender;
  salutation: string | null;
  firstName: string;
  lastName: string;
}

export interface BookingListItemView {
  number: string;
  state: BookingState;
  hotelName: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  total: number;
  contactName: string;
  createdAt: string;
}

export interface BookingPaymentView {
  id: number;
  method: "card" | "qpay";
  amount: number;
  state: "pending" | "completed" | "failed" | "void" | "refunded";
  redirectUrl: string | null;
  qrText: string | null;
  qrImage: string | null;
  links: { name: string; link: string }[];
}

export interface BookingView {
  number: string;
  state: BookingState;
  hotel: { slug: string; name: string; city: string; address: string; checkInTime: string; checkOutTime: string };
  roomName: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  passengers: PassengerView[];
  contact: { name: string; phone: string; email: string };
  transfer: { airport: string; airportLabel: string; flight: string; arrival: string } | null;
  price: PriceBreakdown;
  payMethod: "card" | "qpay" | null;
  expiresAt: string | null;
  createdAt: string;
  canCancel: boolean;
  canPay: boolean;
  canConfirm: boolean;
  canDecline: boolean;
  payments: BookingPaymentView[];
}
