import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { args, get } from "../support/route-requests";

/**
 * Places and zip codes against a real migrated database (SQLite, and PostgreSQL in the postgres
 * run): the seeded place records and their search (Cyrillic, Latin, digits); the zip code an
 * address's choices name; the operator's import of the bundled fixture (areas, a place record,
 * rejected features, replace, not GeoJSON) through the use case and the npm script; the point
 * lookup (inside, outside, in a hole, on an edge, a multipolygon's second part, the smallest
 * area first) and its API with bad coordinates.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(0);

const { shopDb } = await import("../../support/shop-context");
const { seedPlacesAndAirports } = await import("~/db/seed/places.server");
const places = await import("~/modules/places/index.server");
const placesRoute = await import("~/routes/_api+/api.places");
const zipRoute = await import("~/routes/_api+/api.places.zip");

const db = shopDb();
await seedPlacesAndAirports(db);
const FIXTURE = path.resolve(__dirname, "../../fixtures/places/zip-areas.geojson");
const fixture = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as unknown;
const now = new Date("2026-11-20T04:00:00.000Z");

afterAll(async () => {
  await database.cleanup();
});

describe("searchPlaces", () => {
  it.each([
    ["Баянгол 7", "ub.bayangol.7", "16070"],
    ["bayangol 7", "ub.bayangol.7", "16070"],
    ["16070", "ub.bayangol.7", "16070"],
    ["Архангай", "aimag.MN-073", "65000"],
    ["arkhangai", "aimag.MN-073", "65000"],
    ["Хан-Уул", "ub.khan-uul", "17000"],
  ])("%s -> %s first", async (q, zipid, zipcode) => {
    const [first] = await places.searchPlaces(db, q);
    expect(first).toMatchObject({ zipid, zipcode });
  });

  it("names places with their parents in the page's language, at most 20", async () => {
    const [mn] = await places.searchPlaces(db, "баянгол 7", "mn");
    expect(mn!.label).toBe("Улаанбаатар, Баянгол дүүрэг, 7-р хороо");
    const [en] = await places.searchPlaces(db, "bayangol 7", "en");
    expect(en).toMatchObject({ label: "Ulaanbaatar, Bayangol district, Khoroo 7", cityCode: "MN-1", districtCode: "bayangol", khoroo: "7", cat: "khoroo" });
    expect(await places.searchPlaces(db, "horo")).toHaveLength(20);
    expect(await places.searchPlaces(db, "%%")).toEqual([]);
  });

  it("GET /api/places answers JSON, and 400 with a translated message for a text over 100 characters", async () => {
    const ok = (await placesRoute.loader(args(get("/api/places?q=bayangol%207&lng=en")))) as Response;
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { places: { zipcode: string }[] };
    expect(body.places[0]?.zipcode).toBe("16070");
    const long = (await placesRoute.loader(args(get(`/api/places?q=${"б".repeat(101)}&lng=mn`)))) as Response;
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: "Хайлтын үг 100 тэмдэгтээс урт байж болохгүй." });
  });
});

describe("zipForAddress", () => {
  it.each([
    [{ city: "MN-1", district: "bayangol", khoroo: "7" }, "16070"],
    [{ city: "MN-1", district: "songinokhairkhan", khoroo: "43" }, "18430"],
    [{ city: "MN-1", district: "bayangol", khoroo: "" }, null],
    [{ city: "MN-1", district: "bayangol", khoroo: "99" }, null],
    [{ city: "MN-073", district: "Эрдэнэбулган", khoroo: "" }, null],
  ])("%j -> %s", async (parts, zip) => {
    expect(await places.zipForAddress(db, parts)).toBe(zip);
  });
});

describe("importPlaces and lookupZip", () => {
  it("refuses a file that is not GeoJSON and writes nothing", async () => {
    expect(await places.importPlaces(db, { type: "Topology" }, now)).toEqual({ ok: false, error: "places:import.notGeoJson" });
    expect(await places.importPlaces(db, [1, 2], now)).toMatchObject({ ok: false });
    expect(await places.hasPlaceAreas(db)).toBe(false);
  });

  it("imports the fixture's areas and place record and reports the rejected features", async () => {
    const result = await places.importPlaces(db, fixture, now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ features: 7, areas: 4, places: 1, replaced: 0 });
    expect(result.value.rejected.map((r) => [r.index, r.zipcode])).toEqual([[5, "19999"], [6, "1234"]]);
    expect(result.value.rejected[0]!.reason).toMatch(/ring/);
    expect(result.value.rejected[1]!.reason).toMatch(/five digits/);
    expect(await places.hasPlaceAreas(db)).toBe(true);
    // The imported sum answers for an aimag address that names it, Cyrillic or Latin.
    expect(await places.zipForAddress(db, { city: "MN-073", district: "Цэцэрлэг", khoroo: "" })).toBe("65100");
    expect(await places.zipForAddress(db, { city: "MN-073", district: "tsetserleg", khoroo: "" })).toBe("65100");
  });

  it.each([
    ["inside a khoroo (inside its district too): the khoroo", 47.91, 106.87, "16070"],
    ["on the khoroo's edge: the khoroo", 47.91, 106.86, "16070"],
    ["in the district outside the khoroo", 47.93, 106.82, "16000"],
    ["inside the area with a hole", 47.845, 106.95, "17250"],
    ["in the hole", 47.86, 106.93, null],
    ["in the multipolygon's first part", 47.93, 106.92, "14000"],
    ["in the multipolygon's second part", 47.93, 106.96, "14000"],
    ["between the multipolygon's parts (inside its box)", 47.93, 106.94, null],
    ["far away", 49.5, 105.9, null],
  ])("%s", async (_name, lat, lon, zipcode) => {
    const found = await places.lookupZip(db, lat, lon);
    expect(found?.zipcode ?? null).toBe(zipcode);
  });

  it("gives the codes the polygon carries", async () => {
    expect(await places.lookupZip(db, 47.91, 106.87)).toEqual({ zipcode: "16070", name: "Fixture: Bayangol khoroo 7", cityCode: "MN-1", districtCode: "bayangol", khoroo: "7" });
  });

  it("upserts by zip code on a second import, and --replace replaces all areas", async () => {
    const again = await places.importPlaces(db, fixture, now);
    expect(again.ok && again.value.areas).toBe(4);
    expect(Number((await db.selectFrom("place_areas").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n)).toBe(4);
    const one = { type: "FeatureCollection", features: [(fixture as { features: unknown[] }).features[0]] };
    const replaced = await places.importPlaces(db, one, now, { replace: true });
    expect(replaced.ok && replaced.value).toMatchObject({ replaced: 4, areas: 1 });
    expect((await places.lookupZip(db, 47.93, 106.96))).toBeNull();
    expect((await places.lookupZip(db, 47.91, 106.87))?.zipcode).toBe("16070");
    await places.importPlaces(db, fixture, now);
  });

  it("GET and POST /api/places/zip answer the zip, and 400 for bad coordinates", async () => {
    const got = (await zipRoute.loader(args(get("/api/places/zip?lat=47.91&lon=106.87")))) as Response;
    expect(await got.json()).toMatchObject({ zip: { zipcode: "16070" } });
    const posted = (await zipRoute.action(
      args(new Request("http://127.0.0.1:3999/api/places/zip", { method: "POST", body: JSON.stringify({ lat: 47.86, lon: 106.93 }), headers: { "Content-Type": "application/json" } })),
    )) as Response;
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ zip: null });
    for (const query of ["lat=91&lon=106", "lat=47&lon=181", "lat=abc&lon=106", "lat=47", ""]) {
      const bad = (await zipRoute.loader(args(get(`/api/places/zip?${query}&lng=en`)))) as Response;
      expect(bad.status, query).toBe(400);
    }
    const en = (await zipRoute.loader(args(new Request("http://127.0.0.1:3999/api/places/zip?lat=x&lon=y", { headers: { Cookie: `lng=${Buffer.from(JSON.stringify("en")).toString("base64")}` } })))) as Response;
    expect(await en.json()).toEqual({ error: "The location's latitude or longitude is not valid." });
    for (const body of ["not json", "[1,2]", JSON.stringify({ lat: "47.9" }), "x".repeat(3000)]) {
      const bad = (await zipRoute.action(args(new Request("http://127.0.0.1:3999/api/places/zip", { method: "POST", body })))) as Response;
      expect(bad.status, body.slice(0, 20)).toBe(400);
    }
  });
});

// Each case starts the command (node, tsx and the app's modules: seconds of CPU on a loaded
// 2-core machine), so the cases wait for the process, up to a minute, not for vitest's 5 s.
describe("npm run places:import", { timeout: 60_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "places-import-"));
  const target = database.target.startsWith("postgres") ? database.target : path.join(dir, "shop.db");
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (target.startsWith("postgres")) env.DATABASE_URL = target;
  else {
    delete env.DATABASE_URL;
    env.DATABASE_PATH = target;
  }
  const run = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", "scripts/places-import.ts", ...args], { cwd: path.resolve(__dirname, "../../.."), env, encoding: "utf8" });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("imports the fixture and prints the counts and the rejected features", () => {
    const result = run(FIXTURE);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/zip areas imported: 4/);
    expect(result.stdout).toMatch(/place records imported: 1/);
    expect(result.stdout).toMatch(/rejected: 2/);
    expect(result.stdout).toMatch(/#6 \(1234\): properties\.zipcode: zipcode must be five digits/);
  });

  it("exits non-zero on a file that is not GeoJSON", () => {
    const notGeo = path.join(dir, "not.json");
    fs.writeFileSync(notGeo, JSON.stringify({ hello: "world" }));
    const result = run(notGeo);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/not GeoJSON/);
    expect(run(path.join(dir, "missing.geojson")).status).toBe(1);
  });
});
