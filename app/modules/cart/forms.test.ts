import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { CartLineSchema } from "./forms";

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

describe("CartLineSchema", () => {
  it("leaves a quantity above the stock to the cart service", () => {
    const submission = parseWithZod(form({ intent: "update", lineId: "3", quantity: "1000" }), { schema: CartLineSchema });
    expect(submission.status === "success" && submission.value).toEqual({ intent: "update", lineId: 3, quantity: 1000 });
  });

  it("refuses an empty quantity", () => {
    expect(errorsOf(parseWithZod(form({ intent: "update", lineId: "3", quantity: "" }), { schema: CartLineSchema }))).toEqual({ quantity: ["cart.errors.quantityRequired"] });
  });
});
