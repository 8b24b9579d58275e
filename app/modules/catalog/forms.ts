import { z } from "zod";

/**
 * Add to cart, the buy box of the product and listing pages (it posts to /cart/add). The
 * quantity has no upper bound here: only the cart service knows the stock, and a quantity above
 * it gets the stock message ('Only N left'), not 'Product quantity must be entered'. An empty
 * field is refused, never taken as 1. The cart page's line forms use the same quantity rule.
 */
export const lineQuantityField = z.coerce
  .number({ required_error: "cart.errors.quantityRequired", invalid_type_error: "cart.errors.quantityRequired" })
  .int("cart.errors.quantityRequired")
  .min(1, "cart.errors.quantityRequired");

export const AddToCartSchema = z.object({
  variantId: z.coerce
    .number({ required_error: "cart.errors.variantNotFound", invalid_type_error: "cart.errors.variantNotFound" })
    .int("cart.errors.variantNotFound")
    .positive("cart.errors.variantNotFound")
    .max(Number.MAX_SAFE_INTEGER, "cart.errors.variantNotFound"),
  quantity: lineQuantityField,
  gift: z.literal("on", { errorMap: () => ({ message: "cart.errors.badRequest" }) }).optional(),
  // Checked where it is used (safeRedirectPath): an unusable address falls back to the cart.
  redirectTo: z.string().optional(),
});
