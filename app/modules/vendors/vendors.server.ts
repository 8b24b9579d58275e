import { siteConfig } from "~/config/site";
import type { DB } from "~/db/client.server";
import { fail, ok, type Result } from "~/kernel/result";
import { searchProductPage } from "~/modules/brands/index.server";
import type { CatalogReader } from "~/modules/catalog/index.server";
import { findActiveVendorByCode, findActiveVendors } from "./queries.server";
import type { VendorErrorCode } from "./status";
import type { VendorPageView, VendorTile } from "./view-models";

const VENDOR_CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;

type VendorRow = Awaited<ReturnType<typeof findActiveVendors>>[number];

function tile(row: VendorRow, locale: string): VendorTile {
  const en = locale === "en";
  return { code: row.code, name: en ? row.name_en : row.name_mn, description: en ? row.description_en : row.description_mn, logo: row.logo };
}

export async function vendorList(db: DB, locale: string): Promise<VendorTile[]> {
  return (await findActiveVendors(db)).map((row) => tile(row, locale));
}

/** A vendor and its newest products (spec §9: 20 on the vendor page). */
export async function vendorPage(ctx: CatalogReader, code: string, args: { locale: string; now: Date }): Promise<Result<VendorPageView, VendorErrorCode>> {
  if (!VENDOR_CODE.test(code)) return fail("showcase:errors.vendorNotFound");
  const row = await findActiveVendorByCode(ctx.db, code);
  if (!row) return fail("showcase:errors.vendorNotFound");
  const storeCode = row.store_code ?? null;
  const products = storeCode
    ? await searchProductPage(ctx, { store: storeCode }, { page: 1, locale: args.locale, now: args.now, pageSize: siteConfig.limits.vendorProducts })
    : { products: [], total: 0 };
  return ok({ vendor: tile(row, args.locale), products: products.products, total: products.total });
}
