import { asLng } from "~/i18n";
import type { TextsBundle } from "./bundle";

type TextsBody = { lng: string; texts: TextsBundle["texts"]; fallback: TextsBundle["fallback"] };

declare global {
  interface Window {
    /** Set by the head's script (TextsScript): the page's texts, on their way since the head. */
    __shopTexts?: { href: string; body: Promise<TextsBody> };
  }
}

/** The head's script: starts fetching the page's texts and leaves the promise for entry.client. */
export function startTextsScript(href: string): string {
  const url = JSON.stringify(href).replace(/</g, "\\u003c");
  return `window.__shopTexts={href:${url},body:fetch(${url},{credentials:"same-origin"}).then(function(r){return r.ok?r.json():Promise.reject(new Error("texts "+r.status))})};`;
}

const toBundle = (href: string, body: TextsBody): TextsBundle => ({ lng: asLng(body.lng), href, texts: body.texts, fallback: body.fallback });

/** A language's texts as JSON (app/routes/_api+/texts.$file.ts), cached for good under its hash. */
export async function fetchTexts(href: string): Promise<TextsBundle> {
  const response = await fetch(href, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`texts ${response.status}`);
  // After a redirect (the unhashed address of a language switch) keep the final, cacheable one.
  return toBundle(response.redirected ? new URL(response.url).pathname : href, (await response.json()) as TextsBody);
}

/** The page's texts for hydration: those the head started fetching, else fetched now. */
export async function pageTexts(): Promise<TextsBundle> {
  const started = window.__shopTexts;
  if (started) return toBundle(started.href, await started.body);
  return fetchTexts(textsPath(asLng(document.documentElement.lang)));
}

/** The unhashed address answers with a redirect to the current hashed one. */
export const textsPath = (lng: string) => `/texts/${lng}.json`;
