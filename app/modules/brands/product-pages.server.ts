import { siteConfig } from "~/config/site";
import type { ProductSummary } from "~/modules/catalog";
import { summarize, type CatalogReader } from "~/modules/catalog/index.server";
import type { SearchFilters } from "~/modules/search";
import { pageCount } from "./domain/paging";
import type { ProductPage } from "./view-models";

/**
 * One page of products chosen by search filters, through the SearchIndex port, newest first.
 * Brand, vendor and promotion pages all list their products this way.
 */
export async function searchProductPage(
  ctx: CatalogReader,
  filters: SearchFilters,
  args: { page: number; locale: string; now: Date; pageSize?: number },
): Promise<ProductPage> {
  const pageSize = args.pageSize ?? siteConfig.limits.pageSize;
  const result = await ctx.searchIndex.search({ filters, sort: "date_desc", locale: args.locale, page: args.page, pageSize, now: args.now });
  const products: ProductSummary[] = await summarize(ctx, result.hits, args.locale, args.now);
  return { products, total: result.total, page: args.page, pageCount: pageCount(result.total, pageSize) };
}
