import { describe, expect, it } from "vitest";
import { airportLabel, airportSearchKey, parseAirportQuery } from "./airport-query";

describe("parseAirportQuery", () => {
  it.each([
    ["ULN", { code: "ULN", key: "uln" }],
    [" uln ", { code: "ULN", key: "uln" }],
    ["zmck", { code: "ZMCK", key: "zmk" }],
    ["Чингис хаан", { code: null, key: "chingis han" }],
    ["Chinggis Khaan", { code: null, key: "chingis han" }],
    ["chinggis", { code: null, key: "chingis" }],
    ["UBN - Chinggis Khaan International Airport, Mongolia", { code: "UBN", key: "ubn" }],
    ["ab", { code: null, key: "ab" }],
    ["abcde", { code: null, key: "abkde" }],
    ["Улаанбаатар", { code: null, key: "ulanbatar" }],
    ["%_", { code: null, key: "" }],
    ["", { code: null, key: "" }],
  ])("%j", (text, expected) => {
    expect(parseAirportQuery(text)).toEqual(expected);
  });

  it("gives Cyrillic and Latin spellings of one name the same key", () => {
    expect(parseAirportQuery("Буянт-Ухаа").key).toBe(parseAirportQuery("Buyant-Ukhaa").key);
    expect(parseAirportQuery("Мөрөн").key).toBe(parseAirportQuery("Mörön").key);
  });
});

describe("airportSearchKey", () => {
  it("holds the codes, names, city and country as loose keys", () => {
    const key = airportSearchKey({
      iata: "UBN",
      icao: "ZMCK",
      name: "Ulaanbaatar Chinggis Khaan International Airport",
      city: "Ulaanbaatar (Sergelen)",
      country: "Mongolia",
      nameMn: "Чингис хаан олон улсын нисэх буудал",
      cityMn: "Улаанбаатар",
    });
    expect(key).toContain("ubn");
    expect(key).toContain("chingis han international");
    expect(key).toContain("chingis han olon ulsin");
    expect(key).toContain("mongolia");
    expect(key).not.toMatch(/[^a-z0-9 ]/);
  });
});

describe("airportLabel", () => {
  it.each([
    [{ iata: "HND", name: "Tokyo Haneda International Airport", city: "Tokyo", country: "Japan" }, "HND - Tokyo Haneda International Airport, Japan"],
    [{ iata: "ULN", name: "Buyant-Ukhaa International Airport", city: "Ulaanbaatar", country: "Mongolia" }, "ULN - Buyant-Ukhaa International Airport, Ulaanbaatar, Mongolia"],
    [{ iata: "COQ", name: "Choibalsan Airport", city: "", country: "Mongolia" }, "COQ - Choibalsan Airport, Mongolia"],
  ])("%j", (airport, expected) => {
    expect(airportLabel(airport)).toBe(expected);
  });
});
