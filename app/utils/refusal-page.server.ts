import { asLng, resources } from "~/i18n";
import { localeCookie } from "~/utils/i18next.server";

/**
 * The page server.mjs answers a cross-site post with (403), before Remix, whose own origin check
 * would throw a 500 for it. In the shopper's language (the same cookie the shop reads), with no
 * script and nothing loaded, so it needs no nonce.
 */
export async function crossSiteRefusalPage(cookieHeader: string | undefined): Promise<{ html: string; headers: Record<string, string> }> {
  const lng = asLng(await localeCookie.parse(cookieHeader ?? null).catch(() => null));
  const errors = resources[lng].common.errors as Record<string, string>;
  const nav = resources[lng].common.nav as Record<string, string>;
  const html = `<!DOCTYPE html>
<html lang="${lng}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(errors.crossSiteTitle!)}</title></head>
<body><main><h1>${escapeHtml(errors.crossSiteTitle!)}</h1><p>${escapeHtml(errors.crossSite!)}</p><p><a href="/">${escapeHtml(nav.home!)}</a></p></main></body>
</html>
`;
  return { html, headers: { "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'", "Cache-Control": "no-store" } };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
