import type { ActionFunctionArgs } from "@remix-run/node";
import { escapeHtml } from "~/adapters/messages/templates";
import { asLng, resources } from "~/i18n";
import { clientErrorText } from "~/platform/client-error-text";
import { localeCookie } from "~/platform/i18next.server";
import stylesHref from "~/styles/app.css";

/**
 * A 4xx page in the shopper's language (the same cookie the shop reads), styled like the shop's
 * own error page but with no script, so it needs no nonce. For refusals no route renders: server.mjs's cross-site
 * refusal (before Remix) and the form posts that resource routes (no UI of their own) refuse.
 */
export async function clientErrorPage(
  cookieHeader: string | null | undefined,
  status: number,
  body: unknown,
): Promise<{ html: string; headers: Record<string, string> }> {
  const lng = asLng(await localeCookie.parse(cookieHeader ?? null).catch(() => null));
  const { titleKey, messageKey } = clientErrorText(status, body);
  const common = resources[lng].common as unknown as { errors: Record<string, string>; nav: Record<string, string> };
  const text = (key: string) => common.errors[key.replace(/^errors\./, "")] ?? common.errors.badRequest!;
  const title = escapeHtml(text(titleKey));
  const html = `<!DOCTYPE html>
<html lang="${lng}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="${stylesHref}"></head>
<body><main id="main" class="site-main"><section class="notice-page"><h1>${title}</h1><p>${escapeHtml(text(messageKey))}</p><a class="button" href="/">${escapeHtml(common.nav.home!)}</a></section></main></body>
</html>
`;
  return {
    html,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "Cache-Control": "no-store",
    },
  };
}

/** The page server.mjs answers a cross-site post with (403), before Remix's own origin check (a 500). */
export function crossSiteRefusalPage(cookieHeader: string | undefined) {
  return clientErrorPage(cookieHeader, 403, "errors.crossSite");
}

/**
 * For the actions of resource routes that browsers post forms to (language, logout, add to cart…):
 * a 4xx they throw reaches a browser's navigation as the translated page instead of the bare key.
 * Fetchers and other clients that do not ask for HTML get the response as thrown.
 */
export function withTranslatedRefusals<Result>(action: (args: ActionFunctionArgs) => Promise<Result>) {
  return async (args: ActionFunctionArgs): Promise<Result | Response> => {
    try {
      return await action(args);
    } catch (thrown) {
      const wantsPage = (args.request.headers.get("Accept") ?? "").includes("text/html");
      if (!(thrown instanceof Response) || thrown.status < 400 || thrown.status >= 500 || !wantsPage) throw thrown;
      const page = await clientErrorPage(args.request.headers.get("Cookie"), thrown.status, await thrown.text().catch(() => ""));
      return new Response(page.html, { status: thrown.status, headers: page.headers });
    }
  };
}
