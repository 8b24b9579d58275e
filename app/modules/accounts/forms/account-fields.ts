import { z } from "zod";
import { hasControlCharacters } from "../domain/text-rules";

/**
 * Field builders shared by the account forms. Messages are translation keys in the account
 * namespace. A text field defaults to "" rather than failing as 'missing' so that an empty
 * field never hides the other fields' messages (zod skips a form's cross-field checks once a
 * field is missing altogether).
 */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, "account:errors.tooLong")
    .refine((value) => !hasControlCharacters(value), "account:errors.invalidCharacters")
    .default("");
}

export function requiredText(message: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, message)
    .max(max, "account:errors.tooLong")
    .refine((value) => !hasControlCharacters(value), "account:errors.invalidCharacters")
    .default("");
}

/** A row id posted by a list's buttons (delete, make default). */
export const recordId = z.number({ message: "account:errors.notFound" }).int().positive().max(Number.MAX_SAFE_INTEGER);
