import type { AppLoadContext } from "@remix-run/node";
import type { User } from "~/db/schema";
import { hasGuestStateCookie, readGuestState } from "~/platform/guest-state.server";
import type { ShopperLists } from "~/ui/shopper-lists";
import { comparisonEnabled } from "~/config/env.server";
import { wishedVariantIds } from "~/modules/wishlists/index.server";
import { compareIds } from "~/modules/browsing/index.server";

/**
 * What every page needs to mark products: the wished variant ids (hearts) and the compared
 * product ids. A guest's come from the guest state, a signed-in shopper's from the database.
 * A visitor without either cookie costs no query (and gets the page the page cache keeps).
 */
export async function shopperListsFor(request: Request, context: Pick<AppLoadContext, "db">, user: User | null): Promise<ShopperLists> {
  const comparison = comparisonEnabled();
  if (!user) {
    if (!hasGuestStateCookie(request)) return { wished: [], compare: [], comparison };
    const state = await readGuestState(request, context.db);
    return { wished: state.wished, compare: state.compare, comparison };
  }
  const [wished, compare] = await Promise.all([wishedVariantIds(context.db, user.id), comparison ? compareIds(context.db, user.id) : []]);
  return { wished, compare, comparison };
}
