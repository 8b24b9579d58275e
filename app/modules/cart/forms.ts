import { z } from "zod";
import { lineQuantityField } from "~/modules/catalog";

/** The cart page's line forms; the quantity rule is the buy box's (app/modules/catalog/forms.ts). */
export const CartLineSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update"), lineId: z.coerce.number().int().positive(), quantity: lineQuantityField }),
  z.object({ intent: z.literal("remove"), lineId: z.coerce.number().int().positive() }),
]);
