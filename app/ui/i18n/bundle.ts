import type { Lng } from "~/i18n";
import type { Texts } from "./translator";

/**
 * One language's texts as a page holds them. `fallback` has the Mongolian texts a key missing
 * from `texts` falls back to: on the server all of them, in the browser only those the language
 * lacks (the same answers, since a lookup only reaches the fallback when `texts` has no candidate).
 */
export interface TextsBundle {
  lng: Lng;
  /** Where the browser gets this bundle (fetched from the head, awaited before hydration). */
  href: string;
  texts: Texts;
  fallback: Texts;
}
