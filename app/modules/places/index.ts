// The places module's door for components and routes (issue 21).
export { AIRPORT_LIMIT, MAX_PLACE_QUERY, airportLabel, parseAirportQuery } from "./domain/airport-query";
export type { AirportView, PlaceView, ZipAreaView } from "./views";
export { AirportField, type AirportFieldProps } from "./ui/AirportField";
export { isCoordinate } from "./domain/geometry";
export { PlaceFinder } from "./ui/PlaceFinder";
export { UseMyLocation } from "./ui/UseMyLocation";
export { useZipFill, type AddressFieldNames } from "./ui/address-fill";
