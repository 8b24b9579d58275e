import { looseKey } from "~/kernel/transliteration";

/** The most airports one search answers (storefront-spec.md §9: airport search, 40). */
export const AIRPORT_LIMIT = 40;
/** The longest search text the place and airport searches take (longer: 400). */
export const MAX_PLACE_QUERY = 100;

export interface AirportQuery {
  /** The text as an upper-case IATA (3 letters) or ICAO (4 letters) code, when it could be one. */
  code: string | null;
  /** looseKey() of the text: compared with the stored keys ('' when nothing searchable is left). */
  key: string;
}

/**
 * What the shopper typed, as the search compares it: "uln" may be a code (ULN), and its loose
 * key ("uln") is looked for in names and cities; "Чингис хаан" has no code and the key
 * "chingis han", which "Chinggis Khaan" also has. A label the field itself wrote
 * ("UBN - Chinggis Khaan…") is read as its code.
 */
export function parseAirportQuery(text: string): AirportQuery {
  const trimmed = text.trim();
  const labelled = /^([A-Za-z]{3})\s+[-–—]\s/.exec(trimmed);
  if (labelled) return { code: labelled[1]!.toUpperCase(), key: looseKey(labelled[1]!) };
  const code = /^[A-Za-z]{3,4}$/.test(trimmed) ? trimmed.toUpperCase() : null;
  return { code, key: looseKey(trimmed) };
}

/** The search key stored with an airport: its codes, names, city and country, loosely. */
export function airportSearchKey(parts: {
  iata: string;
  icao: string;
  name: string;
  city: string;
  country: string;
  nameMn?: string | null;
  cityMn?: string | null;
}): string {
  return [parts.iata, parts.icao, parts.name, parts.city, parts.nameMn ?? "", parts.cityMn ?? "", parts.country]
    .map((part) => looseKey(part))
    .filter((part) => part !== "")
    .join(" ");
}

export interface AirportLabelParts {
  iata: string;
  name: string;
  city: string;
  country: string;
}

/** "IATA - name, city, country", leaving out a city the name already says. */
export function airportLabel(airport: AirportLabelParts): string {
  const place = [airport.city, airport.country].filter((part, index) => part !== "" && !(index === 0 && airport.name.includes(part)));
  return `${airport.iata} - ${[airport.name, ...place].join(", ")}`;
}
