import type { StatusTable } from "~/kernel/result";

export type PromotionErrorCode = "showcase:errors.promotionNotFound";

export const PROMOTION_STATUS: StatusTable<PromotionErrorCode> = { "showcase:errors.promotionNotFound": 404 };
