import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { COCKTAIL_GLASSES, COCKTAIL_INGREDIENTS, COCKTAILS, cocktailBySlug } from "./cocktails";
import { DISTILLATION_STEPS, FOOD_PAIRINGS, INGREDIENT_ITEMS, INTENTIONAL_FALLBACKS, PROVERB_AFTER_CHAPTER, STORY_CHAPTERS } from "./content";
import { HOUSE_EDITIONS, isHouseEdition } from "./domain/house-editions";
import { MICROSITE_LOCALES, type MicrositeLocale } from "./locales";
import { brandTranslator } from "./texts";
import { brandTexts, micrositeResources } from "./texts.server";

/**
 * The content sections' texts (public/locales/{lng}/brandStory.json) against the data that walks
 * them: every key a page asks for exists in mn and en, every mn key exists in every language
 * but for the listed intentional fallbacks, and the brand's numbers are never written by hand.
 */

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "object" && v !== null ? leaves(v as Tree, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]]));
}

const story = (lang: MicrositeLocale) => new Map(leaves(micrositeResources[lang].brandStory));
const OTHERS = MICROSITE_LOCALES.filter((lang) => lang !== "mn");

/** Every brandStory key the pages build from the module's data (beside the fixed ones). */
const dataKeys: string[] = [
  ...STORY_CHAPTERS.flatMap(({ key, paragraphs }) => [`story.${key}.title`, ...Array.from({ length: paragraphs }, (_, i) => `story.${key}.p${i + 1}`)]),
  "story.proverb.text",
  "story.proverb.caption",
  ...["tasting", "distillation", "ingredients", "cocktails", "events"].map((section) => `story.explore.${section}`),
  ...HOUSE_EDITIONS.flatMap(({ key }) => ["name", "summary", "nose", "palate", "finish"].map((note) => `tasting.editions.${key}.${note}`)),
  ...FOOD_PAIRINGS.flatMap((dish) => [`tasting.pairing.${dish}.name`, `tasting.pairing.${dish}.text`]),
  ...DISTILLATION_STEPS.flatMap((step) => [`distillation.steps.${step}.title`, `distillation.steps.${step}.body`]),
  ...siteConfig.brand.filters.flatMap((filter) => [`distillation.filters.${filter}.title`, `distillation.filters.${filter}.body`]),
  ...INGREDIENT_ITEMS.flatMap((item) => [`ingredients.items.${item}.title`, `ingredients.items.${item}.body`]),
  ...COCKTAIL_GLASSES.map((glass) => `cocktails.glasses.${glass}`),
  ...COCKTAIL_INGREDIENTS.map((ingredient) => `cocktails.ingredients.${ingredient}`),
  ...COCKTAILS.flatMap((c) => [`cocktails.items.${c.slug}.name`, `cocktails.items.${c.slug}.intro`, `cocktails.items.${c.slug}.garnish`, ...c.steps.map((s) => `cocktails.items.${c.slug}.steps.${s}`)]),
];

describe("brandStory texts", () => {
  it("mn and en have exactly the same keys", () => {
    expect([...story("en").keys()].sort()).toEqual([...story("mn").keys()].sort());
  });

  it.each(OTHERS)("%s has every mn key but its intentional fallbacks, and nothing mn lacks", (lang) => {
    const allowed = new Set((INTENTIONAL_FALLBACKS[lang] ?? []).map((key) => key.replace(/^brandStory:/, "")));
    const texts = story(lang);
    const missing = [...story("mn").keys()].filter((key) => !texts.has(key));
    expect(missing.sort()).toEqual([...allowed].sort());
    expect([...texts.keys()].filter((key) => !story("mn").has(key))).toEqual([]);
  });

  it("lists only fallbacks that are real gaps of mn keys", () => {
    for (const [lang, keys] of Object.entries(INTENTIONAL_FALLBACKS)) {
      for (const key of keys) {
        expect(key, `${lang}: ${key}`).toMatch(/^brand(Story|Events)?:/);
        if (key.startsWith("brandStory:")) expect(story("mn").has(key.slice("brandStory:".length)), key).toBe(true);
      }
    }
  });

  it.each(MICROSITE_LOCALES.filter((lang) => lang === "mn" || lang === "en"))("%s has every text the pages build from the data", (lang) => {
    const texts = story(lang);
    expect(dataKeys.filter((key) => typeof texts.get(key) !== "string" || (texts.get(key) as string).trim() === "")).toEqual([]);
  });

  it.each(MICROSITE_LOCALES)("%s: plain strings, only known placeholders, the same ones as mn", (lang) => {
    const known = new Set(["distillations", "restHours", "restDays", "filters", "minimumAge", "ml", "glass", "name"]);
    const mn = story("mn");
    for (const [key, value] of story(lang)) {
      expect(typeof value, key).toBe("string");
      const text = value as string;
      expect(text, key).not.toMatch(/\$t\(|\{\{[^}]*,[^}]*\}\}/);
      const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
      for (const name of names) expect(known.has(name), `${lang} ${key}: {{${name}}}`).toBe(true);
      const mnNames = [...String(mn.get(key) ?? "").matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
      expect(names.sort(), `${lang} ${key}`).toEqual(mnNames.sort());
    }
  });

  it.each(MICROSITE_LOCALES)("%s never writes the brand's numbers by hand", (lang) => {
    const { distillations, restHours, restDays } = siteConfig.brand;
    const facts = [distillations, restHours, restDays].map(String);
    for (const [key, value] of story(lang)) {
      for (const number of facts) expect(new RegExp(`(?<![\\d{])${number}(?![\\d}])`).test(value as string), `${lang} ${key} writes ${number}`).toBe(false);
    }
  });

  it("ru shows the proverb in Mongolian and says so; the others in their own words", () => {
    const key = "brandStory:story.proverb.text";
    const ru = brandTranslator([brandTexts("ru", ["brand"]), brandTexts("ru", ["brandStory"])]);
    expect(ru.langOf(key)).toBe("mn");
    expect(ru.t(key)).toBe(story("mn").get("story.proverb.text"));
    expect(ru.langOf("brandStory:story.proverb.caption")).toBe("ru");
    for (const lang of MICROSITE_LOCALES.filter((l) => l !== "ru")) {
      const i18n = brandTranslator([brandTexts(lang, ["brandStory"])]);
      expect(i18n.langOf(key)).toBe(lang);
      expect(i18n.t(key)).toBe(story(lang).get("story.proverb.text"));
    }
  });

  it("fills the brand's facts into the texts in every language", () => {
    for (const lang of MICROSITE_LOCALES) {
      const { t } = brandTranslator([brandTexts(lang, ["brand"]), brandTexts(lang, ["brandStory"])]);
      const rest = t("brandStory:distillation.steps.rest.body");
      expect(rest, lang).toContain(String(siteConfig.brand.restHours));
      expect(rest, lang).toContain(String(siteConfig.brand.restDays));
      expect(t("brandStory:distillation.steps.distil.title"), lang).toContain(String(siteConfig.brand.distillations));
      expect(t("brandStory:distillation.steps.filter.title"), lang).not.toMatch(/\{\{|facts\.filters/);
    }
  });

  it("places the proverb after a chapter the story has", () => {
    expect(STORY_CHAPTERS.map((c) => c.key)).toContain(PROVERB_AFTER_CHAPTER);
  });
});

describe("cocktails", () => {
  it.each(COCKTAILS.map((c) => [c.slug, c] as const))("%s is a whole recipe", (slug, cocktail) => {
    expect(slug).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    expect(cocktailBySlug(slug)).toBe(cocktail);
    expect(cocktail.ingredients.some((i) => i.ingredient === "vodka" && (i.ml ?? 0) > 0)).toBe(true);
    for (const { ml } of cocktail.ingredients) if (ml !== null) expect(Number.isInteger(ml) && ml > 0).toBe(true);
    expect(new Set(cocktail.ingredients.map((i) => i.ingredient)).size).toBe(cocktail.ingredients.length);
    expect(cocktail.steps.length).toBeGreaterThan(0);
    expect(new Set(cocktail.steps).size).toBe(cocktail.steps.length);
    expect(cocktail.editions.length).toBeGreaterThan(0);
    for (const edition of cocktail.editions) expect(isHouseEdition(edition)).toBe(true);
  });

  it("has about five, each slug once", () => {
    expect(COCKTAILS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(COCKTAILS.map((c) => c.slug)).size).toBe(COCKTAILS.length);
  });

  it.each([["no-such-drink"], [""], ["../etc"], ["BLACK-PEARL-MARTINI"], [undefined], [42]])("%j is no cocktail", (slug) => {
    expect(cocktailBySlug(slug)).toBeNull();
  });
});
