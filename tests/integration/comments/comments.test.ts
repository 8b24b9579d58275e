import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Comments, ratings and bookmarks against a real migrated database (SQLite, and PostgreSQL in
 * the postgres run): one rating row per user under parallel posts, bookmarks toggled in
 * parallel end consistent, the per-user comment limits, replies one level deep, hidden and
 * deleted comments out of the shoppers' view, and every write moving the page revision.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(10);

const { shopDb } = await import("../../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { readPageRevision } = await import("~/db/page-revision.server");
const comments = await import("~/modules/comments/index.server");
const bookmarks = await import("~/modules/bookmarks/index.server");

const db = shopDb();
const start = new Date("2026-11-24T02:00:00Z");
let counter = 0;
let articleId: number;
let newsId: number;
let draftId: number;

async function newUser(role: "customer" | "staff" = "customer") {
  counter += 1;
  const user = await insertUser(db, { email: `cm${counter}-${Date.now()}@example.mn`, emailConfirmed: true, name: `Уншигч ${counter}` }, start);
  if (role !== "customer") await db.updateTable("users").set({ role }).where("id", "=", user.id).execute();
  return user;
}

async function newArticle(kind: "article" | "news", status: "published" | "draft") {
  counter += 1;
  const stamp = start.toISOString();
  const author = await db.insertInto("authors").values({ name_mn: "Зохиогч", name_en: "Author", created_at: stamp, avatar_file: null, user_id: null }).returning("id").executeTakeFirstOrThrow();
  const row = await db
    .insertInto("articles")
    .values({
      kind,
      slug: `comments-it-${counter}`,
      author_id: author.id,
      title_mn: "Гарчиг",
      title_en: "Title",
      body_mn: "Бие",
      body_en: "Body",
      body_html_mn: "<p>Бие</p>",
      body_html_en: "<p>Body</p>",
      reading_minutes: 1,
      cover_file: null,
      status,
      published_at: status === "published" ? stamp : null,
      created_by: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

async function post(userId: number, comment: string, options: { replyId?: number; now?: Date; article?: number } = {}) {
  const result = await comments.postComment(db, options.now ?? start, userId, { article_id: options.article ?? articleId, reply_id: options.replyId, comment });
  if (!result.ok) throw new Error(result.error);
  return result.value.commentId;
}

beforeAll(async () => {
  articleId = await newArticle("article", "published");
  newsId = await newArticle("news", "published");
  draftId = await newArticle("article", "draft");
});

afterAll(async () => {
  await database.cleanup();
});

describe("comments", () => {
  it("refuses a draft article and attaches a reply to a reply to the top comment", async () => {
    const writer = await newUser();
    expect(await comments.postComment(db, start, writer.id, { article_id: draftId, comment: "x" })).toEqual({ ok: false, error: "comments:errors.articleNotFound" });
    const top = await post(writer.id, "Сайхан нийтлэл");
    const reply = await post(writer.id, "Хариулт", { replyId: top, now: at(1) });
    const deeper = await post(writer.id, "Хариултын хариулт", { replyId: reply, now: at(2) });
    const rows = await db.selectFrom("comments").select(["id", "reply_id"]).where("id", "in", [reply, deeper]).orderBy("id").execute();
    expect(rows.map((r) => r.reply_id)).toEqual([top, top]);
    const elsewhere = await post(writer.id, "Өөр", { article: newsId, now: at(3) });
    expect((await comments.postComment(db, at(4), writer.id, { article_id: articleId, reply_id: elsewhere, comment: "x" })).ok).toBe(false);
  });

  it("keeps one rating per user and comment under parallel posts, and refuses rating one's own", async () => {
    const writer = await newUser();
    const reader = await newUser();
    const id = await post(writer.id, "Үнэлээрэй", { now: at(10) });
    const results = await Promise.all([1, 2, 3, 4, 5, 1, 2, 3, 4, 5].map((rating) => comments.rateComment(db, at(11), reader.id, id, { rating })));
    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await db.selectFrom("comment_ratings").selectAll().where("comment_id", "=", id).execute();
    expect(rows).toHaveLength(1);
    expect(await comments.rateComment(db, at(12), writer.id, id, { rating: 5 })).toEqual({ ok: false, error: "comments:errors.ownComment" });
    await comments.rateComment(db, at(13), reader.id, id, { rating: 4 });
    const view = await comments.articleDiscussion(db, { articleId, viewerId: reader.id, viewerIsStaff: false, now: at(14) });
    const shown = view.comments.find((c) => c.id === id)!;
    expect(shown).toMatchObject({ averageRating: 4, ratingCount: 1, myRating: 4, canRate: true, mine: false });
  });

  it("hides a comment from shoppers and guests but not from staff; a deleted top comment with replies stays as a placeholder", async () => {
    const writer = await newUser();
    const staff = await newUser("staff");
    const hidden = await post(writer.id, "Муу үг", { now: at(20) });
    const deletedTop = await post(writer.id, "Устгана", { now: at(21) });
    const other = await newUser();
    await post(other.id, "Хариулт үлдэнэ", { replyId: deletedTop, now: at(22) });
    const before = await readPageRevision(db);
    expect((await comments.moderateComment(db, at(23), staff.id, hidden, { intent: "hide" })).ok).toBe(true);
    expect(await readPageRevision(db)).toBeGreaterThan(before);
    expect(await comments.deleteOwnComment(db, other.id, deletedTop)).toEqual({ ok: false, error: "comments:errors.notYours" });
    expect((await comments.deleteOwnComment(db, writer.id, deletedTop)).ok).toBe(true);
    expect(await comments.rateComment(db, at(24), other.id, hidden, { rating: 5 })).toEqual({ ok: false, error: "comments:errors.cannotRate" });
    expect(await comments.postComment(db, at(25), other.id, { article_id: articleId, reply_id: hidden, comment: "x" })).toEqual({ ok: false, error: "comments:errors.cannotReply" });

    const guest = await comments.articleDiscussion(db, { articleId, viewerId: null, viewerIsStaff: false, now: at(26) });
    expect(guest.comments.find((c) => c.id === hidden)).toBeUndefined();
    expect(JSON.stringify(guest)).not.toContain("Муу үг");
    const placeholder = guest.comments.find((c) => c.id === deletedTop)!;
    expect(placeholder).toMatchObject({ state: "removed", body: "", authorName: "" });
    expect(placeholder.replies.map((r) => r.body)).toEqual(["Хариулт үлдэнэ"]);

    const staffView = await comments.articleDiscussion(db, { articleId, viewerId: staff.id, viewerIsStaff: true, now: at(26) });
    expect(staffView.comments.find((c) => c.id === hidden)).toMatchObject({ state: "hidden", moderation: "unhide", body: "Муу үг" });
    expect((await comments.moderateComment(db, at(27), staff.id, hidden, { intent: "unhide" })).ok).toBe(true);
    const again = await comments.articleDiscussion(db, { articleId, viewerId: null, viewerIsStaff: false, now: at(28) });
    expect(again.comments.find((c) => c.id === hidden)?.state).toBe("visible");
  });

  it("limits a writer to 5 comments a minute and 30 an hour", async () => {
    const writer = await newUser();
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => comments.postComment(db, at(100), writer.id, { article_id: articleId, comment: `Олон ${i}` })));
    expect(burst.filter((r) => r.ok)).toHaveLength(5);
    expect(burst.filter((r) => !r.ok).map((r) => (r.ok ? null : r.error))).toEqual(Array(3).fill("comments:errors.tooManyComments"));
    expect((await db.selectFrom("comments").select("id").where("user_id", "=", writer.id).execute()).length).toBe(5);
    let posted = 5;
    for (let minute = 1; minute < 10 && posted < 30; minute += 1) {
      for (let i = 0; i < 5 && posted < 30; i += 1) {
        expect((await comments.postComment(db, at(100 + minute * 61), writer.id, { article_id: articleId, comment: `m${minute}-${i}` })).ok).toBe(true);
        posted += 1;
      }
    }
    expect(await comments.postComment(db, at(100 + 11 * 61), writer.id, { article_id: articleId, comment: "31st" })).toEqual({ ok: false, error: "comments:errors.tooManyComments" });
  });
});

describe("bookmarks", () => {
  it("ends consistent under parallel toggles and parallel adds", async () => {
    const reader = await newUser();
    const toggle = () => bookmarks.setBookmark(db, start, reader.id, { id: articleId, type: "article", intent: "toggle" });
    const results = await Promise.all([toggle(), toggle()]);
    expect(results.every((r) => r.ok)).toBe(true);
    // Two toggles one after the other: on, then off.
    expect(results.map((r) => (r.ok ? r.value.bookmarked : null)).sort()).toEqual([false, true]);
    expect(await bookmarks.isBookmarked(db, { userId: reader.id, itemId: articleId, type: "article" })).toBe(false);
    await Promise.all(Array.from({ length: 6 }, () => bookmarks.setBookmark(db, start, reader.id, { id: newsId, type: "news", intent: "add" })));
    expect(await db.selectFrom("bookmarks").selectAll().where("user_id", "=", reader.id).execute()).toHaveLength(1);
  });

  it("refuses a draft or a wrong type, and lists the newest first", async () => {
    const reader = await newUser();
    expect(await bookmarks.setBookmark(db, start, reader.id, { id: draftId, type: "article", intent: "toggle" })).toEqual({ ok: false, error: "comments:errors.itemNotFound" });
    expect(await bookmarks.setBookmark(db, start, reader.id, { id: newsId, type: "article", intent: "toggle" })).toEqual({ ok: false, error: "comments:errors.itemNotFound" });
    await bookmarks.setBookmark(db, at(1), reader.id, { id: articleId, type: "article", intent: "add" });
    await bookmarks.setBookmark(db, at(2), reader.id, { id: newsId, type: "news", intent: "add" });
    const list = await bookmarks.userBookmarks(db, reader.id, "en");
    expect(list.map((b) => [b.type, b.path])).toEqual([
      ["news", "/news/comments-it-2"],
      ["article", "/articles/comments-it-1"],
    ]);
    expect(await bookmarks.isBookmarked(db, { userId: null, itemId: articleId, type: "article" })).toBe(false);
  });
});
