import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, ok, type Result } from "~/kernel/result";
import { looseKey } from "~/kernel/transliteration";
import { isUlaanbaatar } from "~/kernel/mongolia-places";
import { MAX_PLACE_QUERY } from "./domain/airport-query";
import { isCoordinate, boundingBox, type AreaGeometry } from "./domain/geometry";
import { placeLabel, ubZipid, zipidsForAddress, type AddressPlaceParts } from "./domain/place-records";
import { AreaGeometrySchema, PlaceFeatureSchema, describeIssues, geoJsonFeatures, type PlaceProperties } from "./geojson";
import {
  areasAroundPoint,
  deleteAllAreas,
  findAimagPlaceRow,
  findPlaceRowsByZipid,
  hasPlaceAreaRows,
  searchPlaceRows,
  upsertArea,
  upsertPlace,
  type PlaceRow,
} from "./queries.server";
import type { PlaceView, ZipAreaView } from "./views";
import { localized } from "~/kernel/localized";

/**
 * Places and zip codes (storefront-spec.md §4 place record; §7 POST /maps/zipcode/_search):
 * as-you-type place search for the address form, the zip code an address's choices name, and
 * the zip area at a point among the polygons an operator imported.
 */
export type PlaceLocale = "mn" | "en";
export const PLACE_LIMIT = 20;

export function toPlaceView(row: PlaceRow, locale: PlaceLocale = "mn"): PlaceView {
  const record = { cat: row.cat, nameMn: row.name_mn, nameEn: row.name_en, cityCode: row.city_code, districtCode: row.district_code };
  return {
    zipid: row.zipid,
    zipcode: row.zipcode,
    name: localized(row, "name", locale),
    label: placeLabel(record, locale),
    cat: row.cat,
    cityCode: row.city_code,
    districtCode: row.district_code,
    khoroo: row.khoroo,
  };
}

/** Places whose names or zip code match the text ("баянгол 7", "bayangol 7", "1607"), most exact first. */
export async function searchPlaces(db: DB, q: string, locale: PlaceLocale = "mn", limit = PLACE_LIMIT): Promise<PlaceView[]> {
  const text = q.trim().slice(0, MAX_PLACE_QUERY);
  const digits = /^\d{1,5}$/.test(text) ? text : null;
  const rows = await searchPlaceRows(db, { digits, key: digits ? "" : looseKey(text) }, Math.max(1, Math.min(limit, 40)));
  return rows.map((row) => toPlaceView(row, locale));
}

/**
 * The zip code an address's choices name, or null: the capital's district and khoroo name a
 * khoroo record; an aimag's typed sum names a record only when an operator imported that sum.
 */
export async function zipForAddress(db: DB, parts: AddressPlaceParts): Promise<string | null> {
  const zipids = zipidsForAddress(parts);
  if (zipids.length > 0) {
    const rows = await findPlaceRowsByZipid(db, zipids);
    for (const zipid of zipids) {
      const row = rows.find((r) => r.zipid === zipid);
      if (row) return row.zipcode;
    }
    return null;
  }
  if (isUlaanbaatar(parts.city) || parts.district.trim() === "") return null;
  const row = await findAimagPlaceRow(db, parts.city, looseKey(parts.district), parts.khoroo.trim());
  return row?.zipcode ?? null;
}

/** The address with its zip code filled in when the shopper left it empty and its choices name one (zipForAddress). */
export async function withZip<T extends AddressPlaceParts & { zip: string }>(db: DB, address: T): Promise<T> {
  if (address.zip.trim() !== "") return address;
  const zip = await zipForAddress(db, address);
  return zip ? { ...address, zip } : address;
}

/** True when an operator imported zip areas (the address form then offers "use my location"). */
export async function hasPlaceAreas(db: DB): Promise<boolean> {
  return hasPlaceAreaRows(db);
}

/**
 * The zip area holding a point: the bounding boxes in SQL, then the exact test (holes, several
 * polygons, a point on the edge counts as inside) with @turf/boolean-point-in-polygon. The
 * smallest matching box wins (a khoroo before its district). Null outside every area.
 */
export async function lookupZip(db: DB, lat: number, lon: number): Promise<ZipAreaView | null> {
  if (!isCoordinate(lat, lon)) return null;
  for (const area of await areasAroundPoint(db, lat, lon)) {
    let geometry: AreaGeometry;
    try {
      geometry = JSON.parse(area.geometry) as AreaGeometry;
    } catch {
      continue;
    }
    if (booleanPointInPolygon([lon, lat], geometry)) {
      return { zipcode: area.zipcode, name: area.name, cityCode: area.city_code, districtCode: area.district_code, khoroo: area.khoroo };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The operator's import

export interface ImportReport {
  features: number;
  areas: number;
  places: number;
  replaced: number;
  rejected: { index: number; zipcode: string | null; reason: string }[];
}

export type ImportError = "places:import.notGeoJson";

function placeWrite(properties: PlaceProperties): { write: Parameters<typeof upsertPlace>[1] } | { reason: string } {
  const nameMn = properties.name_mn || properties.name || "";
  const nameEn = properties.name_en || properties.name || nameMn;
  if (!nameMn) return { reason: "a place record needs name_mn (or name)" };
  if (!properties.cat) return { reason: "a place record needs cat" };
  if (!properties.city_code) return { reason: "a place record needs city_code" };
  const district = properties.district_code ?? "";
  const khoroo = properties.khoroo ?? "";
  const ub = isUlaanbaatar(properties.city_code);
  // In the capital the district is its slug; in an aimag the sum's name, kept as its loose key so a typed sum finds it.
  // A sum's own record names it by itself when the file gives no district_code.
  const districtCode = ub ? district : looseKey(district || (properties.cat === "sum" ? nameMn : ""));
  const zipid =
    properties.zipid ||
    (ub && district ? ubZipid(district, khoroo || undefined) : `${properties.city_code}.${districtCode || "aimag"}${khoroo ? `.${khoroo}` : ""}`);
  return {
    write: {
      zipid: zipid.slice(0, 60),
      zipcode: properties.zipcode,
      name_mn: nameMn.slice(0, 120),
      name_en: nameEn.slice(0, 120),
      cat: properties.cat,
      parent_zipid: null,
      city_code: properties.city_code,
      district_code: districtCode,
      khoroo,
      search_key: looseKey(`${nameMn} ${nameEn} ${district} ${khoroo} ${properties.zipcode}`).slice(0, 400),
    },
  };
}

/**
 * Imports a GeoJSON file's zip areas and place records in one transaction: areas are upserted
 * by zip code (or, with `replace`, all areas are replaced by the file's), place records by their
 * zipid. Each feature is checked on its own; a rejected one is reported with its reason and the
 * others are imported. Not GeoJSON at all -> the error, and nothing is written.
 */
export async function importPlaces(db: DB, data: unknown, now: Date, options: { replace?: boolean } = {}): Promise<Result<ImportReport, ImportError>> {
  const features = geoJsonFeatures(data);
  if (!features) return fail("places:import.notGeoJson");
  const report: ImportReport = { features: features.length, areas: 0, places: 0, replaced: 0, rejected: [] };
  const areas: Parameters<typeof upsertArea>[1][] = [];
  const places: Parameters<typeof upsertPlace>[1][] = [];
  const importedAt = now.toISOString();
  features.forEach((raw, index) => {
    const parsed = PlaceFeatureSchema.safeParse(raw);
    const zip = (raw as { properties?: { zipcode?: unknown } } | null)?.properties?.zipcode;
    const zipcode = typeof zip === "string" || typeof zip === "number" ? String(zip) : null;
    if (!parsed.success) {
      report.rejected.push({ index, zipcode, reason: describeIssues(parsed.error) });
      return;
    }
    const { geometry, properties } = parsed.data;
    if (geometry === null) {
      const place = placeWrite(properties);
      if ("reason" in place) report.rejected.push({ index, zipcode, reason: place.reason });
      else places.push(place.write);
      return;
    }
    const checked = AreaGeometrySchema.parse(geometry) as AreaGeometry;
    const box = boundingBox(checked);
    areas.push({
      zipcode: properties.zipcode,
      name: (properties.name ?? properties.name_mn ?? properties.name_en ?? "").slice(0, 200),
      cat: properties.cat ?? null,
      city_code: properties.city_code ?? null,
      district_code: properties.district_code || null,
      khoroo: properties.khoroo || null,
      geometry: JSON.stringify(checked),
      min_lon: box.minLon,
      min_lat: box.minLat,
      max_lon: box.maxLon,
      max_lat: box.maxLat,
      imported_at: importedAt,
    });
  });
  await inTransaction(db, async (trx) => {
    if (options.replace) report.replaced = await deleteAllAreas(trx);
    for (const area of areas) await upsertArea(trx, area);
    for (const place of places) await upsertPlace(trx, place);
  });
  report.areas = areas.length;
  report.places = places.length;
  return ok(report);
}
