import { describe, expect, it } from "vitest";
import { checkOpinionAmount, confirmedContacts, opinionCouponCode, opinionDiscount, ownContact, staffQueueOrder, type AccountContacts } from "./price-opinion";
import { alertsDue, confirmationOpen, subscriberKey } from "./stock-alert";

describe("checkOpinionAmount", () => {
  it.each([
    ["below the price", 40_000, 45_000, null],
    ["one tugrik below", 44_999, 45_000, null],
    ["at the price", 45_000, 45_000, "requests:errors.amountNotBelowPrice"],
    ["above the price", 50_000, 45_000, "requests:errors.amountNotBelowPrice"],
    ["zero", 0, 45_000, "requests:errors.amountInvalid"],
    ["negative", -5, 45_000, "requests:errors.amountInvalid"],
    ["a fraction", 1.5, 45_000, "requests:errors.amountInvalid"],
    ["absurdly large", 1e12, 2e12, "requests:errors.amountInvalid"],
  ])("%s", (_, amount, price, expected) => {
    expect(checkOpinionAmount(amount, price)).toBe(expected);
  });
});

const account = (over: Partial<AccountContacts> = {}): AccountContacts => ({ email: "a@b.mn", emailConfirmed: true, phone: "+97699112233", phoneConfirmed: true, ...over });

describe("ownContact: only the account's own confirmed e-mail or phone", () => {
  it.each([
    ["its e-mail", account(), "a@b.mn", "email"],
    ["its e-mail in capitals", account(), " A@B.MN ", "email"],
    ["its phone", account(), "+97699112233", "phone"],
    ["someone else's e-mail", account(), "c@d.mn", null],
    ["an unconfirmed e-mail", account({ emailConfirmed: false }), "a@b.mn", null],
    ["an unconfirmed phone", account({ phoneConfirmed: false }), "+97699112233", null],
    ["nothing", account(), "", null],
  ])("%s", (_, contacts, posted, expected) => {
    expect(ownContact(contacts, posted)?.kind ?? null).toBe(expected);
  });

  it("lists confirmed contacts, e-mail first", () => {
    expect(confirmedContacts(account()).map((c) => c.kind)).toEqual(["email", "phone"]);
    expect(confirmedContacts(account({ emailConfirmed: false, phone: null }))).toEqual([]);
  });
});

describe("the accepted opinion's coupon", () => {
  it("takes off the difference asked for", () => {
    expect(opinionDiscount(45_000, 40_000)).toBe(5_000);
    expect(() => opinionDiscount(45_000, 45_000)).toThrow(RangeError);
  });
  it("has a code the coupon rules accept, without look-alike characters", () => {
    const code = opinionCouponCode(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 255]));
    expect(code).toMatch(/^PO-[A-HJ-NP-Z2-9]{10}$/);
    expect(code.length).toBeLessThanOrEqual(32);
    expect(() => opinionCouponCode(new Uint8Array(3))).toThrow(RangeError);
  });
});

describe("staffQueueOrder", () => {
  it("puts open requests first, oldest first, then answered ones newest first", () => {
    const rows = [
      { id: 1, state: "accepted" as const },
      { id: 2, state: "open" as const },
      { id: 3, state: "declined" as const },
      { id: 4, state: "open" as const },
    ];
    expect(staffQueueOrder(rows).map((r) => r.id)).toEqual([2, 4, 3, 1]);
  });
});

describe("stock alerts", () => {
  it.each([
    [{ kind: "user", userId: 7 } as const, "user:7"],
    [{ kind: "email", email: " Bat@Example.MN " } as const, "email:bat@example.mn"],
  ])("subscriber key of %o", (subscriber, expected) => {
    expect(subscriberKey(subscriber)).toBe(expected);
  });
  it.each([
    [0, false],
    [-1, false],
    [1, true],
  ])("alerts due with %i on hand: %s", (onHand, expected) => {
    expect(alertsDue(onHand)).toBe(expected);
  });
  it("a confirmation link lives 48 hours", () => {
    const created = "2026-11-24T00:00:00.000Z";
    expect(confirmationOpen(created, new Date("2026-11-25T23:59:59.999Z"))).toBe(true);
    expect(confirmationOpen(created, new Date("2026-11-26T00:00:00.000Z"))).toBe(false);
  });
});
