/**
 * The price of a stay (docs/decisions/056-hotel-booking.md). Pure: every figure the hotel pages,
 * the booking summary, the account and the back office show comes from `calculatePrice`, on the
 * server; a booking stores the breakdown it was placed with.
 *
 * Rules:
 * - A night is named by the calendar date (Ulaanbaatar) it starts on; a stay from 10 to 13 July
 *   has the nights of the 10th, 11th and 12th.
 * - Each night's rate: a season's rate when the night falls in one (the season starting later
 *   wins where two overlap, so Naadam week inside the summer season is Naadam's), otherwise the
 *   weekend rate on Friday and Saturday nights (when the room has one), otherwise the base rate.
 *   A season's rate holds on its weekend nights too.
 * - Nights at the same rate and of the same kind are one line ("3 nights x 180,000₮"); the lines
 *   are per room, and the rooms line multiplies their sum by the number of rooms.
 * - A service fee (percent of the rooms, rounded half up to the tugrik), and an accommodation
 *   tax per guest per night (a flat amount), when the hotel has them.
 * - VAT (10%) is included in the prices, as Mongolian hotels quote them: the breakdown shows the
 *   VAT part of the total ("of which VAT") = round_half_up(taxable x 10 / 110), where taxable is
 *   the rooms and the service fee (the per-guest tax is not a sale of the hotel's).
 * - All amounts are whole tugrik; nothing is rounded but the fee and the VAT part.
 */

export const VAT_PERCENT = 10;

export interface SeasonRate {
  code: string;
  nameMn: string;
  nameEn: string;
  /** First and last night of the season (both included). */
  startsOn: string;
  endsOn: string;
  rate: number;
}

export interface RoomRates {
  baseRate: number;
  /** Friday and Saturday nights; null = the base rate. */
  weekendRate: number | null;
  seasons: readonly SeasonRate[];
}

export interface Taxes {
  /** Percent of the rooms' price, 0 = none. */
  serviceFeePercent: number;
  /** Tugrik per guest per night, 0 = none. */
  guestTaxPerNight: number;
}

export type NightKind = "base" | "weekend" | "season";

export interface NightLine {
  kind: NightKind;
  /** The season's code and names, for a season line. */
  season: { code: string; nameMn: string; nameEn: string } | null;
  nights: number;
  rate: number;
  amount: number;
}

export interface PriceBreakdown {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  guests: number;
  /** Per room, in the order the nights first appear. */
  lines: NightLine[];
  /** One room for the whole stay. */
  perRoom: number;
  /** perRoom x rooms. */
  roomsTotal: number;
  serviceFeePercent: number;
  serviceFee: number;
  guestTaxPerNight: number;
  /** guests x nights x guestTaxPerNight. */
  guestTax: number;
  total: number;
  vatPercent: number;
  /** The VAT included in roomsTotal + serviceFee. */
  vatIncluded: number;
}

export interface PriceInput {
  rates: RoomRates;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: number;
  taxes: Taxes;
}

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The nights of a stay: every date from check-in up to the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let t = toUtc(checkIn); t < toUtc(checkOut); t += DAY_MS) nights.push(fromUtc(t));
  return nights;
}

/** Friday and Saturday nights. */
export function isWeekendNight(night: string): boolean {
  const day = new Date(toUtc(night)).getUTCDay();
  return day === 5 || day === 6;
}

/** The season a night falls in (the latest-starting one where seasons overlap), or null. */
export function seasonOf(seasons: readonly SeasonRate[], night: string): SeasonRate | null {
  let found: SeasonRate | null = null;
  for (const season of seasons) {
    if (night < season.startsOn || night > season.endsOn) continue;
    if (!found || season.startsOn > found.startsOn) found = season;
  }
  return found;
}

/** Half up to the whole tugrik, for a non-negative numerator / denominator (integers, no float error). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function nightRate(rates: RoomRates, night: string): { kind: NightKind; season: SeasonRate | null; rate: number } {
  const season = seasonOf(rates.seasons, night);
  if (season) return { kind: "season", season, rate: season.rate };
  if (rates.weekendRate !== null && isWeekendNight(night)) return { kind: "weekend", season: null, rate: rates.weekendRate };
  return { kind: "base", season: null, rate: rates.baseRate };
}

/** The price of a stay the caller has already judged valid (see `judgeStay`). */
export function calculatePrice(input: PriceInput): PriceBreakdown {
  const nights = nightsOf(input.checkIn, input.checkOut);
  const lines: NightLine[] = [];
  for (const night of nights) {
    const { kind, season, rate } = nightRate(input.rates, night);
    const line = lines.find((l) => l.kind === kind && l.rate === rate && (l.season?.code ?? null) === (season?.code ?? null));
    if (line) {
      line.nights += 1;
      line.amount += rate;
    } else {
      lines.push({ kind, season: season ? { code: season.code, nameMn: season.nameMn, nameEn: season.nameEn } : null, nights: 1, rate, amount: rate });
    }
  }
  const perRoom = lines.reduce((sum, l) => sum + l.amount, 0);
  const roomsTotal = perRoom * input.rooms;
  const serviceFee = divideHalfUp(roomsTotal * input.taxes.serviceFeePercent, 100);
  const guestTax = input.guests * nights.length * input.taxes.guestTaxPerNight;
  const total = roomsTotal + serviceFee + guestTax;
  const vatIncluded = divideHalfUp((roomsTotal + serviceFee) * VAT_PERCENT, 100 + VAT_PERCENT);
  return {
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: nights.length,
    rooms: input.rooms,
    guests: input.guests,
    lines,
    perRoom,
    roomsTotal,
    serviceFeePercent: input.taxes.serviceFeePercent,
    serviceFee,
    guestTaxPerNight: input.taxes.guestTaxPerNight,
    guestTax,
    total,
    vatPercent: VAT_PERCENT,
    vatIncluded,
  };
}

/** The lowest nightly rate a room type is ever sold at (the hotels list's "from X₮ a night"). */
export function lowestRate(rates: RoomRates): number {
  return Math.min(rates.baseRate, rates.weekendRate ?? rates.baseRate, ...rates.seasons.map((s) => s.rate));
}
