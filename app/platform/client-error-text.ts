/**
 * The translated title and message of a 4xx page (i18n keys in `common`). A refusal may name its
 * message by an `errors.*` key; any other body (plain English from a guard) is never shown, the
 * status picks. Shared by the root ErrorBoundary and the plain page of resource routes.
 */
export function clientErrorText(status: number, body: unknown): { titleKey: string; messageKey: string } {
  const titleKey = status === 401 || status === 403 ? "errors.forbiddenTitle" : "errors.badRequestTitle";
  if (body === "errors.crossSite") return { titleKey: "errors.crossSiteTitle", messageKey: body };
  if (typeof body === "string" && /^errors\.[A-Za-z]+$/.test(body)) return { titleKey, messageKey: body };
  const byStatus: Record<number, string> = {
    401: "errors.signInRequired",
    403: "errors.forbidden",
    413: "errors.tooLarge",
    415: "errors.notAForm",
    429: "errors.tooManyRequests",
  };
  return { titleKey, messageKey: byStatus[status] ?? "errors.badRequest" };
}
