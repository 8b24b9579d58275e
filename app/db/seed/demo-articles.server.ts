import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { env } from "~/config/env.server";
import { readingMinutes, renderMarkdown } from "~/kernel/markdown.server";
import type { Database } from "../schema";
import { inTransaction } from "../transactions.server";
import { demoArticles, demoAuthors, demoTags, type DemoArticle } from "./demo/articles-data";

const DAY_MS = 86_400_000;
const RELATED_PER_ARTICLE = 4;
const DEMO_CUSTOMER_EMAIL = "customer@kharsuvd.mn";

/**
 * A cover drawn for a demo article: a diagonal gradient of its two colours with a bottle and a
 * glass in silhouette. No text is baked in (the title is on the page, in both languages).
 */
function coverSvg([from, to]: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.25" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="675" fill="url(#g)"/>
  <rect width="1200" height="675" fill="url(#light)"/>
  <g fill="#000" fill-opacity="0.28">
    <path d="M560 120 h50 v120 c0 30 60 55 60 120 v235 a20 20 0 0 1 -20 20 h-130 a20 20 0 0 1 -20 -20 v-235 c0 -65 60 -90 60 -120 z"/>
    <path d="M720 330 h120 c0 70 -20 120 -52 135 v110 h40 v20 h-96 v-20 h40 v-110 c-32 -15 -52 -65 -52 -135 z"/>
  </g>
  <g fill="#fff" fill-opacity="0.12"><rect x="540" y="400" width="40" height="150" rx="12"/></g>
</svg>`;
}

/** A stable generated name (32 hex, like an upload's) so re-seeding a fresh database reuses the files. */
function coverFileName(article: DemoArticle): string {
  return `${createHash("md5").update(`demo-cover:${article.slug}:${article.coverColors.join(",")}`).digest("hex")}.webp`;
}

async function writeCover(dir: string, article: DemoArticle): Promise<string | null> {
  const file = coverFileName(article);
  const target = path.join(dir, file);
  try {
    await fs.access(target);
    return file;
  } catch {
    // not there yet: draw it
  }
  try {
    const sharp = (await import("sharp")).default;
    const webp = await sharp(Buffer.from(coverSvg(article.coverColors))).resize(1200, 675).webp({ quality: 78 }).toBuffer();
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(target, webp, { mode: 0o644 });
    return file;
  } catch (error) {
    console.error("[seed] could not draw the cover of", article.slug, error);
    return null;
  }
}

/** Up to four products the shop lists from the taxon (and its children): priced, in stock, with an image. */
async function productsOfTaxon(db: Kysely<Database>, permalink: string, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom("products as p")
    .select("p.id")
    .where("p.image", "is not", null)
    .where("p.available_on", "<=", now.toISOString())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_taxons as pt")
          .innerJoin("taxons as t", "t.id", "pt.taxon_id")
          .select("pt.product_id")
          .whereRef("pt.product_id", "=", "p.id")
          .where((w) => w.or([w("t.permalink", "=", permalink), w("t.permalink", "like", `${permalink}/%`)])),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("variants as v")
          .innerJoin("stock_items as si", "si.variant_id", "v.id")
          .select("v.id")
          .whereRef("v.product_id", "=", "p.id")
          .where("si.count_on_hand", ">", 0),
      ),
    )
    .orderBy("p.id")
    .limit(RELATED_PER_ARTICLE)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The demo's authors, tags, articles and news in mn and en (issue 17; texts in
 * ./demo/articles-data.ts). Skips when there are authors already. Covers are drawn into
 * UPLOADS_DIR/articles; if the demo customer exists it follows the first author.
 */
export async function seedDemoArticles(db: Kysely<Database>, now: Date, options: { uploadsDir?: string } = {}): Promise<number> {
  const existing = await db.selectFrom("authors").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const coverDir = path.resolve(options.uploadsDir ?? env().UPLOADS_DIR, "articles");
  const covers = new Map<string, string | null>();
  for (const article of demoArticles) covers.set(article.slug, await writeCover(coverDir, article));
  const related = new Map<string, number[]>();
  for (const article of demoArticles) related.set(article.slug, await productsOfTaxon(db, article.taxon, now));

  return inTransaction(db, async (trx) => {
    const authorIds = new Map<string, number>();
    for (const author of demoAuthors) {
      const row = await trx
        .insertInto("authors")
        .values({ name_mn: author.nameMn, name_en: author.nameEn, bio_mn: author.bioMn, bio_en: author.bioEn, user_id: null, avatar_file: null, created_at: now.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      authorIds.set(author.key, row.id);
    }
    for (const tag of demoTags) {
      await trx
        .insertInto("tags")
        .values({ code: tag.code, name_mn: tag.nameMn, name_en: tag.nameEn, description_mn: tag.descriptionMn, description_en: tag.descriptionEn })
        .onConflict((oc) => oc.column("code").doNothing())
        .execute();
    }
    const knownTags = new Set(demoTags.map((tag) => tag.code));
    let count = 0;
    for (const article of demoArticles) {
      const authorId = authorIds.get(article.authorKey);
      if (authorId === undefined) continue;
      const publishedAt = new Date(now.getTime() - article.daysAgo * DAY_MS).toISOString();
      const row = await trx
        .insertInto("articles")
        .values({
          kind: article.kind,
          slug: article.slug,
          author_id: authorId,
          title_mn: article.titleMn,
          title_en: article.titleEn,
          summary_mn: article.summaryMn,
          summary_en: article.summaryEn,
          body_mn: article.bodyMn,
          body_en: article.bodyEn,
          body_html_mn: renderMarkdown(article.bodyMn),
          body_html_en: renderMarkdown(article.bodyEn),
          reading_minutes: readingMinutes(article.bodyMn),
          cover_file: covers.get(article.slug) ?? null,
          status: "published",
          published_at: publishedAt,
          created_by: null,
          created_at: publishedAt,
          updated_at: publishedAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const tags = [...new Set(article.tags)].filter((code) => knownTags.has(code));
      if (tags.length > 0) await trx.insertInto("article_tags").values(tags.map((tag_code) => ({ article_id: row.id, tag_code }))).execute();
      const products = related.get(article.slug) ?? [];
      if (products.length > 0) {
        await trx
          .insertInto("article_products")
          .values(products.map((product_id, position) => ({ article_id: row.id, product_id, position })))
          .execute();
      }
      count += 1;
    }
    const customer = await trx.selectFrom("users").select("id").where("email", "=", DEMO_CUSTOMER_EMAIL).executeTakeFirst();
    const firstAuthor = authorIds.get(demoAuthors[0]?.key ?? "");
    if (customer && firstAuthor !== undefined) {
      await trx.insertInto("author_follows").values({ user_id: customer.id, author_id: firstAuthor, created_at: now.toISOString() }).execute();
    }
    return count;
  });
}
