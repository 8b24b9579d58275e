import { Link } from "@remix-run/react";
import { COCKTAILS, type Cocktail } from "../cocktails";
import type { HouseProductView } from "../content-views";
import { micrositePath } from "../locales";
import { GlassIcon } from "./GlassIcon";
import { BrandPageLink, HouseProducts } from "./HouseProducts";
import { useBrandTexts } from "./use-brand-texts";

const item = (slug: string, rest: string) => `brandStory:cocktails.items.${slug}.${rest}`;

/** Every cocktail: its glass, name and a line about it, each leading to the recipe. */
export function CocktailList() {
  const { t, lang } = useBrandTexts();
  return (
    <article className="brand-content brand-cocktails">
      <header className="brand-page-header">
        <h1>{t("brandStory:cocktails.title")}</h1>
        <p className="brand-lead">{t("brandStory:cocktails.lead")}</p>
      </header>
      <ul className="cocktail-list">
        {COCKTAILS.map((cocktail) => (
          <li key={cocktail.slug} className="cocktail-card">
            <GlassIcon glass={cocktail.glass} />
            <h2>
              <Link to={micrositePath(lang, `cocktails/${cocktail.slug}`)} prefetch="intent" data-testid="cocktail-link">
                {t(item(cocktail.slug, "name"))}
              </Link>
            </h2>
            <p>{t(item(cocktail.slug, "intro"))}</p>
            <p className="cocktail-glass">
              {t("brandStory:cocktails.glassLine", { glass: t(`brandStory:cocktails.glasses.${cocktail.glass}`) })}
            </p>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** One recipe: ingredients with their amounts, the method in order, the glass, and the bottles to buy. */
export function CocktailDetail({ cocktail, products }: { cocktail: Cocktail; products: HouseProductView[] }) {
  const { t, lang } = useBrandTexts();
  return (
    <article className="brand-content brand-cocktail">
      <p className="brand-back">
        <Link to={micrositePath(lang, "cocktails")} prefetch="intent">
          <span aria-hidden="true">←</span>
          {t("brandStory:cocktails.all")}
        </Link>
      </p>
      <header className="cocktail-header">
        <GlassIcon glass={cocktail.glass} />
        <div>
          <h1>{t(item(cocktail.slug, "name"))}</h1>
          <p className="brand-lead">{t(item(cocktail.slug, "intro"))}</p>
        </div>
      </header>
      <div className="cocktail-recipe">
        <section className="cocktail-ingredients" aria-labelledby="cocktail-ingredients">
          <h2 id="cocktail-ingredients">{t("brandStory:cocktails.ingredientsTitle")}</h2>
          <ul>
            {cocktail.ingredients.map(({ ingredient, ml }) => (
              <li key={ingredient}>
                <span className="cocktail-amount">{ml !== null ? t("brandStory:cocktails.amountMl", { ml }) : null}</span>
                <span>{t(`brandStory:cocktails.ingredients.${ingredient}`)}</span>
              </li>
            ))}
          </ul>
          <dl className="cocktail-facts">
            <div>
              <dt>{t("brandStory:cocktails.glass")}</dt>
              <dd>{t(`brandStory:cocktails.glasses.${cocktail.glass}`)}</dd>
            </div>
            <div>
              <dt>{t("brandStory:cocktails.garnish")}</dt>
              <dd>{t(item(cocktail.slug, "garnish"))}</dd>
            </div>
          </dl>
          <p className="cocktail-makes">{t("brandStory:cocktails.makesOne")}</p>
        </section>
        <section className="cocktail-method" aria-labelledby="cocktail-method">
          <h2 id="cocktail-method">{t("brandStory:cocktails.method")}</h2>
          <ol>
            {cocktail.steps.map((step) => (
              <li key={step}>{t(item(cocktail.slug, `steps.${step}`))}</li>
            ))}
          </ol>
        </section>
      </div>
      <section className="brand-shop" aria-labelledby="cocktail-buy">
        <h2 id="cocktail-buy">{t("brandStory:cocktails.buy.title")}</h2>
        <HouseProducts products={products} emptyKey="brandStory:cocktails.buy.empty" />
        <BrandPageLink labelKey="brandStory:cocktails.buy.brandPage" />
      </section>
    </article>
  );
}
