import { useMatches } from "@remix-run/react";
import { useMemo } from "react";
import { brandTranslator, type BrandTexts, type BrandTranslator } from "../texts";

/** What a microsite route's loader returns for its texts, under this name. */
export interface WithBrandTexts {
  brandTexts: BrandTexts;
}

const hasBrandTexts = (data: unknown): data is WithBrandTexts =>
  typeof data === "object" && data !== null && "brandTexts" in data && typeof (data as WithBrandTexts).brandTexts === "object";

/**
 * The microsite's `t` for the page being shown: the texts of every matched route (the layout's
 * shell and gate, the page's own section), in the address's language with mn behind it.
 */
export function useBrandTexts(): BrandTranslator {
  const matches = useMatches();
  const bundles = matches.map((match) => match.data).filter(hasBrandTexts).map((data) => data.brandTexts);
  const key = bundles.map((bundle) => `${bundle.lang}:${Object.keys(bundle.texts).join(",")}`).join("|");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the bundles are fixed per language and namespaces
  return useMemo(() => brandTranslator(bundles), [key]);
}
