import { z } from "zod";

/**
 * The age gate's form (one zod schema, checked in the action). The date's parts stay text here:
 * whether they make a date, and an old enough one, is the gate's rule (domain/age-gate.ts), whose
 * codes are `brand:gate.errors.*` keys.
 */
const part = (max: number) => z.string().trim().max(max, "brand:gate.errors.invalid").optional();

export const AgeGateSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("enter"), year: part(4), month: part(2), day: part(2), next: z.string().max(2048).optional() }),
  z.object({ intent: z.literal("decline"), next: z.string().max(2048).optional() }),
]);
export type AgeGateInput = z.infer<typeof AgeGateSchema>;
