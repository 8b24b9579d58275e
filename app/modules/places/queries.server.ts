import { sql, type Selectable, type Transaction } from "kysely";
import type { DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { AirportTable, PlaceAreaTable, PlaceTable } from "~/db/schema-places";

/**
 * The places module's SQL (docs/decisions/057-places-zip-codes-airports.md). The searches compare
 * loose keys (looseKey(): only a-z, 0-9 and single spaces), so a key is safe inside a LIKE
 * pattern as it is. Ranks: 0 the exact code, 1 a name or city (or one of its words) starting with
 * the text, 2 the text anywhere.
 */
type Executor = DB | Transaction<Database>;
export type AirportRow = Selectable<AirportTable>;
export type PlaceRow = Selectable<PlaceTable>;
export type PlaceAreaRow = Selectable<PlaceAreaTable>;

export async function searchAirportRows(db: Executor, query: { code: string | null; key: string }, limit: number): Promise<AirportRow[]> {
  const { code, key } = query;
  if (!code && key === "") return [];
  const contains = `%${key}%`;
  const wordStart = `% ${key}%`;
  const startsWith = key === "" ? sql<boolean>`1 = 0` : sql<boolean>`((' ' || name_key) like ${wordStart} or (' ' || city_key) like ${wordStart} or (' ' || mn_key) like ${wordStart})`;
  const exact = code ? sql<boolean>`(iata = ${code} or icao = ${code})` : sql<boolean>`1 = 0`;
  return db
    .selectFrom("airports")
    .selectAll()
    .where(({ or }) => or([sql<boolean>`${exact}`, ...(key === "" ? [] : [sql<boolean>`search_key like ${contains}`])]))
    .orderBy(sql`case when ${exact} then 0 when ${startsWith} then 1 else 2 end`)
    // A shop in Mongolia: within a rank, the airports the text names in Mongolian first ("Мөрөн").
    .orderBy(key === "" ? sql`0` : sql`case when mn_key like ${contains} then 0 else 1 end`)
    .orderBy("size")
    .orderBy("name")
    .limit(limit)
    .execute();
}

export async function findAirportRow(db: Executor, iata: string): Promise<AirportRow | undefined> {
  return db.selectFrom("airports").selectAll().where("iata", "=", iata).executeTakeFirst();
}

export async function findAirportRowByIcao(db: Executor, icao: string): Promise<AirportRow | undefined> {
  return db.selectFrom("airports").selectAll().where("icao", "=", icao).orderBy("size").executeTakeFirst();
}

export async function countAirports(db: Executor): Promise<number> {
  const row = await db.selectFrom("airports").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------------
// Places

export async function searchPlaceRows(db: Executor, query: { digits: string | null; key: string }, limit: number): Promise<PlaceRow[]> {
  const { digits, key } = query;
  if (!digits && key === "") return [];
  const contains = `%${key}%`;
  const wordStart = `% ${key}%`;
  const exact = digits ? sql<boolean>`zipcode = ${digits}` : sql<boolean>`1 = 0`;
  return db
    .selectFrom("places")
    .selectAll()
    .where(({ or }) => or([
      ...(digits ? [sql<boolean>`zipcode like ${`${digits}%`}`] : []),
      ...(key === "" ? [] : [sql<boolean>`search_key like ${contains}`]),
    ]))
    .orderBy(sql`case when ${exact} then 0 when (' ' || search_key) like ${wordStart} then 1 else 2 end`)
    .orderBy(sql`case cat when 'aimag' then 0 when 'district' then 1 when 'sum' then 2 when 'khoroo' then 3 else 4 end`)
    .orderBy("zipcode")
    .limit(limit)
    .execute();
}

export async function findPlaceRowsByZipid(db: Executor, zipids: readonly string[]): Promise<PlaceRow[]> {
  if (zipids.length === 0) return [];
  return db.selectFrom("places").selectAll().where("zipid", "in", zipids).execute();
}

/** An imported sum (or bag) of an aimag whose name key matches the typed sum. */
export async function findAimagPlaceRow(db: Executor, cityCode: string, sumKey: string, khoroo: string): Promise<PlaceRow | undefined> {
  return db
    .selectFrom("places")
    .selectAll()
    .where("city_code", "=", cityCode)
    .where("cat", "in", ["sum", "bag"])
    .where("district_code", "=", sumKey)
    .where("khoroo", "in", khoroo === "" ? [""] : [khoroo, ""])
    .orderBy("khoroo", "desc")
    .executeTakeFirst();
}

export async function countPlaces(db: Executor): Promise<number> {
  const row = await db.selectFrom("places").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------------
// Zip areas (imported polygons)

/** Areas whose bounding box holds the point: the exact test is the caller's. */
export async function areasAroundPoint(db: Executor, lat: number, lon: number): Promise<PlaceAreaRow[]> {
  return db
    .selectFrom("place_areas")
    .selectAll()
    .where("min_lat", "<=", lat)
    .where("max_lat", ">=", lat)
    .where("min_lon", "<=", lon)
    .where("max_lon", ">=", lon)
    // The smallest box first: a khoroo inside its district answers before the district.
    .orderBy(sql`(max_lat - min_lat) * (max_lon - min_lon)`)
    .orderBy("zipcode")
    .limit(50)
    .execute();
}

export async function hasPlaceAreaRows(db: Executor): Promise<boolean> {
  return (await db.selectFrom("place_areas").select("id").limit(1).executeTakeFirst()) !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The import's writes (one transaction: the caller's)

export interface AreaWrite {
  zipcode: string;
  name: string;
  cat: PlaceAreaRow["cat"];
  city_code: string | null;
  district_code: string | null;
  khoroo: string | null;
  geometry: string;
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  imported_at: string;
}

export async function deleteAllAreas(trx: Transaction<Database>): Promise<number> {
  const result = await trx.deleteFrom("place_areas").executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function upsertArea(trx: Transaction<Database>, area: AreaWrite): Promise<void> {
  const { zipcode: _zipcode, ...changes } = area;
  await trx
    .insertInto("place_areas")
    .values(area)
    .onConflict((oc) => oc.column("zipcode").doUpdateSet(changes))
    .execute();
}

export interface PlaceWrite {
  zipid: string;
  zipcode: string;
  name_mn: string;
  name_en: string;
  cat: PlaceRow["cat"];
  parent_zipid: string | null;
  city_code: string;
  district_code: string;
  khoroo: string;
  search_key: string;
}

export async function upsertPlace(trx: Transaction<Database>, place: PlaceWrite): Promise<void> {
  const { zipid: _zipid, ...changes } = place;
  await trx
    .insertInto("places")
    .values(place)
    .onConflict((oc) => oc.column("zipid").doUpdateSet(changes))
    .execute();
}
