import { Link } from "@remix-run/react";
import { siteConfig } from "~/config/site";
import { DISTILLATION_STEPS } from "../content";
import { micrositePath } from "../locales";
import { useBrandTexts } from "./use-brand-texts";

/**
 * The process, step by step, as an ordered list (it reads in order without styles or JS). The
 * filtering step lists the brand's filters in their configured order; every number is a fact
 * from siteConfig.brand.
 */
export function DistillationPage() {
  const { t, lang } = useBrandTexts();
  return (
    <article className="brand-content brand-distillation">
      <header className="brand-page-header">
        <h1>{t("brandStory:distillation.title")}</h1>
        <p className="brand-lead">{t("brandStory:distillation.lead")}</p>
      </header>
      <ol className="process-steps">
        {DISTILLATION_STEPS.map((step) => (
          <li key={step} className="process-step" data-testid="distillation-step">
            <h2>{t(`brandStory:distillation.steps.${step}.title`)}</h2>
            <p>{t(`brandStory:distillation.steps.${step}.body`)}</p>
            {step === "filter" ? (
              <ol className="process-filters">
                {siteConfig.brand.filters.map((filter) => (
                  <li key={filter}>
                    <h3>{t(`brandStory:distillation.filters.${filter}.title`)}</h3>
                    <p>{t(`brandStory:distillation.filters.${filter}.body`)}</p>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="brand-next">
        <Link to={micrositePath(lang, "ingredients")} prefetch="intent">
          {t("brandStory:distillation.next")}
        </Link>
      </p>
    </article>
  );
}
