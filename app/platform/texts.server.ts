import { createHash } from "node:crypto";
import { resources, supportedLngs, type Lng } from "~/i18n";
import type { TextsBundle } from "~/ui/i18n";
import { missingTexts } from "~/ui/i18n/missing-texts";

export { missingTexts };

type Tree = { [key: string]: unknown };

/**
 * The texts per language, built once when the server loads (never per request), and their JSON
 * for the browser under a content hash (docs/decisions/038-texts-in-the-browser.md).
 */

interface Published {
  bundle: TextsBundle;
  body: string;
  hash: string;
}

const TEXTS_PATH = "/texts/";

function publish(lng: Lng): Published {
  const texts = resources[lng] as unknown as Tree;
  const fallback = lng === "mn" ? {} : missingTexts(texts, resources.mn as unknown as Tree);
  const body = JSON.stringify({ lng, texts, fallback });
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 12);
  return {
    // The server looks up in the whole fallback: the same answers, and nothing to compute.
    bundle: { lng, href: `${TEXTS_PATH}${lng}.${hash}.json`, texts, fallback: lng === "mn" ? {} : (resources.mn as unknown as Tree) },
    body,
    hash,
  };
}

const published = new Map<Lng, Published>(supportedLngs.map((lng): [Lng, Published] => [lng, publish(lng)]));

/** The language's texts for rendering (one object per language for the life of the process). */
export function serverTexts(lng: Lng): TextsBundle {
  return published.get(lng)!.bundle;
}

export const loadServerTexts = (lng: Lng) => Promise.resolve(serverTexts(lng));

/**
 * GET /texts/{lng}.{hash}.json: immutable, cached for a year. Any other hash, or none (a language
 * switch in the browser, a page from before a deploy), is sent to the current address.
 */
export function textsResponse(file: string | undefined): Response {
  const match = /^([a-z]{2})(?:\.([A-Za-z0-9_-]+))?\.json$/.exec(file ?? "");
  const entry = match ? published.get(match[1] as Lng) : undefined;
  if (!match || !entry) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (match[2] !== entry.hash) {
    return new Response(null, { status: 302, headers: { Location: entry.bundle.href, "Cache-Control": "no-cache" } });
  }
  return new Response(entry.body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
