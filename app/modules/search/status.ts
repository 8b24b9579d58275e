import type { StatusTable } from "~/kernel/result";

/** Codes of the synonym use cases (full i18n keys). */
export type SynonymCode = "staff:synonyms.errors.notFound";

/** HTTP status of each synonym use-case code. */
export const SYNONYM_STATUS: StatusTable<SynonymCode> = { "staff:synonyms.errors.notFound": 404 };
