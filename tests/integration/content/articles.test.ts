import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Articles against a real migrated and seeded database (SQLite, and PostgreSQL in the postgres
 * run): create and publish, who sees a draft, slug uniqueness (also under a race), following
 * twice is once, the following feed, and that the demo seed writes its articles with covers.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(80);

const { shopDb: openDb } = await import("../../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const content = await import("~/modules/content/index.server");
const { ArticleEditorSchema } = await import("~/modules/content");
const { seedDemoArticles } = await import("~/db/seed/demo-articles.server");

const db = openDb();
const now = new Date("2026-11-20T10:00:00.000Z");
let counter = 0;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-uploads-"));

async function newUser(role: "customer" | "staff" = "customer") {
  counter += 1;
  const user = await insertUser(db, { email: `content${counter}-${Date.now()}@example.mn`, name: "Content", role }, now);
  return user;
}

function input(overrides: Record<string, string> = {}) {
  const parsed = ArticleEditorSchema.safeParse({
    kind: "article",
    titleMn: "Виски эхлэгчдэд",
    titleEn: "Whisky for beginners",
    summaryMn: "Товч",
    summaryEn: "Short",
    bodyMn: "## Гарчиг\n\nЭнэ бол **виски**.",
    bodyEn: "## Heading\n\nThis is **whisky**.",
    tags: "whisky, beginners",
    products: "",
    status: "draft",
    ...overrides,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

let staffViewer: Awaited<ReturnType<typeof content.contentViewer>>;
let authorId: number;

beforeAll(async () => {
  const staff = await newUser("staff");
  staffViewer = await content.contentViewer(db, staff);
  authorId = (await content.createAuthor(db, now, { nameMn: "Болд", nameEn: "Bold", bioMn: "", bioEn: "" })).value.id;
});

afterAll(async () => {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  await database.cleanup();
});

describe("articles", () => {
  it("staff create a draft: nobody else sees it; publishing sets the date once and lists it", async () => {
    const saved = await content.saveArticle(db, now, { viewer: staffViewer!, articleId: null, input: { ...input(), authorId, slug: "whisky-first-steps" }, coverFile: null });
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.value.path).toBe("/articles/whisky-first-steps");
    const shopper = await content.contentViewer(db, await newUser());
    expect(await content.articlePage(db, { kind: "article", slug: "whisky-first-steps", viewer: null, locale: "mn" })).toBeNull();
    expect(await content.articlePage(db, { kind: "article", slug: "whisky-first-steps", viewer: shopper, locale: "mn" })).toBeNull();
    const asStaff = await content.articlePage(db, { kind: "article", slug: "whisky-first-steps", viewer: staffViewer, locale: "en" });
    expect(asStaff?.article.title).toBe("Whisky for beginners");
    expect(asStaff?.article.bodyHtml).toContain("<strong>whisky</strong>");
    expect(asStaff?.article.tags.map((t) => t.code)).toEqual(["beginners", "whisky"]);
    expect((await content.articleList(db, { kind: "article", page: 1, locale: "mn" })).items.map((a) => a.slug)).not.toContain("whisky-first-steps");

    const later = new Date(now.getTime() + 60_000);
    const published = await content.saveArticle(db, later, { viewer: staffViewer!, articleId: saved.value.id, input: { ...input({ status: "published" }), authorId }, coverFile: null });
    expect(published.ok).toBe(true);
    const page = await content.articlePage(db, { kind: "article", slug: "whisky-first-steps", viewer: null, locale: "mn" });
    expect(page?.article.publishedAt).toBe(later.toISOString());
    // Saving again (and unpublishing and publishing) keeps the first publication date.
    await content.saveArticle(db, new Date(later.getTime() + 60_000), { viewer: staffViewer!, articleId: saved.value.id, input: { ...input({ status: "draft" }), authorId }, coverFile: null });
    await content.saveArticle(db, new Date(later.getTime() + 120_000), { viewer: staffViewer!, articleId: saved.value.id, input: { ...input({ status: "published" }), authorId }, coverFile: null });
    const again = await content.articlePage(db, { kind: "article", slug: "whisky-first-steps", viewer: null, locale: "mn" });
    expect(again?.article.publishedAt).toBe(later.toISOString());
    expect((await content.articleList(db, { kind: "article", page: 1, tag: "whisky", locale: "mn" })).items.map((a) => a.slug)).toContain("whisky-first-steps");
  });

  it("a slug is unique across articles and news, also when two saves race; the slug comes from the English title", async () => {
    const first = await content.saveArticle(db, now, { viewer: staffViewer!, articleId: null, input: { ...input({ titleEn: "Gin and tonic, twice" }), authorId }, coverFile: null });
    expect(first.ok && first.value.slug).toBe("gin-and-tonic-twice");
    const clash = await content.saveArticle(db, now, { viewer: staffViewer!, articleId: null, input: { ...input({ kind: "news", titleEn: "Gin and tonic, twice" }), authorId }, coverFile: null });
    expect(clash).toEqual({ ok: false, error: "content:errors.slugTaken" });
    const race = await Promise.all(
      Array.from({ length: 6 }, () => content.saveArticle(db, now, { viewer: staffViewer!, articleId: null, input: { ...input({ slug: "race-slug" }), authorId }, coverFile: null })),
    );
    expect(race.filter((r) => r.ok)).toHaveLength(1);
    expect(race.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(Array(5).fill("content:errors.slugTaken"));
    const rows = await db.selectFrom("articles").select("id").where("slug", "=", "race-slug").execute();
    expect(rows).toHaveLength(1);
  });

  it("unknown related products are refused and nothing is written", async () => {
    const before = await db.selectFrom("articles").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const result = await content.saveArticle(db, now, { viewer: staffViewer!, articleId: null, input: { ...input({ products: "no-such-product-x" }), authorId }, coverFile: null });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe("content:errors.unknownProducts");
    const after = await db.selectFrom("articles").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("an account with the author role writes as its author only, and edits only its own", async () => {
    const writer = await newUser();
    const granted = await content.grantAuthorRole(db, { authorId, contact: writer.email! });
    expect(granted.ok).toBe(true);
    const viewer = await content.contentViewer(db, writer);
    expect(viewer?.authorId).toBe(authorId);
    const otherAuthor = (await content.createAuthor(db, now, { nameMn: "Сараа", nameEn: "Saraa", bioMn: "", bioEn: "" })).value.id;
    const mine = await content.saveArticle(db, now, { viewer: viewer!, articleId: null, input: { ...input({ slug: "by-the-author" }), authorId: otherAuthor }, coverFile: null });
    if (!mine.ok) throw new Error(mine.error);
    expect((await db.selectFrom("articles").select("author_id").where("id", "=", mine.value.id).executeTakeFirstOrThrow()).author_id).toBe(authorId);
    const staffs = await content.saveArticle(db, now, { viewer: staffViewer!, articleId: null, input: { ...input({ slug: "by-saraa" }), authorId: otherAuthor }, coverFile: null });
    if (!staffs.ok) throw new Error(staffs.error);
    const denied = await content.saveArticle(db, now, { viewer: viewer!, articleId: staffs.value.id, input: input({ slug: "by-saraa" }), coverFile: null });
    expect(denied).toEqual({ ok: false, error: "content:errors.forbidden" });
    expect(await content.articlePage(db, { kind: "article", slug: "by-saraa", viewer, locale: "mn" })).toBeNull();
    const own = await content.articlePage(db, { kind: "article", slug: "by-the-author", viewer, locale: "mn" });
    expect(own?.canEdit).toBe(true);
    // One account is one author.
    expect(await content.grantAuthorRole(db, { authorId: otherAuthor, contact: writer.email! })).toEqual({ ok: false, error: "content:errors.userIsAuthor" });
  });

  it("following twice is following once; the feed shows the followed author's published articles", async () => {
    const follower = await newUser();
    await Promise.all([1, 2, 3].map(() => content.setFollow(db, now, { userId: follower.id, authorId, follow: true })));
    await content.setFollow(db, now, { userId: follower.id, authorId, follow: true });
    const rows = await db.selectFrom("author_follows").selectAll().where("user_id", "=", follower.id).execute();
    expect(rows).toHaveLength(1);
    const viewer = (await content.contentViewer(db, follower))!;
    const lists = await content.accountArticles(db, viewer, "mn");
    expect(lists.mine).toBeNull();
    expect(lists.following.map((a) => a.slug)).toContain("whisky-first-steps");
    expect(lists.following.every((a) => a.status === "published")).toBe(true);
    await content.setFollow(db, now, { userId: follower.id, authorId, follow: false });
    expect((await content.accountArticles(db, viewer, "mn")).following).toEqual([]);
    expect(await content.setFollow(db, now, { userId: follower.id, authorId: 99_999_999, follow: true })).toEqual({ ok: false, error: "content:errors.authorNotFound" });
  });

  it("covers: a real image is re-encoded to a 1200x675 WebP; a fake one is refused", async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#7a1f2b" } }).png().toBuffer();
    const stored = await content.storeArticleImage({ uploadsDir }, png, "cover");
    if (!stored.ok) throw new Error(stored.error);
    const meta = await sharp(path.join(uploadsDir, "articles", stored.value.file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 675]);
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not really a png")]);
    expect(await content.storeArticleImage({ uploadsDir }, fake, "cover")).toEqual({ ok: false, error: "content:errors.notImage" });
    expect(await content.storeArticleImage({ uploadsDir }, Buffer.from("<svg/>"), "body")).toEqual({ ok: false, error: "content:errors.notImage" });
  });
});

describe("demo seed", () => {
  it("writes nothing while there are authors", async () => {
    expect(await seedDemoArticles(db, now, { uploadsDir })).toBe(0);
  });

  it("into empty tables: every demo article and news item, published, with a drawn cover, tags and related products", async () => {
    for (const table of ["author_follows", "article_tags", "article_products", "articles", "authors", "tags"] as const) await db.deleteFrom(table).execute();
    const { demoArticles } = await import("~/db/seed/demo/articles-data");
    const count = await seedDemoArticles(db, now, { uploadsDir });
    expect(count).toBe(demoArticles.length);
    const news = await content.articleList(db, { kind: "news", page: 1, locale: "mn", perPage: 50 });
    const articles = await content.articleList(db, { kind: "article", page: 1, locale: "en", perPage: 50 });
    expect(articles.total).toBeGreaterThanOrEqual(12);
    expect(news.total).toBeGreaterThanOrEqual(6);
    expect(articles.items.every((a) => a.coverUrl && a.tags.length > 0)).toBe(true);
    for (const item of articles.items) expect(fs.existsSync(path.join(uploadsDir, "articles", item.coverUrl!.split("/").pop()!))).toBe(true);
    const withProducts = await db.selectFrom("article_products").select("article_id").distinct().execute();
    expect(withProducts.length).toBeGreaterThan(0);
    expect(await seedDemoArticles(db, now, { uploadsDir })).toBe(0);
    // Drawing 18 covers with sharp takes seconds on a busy machine.
  }, 60_000);
});
