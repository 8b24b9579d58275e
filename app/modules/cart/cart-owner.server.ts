import type { CartOwner } from "./cart.server";
import { getCurrentUser } from "~/modules/auth/guards.server";
import { readCartToken } from "./cart-cookie.server";

/** Whose cart a request is about: the signed-in user's current order, or the guest cookie's. */
export async function cartOwnerFor(request: Request): Promise<CartOwner> {
  const user = await getCurrentUser(request);
  return user ? { userId: user.id, cartToken: null } : { userId: null, cartToken: await readCartToken(request) };
}
