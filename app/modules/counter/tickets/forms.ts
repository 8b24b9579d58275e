import { z } from "zod";

/**
 * The door's form (/staff/scan), shared by the page and its action: what was typed (any case,
 * with or without dashes; normalizeTicketCode reads it), the event admitted to ("" = any), and
 * whether this is a check or the use. The messages are i18n keys.
 */
export const SCAN_TYPED_MAX = 64;

export const ScanSchema = z.object({
  intent: z.enum(["check", "use"], { message: "tickets:scan.errors.intent" }),
  code: z
    .string({ message: "tickets:scan.errors.codeRequired" })
    .trim()
    .min(1, "tickets:scan.errors.codeRequired")
    .max(SCAN_TYPED_MAX, "tickets:scan.errors.codeInvalid"),
  event: z
    .string()
    .regex(/^\d{1,9}$/, "tickets:scan.errors.eventUnknown")
    .transform(Number)
    .optional(),
});

export type ScanForm = z.infer<typeof ScanSchema>;
