import type { HouseEditionKey } from "./domain/house-editions";

/**
 * The microsite's cocktails as data: what goes in (amounts in ml), how it is made, the glass, and
 * which editions of the house vodka to buy for it. Every word is a `brandStory:cocktails.*` text
 * in five languages (names, intros, steps per slug; glasses and ingredients shared), so a recipe
 * is written once here and its amounts never differ between languages.
 */
export const COCKTAIL_GLASSES = ["martini", "copper", "rocks", "highball", "coupe"] as const;
export type CocktailGlass = (typeof COCKTAIL_GLASSES)[number];

export const COCKTAIL_INGREDIENTS = [
  "vodka",
  "dryVermouth",
  "seaBuckthorn",
  "limeJuice",
  "gingerBeer",
  "coffeeLiqueur",
  "cream",
  "lingonberry",
  "lemonJuice",
  "sugarSyrup",
  "soda",
  "honeySyrup",
  "eggWhite",
  "ice",
] as const;
export type CocktailIngredient = (typeof COCKTAIL_INGREDIENTS)[number];

export interface Cocktail {
  /** The address: /brand/{lang}/cocktails/{slug}; also its texts' key. */
  slug: string;
  glass: CocktailGlass;
  /** In the order they go in; `ml` null for what is not measured (ice). */
  ingredients: readonly { ingredient: CocktailIngredient; ml: number | null }[];
  /** The method's steps in order: keys of `brandStory:cocktails.items.{slug}.steps`. */
  steps: readonly string[];
  /** The editions to buy for it, most fitting first. */
  editions: readonly HouseEditionKey[];
}

export const COCKTAILS: readonly Cocktail[] = [
  {
    slug: "black-pearl-martini",
    glass: "martini",
    ingredients: [
      { ingredient: "vodka", ml: 60 },
      { ingredient: "dryVermouth", ml: 10 },
      { ingredient: "ice", ml: null },
    ],
    steps: ["chill", "stir", "strain", "garnish"],
    editions: ["platinum", "premium"],
  },
  {
    slug: "sea-buckthorn-mule",
    glass: "copper",
    ingredients: [
      { ingredient: "vodka", ml: 50 },
      { ingredient: "seaBuckthorn", ml: 30 },
      { ingredient: "limeJuice", ml: 10 },
      { ingredient: "gingerBeer", ml: 100 },
      { ingredient: "ice", ml: null },
    ],
    steps: ["build", "top", "garnish"],
    editions: ["classic", "premium"],
  },
  {
    slug: "white-month",
    glass: "rocks",
    ingredients: [
      { ingredient: "vodka", ml: 40 },
      { ingredient: "coffeeLiqueur", ml: 20 },
      { ingredient: "cream", ml: 30 },
      { ingredient: "ice", ml: null },
    ],
    steps: ["ice", "pour", "float"],
    editions: ["gold", "premium"],
  },
  {
    slug: "lingonberry-fizz",
    glass: "highball",
    ingredients: [
      { ingredient: "vodka", ml: 45 },
      { ingredient: "lingonberry", ml: 40 },
      { ingredient: "lemonJuice", ml: 15 },
      { ingredient: "sugarSyrup", ml: 10 },
      { ingredient: "soda", ml: 60 },
      { ingredient: "ice", ml: null },
    ],
    steps: ["shake", "strain", "top"],
    editions: ["classic"],
  },
  {
    slug: "steppe-honey-sour",
    glass: "coupe",
    ingredients: [
      { ingredient: "vodka", ml: 50 },
      { ingredient: "lemonJuice", ml: 25 },
      { ingredient: "honeySyrup", ml: 20 },
      { ingredient: "eggWhite", ml: 20 },
      { ingredient: "ice", ml: null },
    ],
    steps: ["dryShake", "shake", "strain"],
    editions: ["premium", "classic"],
  },
];

const COCKTAIL_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The cocktail at this address, or null (the page is then a 404). */
export function cocktailBySlug(slug: unknown): Cocktail | null {
  if (typeof slug !== "string" || !COCKTAIL_SLUG.test(slug)) return null;
  return COCKTAILS.find((cocktail) => cocktail.slug === slug) ?? null;
}

/** How many bottles a recipe offers to buy. */
export const COCKTAIL_PRODUCTS = 3;
