import { describe, expect, it } from "vitest";
import { calculatePrice, divideHalfUp, isWeekendNight, lowestRate, nightsOf, type RoomRates } from "./pricing";
import { bookingNumberFrom, canShopperCancel, canStaffConfirm, canStaffDecline, genderTitle, holdsNights, judgeStay, passengerDisplayName, type BookingState } from "./stay";

const rates: RoomRates = {
  baseRate: 180_000,
  weekendRate: 220_000,
  seasons: [
    { code: "summer", nameMn: "Зуны улирал", nameEn: "Summer season", startsOn: "2027-06-15", endsOn: "2027-08-31", rate: 250_000 },
    { code: "naadam", nameMn: "Наадмын долоо хоног", nameEn: "Naadam week", startsOn: "2027-07-09", endsOn: "2027-07-15", rate: 320_000 },
  ],
};
const none = { serviceFeePercent: 0, guestTaxPerNight: 0 };

describe("nights", () => {
  it.each([
    ["2027-03-01", "2027-03-02", ["2027-03-01"]],
    ["2027-02-27", "2027-03-02", ["2027-02-27", "2027-02-28", "2027-03-01"]],
    ["2028-02-28", "2028-03-01", ["2028-02-28", "2028-02-29"]],
    ["2027-12-31", "2028-01-01", ["2027-12-31"]],
  ])("%s to %s", (checkIn, checkOut, nights) => {
    expect(nightsOf(checkIn, checkOut)).toEqual(nights);
  });

  it.each([
    ["2027-03-05", true], // Friday
    ["2027-03-06", true], // Saturday
    ["2027-03-07", false], // Sunday
    ["2027-03-04", false], // Thursday
  ])("%s is a weekend night: %s", (night, weekend) => {
    expect(isWeekendNight(night)).toBe(weekend);
  });
});

describe("calculatePrice", () => {
  it("weekday and weekend nights are separate lines, per room", () => {
    // Wed 3 March to Sun 7 March 2027: Wed, Thu at the base rate, Fri, Sat at the weekend rate.
    const price = calculatePrice({ rates, checkIn: "2027-03-03", checkOut: "2027-03-07", rooms: 1, guests: 2, taxes: none });
    expect(price.lines).toEqual([
      { kind: "base", season: null, nights: 2, rate: 180_000, amount: 360_000 },
      { kind: "weekend", season: null, nights: 2, rate: 220_000, amount: 440_000 },
    ]);
    expect(price).toMatchObject({ nights: 4, perRoom: 800_000, roomsTotal: 800_000, total: 800_000, serviceFee: 0, guestTax: 0 });
  });

  it("a season's rate wins over the weekend rate, and the later season wins where two overlap", () => {
    // Thu 8 July to Mon 12 July 2027: 8th summer (Thursday), 9th-11th Naadam (Fri, Sat, Sun).
    const price = calculatePrice({ rates, checkIn: "2027-07-08", checkOut: "2027-07-12", rooms: 1, guests: 1, taxes: none });
    expect(price.lines.map((l) => [l.kind, l.season?.code ?? null, l.nights, l.rate])).toEqual([
      ["season", "summer", 1, 250_000],
      ["season", "naadam", 3, 320_000],
    ]);
    expect(price.total).toBe(250_000 + 3 * 320_000);
  });

  it("a stay running out of a season goes back to weekday and weekend rates", () => {
    // Mon 30 Aug to Sat 4 Sep 2027: 30, 31 summer; 1, 2 Sep weekdays; 3 Sep Friday.
    const price = calculatePrice({ rates, checkIn: "2027-08-30", checkOut: "2027-09-04", rooms: 1, guests: 1, taxes: none });
    expect(price.lines.map((l) => [l.kind, l.nights])).toEqual([
      ["season", 2],
      ["base", 2],
      ["weekend", 1],
    ]);
  });

  it("no weekend rate: every night outside a season is at the base rate", () => {
    const price = calculatePrice({ rates: { baseRate: 100_000, weekendRate: null, seasons: [] }, checkIn: "2027-03-03", checkOut: "2027-03-08", rooms: 1, guests: 1, taxes: none });
    expect(price.lines).toEqual([{ kind: "base", season: null, nights: 5, rate: 100_000, amount: 500_000 }]);
  });

  it("many rooms multiply the rooms, the guest tax counts guests and nights", () => {
    const price = calculatePrice({ rates, checkIn: "2027-03-03", checkOut: "2027-03-05", rooms: 3, guests: 5, taxes: { serviceFeePercent: 0, guestTaxPerNight: 2_000 } });
    expect(price.perRoom).toBe(360_000);
    expect(price.roomsTotal).toBe(1_080_000);
    expect(price.guestTax).toBe(5 * 2 * 2_000);
    expect(price.total).toBe(1_080_000 + 20_000);
  });

  it.each([
    // rooms total, fee %, fee, VAT included in rooms + fee
    [110_000, 0, 0, 10_000],
    [180_000, 0, 0, 16_364], // 16,363.63… -> 16,364
    [180_000, 5, 9_000, 17_182], // 189,000 x 10 / 110 = 17,181.81… -> 17,182
    [100_001, 5, 5_000, 9_546], // fee 5,000.05 -> 5,000; VAT 105,001/11 = 9,545.5 -> 9,546 (half up)
    [55, 0, 0, 5],
  ])("rooms %i with a %i%% fee: fee %i, of which VAT %i", (roomsTotal, percent, fee, vat) => {
    const price = calculatePrice({ rates: { baseRate: roomsTotal, weekendRate: null, seasons: [] }, checkIn: "2027-03-03", checkOut: "2027-03-04", rooms: 1, guests: 1, taxes: { serviceFeePercent: percent, guestTaxPerNight: 0 } });
    expect(price.serviceFee).toBe(fee);
    expect(price.vatIncluded).toBe(vat);
    expect(price.total).toBe(roomsTotal + fee);
  });

  it("the guest tax is outside the VAT", () => {
    const price = calculatePrice({ rates: { baseRate: 110_000, weekendRate: null, seasons: [] }, checkIn: "2027-03-03", checkOut: "2027-03-04", rooms: 1, guests: 2, taxes: { serviceFeePercent: 0, guestTaxPerNight: 5_000 } });
    expect(price.total).toBe(120_000);
    expect(price.vatIncluded).toBe(10_000);
  });

  it.each([
    [1, 2, 1],
    [7, 2, 4],
    [9, 2, 5],
    [0, 3, 0],
  ])("divideHalfUp(%i, %i) = %i", (n, d, q) => {
    expect(divideHalfUp(n, d)).toBe(q);
  });

  it("the lowest rate over base, weekend and seasons", () => {
    expect(lowestRate(rates)).toBe(180_000);
    expect(lowestRate({ baseRate: 200_000, weekendRate: 150_000, seasons: [] })).toBe(150_000);
  });
});

describe("judgeStay", () => {
  const limits = { capacity: 2, units: 5, today: "2027-03-01" };
  it.each([
    [{ checkIn: "2027-03-01", checkOut: "2027-03-02", rooms: 1, guests: 2 }, null],
    [{ checkIn: "2027-02-30", checkOut: "2027-03-02", rooms: 1, guests: 1 }, "hotels:errors.dateInvalid"],
    [{ checkIn: "1.3.2027", checkOut: "2027-03-02", rooms: 1, guests: 1 }, "hotels:errors.dateInvalid"],
    [{ checkIn: "2027-02-28", checkOut: "2027-03-02", rooms: 1, guests: 1 }, "hotels:errors.checkInPast"],
    [{ checkIn: "2028-02-29", checkOut: "2028-03-02", rooms: 1, guests: 1 }, null], // 365 days ahead (a leap year)
    [{ checkIn: "2028-03-01", checkOut: "2028-03-03", rooms: 1, guests: 1 }, "hotels:errors.tooFarAhead"],
    [{ checkIn: "2027-03-05", checkOut: "2027-03-05", rooms: 1, guests: 1 }, "hotels:errors.checkOutBeforeCheckIn"],
    [{ checkIn: "2027-03-05", checkOut: "2027-03-04", rooms: 1, guests: 1 }, "hotels:errors.checkOutBeforeCheckIn"],
    [{ checkIn: "2027-03-01", checkOut: "2027-03-31", rooms: 1, guests: 1 }, null], // 30 nights
    [{ checkIn: "2027-03-01", checkOut: "2027-04-01", rooms: 1, guests: 1 }, "hotels:errors.tooManyNights"],
    [{ checkIn: "2027-03-01", checkOut: "2027-03-02", rooms: 0, guests: 1 }, "hotels:errors.roomsInvalid"],
    [{ checkIn: "2027-03-01", checkOut: "2027-03-02", rooms: 6, guests: 6 }, "hotels:errors.notEnoughRooms"],
    [{ checkIn: "2027-03-01", checkOut: "2027-03-02", rooms: 1, guests: 0 }, "hotels:errors.guestsInvalid"],
    [{ checkIn: "2027-03-01", checkOut: "2027-03-02", rooms: 1, guests: 3 }, "hotels:errors.tooManyGuests"],
    [{ checkIn: "2027-03-01", checkOut: "2027-03-02", rooms: 2, guests: 4 }, null],
  ])("%o -> %s", (stay, error) => {
    expect(judgeStay(stay, limits)?.error ?? null).toBe(error);
  });
});

describe("passengers and states", () => {
  it.each([
    [{ gender: "male" as const, salutation: null, firstName: "Bat", lastName: "Dorj" }, "MR Bat Dorj"],
    [{ gender: "female" as const, salutation: null, firstName: "Saraa", lastName: "Bold" }, "MS Saraa Bold"],
    [{ gender: "female" as const, salutation: "Dr", firstName: "Saraa", lastName: "Bold" }, "MS Dr Saraa Bold"],
    [{ gender: "male" as const, salutation: " ", firstName: "Бат", lastName: "Дорж" }, "MR Бат Дорж"],
  ])("%o is shown as %s", (passenger, shown) => {
    expect(passengerDisplayName(passenger)).toBe(shown);
  });

  it("MR is male, MS is female", () => {
    expect(genderTitle("male")).toBe("MR");
    expect(genderTitle("female")).toBe("MS");
  });

  it.each([
    ["requested", true, true, true],
    ["awaiting_payment", true, true, false],
    ["paid", true, true, true],
    ["confirmed", true, true, false],
    ["declined", false, false, false],
    ["canceled", false, false, false],
    ["expired", false, false, false],
  ] as [BookingState, boolean, boolean, boolean][])("%s: holds %s, cancel before check-in %s, confirm %s", (state, holds, cancel, confirm) => {
    expect(holdsNights(state)).toBe(holds);
    expect(canShopperCancel(state, "2027-03-02", "2027-03-01")).toBe(cancel);
    expect(canShopperCancel(state, "2027-03-01", "2027-03-01")).toBe(false);
    expect(canStaffConfirm(state)).toBe(confirm);
    expect(canStaffDecline(state)).toBe(state === "requested");
  });

  it("booking numbers", () => {
    expect(bookingNumberFrom(42)).toBe("H000000042");
  });
});
