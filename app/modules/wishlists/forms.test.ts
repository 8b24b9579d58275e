import { describe, expect, it } from "vitest";
import { WishListManageSchema, WishToggleSchema } from "./forms";

describe("WishToggleSchema", () => {
  it.each([
    [{ toggle_id: "12", returnTo: "/products" }, true],
    [{ add_id: "5" }, true],
    [{ remove_id: "5" }, true],
    [{ add_id: "-1" }, false],
    [{ add_id: "x" }, false],
    [{ toggle_id: "" }, false],
    [{}, false],
  ])("%j valid: %s", (input, valid) => {
    expect(WishToggleSchema.safeParse(input).success).toBe(valid);
  });
});

describe("WishListManageSchema", () => {
  it.each([
    [{ intent: "create", name: "  Бэлэг " }, true],
    [{ intent: "create", name: "   " }, false],
    [{ intent: "create", name: "x".repeat(61) }, false],
    [{ intent: "rename", listId: "1", name: "Gifts" }, true],
    [{ intent: "move", listId: "1", variantId: "2", toListId: "3" }, true],
    [{ intent: "move", listId: "1", variantId: "2" }, false],
    [{ intent: "drop", listId: "1" }, false],
  ])("%j valid: %s", (input, valid) => {
    expect(WishListManageSchema.safeParse(input).success).toBe(valid);
  });

  it("trims the name", () => {
    const parsed = WishListManageSchema.parse({ intent: "create", name: "  Бэлэг " });
    expect(parsed).toEqual({ intent: "create", name: "Бэлэг" });
  });
});
