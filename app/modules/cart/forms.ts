import { z } from "zod";

/**
 * Add to cart (product and listing pages) and the cart page's line forms. The quantity has no
 * upper bound here: only the cart service knows the stock, and a quantity above it gets the
 * stock message ('Only N left'), not 'Product quantity must be entered'. An empty field is
 * refused, never taken as 1.
 */
const quantity = z.coerce
  .number({ required_error: "cart.errors.quantityRequired", invalid_type_error: "cart.errors.quantityRequired" })
  .int("cart.errors.quantityRequired")
  .min(1, "cart.errors.quantityRequired");

export const AddToCartSchema = z.object({
  variantId: z.coerce
    .number({ required_error: "cart.errors.variantNotFound", invalid_type_error: "cart.errors.variantNotFound" })
    .int("cart.errors.variantNotFound")
    .positive("cart.errors.variantNotFound")
    .max(Number.MAX_SAFE_INTEGER, "cart.errors.variantNotFound"),
  quantity,
  gift: z.literal("on", { errorMap: () => ({ message: "cart.errors.badRequest" }) }).optional(),
  // Checked where it is used (safeRedirectPath): an unusable address falls back to the cart.
  redirectTo: z.string().optional(),
});

export const CartLineSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update"), lineId: z.coerce.number().int().positive(), quantity }),
  z.object({ intent: z.literal("remove"), lineId: z.coerce.number().int().positive() }),
]);
