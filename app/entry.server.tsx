import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { TextsProvider } from "./ui/i18n";
import { shopLocale } from "./platform/i18next.server";
import { loadServerTexts, serverTexts } from "./platform/texts.server";
import { createCspNonce, documentHeaders } from "./platform/security-headers.server";
import { NonceContext } from "./platform/nonce";
import { env } from "./config/env.server";

// Read and check the configuration when the server loads: a bad one stops it at once.
env();

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

// server.mjs takes these from the build: one cross-site rule and one set of response headers.
export { isCrossSite } from "./platform/request-guards.server";
export { responseHeaders } from "./platform/security-headers.server";
export { crossSiteRefusalPage } from "./platform/refusal-page.server";
// ...and builds each request's context (database, search index, now, client, language) and
// starts the background jobs once it listens (docs/architecture.md).
export { createShopContext } from "./platform/context.server";
export { startJobs, stopJobs } from "./jobs/index.server";
// ...and serves rendered pages to anonymous visitors again until the catalogue changes.
export { pageCacheMiddleware } from "./platform/shop-page-cache.server";
export { chooseEncoding } from "./platform/page-cache.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  // The language's texts were built when the server loaded: nothing to set up per request.
  const texts = serverTexts(loadContext?.locale ?? (await shopLocale(request)));

  // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  // One nonce per response: in the Content-Security-Policy header and on every inline script.
  const nonce = createCspNonce();

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TextsProvider initial={texts} load={loadServerTexts}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </TextsProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // The deadline runs from here: it only cuts a stream that stalls after the page started.
          // A page that is merely slow to start under load (its action may already have moved
          // money or stock) must still get its real answer, never a 500 for being late.
          setTimeout(abort, ABORT_DELAY).unref();
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          for (const [name, value] of Object.entries(documentHeaders(nonce))) responseHeaders.set(name, value);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
