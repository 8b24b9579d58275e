import { describe, expect, it } from "vitest";
import type { AddressParts } from "~/kernel/mongolia-places";
import { addressKey, distinctAddresses, isSameAddress, normaliseAddressPart } from "./address-identity";

const home: AddressParts = {
  country: "MN",
  city: "MN-1",
  district: "sukhbaatar",
  khoroo: "1",
  street: "Энхтайваны өргөн чөлөө",
  detail: "14-р байр, 3 давхар",
  zip: "",
};

describe("normaliseAddressPart", () => {
  it.each([
    ["  Энхтайваны   өргөн\tчөлөө ", "энхтайваны өргөн чөлөө"],
    ["14-р байр , 3 давхар", "14-р байр, 3 давхар"],
    ["ӨНӨР ХОРООЛОЛ", "өнөр хороолол"],
    ["Peace  Avenue", "peace avenue"],
    // Decomposed й (и + combining breve) is the same letter as the composed one.
    ["Баянзүрх \u0438\u0306", "баянзүрх й"],
    ["", ""],
    [null, ""],
  ])("%j -> %j", (value, expected) => {
    expect(normaliseAddressPart(value)).toBe(expected);
  });
});

describe("isSameAddress", () => {
  it.each<[string, Partial<AddressParts>, boolean]>([
    ["the very same parts", {}, true],
    ["extra spaces and another case", { street: "  ЭНХТАЙВАНЫ  өргөн чөлөө", detail: "14-р байр,  3 давхар " }, true],
    ["a space before the comma", { detail: "14-р байр , 3 давхар" }, true],
    ["country left empty (the form stores MN)", { country: "" }, true],
    ["another khoroo", { khoroo: "2" }, false],
    ["another district", { district: "bayangol" }, false],
    ["another flat", { detail: "14-р байр, 4 давхар" }, false],
    ["a zip added", { zip: "14200" }, false],
    ["another city with the same words", { city: "MN-073" }, false],
  ])("%s -> %s", (_name, change, expected) => {
    expect(isSameAddress(home, { ...home, ...change })).toBe(expected);
  });

  it("parts do not run into each other", () => {
    expect(addressKey({ ...home, street: "a", detail: "b c" })).not.toBe(addressKey({ ...home, street: "a b", detail: "c" }));
  });
});

describe("distinctAddresses", () => {
  it("keeps the first of each place, in order", () => {
    const list = [
      { id: 4, ...home },
      { id: 3, ...home, street: " энхтайваны өргөн  чөлөө" },
      { id: 2, ...home, khoroo: "2" },
      { id: 1, ...home },
    ];
    expect(distinctAddresses(list).map((a) => a.id)).toEqual([4, 2]);
  });
});
