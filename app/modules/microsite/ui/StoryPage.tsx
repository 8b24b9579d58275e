import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { PROVERB_AFTER_CHAPTER, STORY_CHAPTERS } from "../content";
import type { HouseProductView } from "../content-views";
import { HTML_LANG, MICROSITE_SECTIONS, micrositePath } from "../locales";
import { BrandPageLink, HouseProducts } from "./HouseProducts";
import { useBrandTexts } from "./use-brand-texts";

const PROVERB = "brandStory:story.proverb.text";

/**
 * The microsite's front page: the story of Khar Suvd in chapters, its facts (numbers from
 * siteConfig.brand), a Mongolian proverb (kept in Mongolian where a language does not retell it,
 * and marked so), the way into the other sections and back to the shop's bottles.
 */
export function StoryPage({ products }: { products: HouseProductView[] }) {
  const { t, lang, langOf } = useBrandTexts();
  const proverbLang = langOf(PROVERB);
  return (
    <article className="brand-content brand-story">
      <header className="brand-hero">
        <div className="brand-hero-text">
          <p className="brand-eyebrow">{t("brandStory:story.eyebrow")}</p>
          <h1>{t("brandStory:story.title")}</h1>
          <p className="brand-lead">{t("brandStory:story.lead")}</p>
        </div>
        <div className="brand-pearl" aria-hidden="true" />
      </header>

      <section className="brand-facts" aria-labelledby="story-facts">
        <h2 id="story-facts" className="visually-hidden">
          {t("brandStory:story.facts.title")}
        </h2>
        <ul>
          <li>{t("brandStory:story.facts.distilled")}</li>
          <li>{t("brandStory:story.facts.filtered")}</li>
          <li>{t("brandStory:story.facts.rested")}</li>
        </ul>
      </section>

      <div className="brand-story-body">
        <div className="brand-chapters">
          {STORY_CHAPTERS.map((chapter) => (
            <Fragment key={chapter.key}>
              <section className="brand-chapter" aria-labelledby={`story-${chapter.key}`}>
                <h2 id={`story-${chapter.key}`}>{t(`brandStory:story.${chapter.key}.title`)}</h2>
                {Array.from({ length: chapter.paragraphs }, (_, index) => (
                  <p key={index}>{t(`brandStory:story.${chapter.key}.p${index + 1}`)}</p>
                ))}
              </section>
              {chapter.key === PROVERB_AFTER_CHAPTER ? (
                <figure className="brand-proverb">
                  <blockquote lang={proverbLang === lang ? undefined : HTML_LANG[proverbLang]} data-testid="brand-proverb">
                    <p>{t(PROVERB)}</p>
                  </blockquote>
                  <figcaption>{t("brandStory:story.proverb.caption")}</figcaption>
                </figure>
              ) : null}
            </Fragment>
          ))}
        </div>

        <nav className="brand-explore" aria-labelledby="story-explore">
          <h2 id="story-explore">{t("brandStory:story.explore.title")}</h2>
          <ul>
            {MICROSITE_SECTIONS.filter((section) => section !== "").map((section) => (
              <li key={section}>
                <Link to={micrositePath(lang, section)} prefetch="intent">
                  <span className="brand-explore-name">{t(`brand:nav.${section}`)}</span>
                  <span className="brand-explore-text">{t(`brandStory:story.explore.${section}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <section className="brand-shop" aria-labelledby="story-shop">
        <h2 id="story-shop">{t("brandStory:story.shop.title")}</h2>
        <p>{t("brandStory:story.shop.lead")}</p>
        <HouseProducts products={products} emptyKey="brandStory:story.shop.empty" />
        <BrandPageLink labelKey="brandStory:story.shop.brandPage" />
      </section>
    </article>
  );
}
