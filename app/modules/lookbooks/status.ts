import type { StatusTable } from "~/kernel/result";

export type LookbookErrorCode = "showcase:errors.lookbookNotFound";

export const LOOKBOOK_STATUS: StatusTable<LookbookErrorCode> = { "showcase:errors.lookbookNotFound": 404 };
