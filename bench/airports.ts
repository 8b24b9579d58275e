// `npm run bench:airports [-- --queries N]`: the airport search in process. Migrates a fresh
// SQLite file (or the PostgreSQL database BENCH_DATABASE_URL names, which should be empty), loads
// the bundled airports with the seed step, then sends N (2,000) mixed searches through
// searchAirports one after another: IATA and ICAO codes, Latin and Cyrillic prefixes of names
// and cities as a shopper types them (1 to 8 letters), and texts that match nothing. Prints the
// seed time, p50/p95/p99 per kind and overall, and the rows answered. Figures are printed, never
// asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { printTable } from "./shop-server";

const { values } = parseArgs({ options: { queries: { type: "string", default: "2000" } } });
const total = Number(values.queries);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-airports-"));
const target = process.env.BENCH_DATABASE_URL || path.join(dir, "shop.db");

const { migrateToLatest, openDatabase } = await import("~/db/client.server");
const { seedPlacesAndAirports } = await import("~/db/seed/places.server");
const { searchAirports, referenceAirports } = await import("~/modules/places/index.server");

const db = openDatabase(target);
try {
  await migrateToLatest(db);
  const seedStart = performance.now();
  const seeded = await seedPlacesAndAirports(db);
  const seedMs = performance.now() - seedStart;

  // The texts: from the bundled list itself, so every kind has real matches.
  const airports = referenceAirports();
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const prefix = (text: string) => text.slice(0, 1 + Math.floor(random() * Math.min(8, text.length)));
  const cyrillic = ["Улаанбаатар", "Чингис хаан", "Буянт-Ухаа", "Мөрөн", "Өлгий", "Ховд", "Даланзадгад", "Чойбалсан", "Токио", "Сөүл", "Бээжин", "Москва"];
  const kinds: Record<string, () => string> = {
    iata: () => pick(airports).iata,
    icao: () => pick(airports.filter((a) => a.icao)).icao,
    "latin prefix": () => prefix(pick(airports).city || pick(airports).name),
    "cyrillic prefix": () => prefix(pick(cyrillic)),
    "no match": () => `zqx${Math.floor(random() * 1000)}`,
  };
  const names = Object.keys(kinds);
  const timings: Record<string, number[]> = Object.fromEntries(names.map((k) => [k, []]));
  let rows = 0;
  // A short warm-up, not counted.
  for (let i = 0; i < 50; i++) await searchAirports(db, kinds[names[i % names.length]!]!());
  for (let i = 0; i < total; i++) {
    const kind = names[i % names.length]!;
    const q = kinds[kind]!();
    const started = performance.now();
    const found = await searchAirports(db, q);
    timings[kind]!.push(performance.now() - started);
    rows += found.length;
  }

  const percentile = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  };
  const ms = (value: number) => value.toFixed(2);
  const all = Object.values(timings).flat();
  console.log(`Airports: ${seeded.airports} rows loaded in ${ms(seedMs)} ms (${target.startsWith("postgres") ? "PostgreSQL" : "SQLite"}); ${total} searches, ${rows} rows answered (${(rows / total).toFixed(1)} a search)`);
  printTable(
    ["kind", "searches", "p50 ms", "p95 ms", "p99 ms"],
    [...names.map((k) => [k, String(timings[k]!.length), ms(percentile(timings[k]!, 50)), ms(percentile(timings[k]!, 95)), ms(percentile(timings[k]!, 99))]), ["all", String(all.length), ms(percentile(all, 50)), ms(percentile(all, 95)), ms(percentile(all, 99))]],
  );
} finally {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
