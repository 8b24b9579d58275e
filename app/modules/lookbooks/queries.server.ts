import type { DB } from "~/db/client.server";

/** SQL of the lookbook pages. Visible = published and published_at <= now. */
export async function findVisibleLookbooks(db: DB, now: Date) {
  return db
    .selectFrom("lookbooks as l")
    .select(["l.id", "l.slug", "l.title_mn", "l.title_en", "l.summary_mn", "l.summary_en", "l.image", "l.published_at"])
    .select((eb) => eb.selectFrom("lookbook_items as i").select((e) => e.fn.countAll<number>().as("n")).whereRef("i.lookbook_id", "=", "l.id").as("item_count"))
    .where("l.status", "=", "published")
    .where("l.published_at", "<=", now.toISOString())
    .orderBy("l.published_at", "desc")
    .orderBy("l.id", "desc")
    .execute();
}

export async function findVisibleLookbookBySlug(db: DB, slug: string, now: Date) {
  return db
    .selectFrom("lookbooks")
    .select(["id", "slug", "title_mn", "title_en", "summary_mn", "summary_en", "image", "status", "published_at"])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .where("published_at", "<=", now.toISOString())
    .executeTakeFirst();
}

export async function findLookbookItems(db: DB, lookbookId: number) {
  return db
    .selectFrom("lookbook_items")
    .select(["product_id", "position", "hotspot_x", "hotspot_y"])
    .where("lookbook_id", "=", lookbookId)
    .orderBy("position")
    .execute();
}
