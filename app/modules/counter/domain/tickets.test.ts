import { describe, expect, it } from "vitest";
import { doorAnswer, formatTicketCode, normalizeTicketCode, ticketDisplayState, type DoorTicket } from "./tickets";

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
