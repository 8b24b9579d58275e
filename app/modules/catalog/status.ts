import type { StatusTable } from "~/kernel/result";

/** Why a catalogue page cannot be shown: each code is the message's i18n key (common.json). */
export type CatalogErrorCode = "errors.notFound";

/** An unknown category is a missing page. */
export const catalogStatus: StatusTable<CatalogErrorCode> = {
  "errors.notFound": 404,
};
