import type { Browser } from "@playwright/test";
import { expect } from "./test";
import { staffPage } from "./sessions";

/** A coupon, voucher or promo code made by staff through /staff/coupons (fields by their form names). */
export async function createCode(browser: Browser, fields: Record<string, string>): Promise<void> {
  const staff = await staffPage(browser);
  await staff.goto("/staff/coupons");
  await staff.locator("select[name=kind]").selectOption(fields.kind!);
  for (const [name, value] of Object.entries(fields)) {
    if (name === "kind" || name === "discountType") continue;
    await staff.locator(`[name=${name}]`).fill(value);
  }
  if (fields.discountType) await staff.locator("select[name=discountType]").selectOption(fields.discountType);
  await staff.locator("button[name=intent][value=create]").click();
  await expect(staff.getByTestId("staff-coupon-list")).toContainText(fields.code!);
  await staff.context().close();
}
