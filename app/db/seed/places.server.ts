import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { inTransaction } from "../transactions.server";
import { airportSearchKey, referenceAirports, referencePlaces } from "~/modules/places/index.server";
import { looseKey } from "~/kernel/transliteration";

/**
 * The shop's reference places and airports (issue 21, docs/decisions/057-places-zip-codes-airports.md):
 * Mongolia's aimags, the capital's districts and khoroos with their zip codes, and the bundled
 * airports. Loaded on every start (scripts/prepare-database.ts), not only with the demo: the
 * address form and the booking form need them. Idempotent and cheap: it writes only while a
 * table holds fewer rows than the bundle, and then only the rows it lacks (insert ... on conflict
 * do nothing), so an operator's imported or corrected rows are never overwritten.
 */
const ROWS_PER_STATEMENT = 500;

export async function seedPlacesAndAirports(db: Kysely<Database>): Promise<{ places: number; airports: number }> {
  const places = referencePlaces();
  const airports = referenceAirports();
  const count = async (table: "places" | "airports") =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  let addedPlaces = 0;
  let addedAirports = 0;

  if ((await count("places")) < places.length) {
    await inTransaction(db, async (trx) => {
      for (let i = 0; i < places.length; i += ROWS_PER_STATEMENT) {
        const chunk = places.slice(i, i + ROWS_PER_STATEMENT).map((p) => ({
          zipid: p.zipid,
          zipcode: p.zipcode,
          name_mn: p.nameMn,
          name_en: p.nameEn,
          cat: p.cat,
          parent_zipid: p.parentZipid,
          city_code: p.cityCode,
          district_code: p.districtCode,
          khoroo: p.khoroo,
          search_key: p.searchKey,
        }));
        const result = await trx.insertInto("places").values(chunk).onConflict((oc) => oc.column("zipid").doNothing()).executeTakeFirst();
        addedPlaces += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
    });
  }

  if ((await count("airports")) < airports.length) {
    await inTransaction(db, async (trx) => {
      for (let i = 0; i < airports.length; i += ROWS_PER_STATEMENT) {
        const chunk = airports.slice(i, i + ROWS_PER_STATEMENT).map((a) => ({
          iata: a.iata,
          icao: a.icao,
          name: a.name,
          city: a.city,
          state: a.state,
          country: a.country,
          cc: a.cc,
          name_mn: a.nameMn,
          city_mn: a.cityMn,
          size: a.size,
          name_key: looseKey(a.name),
          city_key: looseKey(a.city),
          mn_key: looseKey(`${a.nameMn ?? ""} ${a.cityMn ?? ""}`),
          search_key: airportSearchKey(a),
        }));
        const result = await trx.insertInto("airports").values(chunk).onConflict((oc) => oc.column("iata").doNothing()).executeTakeFirst();
        addedAirports += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
    });
  }
  return { places: addedPlaces, airports: addedAirports };
}
