import http from "node:http";
import { gunzipSync } from "node:zlib";

/**
 * Fetching a page as raw bytes: node:http, which never decompresses, so the test sees exactly
 * what went over the wire and gunzips it itself (fetch() would decode gzip and replace broken
 * UTF-8 with U+FFFD, hiding the defects these checks look for).
 */

/** A desktop Chrome: the server streams the document (React's onShellReady). */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Googlebot: the server sends the whole document at once (isbot, React's onAllReady). */
export const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received (compressed when Content-Encoding says so). */
  wire: Buffer;
  /** The body after gunzip, when it was gzipped. */
  bytes: Buffer;
}

export function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        try {
          const bytes = encoding === "gzip" ? gunzipSync(wire) : wire;
          if (encoding && encoding !== "gzip" && encoding !== "identity") throw new Error(`unexpected Content-Encoding ${encoding}`);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, wire, bytes });
        } catch (error) {
          reject(new Error(`GET ${url}: ${(error as Error).message}`));
        }
      });
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${url} timed out`)));
  });
}

/** The body as text, refusing invalid UTF-8 (TextDecoder with fatal: true throws on it). */
export function decodeUtf8(bytes: Buffer): string {
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
}
