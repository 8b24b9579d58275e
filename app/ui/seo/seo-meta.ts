import type { MetaDescriptor } from "@remix-run/react";

/**
 * The head of a public page for search engines and link previews: title, description, canonical
 * address, hreflang alternates (mn is the default; `?lng=en` is the English page), Open Graph
 * and Twitter card with an absolute image. Route `meta` functions call `seoMeta(matches, {...})`;
 * the origin and language come from the root loader's data.
 */
export interface PageSeo {
  title: string;
  description?: string;
  /** The page's path without the language parameter, e.g. `/articles/cognac-basics`. */
  path: string;
  /** A path on this site (`/media/...`) or an absolute URL; made absolute here. */
  image?: string | null;
  type?: "website" | "article" | "product";
  /** Pages that must not be indexed (drafts in edit mode, filtered duplicates). */
  noindex?: boolean;
}

interface RootSeoData {
  origin: string;
  locale: "mn" | "en";
}

type Matches = ReadonlyArray<{ id: string; data: unknown } | undefined>;

function rootData(matches: Matches): RootSeoData {
  const data = matches.find((match) => match?.id === "root")?.data as Partial<RootSeoData> | undefined;
  return { origin: data?.origin ?? "", locale: data?.locale === "en" ? "en" : "mn" };
}

/** The address of `path` in `locale`: Mongolian (the default) carries no parameter. */
export function localizedUrl(origin: string, path: string, locale: "mn" | "en"): string {
  const url = new URL(path, origin || "http://localhost");
  url.searchParams.delete("lng");
  if (locale === "en") url.searchParams.set("lng", "en");
  return origin ? url.toString() : `${url.pathname}${url.search}`;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, origin || "http://localhost").toString();
}

export function seoMeta(matches: Matches, seo: PageSeo): MetaDescriptor[] {
  const { origin, locale } = rootData(matches);
  const canonical = localizedUrl(origin, seo.path, locale);
  const description = seo.description?.replace(/\s+/g, " ").trim().slice(0, 200);
  const image = seo.image ? absoluteUrl(origin, seo.image) : null;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "mn", href: localizedUrl(origin, seo.path, "mn") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: localizedUrl(origin, seo.path, "en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: localizedUrl(origin, seo.path, "mn") },
    { property: "og:title", content: seo.title },
    { property: "og:type", content: seo.type === "article" ? "article" : seo.type === "product" ? "product" : "website" },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: locale === "en" ? "en_US" : "mn_MN" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
  ];
  if (description) {
    tags.push({ name: "description", content: description }, { property: "og:description", content: description }, { name: "twitter:description", content: description });
  }
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
