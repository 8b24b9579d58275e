import bundled from "./airports.json";
import { MONGOLIAN_AIRPORTS } from "./mongolia-airports";

/**
 * The bundled airport list (made from OurAirports' public-domain data by scripts/airports-data.ts;
 * docs/decisions/057-places-zip-codes-airports.md) with Mongolia's supplement laid over it.
 */
export interface AirportRecord {
  iata: string;
  icao: string;
  name: string;
  city: string;
  state: string;
  country: string;
  cc: string;
  nameMn: string | null;
  cityMn: string | null;
  /** 1 large, 2 medium, 3 small. */
  size: number;
}

type BundledRow = [string, string, string, string, string, string, string, number];

export function referenceAirports(): AirportRecord[] {
  const byIata = new Map<string, AirportRecord>();
  for (const [iata, icao, name, city, state, country, cc, size] of bundled as BundledRow[]) {
    byIata.set(iata, { iata, icao, name, city, state, country, cc, nameMn: null, cityMn: null, size });
  }
  for (const extra of MONGOLIAN_AIRPORTS) {
    const known = byIata.get(extra.iata);
    byIata.set(extra.iata, {
      iata: extra.iata,
      icao: known?.icao || extra.icao,
      name: known?.name || extra.name || extra.iata,
      city: known?.city || extra.city || "",
      state: known?.state || extra.state || "",
      country: known?.country || "Mongolia",
      cc: "MN",
      nameMn: extra.nameMn,
      cityMn: extra.cityMn,
      size: known?.size ?? 3,
    });
  }
  return [...byIata.values()];
}
