import fs from "node:fs";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { e2eDataDir } from "./messages";

/**
 * A delivered order of one product for one account, written into the e2e database by
 * tests/setup/e2e-delivered-order.ts: the shopper's review of that product (or its vendor) is then
 * a verified purchase. The account is created when it does not exist yet.
 */
const SCRIPT = path.resolve("tests/setup/e2e-delivered-order.ts");
const run = promisify(execFile);

export interface DeliveredOrder {
  userId: number;
  orderId: number;
  orderNumber: string;
  variantId: number;
}

export async function deliveredOrderFor(email: string, productSlug: string): Promise<DeliveredOrder> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", SCRIPT, JSON.stringify({ email, productSlug })], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATABASE_PATH: path.join(e2eDataDir(), "shop.db"),
      // The shop's configuration check runs on import; these are the e2e server's values (sessions.ts).
      SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
      PAYMENT_SANDBOX: "true",
      ...(JSON.parse(fs.readFileSync(path.join(e2eDataDir(), "clock.json"), "utf8")) as Record<string, string>),
    },
  });
  return JSON.parse(stdout) as DeliveredOrder;
}
