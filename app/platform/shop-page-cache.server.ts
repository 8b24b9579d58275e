import { env } from "~/config/env.server";
import { readPageRevision } from "~/db/page-revision.server";
import { shopResources } from "./context.server";
import { createPageCacheMiddleware, PageCache } from "./page-cache.server";

/** server.mjs mounts this in front of Remix: the page cache on the shop's database and settings. */
export function pageCacheMiddleware() {
  const { PAGE_CACHE_MB, PAGE_CACHE_TTL_S } = env();
  return createPageCacheMiddleware({
    cache: PAGE_CACHE_MB > 0 ? new PageCache(PAGE_CACHE_MB * 1024 * 1024, PAGE_CACHE_TTL_S * 1000) : null,
    revision: () => readPageRevision(shopResources().db),
    monotonicNow: () => performance.now(),
  });
}
