import { describe, expect, it } from "vitest";
import { doorAnswer, formatTicketCode, holderTicketOrder, normalizeTicketCode, shopDayStart, ticketCodeFromValues, ticketDisplayState, type DoorTicket } from "./tickets";

const UB = "Asia/Ulaanbaatar";

describe("ticket codes", () => {
  it.each([
    ["7KQ2MX9D4RABCDE12345", "7KQ2M-X9D4R-ABCDE-12345"],
    ["00000000000000000000", "00000-00000-00000-00000"],
  ])("writes %s as %s", (symbols, code) => {
    expect(formatTicketCode(symbols)).toBe(code);
  });

  it.each(["7KQ2MX9D4R", "7KQ2MX9D4RABCDE123456", "7KQ2MX9D4RABCDE1234U", "7kq2mx9d4rabcde12345"])("refuses to write %s", (symbols) => {
    expect(() => formatTicketCode(symbols)).toThrow(RangeError);
  });

  it.each([
    ["7KQ2M-X9D4R-ABCDE-12345", "7KQ2M-X9D4R-ABCDE-12345"],
    ["7kq2m x9d4r abcde 12345", "7KQ2M-X9D4R-ABCDE-12345"],
    [" 7KQ2MX9D4RABCDE12345\n", "7KQ2M-X9D4R-ABCDE-12345"],
    ["7KQ2M-X9D4R-ABCDE-O2345", "7KQ2M-X9D4R-ABCDE-02345"],
    ["7KQ2M-X9D4R-ABCDE-IL345", "7KQ2M-X9D4R-ABCDE-11345"],
    ["７ＫＱ２Ｍ-X9D4R-ABCDE-12345", "7KQ2M-X9D4R-ABCDE-12345"],
    ["7KQ2M-X9D4R-ABCDE-1234", null],
    ["7KQ2M-X9D4R-ABCDE-1234U", null],
    ["", null],
    ["x".repeat(500), null],
    [42, null],
    [null, null],
  ])("reads %j as %j", (input, code) => {
    expect(normalizeTicketCode(input)).toBe(code);
  });
});

describe("the holder's view of a ticket", () => {
  const endsAt = "2026-12-05T14:00:00.000Z";
  it.each([
    ["valid", "2026-12-05T13:59:59.999Z", "valid"],
    ["valid", "2026-12-05T14:00:00.000Z", "expired"],
    ["used", "2026-12-01T00:00:00.000Z", "used"],
    ["used", "2027-01-01T00:00:00.000Z", "used"],
    ["void", "2026-12-01T00:00:00.000Z", "void"],
    ["void", "2027-01-01T00:00:00.000Z", "void"],
  ] as const)("a %s ticket at %s is %s", (state, now, shown) => {
    expect(ticketDisplayState({ state, eventEndsAt: endsAt }, new Date(now))).toBe(shown);
  });
});

describe("the door's answer", () => {
  // 5 December 2026, 18:00-22:00 in Ulaanbaatar (UTC+8).
  const ticket: DoorTicket = { state: "valid", eventId: 7, eventStartsAt: "2026-12-05T10:00:00.000Z", eventEndsAt: "2026-12-05T14:00:00.000Z" };
  it.each([
    ["no ticket", null, null, "2026-12-05T10:00:00.000Z", "unknown"],
    ["void beats everything", { ...ticket, state: "void" }, 8, "2027-01-01T00:00:00.000Z", "void"],
    ["used beats the event", { ...ticket, state: "used" }, 8, "2026-12-05T10:00:00.000Z", "alreadyUsed"],
    ["another event", ticket, 8, "2026-12-05T10:00:00.000Z", "wrongEvent"],
    ["the right event", ticket, 7, "2026-12-05T10:00:00.000Z", "valid"],
    ["any event", ticket, null, "2026-12-05T10:00:00.000Z", "valid"],
    ["the same day in UB before the start (08:00 local)", ticket, 7, "2026-12-05T00:00:00.000Z", "valid"],
    ["the same UB day although UTC is still the day before", ticket, 7, "2026-12-04T16:00:00.000Z", "valid"],
    ["the day before in UB", ticket, 7, "2026-12-04T15:59:59.000Z", "notToday"],
    ["a week early", ticket, 7, "2026-11-28T10:00:00.000Z", "notToday"],
    ["just before the end", ticket, 7, "2026-12-05T13:59:59.999Z", "valid"],
    ["at the end", ticket, 7, "2026-12-05T14:00:00.000Z", "expired"],
    ["a used ticket after the end still says used", { ...ticket, state: "used" }, 7, "2026-12-06T00:00:00.000Z", "alreadyUsed"],
  ] as const)("%s", (_name, t, admitting, now, answer) => {
    expect(doorAnswer(t, admitting, new Date(now), UB)).toBe(answer);
  });
});

describe("new codes", () => {
  it.each([
    [Array(20).fill(0), "00000-00000-00000-00000"],
    [Array(20).fill(31), "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ"],
    [[...Array(20).keys()], "01234-56789-ABCDE-FGHJK"],
  ])("writes the values %j as %s, which reads back as itself", (values, code) => {
    expect(ticketCodeFromValues(values)).toBe(code);
    expect(normalizeTicketCode(code)).toBe(code);
  });

  it.each([[Array(19).fill(0)], [Array(21).fill(0)], [[...Array(19).fill(0), 32]], [[...Array(19).fill(0), -1]], [[...Array(19).fill(0), 1.5]]])("refuses %j", (values) => {
    expect(() => ticketCodeFromValues(values)).toThrow(RangeError);
  });
});

describe("the holder's list", () => {
  const now = new Date("2026-03-10T04:00:00Z");
  const ticket = (id: number, state: "valid" | "used" | "void", startsAt: string, endsAt: string) => ({ id, state, eventStartsAt: startsAt, eventEndsAt: endsAt });
  it.each([
    [
      "upcoming soonest first, then the rest latest first",
      [
        ticket(1, "valid", "2026-03-20T10:00:00Z", "2026-03-20T12:00:00Z"),
        ticket(2, "valid", "2026-03-12T10:00:00Z", "2026-03-12T12:00:00Z"),
        ticket(3, "used", "2026-03-01T10:00:00Z", "2026-03-01T12:00:00Z"),
        ticket(4, "valid", "2026-03-05T10:00:00Z", "2026-03-05T12:00:00Z"),
        ticket(5, "void", "2026-03-25T10:00:00Z", "2026-03-25T12:00:00Z"),
      ],
      [2, 1, 5, 4, 3],
    ],
    [
      "two tickets of one event keep the issue order",
      [ticket(8, "valid", "2026-03-12T10:00:00Z", "2026-03-12T12:00:00Z"), ticket(7, "valid", "2026-03-12T10:00:00Z", "2026-03-12T12:00:00Z")],
      [7, 8],
    ],
    ["a ticket whose event runs now is still upcoming", [ticket(9, "used", "2026-03-11T10:00:00Z", "2026-03-11T12:00:00Z"), ticket(6, "valid", "2026-03-10T03:00:00Z", "2026-03-10T05:00:00Z")], [6, 9]],
  ])("%s", (_name, tickets, ids) => {
    expect(holderTicketOrder(tickets, now).map((t) => t.id)).toEqual(ids);
  });
});

describe("the shop's day", () => {
  it.each([
    ["2026-03-10T04:00:00.000Z", UB, "2026-03-09T16:00:00.000Z"],
    ["2026-03-09T16:00:00.000Z", UB, "2026-03-09T16:00:00.000Z"],
    ["2026-03-09T15:59:59.999Z", UB, "2026-03-08T16:00:00.000Z"],
    ["2026-03-10T04:00:00.000Z", "UTC", "2026-03-10T00:00:00.000Z"],
  ])("at %s in %s began at %s", (now, zone, start) => {
    expect(shopDayStart(new Date(now), zone)).toBe(start);
  });
});
