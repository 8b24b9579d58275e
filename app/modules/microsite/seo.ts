import { absoluteUrl } from "~/ui/seo";
import { HTML_LANG, MICROSITE_DEFAULT_LOCALE, MICROSITE_LOCALES, micrositePath, type MicrositeLocale } from "./locales";

/**
 * The head of a microsite page: its own address per language (`/brand/{lang}/...`), hreflang for
 * all five and x-default (mn), Open Graph in the page's language. The gate and its refusal carry
 * `noindex` (docs/decisions/052-brand-microsite.md).
 */
export interface MicrositeSeo {
  title: string;
  description?: string;
  lang: MicrositeLocale;
  /** The part after `/brand/{lang}`, e.g. `tasting` or `cocktails/white-month`. */
  rest: string;
  image?: string | null;
  noindex?: boolean;
}

/** One tag of the head, as Remix's MetaDescriptor accepts it (the module itself does not use Remix). */
type MetaDescriptor = { [name: string]: string };

const OG_LOCALE: Record<MicrositeLocale, string> = { en: "en_US", mn: "mn_MN", ru: "ru_RU", cn: "zh_CN", it: "it_IT" };

type Matches = ReadonlyArray<{ id: string; data: unknown } | undefined>;

export function micrositeMeta(matches: Matches, seo: MicrositeSeo): MetaDescriptor[] {
  const origin = ((matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined)?.origin ?? "").replace(/\/$/, "");
  const url = (lang: MicrositeLocale) => `${origin}${micrositePath(lang, seo.rest)}`;
  const description = seo.description?.replace(/\s+/g, " ").trim().slice(0, 200);
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { tagName: "link", rel: "canonical", href: url(seo.lang) },
    ...MICROSITE_LOCALES.map((lang): MetaDescriptor => ({ tagName: "link", rel: "alternate", hrefLang: HTML_LANG[lang], href: url(lang) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(MICROSITE_DEFAULT_LOCALE) },
    { property: "og:title", content: seo.title },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url(seo.lang) },
    { property: "og:locale", content: OG_LOCALE[seo.lang] },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
  ];
  if (description) tags.push({ name: "description", content: description }, { property: "og:description", content: description }, { name: "twitter:description", content: description });
  if (seo.image) {
    const image = absoluteUrl(origin, seo.image);
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
