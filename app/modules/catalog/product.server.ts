import { siteConfig } from "~/config/site";
import {
  findAllTaxons,
  findProductBadges,
  findProductBySlug,
  findProductImages,
  findProductProperties,
  findVariants,
} from "./queries/catalog.server";
import { buildBreadcrumbs, permalinkChain, seriesPrefix, stockLabel } from "./domain/catalog";
import { effectivePrice } from "./domain/pricing";
import { optionGroups, sizingGuideFor, variantSpecification } from "./domain/variants";
import { variantOptionLabels } from "./variant-labels";
import { asLng } from "~/i18n";
import { productBlock, similarBlock, type CatalogReader } from "./catalog.server";
import { isPurchasable } from "./domain/purchasable";
import type { ProductPage } from "./view-models";

const { limits } = siteConfig;

/** Everything the product page shows, in the page's language; null when there is no such product. */
export async function productPage(ctx: CatalogReader, args: { slug: string; variantId: number | null; now: Date; locale: string; allProductsLabel: string }): Promise<ProductPage | null> {
  const { now, locale } = args;
  const product = await findProductBySlug(ctx.db, args.slug, now);
  if (!product) return null;
  const en = locale === "en";

  const [images, properties, variants, badges, taxons] = await Promise.all([
    findProductImages(ctx.db, product.id),
    findProductProperties(ctx.db, product.id),
    findVariants(ctx.db, product.id),
    findProductBadges(ctx.db, product.id),
    findAllTaxons(ctx.db),
  ]);
  const selected = variants.find((v) => v.id === args.variantId) ?? variants.find((v) => v.is_master === 1) ?? variants[0];
  if (!selected) return null;
  const price = effectivePrice(selected, now);
  // The chosen variant's options in the page's language: they name the variant and override the product's own rows.
  const chosen = variantOptionLabels(selected.options, asLng(locale));

  const byPermalink = new Map(taxons.map((t) => [t.permalink, t]));
  const chain = permalinkChain(product.taxon_permalink)
    .map((p) => byPermalink.get(p))
    .filter((t): t is NonNullable<typeof t> => Boolean(t));

  const series = seriesPrefix(product.sku);
  const partnerVendor = product.store_code !== siteConfig.houseStoreCode;
  const [similar, sameSeries, vendorProducts] = await Promise.all([
    similarBlock(ctx, { productId: product.id, now, locale, limit: limits.similarProducts }),
    series
      ? productBlock(ctx, { now, locale, filters: { seriesPrefix: series, excludeIds: [product.id] }, sort: "price_asc", limit: limits.sameSeries })
      : Promise.resolve([]),
    partnerVendor
      ? productBlock(ctx, { now, locale, filters: { store: product.store_code, excludeIds: [product.id] }, sort: "date_desc", limit: limits.vendorProducts })
      : Promise.resolve([]),
  ]);

  const gallery = images.map((img) => ({ url: img.url, alt: en ? img.alt_en : img.alt_mn }));
  if (selected.image && !gallery.some((g) => g.url === selected.image)) {
    const name = en ? product.name_en : product.name_mn;
    gallery.unshift({ url: selected.image, alt: chosen.length > 0 ? `${name} (${chosen.map((o) => o.value).join(", ")})` : name });
  } else if (selected.image) {
    gallery.sort((a, b) => (a.url === selected.image ? -1 : b.url === selected.image ? 1 : 0));
  }

  return {
    product: {
      id: product.id,
      slug: product.slug,
      sku: selected.sku,
      name: en ? product.name_en : product.name_mn,
      description: en ? product.description_en : product.description_mn,
      brand: { code: product.brand_code, name: en ? product.brand_name_latin : product.brand_name, logo: product.brand_logo },
      store: product.store_name,
      productType: product.product_type,
      averageRating: product.average_rating,
      totalReviews: product.total_reviews,
      badges: badges.map((b) => ({ code: b.code, name: en ? b.name_en : b.name_mn, color: b.color })),
    },
    gallery,
    variant: {
      id: selected.id,
      price: price.price,
      sellingPrice: price.selling_price,
      salePercent: price.sale_percent,
      saleStartAt: price.sale_start_at,
      saleExpireAt: price.sale_expire_at,
      cashbackPercent: selected.cashback_percent,
      stock: stockLabel(selected.total_on_hand, limits.lowStockThreshold),
      onHand: selected.total_on_hand,
      // The product itself is already available (findProductBySlug): the buy box's rule adds stock on hand.
      purchasable: selected.total_on_hand > 0 && isPurchasable({ ...selected, available_on: product.available_on }, now),
      options: chosen,
    },
    optionGroups: optionGroups(variants, selected.id),
    specification: variantSpecification(
      properties.map((p) => ({ key: p.key, value: en ? p.value_en : p.value_mn })),
      chosen.map((o) => ({ key: o.key, value: o.value })),
    ),
    sizingGuide: sizingGuideFor(product.product_type),
    breadcrumbs: buildBreadcrumbs(chain, locale, args.allProductsLabel),
    similar,
    sameSeries,
    vendor: partnerVendor ? { name: product.store_name, products: vendorProducts } : null,
  };
}
