// The content sections' part of the microsite's door (story, tasting, distillation, ingredients,
// cocktails): index.ts re-exports it.
export { COCKTAILS, COCKTAIL_GLASSES, COCKTAIL_INGREDIENTS, COCKTAIL_PRODUCTS, cocktailBySlug, type Cocktail, type CocktailGlass, type CocktailIngredient } from "./cocktails";
export { DISTILLATION_STEPS, FOOD_PAIRINGS, INGREDIENT_ITEMS, INTENTIONAL_FALLBACKS, PROVERB_AFTER_CHAPTER, STORY_CHAPTERS, STORY_PRODUCTS, type DistillationStep } from "./content";
export { contentErrorMeta, contentMeta, matchesTranslator } from "./content-meta";
export type { HouseProductView, TastingEditionView } from "./content-views";
export { editionOfSku, HOUSE_EDITIONS, isHouseEdition, onePerEdition, orderByEdition, productsForEditions, type HouseEditionKey } from "./domain/house-editions";
export { CocktailDetail, CocktailList } from "./ui/CocktailPages";
export { DistillationPage } from "./ui/DistillationPage";
export { GlassIcon } from "./ui/GlassIcon";
export { BrandPageLink, HouseProducts } from "./ui/HouseProducts";
export { IngredientsPage } from "./ui/IngredientsPage";
export { StoryPage } from "./ui/StoryPage";
export { TastingPage } from "./ui/TastingPage";
