import { INGREDIENT_ITEMS } from "../content";
import { useBrandTexts } from "./use-brand-texts";

/** What goes into the bottle (and what only passes through it). */
export function IngredientsPage() {
  const { t } = useBrandTexts();
  return (
    <article className="brand-content brand-ingredients">
      <header className="brand-page-header">
        <h1>{t("brandStory:ingredients.title")}</h1>
        <p className="brand-lead">{t("brandStory:ingredients.lead")}</p>
      </header>
      <ul className="ingredient-list">
        {INGREDIENT_ITEMS.map((item) => (
          <li key={item} className={`ingredient ingredient-${item}`}>
            <h2>{t(`brandStory:ingredients.items.${item}.title`)}</h2>
            <p>{t(`brandStory:ingredients.items.${item}.body`)}</p>
          </li>
        ))}
      </ul>
      <section className="brand-chapter" aria-labelledby="ingredients-pass">
        <h2 id="ingredients-pass">{t("brandStory:ingredients.passThrough.title")}</h2>
        <p>{t("brandStory:ingredients.passThrough.body")}</p>
      </section>
      <section className="brand-chapter" aria-labelledby="ingredients-nothing">
        <h2 id="ingredients-nothing">{t("brandStory:ingredients.nothingElse.title")}</h2>
        <p>{t("brandStory:ingredients.nothingElse.body")}</p>
      </section>
    </article>
  );
}
