/**
 * Imports zip areas (polygons) and place records from a GeoJSON file (docs/decisions/057-places-zip-codes-airports.md).
 *
 *   npm run places:import -- [--replace] file.geojson
 *
 * A feature with a Polygon or MultiPolygon is a zip area (properties: zipcode, and optionally
 * name, cat, city_code, district_code, khoroo); it is upserted by zip code, or with --replace all
 * areas are replaced by the file's. A feature with "geometry": null is a place record (zipcode,
 * name_mn/name_en or name, cat, city_code, optionally district_code, khoroo, zipid), upserted by
 * its zipid. Everything is written in one transaction. Rejected features are listed with their
 * reasons. The database is DATABASE_URL (PostgreSQL) when set, else DATABASE_PATH or data/shop.db.
 * Exit status: 0 when the file was imported (even with rejected features), 1 when it is not a
 * readable GeoJSON file.
 */
import fs from "node:fs";
import { databaseTarget, env } from "../app/config/env.server";
import { migrateToLatest, openDatabase } from "../app/db/client.server";
import { importPlaces } from "~/modules/places/index.server";

const USAGE = "usage: npm run places:import -- [--replace] file.geojson";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    console.log(USAGE);
    return;
  }
  const replace = args.includes("--replace");
  const files = args.filter((a) => a !== "--replace");
  const unknown = files.find((a) => a.startsWith("-"));
  if (unknown) fail(`Unknown option "${unknown}".\n${USAGE}`);
  if (files.length !== 1) fail(USAGE);
  const file = files[0]!;

  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    fail(`${file} is not a readable JSON file: ${error instanceof Error ? error.message : String(error)}`);
  }

  const target = databaseTarget(env());
  const shown = target.replace(/\/\/([^:@/]+):[^@]*@/, "//$1:…@");
  const db = openDatabase(target);
  try {
    await migrateToLatest(db);
    const result = await importPlaces(db, data, new Date(), { replace });
    if (!result.ok) {
      process.exitCode = 1;
      console.error(`${file} is not GeoJSON: a FeatureCollection (or a Feature) is expected. Nothing was written.`);
      return;
    }
    const report = result.value;
    console.log(`${file} -> ${shown}`);
    console.log(`  features: ${report.features}`);
    if (replace) console.log(`  areas replaced: ${report.replaced}`);
    console.log(`  zip areas imported: ${report.areas}`);
    console.log(`  place records imported: ${report.places}`);
    console.log(`  rejected: ${report.rejected.length}`);
    for (const rejected of report.rejected) {
      console.log(`    #${rejected.index}${rejected.zipcode ? ` (${rejected.zipcode})` : ""}: ${rejected.reason}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
