import type { StatusTable } from "~/kernel/result";
import type { CompareErrorCode } from "./domain/browsing";

export type BrowsingErrorCode = CompareErrorCode | "browsing:errors.productNotFound";

/** A full compare list conflicts with what is there now (remove one first); an unknown product is not found. */
export const browsingStatus: StatusTable<BrowsingErrorCode> = {
  "browsing:errors.compareFull": 409,
  "browsing:errors.productNotFound": 404,
};
