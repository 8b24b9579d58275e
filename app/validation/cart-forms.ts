import { z } from "zod";

/** Add to cart (product and listing pages) and the cart page's line forms. */
const quantity = z.coerce
  .number({ required_error: "cart.errors.quantityRequired", invalid_type_error: "cart.errors.quantityRequired" })
  .int("cart.errors.quantityRequired")
  .min(1, "cart.errors.quantityRequired")
  .max(999, "cart.errors.quantityRequired");

export const AddToCartSchema = z.object({
  variantId: z.coerce.number().int().positive(),
  quantity: quantity.default(1),
  gift: z.literal("on").optional(),
  redirectTo: z.string().max(2048).optional(),
});

export const CartLineSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update"), lineId: z.coerce.number().int().positive(), quantity }),
  z.object({ intent: z.literal("remove"), lineId: z.coerce.number().int().positive() }),
]);
