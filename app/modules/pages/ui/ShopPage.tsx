import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { PageView } from "../view-models";

export function ShopPage({ page }: { page: PageView }) {
  const { t } = useTranslation();
  return (
    <div className="showcase-page shop-page">
      <article className="shop-page-text">
        <h1>{page.title}</h1>
        {page.summary ? <p className="showcase-lead">{page.summary}</p> : null}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: page.html }} />
        {page.locations.length > 0 ? (
          <section aria-labelledby="locations-title" className="shop-locations">
            <h2 id="locations-title">{t("showcase:pages.locations")}</h2>
            <ul>
              {page.locations.map((location) => (
                <li key={location.code}>
                  <strong>{location.name}</strong>
                  <span>{location.address}</span>
                  <span>{t("showcase:pages.hours", { opens: location.opens, closes: location.closes })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      <nav className="shop-page-others" aria-label={t("showcase:pages.otherPages")}>
        <ul>
          {page.others.map((other) => (
            <li key={other.slug}>
              <Link to={`/pages/${other.slug}`}>{other.title}</Link>
            </li>
          ))}
          <li>
            <Link to="/contact">{t("showcase:pages.contact")}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
