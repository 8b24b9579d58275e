// Writes a published article (or news item) and its author straight into the e2e database, for
// browser tests that need a page to comment on and bookmark (tests/e2e/support/content.ts).
// Called through the fixture service (tests/setup/e2e-fixtures.ts), a second writer beside the
// server (WAL mode). Inserting a row moves the page revision by the tables' triggers, so no
// cached page hides it.
//
// Input: {"kind"?: "article" | "news", "slug": string, "title"?: string}
// Answers {"id": number, "slug": string, "path": string}.
import type { DB } from "../../app/db/client.server";
import { shopNow } from "../../app/kernel/clock.server";

interface Input {
  kind?: "article" | "news";
  slug: string;
  title?: string;
}

export async function createArticle(db: DB, input: Input) {
  if (!/^[a-z0-9-]{1,100}$/.test(input.slug ?? "")) throw new Error("e2e-article needs a slug of a-z, 0-9 and -");
  const kind = input.kind ?? "article";

  // Published a day before the shop's moved clock, so every "published" rule sees it.
  const stamp = new Date(shopNow().getTime() - 86_400_000).toISOString();
  const author = await db
    .insertInto("authors")
    .values({ name_mn: "Тест зохиогч", name_en: "Test author", user_id: null, avatar_file: null, created_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  const title = input.title ?? `Хэлэлцүүлгийн нийтлэл ${input.slug}`;
  const body = "Энэ нийтлэл сэтгэгдлийн туршилтад зориулагдсан.\n\nThis article is for the comment tests.";
  const row = await db
    .insertInto("articles")
    .values({
      kind,
      slug: input.slug,
      author_id: author.id,
      title_mn: title,
      title_en: `Discussion article ${input.slug}`,
      summary_mn: "Сэтгэгдэл, хадгалалтын туршилт.",
      summary_en: "A test of comments and bookmarks.",
      body_mn: body,
      body_en: body,
      body_html_mn: "<p>Энэ нийтлэл сэтгэгдлийн туршилтад зориулагдсан.</p>",
      body_html_en: "<p>This article is for the comment tests.</p>",
      reading_minutes: 1,
      cover_file: null,
      status: "published",
      published_at: stamp,
      created_by: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, slug: input.slug, path: `/${kind === "news" ? "news" : "articles"}/${input.slug}` };
}
