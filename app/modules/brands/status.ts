import type { StatusTable } from "~/kernel/result";

export type BrandErrorCode = "showcase:errors.brandNotFound";

export const BRAND_STATUS: StatusTable<BrandErrorCode> = { "showcase:errors.brandNotFound": 404 };
