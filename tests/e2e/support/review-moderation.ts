import fs from "node:fs";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { e2eDataDir } from "./messages";

/**
 * Product reviews written into the e2e database through the shop's own use case by
 * tests/setup/e2e-review-moderation.ts, on a product no other spec uses: the moderation test
 * then hides and restores one of them and reads the product's figures where shoppers see them.
 */
const SCRIPT = path.resolve("tests/setup/e2e-review-moderation.ts");
const run = promisify(execFile);

export interface ReviewedProduct {
  slug: string;
  nameMn: string;
  nameEn: string;
  brandCode: string;
  reviewIds: number[];
  /** Sum and count of the product's visible ratings after the reviews were written. */
  visibleSum: number;
  visibleCount: number;
}

/** `slot` picks one of several products no other spec uses, so runs at the same time do not meet. */
export async function reviewedProduct(slot: number, reviews: { email: string; rating: number; comment: string; language?: "mn" | "en" }[]): Promise<ReviewedProduct> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", SCRIPT, JSON.stringify({ slot, reviews })], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATABASE_PATH: path.join(e2eDataDir(), "shop.db"),
      SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
      PAYMENT_SANDBOX: "true",
      ...(JSON.parse(fs.readFileSync(path.join(e2eDataDir(), "clock.json"), "utf8")) as Record<string, string>),
    },
  });
  return JSON.parse(stdout) as ReviewedProduct;
}
