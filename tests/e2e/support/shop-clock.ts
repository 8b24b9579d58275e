import fs from "node:fs";
import path from "node:path";
import { e2eDataDir } from "./messages";

/**
 * The e2e server's clock, not the machine's: tests/setup/e2e-server.mjs starts the shop at the
 * next 20:15 in Ulaanbaatar and writes where it moved it to (clock.json). After 20:15 the shop's
 * date is already tomorrow's, so a date a test types (a birthday, a delivery day) comes from here.
 */
export function shopNow(): Date {
  const clock = JSON.parse(fs.readFileSync(path.join(e2eDataDir(), "clock.json"), "utf8")) as { SHOP_CLOCK_START: string; SHOP_CLOCK_SET_AT: string };
  return new Date(Date.parse(clock.SHOP_CLOCK_START) + (Date.now() - Date.parse(clock.SHOP_CLOCK_SET_AT)));
}
