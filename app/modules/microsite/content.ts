import type { MicrositeLocale } from "./locales";

/**
 * The shape of the microsite's content sections (story, tasting, distillation, ingredients): the
 * lists the pages walk through, each entry a `brandStory:` text in five languages. The numbers of
 * the brand (distillations, filters, rest) are never here nor in the texts: they come from
 * siteConfig.brand as {{placeholders}} (app/modules/microsite/texts.ts).
 */

/** The process, in order; the filtering step lists siteConfig.brand.filters one by one. */
export const DISTILLATION_STEPS = ["grain", "mash", "distil", "filter", "rest", "bottle"] as const;
export type DistillationStep = (typeof DISTILLATION_STEPS)[number];

/** What goes into the bottle, and what only passes through it. */
export const INGREDIENT_ITEMS = ["wheat", "water", "yeast", "time"] as const;

/** Mongolian dishes the tasting page pairs the vodka with. */
export const FOOD_PAIRINGS = ["buuz", "khuushuur", "khorkhog", "salad"] as const;

/** The story's chapters, in order (each a title and its paragraphs). */
export const STORY_CHAPTERS = [
  { key: "name", paragraphs: 1 },
  { key: "steppe", paragraphs: 2 },
  { key: "water", paragraphs: 1 },
  { key: "grain", paragraphs: 1 },
  { key: "craft", paragraphs: 2 },
  { key: "table", paragraphs: 1 },
] as const;

/** The story chapter the Mongolian proverb follows. */
export const PROVERB_AFTER_CHAPTER = "water";

/** The bottles shown on the story page. */
export const STORY_PRODUCTS = 4;

/**
 * Texts a language deliberately does not have, so the page shows the Mongolian (spec §1: a
 * missing text falls back to mn) and marks it `lang="mn"`. The key-coverage test accepts exactly
 * these gaps; every other mn key must exist in every language.
 *
 * ru: the proverb on the story page stays in Mongolian. A Russian reader reads the Cyrillic, and a
 * proverb retold in Russian loses its rhyme; the caption under it says what it is.
 */
export const INTENTIONAL_FALLBACKS: Readonly<Partial<Record<MicrositeLocale, readonly string[]>>> = {
  ru: ["brandStory:story.proverb.text"],
};
