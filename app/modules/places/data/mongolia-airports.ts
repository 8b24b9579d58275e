/**
 * Mongolia's airports as the bundled list lacks them: their Mongolian names (so Cyrillic typing
 * finds them: "Чингис хаан", "Буянт-Ухаа"), the city where the list has none, and the small
 * airports with scheduled flights that the list (medium and large airports only) leaves out.
 * Codes checked against OurAirports; the Mongolian names are the airports' and towns' own.
 */
export interface MongolianAirport {
  iata: string;
  icao: string;
  nameMn: string;
  cityMn: string;
  /** Only for an airport the bundled list lacks, or a field it leaves empty. */
  name?: string;
  city?: string;
  state?: string;
}

export const MONGOLIAN_AIRPORTS: readonly MongolianAirport[] = [
  { iata: "UBN", icao: "ZMCK", nameMn: "Чингис хаан олон улсын нисэх буудал", cityMn: "Улаанбаатар" },
  // The old airport of the capital: it kept the code ULN (and its old name, Chinggis Khaan, until 2021).
  { iata: "ULN", icao: "ZMUB", nameMn: "Буянт-Ухаа олон улсын нисэх буудал (хуучин Чингис хаан)", cityMn: "Улаанбаатар" },
  { iata: "AVK", icao: "ZMAH", nameMn: "Арвайхээр нисэх буудал", cityMn: "Арвайхээр" },
  { iata: "LTI", icao: "ZMAT", nameMn: "Алтай нисэх буудал", cityMn: "Алтай" },
  { iata: "BYN", icao: "ZMBH", nameMn: "Баянхонгор нисэх буудал", cityMn: "Баянхонгор" },
  { iata: "UGA", icao: "ZMBN", nameMn: "Булган нисэх буудал", cityMn: "Булган" },
  { iata: "UUN", icao: "ZMBU", nameMn: "Баруун-Урт нисэх буудал", cityMn: "Баруун-Урт", city: "Baruun-Urt" },
  { iata: "COQ", icao: "ZMCD", nameMn: "Чойбалсан нисэх буудал", cityMn: "Чойбалсан", city: "Choibalsan" },
  { iata: "DLZ", icao: "ZMDZ", nameMn: "Даланзадгад нисэх буудал (Гурван сайхан)", cityMn: "Даланзадгад" },
  { iata: "HVD", icao: "ZMKD", nameMn: "Ховд нисэх буудал", cityMn: "Ховд" },
  { iata: "MXV", icao: "ZMMN", nameMn: "Мөрөн нисэх буудал", cityMn: "Мөрөн" },
  { iata: "ULG", icao: "ZMUL", nameMn: "Өлгий нисэх буудал", cityMn: "Өлгий", name: "Ölgii Airport", city: "Ölgii", state: "Bayan-Ölgii" },
  { iata: "ULO", icao: "ZMUG", nameMn: "Улаангом нисэх буудал", cityMn: "Улаангом", name: "Ulaangom Airport", city: "Ulaangom", state: "Uvs" },
  { iata: "ULZ", icao: "ZMDN", nameMn: "Улиастай Доной нисэх буудал", cityMn: "Улиастай", name: "Uliastai Donoi Airport", city: "Uliastai", state: "Zavkhan" },
  { iata: "MXW", icao: "ZMMG", nameMn: "Мандалговь нисэх буудал", cityMn: "Мандалговь", name: "Mandalgovi Airport", city: "Mandalgovi", state: "Dundgovi" },
];
