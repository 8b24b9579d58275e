import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { JsonLd, absoluteUrl, localizedUrl } from "~/ui/seo";

export interface Crumb {
  label: string;
  /** A path on this site; the last crumb (the page itself) may leave it out. */
  path: string;
}

/**
 * The visible trail from home to a content page and the same trail as schema.org BreadcrumbList,
 * with absolute addresses in the page's language.
 */
export function ShowcaseBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as { origin?: string; locale?: string } | undefined;
  const origin = root?.origin ?? "";
  const locale = root?.locale === "en" ? "en" : "mn";
  const trail: Crumb[] = [{ label: t("showcase:breadcrumbs.home"), path: "/" }, ...crumbs];
  return (
    <>
      <nav aria-label={t("showcase:breadcrumbs.label")} className="breadcrumbs">
        <ol>
          {trail.map((crumb, index) =>
            index === trail.length - 1 ? (
              <li key={crumb.path} aria-current="page">
                {crumb.label}
              </li>
            ) : (
              <li key={crumb.path}>
                <Link to={crumb.path}>{crumb.label}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: trail.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            item: origin ? localizedUrl(origin, crumb.path, locale) : absoluteUrl(origin, crumb.path),
          })),
        }}
      />
    </>
  );
}
