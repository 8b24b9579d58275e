import type { Generated } from "kysely";

/** Places, zip codes and airports (migration 0026_places). Part of the Database interface (app/db/schema.ts). */
export type PlaceCategory = "aimag" | "district" | "sum" | "khoroo" | "bag";

export interface PlaceTable {
  id: Generated<number>;
  /** The place's stable id: "aimag.MN-073", "ub.bayangol", "ub.bayangol.7". */
  zipid: string;
  /** Five digits (Mongol Post's scheme). */
  zipcode: string;
  name_mn: string;
  name_en: string;
  cat: PlaceCategory;
  parent_zipid: string | null;
  /** The address form's city code (ISO 3166-2:MN), district slug and khoroo number; '' where not applicable. */
  city_code: string;
  district_code: Generated<string>;
  khoroo: Generated<string>;
  /** looseKey() of the names and zip code. */
  search_key: string;
}

export interface PlaceAreaTable {
  id: Generated<number>;
  zipcode: string;
  name: Generated<string>;
  cat: PlaceCategory | null;
  city_code: string | null;
  district_code: string | null;
  khoroo: string | null;
  /** A GeoJSON Polygon or MultiPolygon, as JSON text. */
  geometry: string;
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  imported_at: string;
}

export interface AirportTable {
  iata: string;
  /** '' when the data has none. */
  icao: Generated<string>;
  name: string;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  cc: string;
  name_mn: string | null;
  city_mn: string | null;
  /** 1 large, 2 medium, 3 small: orders ties in the search. */
  size: Generated<number>;
  name_key: string;
  city_key: string;
  mn_key: Generated<string>;
  search_key: string;
}

export interface PlaceTables {
  places: PlaceTable;
  place_areas: PlaceAreaTable;
  airports: AirportTable;
}
