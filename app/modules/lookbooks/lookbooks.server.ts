import type { DB } from "~/db/client.server";
import { fail, ok, type Result } from "~/kernel/result";
import { productCards } from "~/modules/browsing/index.server";
import type { CatalogReader } from "~/modules/catalog/index.server";
import { hotspotOf } from "./domain/publishing";
import { findLookbookItems, findVisibleLookbookBySlug, findVisibleLookbooks } from "./queries.server";
import type { LookbookErrorCode } from "./status";
import type { LookbookPageView, LookbookTile } from "./view-models";

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

export async function lookbookList(db: DB, locale: string, now: Date): Promise<LookbookTile[]> {
  const en = locale === "en";
  return (await findVisibleLookbooks(db, now)).map((row) => ({
    slug: row.slug,
    title: en ? row.title_en : row.title_mn,
    summary: en ? row.summary_en : row.summary_mn,
    image: row.image,
    itemCount: Number(row.item_count),
  }));
}

/** A published look and its products; drafts, future ones and unknown slugs are not found. */
export async function lookbookPage(ctx: CatalogReader, slug: string, args: { locale: string; now: Date }): Promise<Result<LookbookPageView, LookbookErrorCode>> {
  if (!SLUG.test(slug)) return fail("showcase:errors.lookbookNotFound");
  const row = await findVisibleLookbookBySlug(ctx.db, slug, args.now);
  if (!row) return fail("showcase:errors.lookbookNotFound");
  const items = await findLookbookItems(ctx.db, row.id);
  const cards = await productCards(ctx, items.map((item) => item.product_id), args.locale, args.now);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const en = args.locale === "en";
  return ok({
    lookbook: { slug: row.slug, title: en ? row.title_en : row.title_mn, summary: en ? row.summary_en : row.summary_mn, image: row.image, publishedAt: row.published_at },
    // Products no longer on sale drop out; the pins keep their numbers in the order shown.
    items: items
      .flatMap((item) => {
        const product = byId.get(item.product_id);
        return product ? [{ product, hotspot: hotspotOf(item.hotspot_x, item.hotspot_y) }] : [];
      })
      .map((item, index) => ({ ...item, number: index + 1 })),
  });
}
