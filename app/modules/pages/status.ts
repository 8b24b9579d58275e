import type { StatusTable } from "~/kernel/result";

export type PageErrorCode = "showcase:errors.pageNotFound";

export const PAGE_STATUS: StatusTable<PageErrorCode> = { "showcase:errors.pageNotFound": 404 };
