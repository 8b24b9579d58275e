import type { StatusTable } from "~/kernel/result";

/** Why a search-engine file was not served: each code is the message's i18n key (seo.json). */
export type SeoErrorCode = "seo:errors.sitemapPartNotFound";

export const seoStatus: StatusTable<SeoErrorCode> = {
  "seo:errors.sitemapPartNotFound": 404,
};
