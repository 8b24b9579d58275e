import { expect } from "@playwright/test";
import { MAIN_PAGES, test, type ReachedPage } from "./support/main-pages";
import { BOT_UA, BROWSER_UA, decodeUtf8, rawGet } from "./support/raw-http";

/**
 * The bytes of every main page (issue 12, section 1). react-dom 18's node renderer once wrote
 * NUL bytes into streamed documents (patches/react-dom+18.3.1.patch), which only showed where a
 * multi-byte character met the end of its 2 KB buffer: so every main page is fetched as a
 * browser (streamed, onShellReady) and as a crawler (the whole document, onAllReady), each plain
 * and gzipped, and read as raw bytes. Each must be valid UTF-8 without a 0x00 byte, and the
 * streamed document, once React's boundary swaps are put in place, must be the crawler's
 * document, up to the few values that legitimately differ per request.
 */

// Browserless (raw HTTP): once, in the js project.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "raw HTTP, no browser: runs in the js project only");

interface Variant {
  name: string;
  userAgent: string;
  gzip: boolean;
}

const BOT: Variant = { name: "bot", userAgent: BOT_UA, gzip: false };
const BOT_GZIP: Variant = { name: "bot, gzip", userAgent: BOT_UA, gzip: true };
const BROWSER: Variant = { name: "browser", userAgent: BROWSER_UA, gzip: false };
const BROWSER_GZIP: Variant = { name: "browser, gzip", userAgent: BROWSER_UA, gzip: true };

/**
 * Each streamed document is fetched between two whole ones. A page whose content changed in the
 * meantime (the staff lists show what parallel tests are doing) is fetched again, up to this many times.
 */
const ATTEMPTS = 3;

for (const mainPage of MAIN_PAGES) {
  test(`${mainPage.name}: valid UTF-8, no NUL, streamed = whole document, plain and gzipped`, async ({ visitors }) => {
    const page = await visitors.reach(mainPage);
    let mismatch = "";
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      // bot, browser, bot (gzip), browser (gzip), bot: each streamed one has a whole one either side.
      const sequence = [BOT, BROWSER, BOT_GZIP, BROWSER_GZIP, BOT];
      const texts: string[] = [];
      for (const variant of sequence) texts.push(await fetchChecked(page, variant));
      const [bot1, browser, bot2, browserGzip, bot3] = texts.map((text, i) => normalise(text, sequence[i]!)) as [string, string, string, string, string];

      mismatch = firstDifference(browser, [bot1, bot2]) ?? firstDifference(browserGzip, [bot2, bot3]) ?? "";
      if (!mismatch) return;
      // Only a page that changed between the whole documents around it earns another try.
      if (bot1 === bot2 && bot2 === bot3) break;
    }
    expect(mismatch, `${page.url}: the streamed document differs from the whole one`).toBe("");
  });
}

/** Fetches one variant and checks its bytes; the text, decoded. */
async function fetchChecked(page: ReachedPage, variant: Variant): Promise<string> {
  const headers = { ...page.headers, "User-Agent": variant.userAgent, ...(variant.gzip ? { "Accept-Encoding": "gzip" } : {}) };
  const response = await rawGet(page.url, headers);
  const where = `${page.url} (${variant.name})`;
  expect(response.status, where).toBe(page.status);
  expect(response.headers["content-type"], where).toBe("text/html; charset=utf-8");
  // The variant is what it says: gzip only when asked for (express's compression decides).
  expect(response.headers["content-encoding"], where).toBe(variant.gzip ? "gzip" : undefined);
  expect(nulOffsets(response.bytes), `${where}: offsets of 0x00 bytes`).toEqual([]);
  let text = "";
  expect(() => (text = decodeUtf8(response.bytes)), `${where}: valid UTF-8`).not.toThrow();
  expect(text.startsWith("<!DOCTYPE html>"), `${where}: a whole HTML document`).toBe(true);
  if (variant.userAgent === BOT_UA) {
    // A crawler gets the document complete: nothing left for React to swap in.
    expect(text, `${where}: no pending boundary`).not.toMatch(/<template id="B:|\$RC\(/);
  } else {
    // A browser gets it streamed; without this the comparison would be of two whole documents.
    expect(text, `${where}: streamed (React's boundary swaps)`).toMatch(/\$RC\("B:\d+","S:\d+"\)/);
  }
  return text;
}

function nulOffsets(bytes: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = bytes.indexOf(0); at !== -1 && offsets.length < 10; at = bytes.indexOf(0, at + 1)) offsets.push(at);
  return offsets;
}

/**
 * The text of a document as it stands once loaded: a streamed one with React's completed
 * boundaries swapped in, then every per-request value replaced by its name.
 */
function normalise(text: string, variant: Variant): string {
  const withoutPerRequest = replacePerRequestValues(text);
  return variant.userAgent === BOT_UA ? withoutPerRequest : swapInBoundaries(withoutPerRequest);
}

/**
 * The values that differ from one request to the next, each found where it is defined and then
 * replaced wherever it occurs (the same value is in the markup and in the loader data):
 * - the CSP nonce of the inline scripts (`nonce="..."`), taken out with its attribute: a page
 *   served from the page cache has none (its scripts are allowed by hash, decision 037);
 * - the payment step's idempotency key (`<input name="placeKey" value="...">`), new on every view.
 */
function replacePerRequestValues(text: string): string {
  const values: [name: string, pattern: RegExp][] = [
    ["nonce", /\snonce="([^"]+)"/g],
    ["placeKey", /<input[^>]*\sname="placeKey"\s+value="([^"]+)"/g],
  ];
  let result = text.replace(/\snonce="[^"]+"/g, "");
  for (const [name, pattern] of values) {
    for (const value of new Set([...text.matchAll(pattern)].map((match) => match[1]!))) {
      result = result.split(value).join(`{${name}}`);
    }
  }
  return result;
}

/**
 * React streams a Suspense boundary as a placeholder (`<!--$?--><template id="B:n"></template><!--/$-->`)
 * and later its content in `<div hidden id="S:n">…</div>` followed by `$RC("B:n","S:n")`, which
 * moves the content into the placeholder. This does the same in the text, so the streamed
 * document can be compared with the whole one. Anything else React can stream (a boundary that
 * failed on the server, `$RX`; a segment without boundary, `$RS`) is left as is and so differs.
 */
function swapInBoundaries(text: string): string {
  // React defines $RC in the script of the first swap: keep the call, drop the definition.
  let doc = text.replace(/function \$RC\(a,b\)\{[^<]*?\};(?=\$RC\()/, "");
  const segment = /<div hidden id="S:(\d+)">/g;
  for (let opening = lastMatch(doc, segment); opening; opening = lastMatch(doc, segment)) {
    const id = opening[1]!;
    const contentStart = opening.index + opening[0].length;
    const contentEnd = closingDiv(doc, contentStart);
    const afterSegment = contentEnd + "</div>".length;
    const call = new RegExp(`^<script[^>]*>\\$RC\\("B:${id}","S:${id}"\\)</script>`).exec(doc.slice(afterSegment));
    const placeholder = `<!--$?--><template id="B:${id}"></template><!--/$-->`;
    // Not a completed boundary (or not where React puts one): left as it is, so it differs.
    if (!call || !doc.includes(placeholder)) break;
    const content = doc.slice(contentStart, contentEnd);
    doc = doc.slice(0, opening.index) + doc.slice(afterSegment + call[0].length);
    doc = doc.replace(placeholder, () => `<!--$-->${content}<!--/$-->`);
  }
  return doc;
}

function lastMatch(text: string, pattern: RegExp): RegExpExecArray | undefined {
  return [...text.matchAll(pattern)].at(-1) as RegExpExecArray | undefined;
}

/** The offset of the `</div>` that closes the div whose content starts at `from`. */
function closingDiv(text: string, from: number): number {
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(text); tag; tag = tags.exec(text)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  throw new Error(`unclosed <div> at ${from}`);
}

/** Undefined when `text` equals one of `candidates`; else where it first differs from the nearest. */
function firstDifference(text: string, candidates: string[]): string | undefined {
  if (candidates.includes(text)) return undefined;
  const other = candidates[0]!;
  let at = 0;
  while (at < text.length && text[at] === other[at]) at++;
  return `at character ${at}:\n  streamed: ${JSON.stringify(text.slice(Math.max(0, at - 120), at + 200))}\n  whole:    ${JSON.stringify(other.slice(Math.max(0, at - 120), at + 200))}`;
}
