import { describe, expect, it } from "vitest";
import { AnswerOpinionSchema, parseTugrik, PriceOpinionSchema } from "./forms";

describe("parseTugrik", () => {
  it.each([
    ["45000", 45_000],
    ["45,000", 45_000],
    ["45 000₮", 45_000],
    ["４５０００", 45_000],
    ["0", null],
    ["-5", null],
    ["12.5", null],
    ["abc", null],
    ["", null],
  ])("%s -> %s", (input, expected) => {
    expect(parseTugrik(input)).toBe(expected);
  });
});

describe("PriceOpinionSchema", () => {
  const base = { productId: "1", variantId: "2", amount: "40000", contact: "a@b.mn" };
  it("takes a whole amount, a note and the contact", () => {
    expect(PriceOpinionSchema.safeParse({ ...base, note: " please " }).data).toEqual({ productId: 1, variantId: 2, amount: 40_000, contact: "a@b.mn", note: "please" });
  });
  it.each([
    ["no amount", { ...base, amount: undefined }],
    ["a fraction", { ...base, amount: "10.5" }],
    ["a long note", { ...base, note: "x".repeat(301) }],
    ["no contact", { ...base, contact: undefined }],
  ])("refuses %s", (_, input) => {
    expect(PriceOpinionSchema.safeParse(input).success).toBe(false);
  });
});

describe("AnswerOpinionSchema", () => {
  it("needs a reason to decline, not to accept", () => {
    expect(AnswerOpinionSchema.safeParse({ intent: "accept", id: "3" }).success).toBe(true);
    expect(AnswerOpinionSchema.safeParse({ intent: "decline", id: "3", reason: "  " }).success).toBe(false);
    expect(AnswerOpinionSchema.safeParse({ intent: "decline", id: "3", reason: "Too low" }).success).toBe(true);
  });
});
