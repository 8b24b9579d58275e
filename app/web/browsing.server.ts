import type { AppLoadContext } from "@remix-run/node";
import { isbot } from "isbot";
import { siteConfig } from "~/config/site";
import type { User } from "~/db/schema";
import { recordView } from "~/modules/browsing";
import { compareIds, recentlyViewedIds, recommendedProducts, recordProductView } from "~/modules/browsing/index.server";
import type { ProductSummary } from "~/modules/catalog";
import { getCurrentUser } from "~/platform/guards.server";
import { shopperListsFor } from "~/web/shopper-lists.server";
import { VISIT_HINT_HEADER } from "~/platform/page-cache.server";
import { guestStateHeader, hasGuestStateCookie, readGuestState } from "~/platform/guest-state.server";

/**
 * Recently viewed and compare for routes (docs/decisions/043-recently-viewed-and-compare.md): a
 * signed-in shopper's live in the database (the browsing module), a guest's in the guest state.
 */

type Context = Pick<AppLoadContext, "db" | "now">;
type ReaderContext = Pick<AppLoadContext, "db" | "now" | "searchIndex" | "locale">;

/**
 * The product page's view: recorded for a signed-in shopper and for a guest who already has a
 * guest state (the Set-Cookie to send back). A visitor without one gets only a hint header the
 * page cache turns into the cookie, so the page itself stays the same for everyone. Bots are
 * never recorded. Answers the history to show, newest first.
 */
export async function recordProductPageView(
  request: Request,
  context: Context,
  user: User | null,
  productId: number,
): Promise<{ viewed: number[]; headers: Headers }> {
  const headers = new Headers();
  const bot = isbot(request.headers.get("User-Agent") ?? "");
  if (user) {
    if (!bot) await recordProductView(context.db, user.id, productId, context.now);
    return { viewed: await recentlyViewedIds(context.db, user.id), headers };
  }
  if (!hasGuestStateCookie(request)) {
    if (!bot) headers.set(VISIT_HINT_HEADER, String(productId));
    return { viewed: [], headers };
  }
  const state = await readGuestState(request, context.db);
  if (bot) return { viewed: state.viewed, headers };
  const next = { ...state, viewed: recordView(state.viewed, productId, siteConfig.limits.recentlyViewed) };
  const cookie = await guestStateHeader(request, context.db, next, context.now);
  if (cookie) headers.append("Set-Cookie", cookie);
  return { viewed: next.viewed, headers };
}

/** The visitor's history and compare list without recording anything (no query for a cookie-less guest). */
export async function browsingOf(request: Request, context: Context, user: User | null): Promise<{ viewed: number[]; compare: number[] }> {
  if (user) {
    const [viewed, compare] = await Promise.all([recentlyViewedIds(context.db, user.id), compareIds(context.db, user.id)]);
    return { viewed, compare };
  }
  if (!hasGuestStateCookie(request)) return { viewed: [], compare: [] };
  const state = await readGuestState(request, context.db);
  return { viewed: state.viewed, compare: state.compare };
}

/**
 * 'Recommended for you' (home, cart) from the visitor's recently viewed and wished products, or
 * new arrivals. On a cacheable page (home) a visitor with neither a session nor a guest state
 * gets null (no block), so the page stays the same for every such visitor.
 */
export async function recommendedFor(request: Request, context: ReaderContext, page: "cacheable" | "private" = "cacheable"): Promise<ProductSummary[] | null> {
  const user = await getCurrentUser(request, context);
  if (!user && !hasGuestStateCookie(request) && page === "cacheable") return null;
  const [{ viewed }, { wished }] = await Promise.all([browsingOf(request, context, user), shopperListsFor(request, context, user)]);
  return recommendedProducts(context, { viewed, wishedVariantIds: wished, locale: context.locale, now: context.now });
}
