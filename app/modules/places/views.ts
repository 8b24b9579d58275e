import type { PlaceCategory } from "./domain/place-records";

/** What the places and airport searches answer (camelCase; never rows), in the page's language. */
export interface AirportView {
  iata: string;
  icao: string;
  name: string;
  city: string;
  state: string;
  country: string;
  cc: string;
  /** "IATA - name, city, country". */
  label: string;
}

export interface PlaceView {
  zipid: string;
  zipcode: string;
  /** The place's own name ("7-р хороо", "Баянгол"). */
  name: string;
  /** With its parents: "Улаанбаатар, Баянгол дүүрэг, 7-р хороо". */
  label: string;
  cat: PlaceCategory;
  cityCode: string;
  districtCode: string;
  khoroo: string;
}

/** A zip area found at a point: its zip code and, when the polygon carried them, the address codes. */
export interface ZipAreaView {
  zipcode: string;
  name: string;
  cityCode: string | null;
  districtCode: string | null;
  khoroo: string | null;
}
