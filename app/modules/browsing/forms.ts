import { z } from "zod";

const productId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The compare page's one form: add or remove a product, or clear the list. */
export const CompareFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId, redirectTo: z.string().max(500).optional() }),
  z.object({ intent: z.literal("remove"), productId, redirectTo: z.string().max(500).optional() }),
  z.object({ intent: z.literal("clear") }),
]);

/** /account/recently-viewed: forget the history. */
export const ClearViewedSchema = z.object({ intent: z.literal("clear") });
