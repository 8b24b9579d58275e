import { sql, type Kysely } from "kysely";
import { autoId } from "./portable";

/**
 * Places, zip codes and airports (issue 21, docs/decisions/057-places-zip-codes-airports.md).
 *
 * - places: Mongolia's place records (the spec's "zipcode, zipid, name, cat"): the aimags, the
 *   capital's districts and their khoroos, later sums and bags. `zipid` is the stable id of a
 *   place ("ub.bayangol.7"); `city_code`, `district_code` and `khoroo` tie a row to the address
 *   form's choices (app/kernel/mongolia-places.ts: ISO city code, district slug, khoroo number),
 *   '' where the level does not apply. `search_key` is looseKey() of its names and zip code, so
 *   Cyrillic and Latin typing meet as in product search.
 * - place_areas: zip polygons an operator imports (`npm run places:import`), one row per zip
 *   code; the GeoJSON geometry as text and its bounding box, which the point lookup filters on
 *   in SQL before the exact test. The optional codes let a found area fill district and khoroo.
 * - airports: airports with an IATA code (the spec's "iata, icao, name, city, state, country,
 *   cc"), Mongolian names where we have them, and loose keys for the as-you-type search.
 *   `size` orders ties: 1 large, 2 medium, 3 small.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("places")
    .addColumn("id", "integer", autoId(db))
    .addColumn("zipid", "varchar(60)", (c) => c.notNull().unique().check(sql`length(zipid) between 1 and 60`))
    .addColumn("zipcode", "varchar(5)", (c) => c.notNull().check(sql`length(zipcode) = 5`))
    .addColumn("name_mn", "varchar(120)", (c) => c.notNull().check(sql`length(name_mn) between 1 and 120`))
    .addColumn("name_en", "varchar(120)", (c) => c.notNull().check(sql`length(name_en) between 1 and 120`))
    .addColumn("cat", "varchar(8)", (c) => c.notNull().check(sql`cat in ('aimag', 'district', 'sum', 'khoroo', 'bag')`))
    .addColumn("parent_zipid", "varchar(60)")
    .addColumn("city_code", "varchar(10)", (c) => c.notNull())
    .addColumn("district_code", "varchar(80)", (c) => c.notNull().defaultTo(""))
    .addColumn("khoroo", "varchar(10)", (c) => c.notNull().defaultTo(""))
    .addColumn("search_key", "varchar(400)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("places_by_address").on("places").columns(["city_code", "district_code", "khoroo"]).execute();
  await db.schema.createIndex("places_by_zipcode").on("places").column("zipcode").execute();

  await db.schema
    .createTable("place_areas")
    .addColumn("id", "integer", autoId(db))
    .addColumn("zipcode", "varchar(5)", (c) => c.notNull().unique().check(sql`length(zipcode) = 5`))
    .addColumn("name", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("cat", "varchar(8)", (c) => c.check(sql`cat in ('aimag', 'district', 'sum', 'khoroo', 'bag')`))
    .addColumn("city_code", "varchar(10)")
    .addColumn("district_code", "varchar(80)")
    .addColumn("khoroo", "varchar(10)")
    .addColumn("geometry", "text", (c) => c.notNull())
    .addColumn("min_lon", "double precision", (c) => c.notNull())
    .addColumn("min_lat", "double precision", (c) => c.notNull())
    .addColumn("max_lon", "double precision", (c) => c.notNull())
    .addColumn("max_lat", "double precision", (c) => c.notNull())
    .addColumn("imported_at", "varchar(32)", (c) => c.notNull())
    .addCheckConstraint("place_areas_box", sql`min_lon <= max_lon and min_lat <= max_lat`)
    .execute();
  await db.schema.createIndex("place_areas_by_box").on("place_areas").columns(["min_lat", "max_lat", "min_lon", "max_lon"]).execute();

  await db.schema
    .createTable("airports")
    .addColumn("iata", "varchar(3)", (c) => c.primaryKey().check(sql`length(iata) = 3`))
    .addColumn("icao", "varchar(4)", (c) => c.notNull().defaultTo(""))
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("city", "varchar(120)", (c) => c.notNull().defaultTo(""))
    .addColumn("state", "varchar(120)", (c) => c.notNull().defaultTo(""))
    .addColumn("country", "varchar(120)", (c) => c.notNull().defaultTo(""))
    .addColumn("cc", "varchar(2)", (c) => c.notNull())
    .addColumn("name_mn", "varchar(200)")
    .addColumn("city_mn", "varchar(120)")
    .addColumn("size", "integer", (c) => c.notNull().defaultTo(2).check(sql`size between 1 and 3`))
    .addColumn("name_key", "varchar(400)", (c) => c.notNull())
    .addColumn("city_key", "varchar(400)", (c) => c.notNull())
    .addColumn("mn_key", "varchar(400)", (c) => c.notNull().defaultTo(""))
    .addColumn("search_key", "varchar(1200)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("airports_by_icao").on("airports").column("icao").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["airports", "place_areas", "places"]) await db.schema.dropTable(table).ifExists().execute();
}
