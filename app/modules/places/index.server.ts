// The places module's server door (issue 21): place records and zip codes, zip areas, airports.
export * from "./airports.server";
export { referenceAirports, type AirportRecord } from "./data/airport-rows.server";
export { referencePlaces, type PlaceRecord } from "./domain/place-records";
export { airportSearchKey } from "./domain/airport-query";
export * from "./places.server";
