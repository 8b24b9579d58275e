/**
 * Bank account numbers. Mongolia joined the IBAN registry in 2023: "MN", two check digits,
 * a 4-digit bank code and a 12-digit account number (20 characters), checked by the
 * ISO 13616 / ISO 7064 mod-97-10 rule. Most shoppers still know only their bank's own
 * account number (8 to 16 digits, 9-10 at the big banks), so that is accepted too, as typed.
 */

export const MONGOLIAN_IBAN_LENGTH = 20;
export const DOMESTIC_MIN_DIGITS = 8;
export const DOMESTIC_MAX_DIGITS = 16;

/** Spaces, dashes and dots people type between groups go; letters become capitals. */
export function compactAccountNumber(input: string): string {
  return input.replace(/[\s\-.]/g, "").toUpperCase();
}

/** The remainder of the number the IBAN stands for (country and check digits moved to the end, A=10..Z=35) modulo 97. */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder;
}

/** Any country's IBAN shape (2 letters, 2 digits, 11-30 letters or digits) with a valid mod-97 checksum. */
export function isValidIban(candidate: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(candidate)) return false;
  return ibanRemainder(candidate) === 1;
}

/** The two check digits for a country and its BBAN (the part after the check digits). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = ibanRemainder(`${country}00${bban}`);
  return String(98 - remainder).padStart(2, "0");
}

export function isMongolianIban(candidate: string): boolean {
  return /^MN\d{18}$/.test(candidate) && ibanRemainder(candidate) === 1;
}

export type AccountNumberError = "required" | "ibanCountry" | "ibanLength" | "ibanChecksum" | "format";

export type ParsedAccountNumber =
  | { ok: true; kind: "iban" | "domestic"; value: string }
  | { ok: false; error: AccountNumberError };

/**
 * What the shopper typed into 'account number (IBAN)': a Mongolian IBAN (checked) or a
 * domestic account number of 8-16 digits. Stored compact: `MN121234123456789123`, `5012345678`.
 */
export function parseAccountNumber(input: string): ParsedAccountNumber {
  const value = compactAccountNumber(input);
  if (value === "") return { ok: false, error: "required" };
  if (/^[A-Z]{2}/.test(value)) {
    if (!value.startsWith("MN")) return { ok: false, error: "ibanCountry" };
    if (!/^MN\d+$/.test(value) || value.length !== MONGOLIAN_IBAN_LENGTH) return { ok: false, error: "ibanLength" };
    return isMongolianIban(value) ? { ok: true, kind: "iban", value } : { ok: false, error: "ibanChecksum" };
  }
  if (/^\d+$/.test(value) && value.length >= DOMESTIC_MIN_DIGITS && value.length <= DOMESTIC_MAX_DIGITS) {
    return { ok: true, kind: "domestic", value };
  }
  return { ok: false, error: "format" };
}

/** `MN121234123456789123` -> `MN12 1234 1234 5678 9123`; a domestic number stays as it is. */
export function formatAccountNumber(value: string): string {
  return /^[A-Z]{2}\d{2}/.test(value) ? value.replace(/(.{4})(?=.)/g, "$1 ") : value;
}
