import type { CartOwner } from "~/services/cart/cart.server";
import { getCurrentUser } from "~/utils/auth.server";
import { readCartToken } from "~/utils/cart-cookie.server";

/** Whose cart a request is about: the signed-in user's current order, or the guest cookie's. */
export async function cartOwnerFor(request: Request): Promise<CartOwner> {
  const user = await getCurrentUser(request);
  return user ? { userId: user.id, cartToken: null } : { userId: null, cartToken: await readCartToken(request) };
}
