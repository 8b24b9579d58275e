import type { DB } from "~/db/client.server";
import { AIRPORT_LIMIT, airportLabel, parseAirportQuery } from "./domain/airport-query";
import { findAirportRow, findAirportRowByIcao, searchAirportRows, type AirportRow } from "./queries.server";
import type { AirportView } from "./views";

/**
 * Airport search (storefront-spec.md §7 POST /airport/_search; at most 40 answers): as-you-type
 * over IATA, ICAO, name and city, Cyrillic and Latin through looseKey(). Exact codes first, then
 * names and cities starting with the text, then the text anywhere; larger airports first within.
 */
export type AirportLocale = "mn" | "en";

const mnCountries = new Intl.DisplayNames(["mn"], { type: "region" });

function countryName(row: AirportRow, locale: AirportLocale): string {
  if (locale !== "mn") return row.country;
  try {
    return mnCountries.of(row.cc) ?? row.country;
  } catch {
    return row.country;
  }
}

export function toAirportView(row: AirportRow, locale: AirportLocale = "en"): AirportView {
  const name = locale === "mn" && row.name_mn ? row.name_mn : row.name;
  const city = locale === "mn" && row.city_mn ? row.city_mn : row.city;
  const country = countryName(row, locale);
  return { iata: row.iata, icao: row.icao, name, city, state: row.state, country, cc: row.cc, label: airportLabel({ iata: row.iata, name, city, country }) };
}

export async function searchAirports(db: DB, q: string, limit = AIRPORT_LIMIT, locale: AirportLocale = "en"): Promise<AirportView[]> {
  const rows = await searchAirportRows(db, parseAirportQuery(q), Math.max(1, Math.min(limit, AIRPORT_LIMIT)));
  return rows.map((row) => toAirportView(row, locale));
}

export async function findAirportByIata(db: DB, iata: string, locale: AirportLocale = "en"): Promise<AirportView | null> {
  const code = iata.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return null;
  const row = await findAirportRow(db, code);
  return row ? toAirportView(row, locale) : null;
}

export type ResolvedAirport = { airport: AirportView; candidates: [] } | { airport: null; candidates: AirportView[] };

/**
 * What a typed airport field means (the form without JavaScript): an exact IATA or ICAO code,
 * or the field's own label ("UBN - …"), or a text only one airport matches -> that airport;
 * otherwise no airport, with up to 5 candidates to offer (none when nothing matches).
 */
export async function resolveAirport(db: DB, text: string, locale: AirportLocale = "en"): Promise<ResolvedAirport> {
  const query = parseAirportQuery(text);
  if (query.code?.length === 3) {
    const row = await findAirportRow(db, query.code);
    if (row) return { airport: toAirportView(row, locale), candidates: [] };
  } else if (query.code?.length === 4) {
    const row = await findAirportRowByIcao(db, query.code);
    if (row) return { airport: toAirportView(row, locale), candidates: [] };
  }
  if (query.key === "") return { airport: null, candidates: [] };
  const rows = await searchAirportRows(db, query, 6);
  if (rows.length === 1) return { airport: toAirportView(rows[0]!, locale), candidates: [] };
  return { airport: null, candidates: rows.slice(0, 5).map((row) => toAirportView(row, locale)) };
}
