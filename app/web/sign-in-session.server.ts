import type { AppLoadContext } from "@remix-run/node";
import { detachCartCookie, readCartToken } from "~/web/cart-cookie.server";
import type { User } from "~/db/schema";
import { mergeGuestCart } from "~/modules/cart/index.server";
import { adoptGuestSearches } from "~/web/recent-searches.server";
import { adoptGuestWishes } from "~/modules/wishlists/index.server";
import { adoptGuestBrowsing } from "~/modules/browsing/index.server";
import { clearGuestStateHeader, hasGuestStateCookie, readGuestState } from "~/platform/guest-state.server";
import { clientOf, sessionFor } from "~/platform/guards.server";

import { safeRedirectPath } from "~/platform/request-guards.server";
import { endSession, startSession } from "~/platform/session.server";
import { redirectWithToast, type Toast } from "~/platform/toast.server";

/**
 * Signs a user in: ends whatever session the browser had, starts a new one (a fresh id, so a
 * planted cookie is worth nothing), and redirects to a same-site target.
 */
export async function signInAndRedirect(
  request: Request,
  context: Pick<AppLoadContext, "db" | "now" | "clientIp">,
  user: User,
  options: { redirectTo?: string | null; toast?: Toast; extraHeaders?: string[] },
): Promise<Response> {
  const { db: database, now } = context;
  const previous = await sessionFor(request, context);
  if (previous.status === "active") await endSession(database, previous.session.id, "replaced", now);
  const { cookie } = await startSession(database, user.id, clientOf(request, context), now);
  const headers = new Headers();
  headers.append("Set-Cookie", cookie);
  for (const extra of options.extraHeaders ?? []) headers.append("Set-Cookie", extra);
  const adopted = await adoptGuestSearches(database, request, user);
  if (adopted) headers.append("Set-Cookie", adopted);
  // The guest's hearts join the default list (the guest-state cookie is cleared once for all its lists).
  await adoptGuestWishes(database, user.id, (await readGuestState(request, database)).wished, now);
  // The guest's recently viewed and compare list join the account's.
  await adoptGuestBrowsing(database, user.id, await readGuestState(request, database), now);
  // Login loads the user's current order (storefront-spec.md §4): this browser's guest cart joins it.
  const guestCart = await readCartToken(request);
  if (guestCart) {
    await mergeGuestCart(database, user.id, guestCart, now);
    headers.append("Set-Cookie", await detachCartCookie());
  }
  // Every list of the guest state has joined the account above: the browser forgets it once.
  if (hasGuestStateCookie(request)) headers.append("Set-Cookie", await clearGuestStateHeader(request, database));
  const target = safeRedirectPath(options.redirectTo, "/account");
  return redirectWithToast(target, options.toast ?? { kind: "success", key: "auth:toast.signedIn" }, { headers });
}
