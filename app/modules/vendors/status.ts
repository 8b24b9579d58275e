import type { StatusTable } from "~/kernel/result";

export type VendorErrorCode = "showcase:errors.vendorNotFound";

export const VENDOR_STATUS: StatusTable<VendorErrorCode> = { "showcase:errors.vendorNotFound": 404 };
