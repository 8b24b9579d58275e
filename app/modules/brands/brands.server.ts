import { fail, ok, type Result } from "~/kernel/result";
import type { CatalogReader } from "~/modules/catalog/index.server";
import { findBrandByCode, findBrands } from "./queries.server";
import { searchProductPage } from "./product-pages.server";
import type { BrandErrorCode } from "./status";
import type { BrandPageView, BrandTile } from "./view-models";
import { localized } from "~/kernel/localized";

const BRAND_CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Every brand with something to sell, featured ones first. The counts are the search index's
 * brand facet: the same listing rule as the brand's page, in one query.
 */
export async function brandList(ctx: CatalogReader, locale: string, now: Date): Promise<BrandTile[]> {
  const [rows, result] = await Promise.all([
    findBrands(ctx.db),
    ctx.searchIndex.search({ locale, now, page: 1, pageSize: 1, facets: true }),
  ]);
  const counts = new Map((result.facets?.brand ?? []).map((bucket) => [bucket.key, bucket.count]));
  return rows
    .filter((row) => (counts.get(row.code) ?? 0) > 0)
    .map((row) => ({
      code: row.code,
      name: row.name,
      nameLatin: row.name_latin,
      logo: row.logo,
      story: localized(row, "story", locale),
      featured: row.is_featured === 1,
      productCount: counts.get(row.code) ?? 0,
    }));
}

export async function brandPage(
  ctx: CatalogReader,
  code: string,
  args: { page: number; locale: string; now: Date },
): Promise<Result<BrandPageView, BrandErrorCode>> {
  if (!BRAND_CODE.test(code)) return fail("showcase:errors.brandNotFound");
  const row = await findBrandByCode(ctx.db, code);
  if (!row) return fail("showcase:errors.brandNotFound");
  const products = await searchProductPage(ctx, { brands: [row.code] }, args);
  if (args.page > 1 && products.products.length === 0) return fail("showcase:errors.brandNotFound");
  return ok({
    brand: { code: row.code, name: row.name, nameLatin: row.name_latin, logo: row.logo, story: localized(row, "story", args.locale), local: row.is_local === 1 },
    products,
  });
}
