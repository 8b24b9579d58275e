import type { CartOwner } from "~/modules/cart/index.server";
import type { AppLoadContext } from "@remix-run/node";
import { getCurrentUser } from "~/platform/guards.server";

import { readCartToken } from "./cart-cookie.server";

/** Whose cart a request is about: the signed-in user's current order, or the guest cookie's. */
export async function cartOwnerFor(request: Request, context: Pick<AppLoadContext, "db" | "now">): Promise<CartOwner> {
  const user = await getCurrentUser(request, context);
  return user ? { userId: user.id, cartToken: null } : { userId: null, cartToken: await readCartToken(request) };
}
