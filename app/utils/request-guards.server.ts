/**
 * Rejects state-changing requests that come from another site. Browsers send
 * Sec-Fetch-Site and/or Origin with every POST; either one naming another site is refused.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "same-site" && fetchSite !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") {
    const requestUrl = new URL(request.url);
    const host = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host") ?? requestUrl.host;
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  return false;
}

export function assertSameSite(request: Request): void {
  if (isCrossSiteRequest(request)) throw new Response("Cross-site request refused", { status: 403 });
}

/** Only same-site paths are followed after a form; anything else goes home. */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  return target;
}
