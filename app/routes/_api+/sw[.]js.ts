import { SERVICE_WORKER_SOURCE } from "~/modules/push/index.server";

/**
 * /sw.js: the push service worker, from the site's root so its scope is the whole shop. Never
 * cached for long: a browser checks for a new worker on each registration and reads it again.
 */
export function loader() {
  return new Response(SERVICE_WORKER_SOURCE, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" },
  });
}
