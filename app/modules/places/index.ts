// The places module's door for components and routes (issue 21).
export { AIRPORT_LIMIT, MAX_PLACE_QUERY, airportLabel, parseAirportQuery } from "./domain/airport-query";
export type { AirportView, PlaceView, ZipAreaView } from "./views";
export { AirportField, type AirportFieldProps } from "./ui/AirportField";
export { isCoordinate } from "./domain/geometry";
export { PlaceFinder } from "./ui/PlaceFinder";
export { UseMyLocation } from "./ui/UseMyLocation";
export { useZipFill, type AddressFieldNames } from "./ui/address-fill";
/**
 * The Permissions-Policy of the pages with an address form: the shop's own (no camera,
 * microphone or location for anyone) except location for the page itself, for "Use my location".
 */
export const ADDRESS_PAGE_PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(self)";
