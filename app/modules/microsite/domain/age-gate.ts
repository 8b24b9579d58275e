import { ageOn } from "~/kernel/dates";

/**
 * The microsite's age gate (storefront-spec.md §2, 21 years; docs/decisions/052-brand-microsite.md):
 * the visitor gives a date of birth, counted on the shop's calendar date. Pure: `today` is an
 * argument. The codes are keys of the `brand` texts (gate.errors.*).
 */

export type BirthDateError = "gate.errors.required" | "gate.errors.invalid" | "gate.errors.future" | "gate.errors.tooOld";
export type AgeVerdict = { kind: "ofAge" } | { kind: "underAge" } | { kind: "invalid"; error: BirthDateError };

/** The oldest a person can plausibly be: a year before that is a typing slip, not a birthday. */
const OLDEST_AGE = 120;

export interface BirthDateParts {
  year?: string | number | null;
  month?: string | number | null;
  day?: string | number | null;
}

/** "1990", "7", "3" -> "1990-07-03"; null when a part is missing or not a whole number. */
export function birthDateOf(parts: BirthDateParts): string | null {
  const numbers = [parts.year, parts.month, parts.day].map((part) => {
    const text = String(part ?? "").trim();
    return /^\d{1,4}$/.test(text) ? Number(text) : null;
  });
  if (numbers.some((value) => value === null)) return null;
  const [year, month, day] = numbers as number[];
  if (year! < 1000) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function judgeBirthDate(parts: BirthDateParts, today: string, minimumAge: number): AgeVerdict {
  const blank = [parts.year, parts.month, parts.day].every((part) => String(part ?? "").trim() === "");
  if (blank) return { kind: "invalid", error: "gate.errors.required" };
  const birthDate = birthDateOf(parts);
  const age = birthDate ? ageOn(birthDate, today) : null;
  if (age === null || birthDate === null) return { kind: "invalid", error: "gate.errors.invalid" };
  if (birthDate > today) return { kind: "invalid", error: "gate.errors.future" };
  if (age > OLDEST_AGE) return { kind: "invalid", error: "gate.errors.tooOld" };
  return age >= minimumAge ? { kind: "ofAge" } : { kind: "underAge" };
}
