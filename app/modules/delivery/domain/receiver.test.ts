import { describe, expect, it } from "vitest";
import { ageOn, isConfirmationChecked, receiverAgeCheck, validateReceiver, type ReceiverInput } from "./receiver";

const at = (local: string) => new Date(`${local}+08:00`);

describe("isConfirmationChecked", () => {
  it.each([
    [true, true],
    ["on", true],
    ["ON", true],
    ["true", true],
    ["1", true],
    ["yes", true],
    [false, false],
    ["", false],
    ["off", false],
    ["false", false],
    ["0", false],
    [null, false],
    [undefined, false],
    [1, false],
  ])("%j -> %s", (value, expected) => expect(isConfirmationChecked(value)).toBe(expected));
});

describe("ageOn", () => {
  it.each([
    ["2008-03-10", "2026-03-10", 18],
    ["2008-03-11", "2026-03-10", 17],
    ["2008-02-29", "2026-02-28", 17],
    ["2008-02-29", "2026-03-01", 18],
    ["2008-02-29", "2028-02-29", 20],
    ["2030-01-01", "2026-03-10", -4],
    ["2008-02-30", "2026-03-10", null],
    ["10.03.2008", "2026-03-10", null],
  ])("born %s, on %s -> %j", (birth, on, expected) => expect(ageOn(birth, on)).toBe(expected));
});

describe("receiverAgeCheck (18+, Ulaanbaatar date)", () => {
  it.each([
    ["box ticked, no birth date", { confirmed: "on" }, "2026-03-10T12:00:00", { ok: true }],
    ["box not ticked", { confirmed: undefined }, "2026-03-10T12:00:00", { ok: false, error: "delivery.ageConfirmationRequired" }],
    ["box 'off'", { confirmed: "off" }, "2026-03-10T12:00:00", { ok: false, error: "delivery.ageConfirmationRequired" }],
    ["18th birthday today", { confirmed: "on", birthDate: "2008-03-10" }, "2026-03-10T12:00:00", { ok: true }],
    ["18 tomorrow, box ticked", { confirmed: "on", birthDate: "2008-03-11" }, "2026-03-10T12:00:00", { ok: false, error: "delivery.receiverUnderage" }],
    ["under age, box not ticked: under age wins", { confirmed: "", birthDate: "2010-01-01" }, "2026-03-10T12:00:00", { ok: false, error: "delivery.receiverUnderage" }],
    ["adult, box not ticked: still required", { confirmed: "", birthDate: "1990-01-01" }, "2026-03-10T12:00:00", { ok: false, error: "delivery.ageConfirmationRequired" }],
    ["birthday starts at local midnight (16:00 UTC)", { confirmed: true, birthDate: "2008-03-11" }, "2026-03-11T00:00:00", { ok: true }],
    ["blank birth date is not known", { confirmed: "on", birthDate: "" }, "2026-03-10T12:00:00", { ok: true }],
    ["unreadable birth date is not known", { confirmed: "on", birthDate: "soon" }, "2026-03-10T12:00:00", { ok: true }],
  ])("%s", (_, input, local, expected) => {
    expect(receiverAgeCheck(input, at(local))).toEqual(expected);
  });

  it("uses the local date: 23:30 UTC on the 10th is already the 11th in Ulaanbaatar", () => {
    expect(receiverAgeCheck({ confirmed: "on", birthDate: "2008-03-11" }, new Date("2026-03-10T23:30:00Z"))).toEqual({ ok: true });
    expect(receiverAgeCheck({ confirmed: "on", birthDate: "2008-03-11" }, new Date("2026-03-10T15:30:00Z"))).toEqual({
      ok: false,
      error: "delivery.receiverUnderage",
    });
  });
});

describe("validateReceiver", () => {
  const now = at("2026-03-10T12:00:00");
  const base: ReceiverInput = {
    type: "simple",
    name: "  Бат   Болд ",
    phone: "9911 2233",
    hasAddress: true,
    slotId: "2026-03-10T17:00-19:00",
    ageConfirmed: "on",
  };

  it("normalises name and phone", () => {
    expect(validateReceiver(base, now)).toEqual({ ok: true, receiver: { name: "Бат Болд", phone: "+97699112233" } });
  });

  it.each([
    ["no name", { name: "  " }, { name: "delivery.receiverNameRequired" }],
    ["no phone", { phone: "" }, { phone: "phone.required" }],
    ["bad phone", { phone: "1234" }, { phone: "phone.invalid" }],
    ["no address", { hasAddress: false }, { address: "delivery.addressAndTimeRequired" }],
    ["no slot", { slotId: " " }, { address: "delivery.addressAndTimeRequired" }],
    ["pickup without a slot", { type: "pickup", slotId: null }, { address: "delivery.addressAndTimeRequired" }],
    ["pickup without a location", { type: "pickup", hasAddress: false }, { address: "delivery.addressAndTimeRequired" }],
    ["no age confirmation", { ageConfirmed: null }, { age: "delivery.ageConfirmationRequired" }],
    ["under-age receiver", { birthDate: "2012-05-05" }, { age: "delivery.receiverUnderage" }],
    [
      "everything missing at once",
      { name: "", phone: "", hasAddress: false, slotId: null, ageConfirmed: undefined },
      {
        name: "delivery.receiverNameRequired",
        phone: "phone.required",
        address: "delivery.addressAndTimeRequired",
        age: "delivery.ageConfirmationRequired",
      },
    ],
  ] as const)("%s", (_, patch, errors) => {
    expect(validateReceiver({ ...base, ...patch }, now)).toEqual({ ok: false, errors });
  });

  it("express needs an address but no slot", () => {
    expect(validateReceiver({ ...base, type: "express", slotId: null }, now).ok).toBe(true);
    expect(validateReceiver({ ...base, type: "express", slotId: null, hasAddress: false }, now)).toEqual({
      ok: false,
      errors: { address: "delivery.addressAndTimeRequired" },
    });
  });
});
