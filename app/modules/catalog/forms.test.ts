import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { AddToCartSchema } from "./forms";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** The field errors of a refused submission; a submission that passed fails the test. */
function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  if (submission.status === "success") throw new Error("the form was accepted");
  return submission.error;
}

describe("AddToCartSchema", () => {
  it.each([
    ["one", { variantId: "7", quantity: "1" }, { variantId: 7, quantity: 1 }],
    ["a gift", { variantId: "7", quantity: "2", gift: "on" }, { variantId: 7, quantity: 2, gift: "on" }],
    // The stock decides about large quantities (the service answers 'Only N left'), not the form.
    ["a thousand", { variantId: "7", quantity: "1000" }, { variantId: 7, quantity: 1000 }],
  ])("accepts %s", (_, fields: Record<string, string>, expected) => {
    const submission = parseWithZod(form(fields), { schema: AddToCartSchema });
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(expected);
  });

  it.each([
    ["an empty quantity (never taken as 1)", { variantId: "7", quantity: "" }],
    ["no quantity at all", { variantId: "7" }],
    ["zero", { variantId: "7", quantity: "0" }],
    ["a negative quantity", { variantId: "7", quantity: "-2" }],
    ["a fraction", { variantId: "7", quantity: "1.5" }],
    ["text", { variantId: "7", quantity: "two" }],
  ])("refuses %s with 'Product quantity must be entered'", (_, fields) => {
    expect(errorsOf(parseWithZod(form(fields), { schema: AddToCartSchema }))).toEqual({ quantity: ["cart.errors.quantityRequired"] });
  });

  it.each([
    ["missing", { quantity: "1" }],
    ["text", { variantId: "abc", quantity: "1" }],
    ["zero", { variantId: "0", quantity: "1" }],
  ])("refuses a variant id that is %s", (_, fields) => {
    expect(errorsOf(parseWithZod(form(fields), { schema: AddToCartSchema }))).toEqual({ variantId: ["cart.errors.variantNotFound"] });
  });

  it("refuses a gift value the form never sends", () => {
    expect(errorsOf(parseWithZod(form({ variantId: "7", quantity: "1", gift: "yes" }), { schema: AddToCartSchema }))).toEqual({ gift: ["cart.errors.badRequest"] });
  });
});
