import { micrositeMeta } from "./seo";
import { brandTranslator, type BrandTexts, type BrandTranslator } from "./texts";

type Matches = ReadonlyArray<{ id: string; data: unknown } | undefined>;

const brandTextsOf = (data: unknown): BrandTexts | null =>
  typeof data === "object" && data !== null && "brandTexts" in data ? ((data as { brandTexts: BrandTexts }).brandTexts ?? null) : null;

/** The texts of every matched microsite route (the layout's and the page's), for `meta`. */
export function matchesTranslator(matches: Matches): BrandTranslator | null {
  const bundles = matches.map((match) => brandTextsOf(match?.data)).filter((bundle): bundle is BrandTexts => bundle !== null);
  // The page's own bundle last in the list is fine: every bundle has the same language.
  return bundles.length > 0 ? brandTranslator(bundles) : null;
}

/**
 * The head of a content page: its title and description by key, in the page's language, with the
 * microsite's canonical address, hreflang and Open Graph (seo.ts).
 */
export function contentMeta(
  matches: Matches,
  page: { titleKey: string; descriptionKey: string; rest: string; /** A text the title names as {{name}}. */ nameKey?: string; image?: string | null },
): ReturnType<typeof micrositeMeta> {
  const i18n = matchesTranslator(matches);
  if (!i18n) return [];
  const { t, lang } = i18n;
  return micrositeMeta(matches, {
    title: t(page.titleKey, page.nameKey ? { name: t(page.nameKey) } : undefined),
    description: t(page.descriptionKey),
    lang,
    rest: page.rest,
    image: page.image ?? null,
  });
}

/**
 * The head of a content page that failed (an unknown cocktail, a refusal, a crash): a title in the
 * page's language from the layout's texts, and never indexed.
 */
export function contentErrorMeta(matches: Matches, error: unknown): { title?: string; name?: string; content?: string }[] {
  const i18n = matchesTranslator(matches);
  if (!i18n) return [];
  const status = typeof error === "object" && error !== null && typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : 500;
  const key = status === 404 ? "brand:errors.notFoundTitle" : status < 500 ? "brand:errors.refusedTitle" : "brand:errors.crashTitle";
  return [{ title: `${i18n.t(key)} · ${i18n.t("brand:meta.brandName")}` }, { name: "robots", content: "noindex" }];
}
