import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { ProductRail } from "~/modules/catalog";
import { homePage } from "~/modules/catalog/index.server";
import i18next from "~/platform/i18next.server";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { anonymousPageHeaders } from "~/web/http-cache.server";
import { recommendedFor } from "~/web/browsing.server";
import { PromotionRail } from "~/modules/promotions";
import { currentPromotions } from "~/modules/promotions/index.server";
import showcaseStylesHref from "~/styles/showcase.css";
import { organizationData } from "~/modules/seo/index.server";
import { JsonLd, seoMeta } from "~/ui/seo";
import { organizationJsonLd } from "~/web/structured-data.server";
import { siteOrigin } from "~/web/site-origin.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta(matches, { title: data?.metaTitle ?? "", description: data?.metaDescription ?? "", path: "/", image: "/icon-512.png" });

export const links = () => [{ rel: "stylesheet", href: showcaseStylesHref }];

// The same for every visitor without a session: kept by the page cache (docs/decisions/037-page-cache.md).
export const headers = anonymousPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = context.locale;
  const t = await i18next.getFixedT(locale);
  // Null for a visitor without a session or guest state: the page stays the one the page cache keeps.
  const [home, recommended, promotions] = await Promise.all([
    homePage(context, { now: context.now, locale }),
    recommendedFor(request, context),
    currentPromotions(context.db, locale, context.now),
  ]);
  const organization = organizationJsonLd({ origin: siteOrigin(request), locale }, await organizationData(context.db, locale));
  return { ...home, recommended, promotions, metaTitle: t("site.name"), metaDescription: t("home.metaDescription"), organization };
}

export default function Home() {
  const { categories, newArrivals, deals, brands, recommended, organization, promotions } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="home">
      <JsonLd data={organization} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-text">
          <p className="hero-kicker">{t("home.kicker")}</p>
          <h1 id="hero-title">{t("home.heroTitle")}</h1>
          <p>{t("home.heroBody")}</p>
          <div className="hero-actions">
            <Link to="/products" className="button button-light">
              {t("home.shopAll")}
            </Link>
            <Link to="/products?sort=sale_desc&on_sale=1" className="button button-outline-light">
              {t("nav.deals")}
            </Link>
          </div>
        </div>
        <img className="hero-image" src="/media/products/vodka-black.svg" alt="" width="400" height="500" />
      </section>

      <section className="home-categories" aria-labelledby="categories-title">
        <h2 id="categories-title">{t("home.categories")}</h2>
        <ul className="category-tiles">
          {categories.map((category) => (
            <li key={category.permalink}>
              <Link to={`/t/${category.permalink}`} className={`category-tile tile-${category.permalink}`}>
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <PromotionRail promotions={promotions} />
      {recommended ? <ProductRail id="recommended-title" title={t("browsing:recommended.title")} products={recommended} /> : null}
      <ProductRail id="deals-title" title={t("home.deals")} products={deals} moreHref="/products?sort=sale_desc&on_sale=1" moreLabel={t("home.seeAll")} />
      <ProductRail id="new-title" title={t("home.newArrivals")} products={newArrivals} moreHref="/products?sort=date_desc" moreLabel={t("home.seeAll")} />

      {brands.length > 0 ? (
        <section className="home-brands" aria-labelledby="brands-title">
          <h2 id="brands-title">{t("home.brands")}</h2>
          <ul className="brand-tiles">
            {brands.map((brand) => (
              <li key={brand.code}>
                <Link to={`/products?brand=${brand.code}`} className="brand-tile">
                  <img src={brand.logo} alt="" width="96" height="96" loading="lazy" />
                  <span className="brand-tile-name">{brand.name}</span>
                  <span className="brand-tile-story">{brand.story}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
