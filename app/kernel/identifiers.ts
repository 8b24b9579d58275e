/**
 * Phone numbers and e-mail addresses as the shop stores and compares them. Mongolian mobile
 * numbers have 8 digits and are stored with the country code: +976XXXXXXXX.
 */

/** Two-digit prefixes of Mongolian mobile operators (Mobicom, Unitel, Skytel, G-Mobile, Ondo). */
export const MONGOLIAN_MOBILE_PREFIXES = [
  "60", "66", "69", "75", "77", "80", "83", "85", "86", "88", "89",
  "90", "91", "93", "94", "95", "96", "97", "98", "99",
] as const;

export const COUNTRY_CODE = "+976";

/** `99112233`, `9911 2233`, `+976 9911-2233`, `976 99112233` -> `+97699112233`; anything else -> null. */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  const match = /^(?:\+?976)?(\d{8})$/.exec(compact);
  if (!match) return null;
  const digits = match[1]!;
  if (!(MONGOLIAN_MOBILE_PREFIXES as readonly string[]).includes(digits.slice(0, 2))) return null;
  return `${COUNTRY_CODE}${digits}`;
}

/** `+97699112233` -> `9911 2233` for display. */
export function formatPhone(stored: string): string {
  const digits = stored.startsWith(COUNTRY_CODE) ? stored.slice(COUNTRY_CODE.length) : stored;
  return digits.length === 8 ? `${digits.slice(0, 4)} ${digits.slice(4)}` : stored;
}

// Deliberately simple: one @, a dot in the domain, no spaces, no control or invisible format
// characters (NUL, right-to-left overrides). The code we send proves the rest.
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]{1,64}@[^\s@\p{Cc}\p{Cf}]+\.[^\s@.\p{Cc}\p{Cf}]{2,}$/u;

export function normaliseEmail(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  if (trimmed.length > 254 || !EMAIL_PATTERN.test(trimmed)) return null;
  return trimmed;
}

export type Identifier = { kind: "email"; value: string } | { kind: "phone"; value: string };

export type IdentifierError = "identifier.required" | "email.invalid" | "phone.invalid";

/** What the shopper typed into 'phone or e-mail', or why it cannot be used. */
export function parseIdentifier(input: string): { ok: true; identifier: Identifier } | { ok: false; error: IdentifierError } {
  const trimmed = input.trim();
  if (trimmed === "") return { ok: false, error: "identifier.required" };
  if (trimmed.includes("@")) {
    const email = normaliseEmail(trimmed);
    return email ? { ok: true, identifier: { kind: "email", value: email } } : { ok: false, error: "email.invalid" };
  }
  if (/^[+\d\s\-().]+$/.test(trimmed)) {
    const phone = normalisePhone(trimmed);
    return phone ? { ok: true, identifier: { kind: "phone", value: phone } } : { ok: false, error: "phone.invalid" };
  }
  return { ok: false, error: "email.invalid" };
}

/** Shows enough of a destination to recognise it, not enough to harvest it: `b***@mail.mn`, `•••• 2233`. */
export function maskDestination(identifier: Identifier): string {
  if (identifier.kind === "phone") return `•••• ${identifier.value.slice(-4)}`;
  const [local = "", domain = ""] = identifier.value.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
