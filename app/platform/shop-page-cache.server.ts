import { env } from "~/config/env.server";
import { readPageRevision } from "~/db/page-revision.server";
import { shopResources } from "./context.server";
import { firstViewCookie, GUEST_STATE_COOKIE } from "./guest-state.server";
import { createPageCacheMiddleware, PageCache } from "./page-cache.server";

/** server.mjs mounts this in front of Remix: the page cache on the shop's database and settings. */
export function pageCacheMiddleware() {
  const { PAGE_CACHE_MB, PAGE_CACHE_TTL_S } = env();
  return createPageCacheMiddleware({
    cache: PAGE_CACHE_MB > 0 ? new PageCache(PAGE_CACHE_MB * 1024 * 1024, PAGE_CACHE_TTL_S * 1000) : null,
    revision: () => readPageRevision(shopResources().db),
    monotonicNow: () => performance.now(),
    // A product page seen by a visitor without a guest state: that state starts with it.
    visitCookie: (hint, request) =>
      /^\d{1,12}$/.test(hint) && !(request.headers.cookie ?? "").includes(`${GUEST_STATE_COOKIE}=`) ? firstViewCookie(Number(hint)) : null,
  });
}
