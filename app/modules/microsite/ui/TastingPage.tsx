import { Link } from "@remix-run/react";
import { FOOD_PAIRINGS } from "../content";
import type { TastingEditionView } from "../content-views";
import { micrositePath } from "../locales";
import { HouseProducts } from "./HouseProducts";
import { useBrandTexts } from "./use-brand-texts";

const NOTES = ["nose", "palate", "finish"] as const;

/** Tasting notes per edition (nose, palate, finish) with its bottles, how to serve, and food. */
export function TastingPage({ editions }: { editions: TastingEditionView[] }) {
  const { t, lang } = useBrandTexts();
  return (
    <article className="brand-content brand-tasting">
      <header className="brand-page-header">
        <h1>{t("brandStory:tasting.title")}</h1>
        <p className="brand-lead">{t("brandStory:tasting.lead")}</p>
      </header>

      <div className="tasting-editions">
        {editions.map(({ key, products }) => (
          <section key={key} className={`tasting-edition tasting-edition-${key}`} aria-labelledby={`edition-${key}`} data-testid="tasting-edition">
            <h2 id={`edition-${key}`}>{t(`brandStory:tasting.editions.${key}.name`)}</h2>
            <p className="tasting-summary">{t(`brandStory:tasting.editions.${key}.summary`)}</p>
            <dl className="tasting-notes">
              {NOTES.map((note) => (
                <div key={note}>
                  <dt>{t(`brandStory:tasting.${note}`)}</dt>
                  <dd>{t(`brandStory:tasting.editions.${key}.${note}`)}</dd>
                </div>
              ))}
            </dl>
            <h3 className="tasting-in-shop">{t("brandStory:tasting.inShop")}</h3>
            <HouseProducts products={products} emptyKey="brandStory:tasting.notInShop" compact />
          </section>
        ))}
      </div>

      <div className="tasting-more">
        <section className="brand-chapter" aria-labelledby="tasting-serving">
          <h2 id="tasting-serving">{t("brandStory:tasting.serving.title")}</h2>
          <p>{t("brandStory:tasting.serving.temperature")}</p>
          <p>{t("brandStory:tasting.serving.glass")}</p>
        </section>

        <section className="brand-chapter" aria-labelledby="tasting-pairing">
          <h2 id="tasting-pairing">{t("brandStory:tasting.pairing.title")}</h2>
          <p>{t("brandStory:tasting.pairing.intro")}</p>
          <ul className="pairing-list">
            {FOOD_PAIRINGS.map((dish) => (
              <li key={dish}>
                <h3>{t(`brandStory:tasting.pairing.${dish}.name`)}</h3>
                <p>{t(`brandStory:tasting.pairing.${dish}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <p className="brand-next">
        <Link to={micrositePath(lang, "cocktails")} prefetch="intent">
          {t("brandStory:tasting.cocktailsLink")}
        </Link>
      </p>
    </article>
  );
}
