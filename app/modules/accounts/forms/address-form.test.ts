import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { AddressFormSchema, AddressListActionSchema } from "./address-form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const ub = { country: "MN", city: "MN-1", district: "bayangol", sum: "", khoroo: "7", street: "Энхтайваны өргөн чөлөө", detail: "15-р байр, 32 тоот", zip: "16050" };
const aimag = { country: "MN", city: "MN-041", district: "", sum: "Мөрөн", khoroo: "3-р баг", street: "", detail: "Төвийн гудамж 4", zip: "" };

function errorsOf(fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema: AddressFormSchema });
  if (submission.status === "success") return {};
  return submission.reply().error ?? {};
}

describe("AddressFormSchema", () => {
  it("accepts a capital address and keeps the district code", () => {
    const submission = parseWithZod(form(ub), { schema: AddressFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      country: "MN",
      city: "MN-1",
      district: "bayangol",
      khoroo: "7",
      street: "Энхтайваны өргөн чөлөө",
      detail: "15-р байр, 32 тоот",
      zip: "16050",
    });
  });

  it("accepts an aimag address and keeps the typed sum as the district", () => {
    const submission = parseWithZod(form({ ...aimag, district: "bayangol" }), { schema: AddressFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ city: "MN-041", district: "Мөрөн", khoroo: "3-р баг", zip: "" });
  });

  it("defaults the country to Mongolia", () => {
    const submission = parseWithZod(form({ ...ub, country: "" }), { schema: AddressFormSchema });
    expect(submission.status === "success" && submission.value.country).toBe("MN");
  });

  it.each([
    ["Latin letters in the detailed address", { ...ub, detail: "Building 15, apt 32" }, { detail: ["account:errors.cyrillicOnly"] }],
    ["a Latin letter hidden in Cyrillic", { ...ub, detail: "15-р бaйр" }, { detail: ["account:errors.cyrillicOnly"] }],
    ["no detailed address", { ...ub, detail: "" }, { detail: ["account:errors.detailRequired"] }],
    ["only spaces as the detailed address", { ...ub, detail: "   " }, { detail: ["account:errors.detailRequired"] }],
    ["no city", { ...ub, city: "" }, { city: ["account:errors.cityRequired"] }],
    ["an unknown city", { ...ub, city: "MN-999" }, { city: ["account:errors.cityRequired"] }],
    ["a capital address without a district", { ...ub, district: "" }, { district: ["account:errors.districtRequired"] }],
    ["a capital address with a sum instead of a district", { ...ub, district: "", sum: "Баянгол" }, { district: ["account:errors.districtRequired"] }],
    ["an invented district", { ...ub, district: "downtown" }, { district: ["account:errors.districtRequired"] }],
    ["no khoroo", { ...ub, khoroo: "" }, { khoroo: ["account:errors.khorooRequired"] }],
    ["a khoroo beyond the district's count", { ...ub, district: "bagakhangai", khoroo: "3" }, { khoroo: ["account:errors.khoroo"] }],
    ["a khoroo that is not a number", { ...ub, khoroo: "долоо" }, { khoroo: ["account:errors.khoroo"] }],
    ["an aimag address without a sum", { ...aimag, sum: "" }, { sum: ["account:errors.sumRequired"] }],
    ["a zip that is not 5 digits", { ...ub, zip: "1605" }, { zip: ["account:errors.zip"] }],
    ["another country", { ...ub, country: "RU" }, { country: ["account:errors.country"] }],
    ["a detail that is too long", { ...ub, detail: "б".repeat(501) }, { detail: ["account:errors.tooLong"] }],
    ["control characters", { ...ub, street: "гудамж\u0000" }, { street: ["account:errors.invalidCharacters"] }],
  ])("refuses %s", (_label, fields, expected) => {
    expect(errorsOf(fields)).toEqual(expected);
  });

  it("reports every problem at once, even with fields missing from the post", () => {
    expect(errorsOf({ city: "MN-1", detail: "Apartment 5" })).toEqual({
      district: ["account:errors.districtRequired"],
      detail: ["account:errors.cyrillicOnly"],
    });
    expect(errorsOf({})).toEqual({
      city: ["account:errors.cityRequired"],
      detail: ["account:errors.detailRequired"],
    });
  });
});

describe("AddressListActionSchema", () => {
  it.each([
    [{ intent: "delete", id: "12" }, true],
    [{ intent: "default", id: "3" }, true],
    [{ intent: "drop", id: "3" }, false],
    [{ intent: "delete", id: "-1" }, false],
    [{ intent: "delete", id: "1.5" }, false],
    [{ intent: "delete", id: "x" }, false],
    [{ intent: "delete" }, false],
  ])("%j -> %s", (fields, ok) => {
    expect(parseWithZod(form(fields), { schema: AddressListActionSchema }).status === "success").toBe(ok);
  });
});
