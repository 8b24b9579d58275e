import { afterAll, describe, expect, it } from "vitest";
import { args, get, outcome } from "../support/route-requests";

/**
 * Airports against a real migrated database (SQLite, and PostgreSQL in the postgres run): the
 * seed step loads the bundled list once (a second run adds nothing); the search finds codes,
 * Latin and Cyrillic names ('ULN', 'Чингис хаан', 'chinggis'), ranks exact codes first and
 * answers at most 40; resolveAirport reads what a form without JavaScript posts; the API
 * refuses a text over 100 characters with a translated message.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(0);

const { shopDb } = await import("../../support/shop-context");
const { seedPlacesAndAirports } = await import("~/db/seed/places.server");
const places = await import("~/modules/places/index.server");
const airportsRoute = await import("~/routes/_api+/api.airports");

const db = shopDb();
const seeded = await seedPlacesAndAirports(db);

afterAll(async () => {
  await database.cleanup();
});

const codes = (list: { iata: string }[]) => list.map((a) => a.iata);

describe("seeding", () => {
  it("loads the bundled airports with Mongolia's supplement, and a second run adds nothing", async () => {
    expect(seeded.airports).toBe(places.referenceAirports().length);
    expect(seeded.airports).toBeGreaterThan(4000);
    expect(seeded.places).toBe(234);
    expect(await seedPlacesAndAirports(db)).toEqual({ places: 0, airports: 0 });
    const mongolian = await db.selectFrom("airports").select(["iata", "name_mn"]).where("cc", "=", "MN").execute();
    expect(mongolian.length).toBeGreaterThanOrEqual(15);
    expect(mongolian.every((a) => a.name_mn)).toBe(true);
  });
});

describe("searchAirports", () => {
  it.each([
    ["ULN", "ULN"],
    ["uln", "ULN"],
    ["UBN", "UBN"],
    ["ZMCK", "UBN"],
    ["Чингис хаан", "UBN"],
    ["чингис", "UBN"],
    ["chinggis", "UBN"],
    ["Chinggis Khaan", "UBN"],
    ["Буянт-Ухаа", "ULN"],
    ["buyant ukhaa", "ULN"],
    ["Мөрөн", "MXV"],
    ["Өлгий", "ULG"],
    ["narita", "NRT"],
  ])("%s finds %s first", async (q, first) => {
    const found = await places.searchAirports(db, q);
    expect(found[0]?.iata).toBe(first);
  });

  it("ranks the exact code before names that merely contain the letters", async () => {
    const found = codes(await places.searchAirports(db, "ULA"));
    expect(found[0]).toBe("ULA");
  });

  it("answers both Ulaanbaatar airports for the city, in Cyrillic and Latin", async () => {
    for (const q of ["Улаанбаатар", "ulaanbaatar", "Ulanbaatar"]) {
      const found = codes(await places.searchAirports(db, q));
      expect(found, q).toEqual(expect.arrayContaining(["UBN", "ULN"]));
    }
  });

  it("answers at most 40, and nothing for text with nothing searchable", async () => {
    expect(await places.searchAirports(db, "a")).toHaveLength(40);
    expect(await places.searchAirports(db, "airport", 500)).toHaveLength(40);
    expect(await places.searchAirports(db, "%_%")).toEqual([]);
    expect(await places.searchAirports(db, "")).toEqual([]);
  });

  it("names Mongolia's airports in Mongolian on a Mongolian page", async () => {
    const [ubn] = await places.searchAirports(db, "UBN", 40, "mn");
    expect(ubn).toMatchObject({ iata: "UBN", icao: "ZMCK", name: "Чингис хаан олон улсын нисэх буудал", cc: "MN" });
    expect(ubn!.label).toMatch(/^UBN - Чингис хаан/);
    const [en] = await places.searchAirports(db, "UBN", 40, "en");
    expect(en!.label).toBe("UBN - Ulaanbaatar Chinggis Khaan International Airport, Ulaanbaatar (Sergelen), Mongolia");
  });
});

describe("resolveAirport and findAirportByIata", () => {
  it("reads a code, an ICAO code, the field's label or a single clear match", async () => {
    expect((await places.resolveAirport(db, "uln")).airport?.iata).toBe("ULN");
    expect((await places.resolveAirport(db, "ZMCK")).airport?.iata).toBe("UBN");
    expect((await places.resolveAirport(db, "UBN - Chinggis Khaan International Airport, Mongolia")).airport?.iata).toBe("UBN");
    expect((await places.resolveAirport(db, "Буянт-Ухаа")).airport?.iata).toBe("ULN");
  });

  it("offers candidates when the text matches several, and nothing for nonsense", async () => {
    const several = await places.resolveAirport(db, "Улаанбаатар");
    expect(several.airport).toBeNull();
    expect(codes(several.candidates)).toEqual(expect.arrayContaining(["UBN", "ULN"]));
    expect(await places.resolveAirport(db, "zqxj9")).toEqual({ airport: null, candidates: [] });
  });

  it("finds by IATA only", async () => {
    expect((await places.findAirportByIata(db, "ulg"))?.name).toBe("Ölgii Airport");
    expect(await places.findAirportByIata(db, "XXQ")).toBeNull();
    expect(await places.findAirportByIata(db, "ZMCK")).toBeNull();
  });
});

describe("GET /api/airports", () => {
  it("answers JSON with at most 40 airports", async () => {
    const response = (await airportsRoute.loader(args(get("/api/airports?q=%D0%A7%D0%B8%D0%BD%D0%B3%D0%B8%D1%81%20%D1%85%D0%B0%D0%B0%D0%BD&lng=en")))) as Response;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { q: string; airports: { iata: string; label: string }[] };
    expect(body.q).toBe("Чингис хаан");
    expect(body.airports[0]?.iata).toBe("UBN");
    const many = (await (await airportsRoute.loader(args(get("/api/airports?q=a")))) .json()) as { airports: unknown[] };
    expect(many.airports).toHaveLength(40);
  });

  it("refuses a text over 100 characters with a translated message (400)", async () => {
    const long = "a".repeat(101);
    const mn = await outcome(() => airportsRoute.loader(args(get(`/api/airports?q=${long}`))));
    expect(mn.status).toBe(400);
    const response = (await airportsRoute.loader(args(get(`/api/airports?q=${long}&lng=en`)))) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The search text may be at most 100 characters long." });
  });
});
