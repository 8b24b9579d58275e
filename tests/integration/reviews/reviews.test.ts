import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Product and vendor reviews against a real migrated and seeded database (SQLite, and
 * PostgreSQL in the postgres run): the product's figures stay equal to what its visible reviews
 * give under 50 parallel posts and 200 random operations, one vote per shopper under parallel
 * clicks, photos re-encoded without EXIF and refused without leftovers, the search index and
 * the page revision following a write.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(40);

const { shopDb, shopSearchIndex } = await import("../../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { readPageRevision } = await import("~/db/page-revision.server");
const reviews = await import("~/modules/reviews/index.server");

const db = shopDb();
const start = new Date("2026-11-24T02:00:00Z");
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
let uploadsDir: string;
let counter = 0;
let productIds: number[];
const slugOf = new Map<number, string>();

const context = () => ({ db, searchIndex: shopSearchIndex(), uploadsDir });

async function newUser(role: "customer" | "staff" = "customer") {
  counter += 1;
  const user = await insertUser(db, { email: `rv${counter}-${randomBytes(4).toString("hex")}@example.mn`, emailConfirmed: true, name: `Үйлчлүүлэгч ${counter}` }, start);
  if (role !== "customer") await db.updateTable("users").set({ role }).where("id", "=", user.id).execute();
  return user;
}

async function deliveredOrder(userId: number, productId: number, state = "delivered") {
  counter += 1;
  const stamp = start.toISOString();
  const variant = await db.selectFrom("variants").select(["id", "price"]).where("product_id", "=", productId).orderBy("id").executeTakeFirstOrThrow();
  const order = await db
    .insertInto("orders")
    .values({ number: `R${String(800_000_000 + counter)}`, token: randomBytes(24).toString("base64url"), user_id: userId, state, created_at: stamp, updated_at: stamp, completed_at: stamp })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("line_items").values({ order_id: order.id, variant_id: variant.id, quantity: 1, unit_price: variant.price, created_at: stamp, updated_at: stamp }).execute();
}

const text = (n: number) => `Сайн бүтээгдэхүүн, дахин авна. №${n}`;

async function write(userId: number, productId: number, rating: number, now = start, photos: { bytes: Uint8Array; name: string }[] = []) {
  return reviews.writeProductReview(context(), now, userId, slugOf.get(productId)!, { rating, comment: text(rating), language: "mn" }, photos);
}

/** What the product's visible reviews give, computed by SQL apart from the module. */
async function figuresFromReviews(productId: number) {
  const rows = await db.selectFrom("product_reviews").select("rating").where("product_id", "=", productId).where("status", "=", "visible").execute();
  const total = rows.length;
  return { total, average: total === 0 ? 0 : rows.reduce((s, r) => s + r.rating, 0) / total };
}

async function storedFigures(productId: number) {
  const row = await db.selectFrom("products").select(["average_rating", "total_reviews"]).where("id", "=", productId).executeTakeFirstOrThrow();
  return { total: Number(row.total_reviews), average: Number(row.average_rating) };
}

async function expectTrueFigures(productId: number) {
  const expected = await figuresFromReviews(productId);
  const stored = await storedFigures(productId);
  expect(stored.total, `product ${productId} total`).toBe(expected.total);
  expect(Math.abs(stored.average - expected.average), `product ${productId} average ${stored.average} vs ${expected.average}`).toBeLessThan(1e-9);
}

async function png(width = 800, height = 600) {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer());
}

async function jpegWithGps() {
  return new Uint8Array(
    await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 55/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "106/1 55/1 0/1" } })
      .toBuffer(),
  );
}

async function reviewFiles(): Promise<string[]> {
  try {
    return (await readdir(path.join(uploadsDir, "reviews"))).sort();
  } catch {
    return [];
  }
}

/** A seeded random sequence (mulberry32), so a failing run can be repeated. */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), "reviews-it-"));
  const products = await db.selectFrom("products").select(["id", "slug"]).orderBy("id").limit(8).execute();
  productIds = products.map((p) => p.id);
  for (const p of products) slugOf.set(p.id, p.slug);
  // The demo seed writes reviews of its own; these products start from none.
  await db.deleteFrom("product_reviews").where("product_id", "in", productIds).execute();
  await db.updateTable("products").set({ average_rating: 0, total_reviews: 0 }).where("id", "in", productIds).execute();
});

afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
  await database.cleanup();
});

describe("product reviews", () => {
  it("keeps the average equal to the mean of 50 reviews posted in parallel", async () => {
    const productId = productIds[0]!;
    const users = await Promise.all(Array.from({ length: 50 }, () => newUser()));
    const random = seededRandom(50);
    const ratings = users.map(() => 1 + Math.floor(random() * 5));
    const began = performance.now();
    const results = await Promise.all(users.map((user, i) => write(user.id, productId, ratings[i]!)));
    const took = performance.now() - began;
    console.log(`[reviews] 50 parallel reviews of one product on ${process.env.SHOP_TEST_DIALECT ?? "sqlite"}: ${took.toFixed(0)} ms`);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const stored = await storedFigures(productId);
    expect(stored.total).toBe(50);
    expect(Math.abs(stored.average - ratings.reduce((a, b) => a + b, 0) / 50)).toBeLessThan(1e-9);
    // The writers shared their search syncs; the last one still ran after the last commit.
    const indexed = await db.selectFrom("search_products").select(["average_rating", "total_reviews"]).where("id", "=", productId).executeTakeFirstOrThrow();
    expect({ total: Number(indexed.total_reviews), average: Number(indexed.average_rating) }).toEqual(stored);
    const view = await reviews.productReviews(db, { productId, slug: slugOf.get(productId)!, viewer: { userId: null, isStaff: false }, sort: "newest", page: 1 });
    expect(view.summary.total).toBe(50);
    expect(view.summary.average).toBe(stored.average);
    expect(view.summary.histogram.map((h) => h.count)).toEqual([5, 4, 3, 2, 1].map((stars) => ratings.filter((r) => r === stars).length));
    expect(view.reviews).toHaveLength(10);
    expect(view.pageCount).toBe(5);
  });

  it("one review per shopper and product, also when the same shopper posts twice at once", async () => {
    const productId = productIds[1]!;
    const user = await newUser();
    const results = await Promise.all([write(user.id, productId, 4), write(user.id, productId, 2)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, error: "reviews:errors.alreadyReviewed" });
    expect(await db.selectFrom("product_reviews").select("id").where("product_id", "=", productId).where("user_id", "=", user.id).execute()).toHaveLength(1);
    await expectTrueFigures(productId);
  });

  it("counts one vote per shopper under 10 parallel clicks; the author and a hidden review cannot be voted", async () => {
    const productId = productIds[2]!;
    const author = await newUser();
    const voter = await newUser();
    const staff = await newUser("staff");
    const written = await write(author.id, productId, 5);
    if (!written.ok) throw new Error(written.error);
    const id = written.value.reviewId;
    const votes = await Promise.all(Array.from({ length: 10 }, () => reviews.voteReviewHelpful(db, at(1), voter.id, id)));
    expect(votes.every((v) => v.ok)).toBe(true);
    const row = await db.selectFrom("product_reviews").select(["helpful_count"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.helpful_count).toBe(1);
    expect(await reviews.voteReviewHelpful(db, at(2), author.id, id)).toEqual({ ok: false, error: "reviews:errors.ownReview" });
    const reports = await Promise.all(Array.from({ length: 5 }, () => reviews.reportReview(db, at(2), voter.id, id, { reason: "Зар сурталчилгаа" })));
    expect(reports.every((r) => r.ok)).toBe(true);
    expect((await db.selectFrom("product_reviews").select("report_count").where("id", "=", id).executeTakeFirstOrThrow()).report_count).toBe(1);

    const queue = await reviews.reviewQueue(db, { kind: "product", filter: "reported", page: 1, locale: "mn" });
    expect(queue.reviews.find((r) => r.id === id)).toMatchObject({ reportCount: 1, reportReasons: ["Зар сурталчилгаа"] });

    expect(await reviews.moderateReview(context(), at(3), staff.id, { kind: "product", id, intent: "hide", reason: "" })).toEqual({ ok: false, error: "reviews:errors.reasonRequired" });
    expect((await reviews.moderateReview(context(), at(3), staff.id, { kind: "product", id, intent: "hide", reason: "Хэт их сурталчилгаа" })).ok).toBe(true);
    await expectTrueFigures(productId);
    const other = await newUser();
    expect(await reviews.voteReviewHelpful(db, at(4), other.id, id)).toEqual({ ok: false, error: "reviews:errors.reviewNotFound" });
    // The author still sees it, with the reason; a guest does not.
    const authorView = await reviews.productReviews(db, { productId, slug: slugOf.get(productId)!, viewer: { userId: author.id, isStaff: false }, sort: "newest", page: 1 });
    expect(authorView.myReview?.hidden?.reason).toBe("Хэт их сурталчилгаа");
    const guestView = await reviews.productReviews(db, { productId, slug: slugOf.get(productId)!, viewer: { userId: null, isStaff: false }, sort: "newest", page: 1 });
    expect(guestView.reviews.some((r) => r.id === id)).toBe(false);
    expect((await reviews.myReviews(db, author.id, "mn")).find((r) => r.id === id)).toMatchObject({ status: "hidden", hiddenReason: "Хэт их сурталчилгаа" });

    expect((await reviews.moderateReview(context(), at(5), staff.id, { kind: "product", id, intent: "restore", reason: "" })).ok).toBe(true);
    const restored = await db.selectFrom("product_reviews").select(["status", "report_count", "hidden_reason"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(restored).toEqual({ status: "visible", report_count: 0, hidden_reason: null });
    expect(await db.selectFrom("product_review_reports").select("user_id").where("review_id", "=", id).execute()).toEqual([]);
    await expectTrueFigures(productId);
  });

  it("shows the viewer's own review apart, marks verified buyers, votes and the sorts", async () => {
    const productId = productIds[3]!;
    const buyer = await newUser();
    const browser = await newUser();
    await deliveredOrder(buyer.id, productId, "completed");
    const one = await write(buyer.id, productId, 2, at(10));
    const two = await write(browser.id, productId, 5, at(11));
    if (!one.ok || !two.ok) throw new Error("not written");
    await reviews.voteReviewHelpful(db, at(12), browser.id, one.value.reviewId);
    const view = await reviews.productReviews(db, { productId, slug: slugOf.get(productId)!, viewer: { userId: browser.id, isStaff: false }, sort: "newest", page: 1 });
    expect(view.myReview).toMatchObject({ id: two.value.reviewId, mine: true, canVote: false, verified: false });
    expect(view.reviews.map((r) => r.id)).toEqual([one.value.reviewId]);
    expect(view.reviews[0]).toMatchObject({ verified: true, votedHelpful: true, helpfulCount: 1, canVote: true, canReport: true, authorName: expect.stringContaining("Үйлчлүүлэгч") });
    expect(view.canWrite).toBe(false);
    const guest = { userId: null, isStaff: false };
    const ids = async (sort: "newest" | "helpful" | "highest" | "lowest" | "photos") =>
      (await reviews.productReviews(db, { productId, slug: slugOf.get(productId)!, viewer: guest, sort, page: 1 })).reviews.map((r) => r.id);
    expect(await ids("newest")).toEqual([two.value.reviewId, one.value.reviewId]);
    expect(await ids("helpful")).toEqual([one.value.reviewId, two.value.reviewId]);
    expect(await ids("highest")).toEqual([two.value.reviewId, one.value.reviewId]);
    expect(await ids("lowest")).toEqual([one.value.reviewId, two.value.reviewId]);
    expect(await ids("photos")).toEqual([]);
  });

  it("edits and deletes only one's own review, keeping the figures true", async () => {
    const productId = productIds[4]!;
    const author = await newUser();
    const stranger = await newUser();
    const written = await write(author.id, productId, 1, at(20));
    if (!written.ok) throw new Error(written.error);
    const id = written.value.reviewId;
    const edit = { rating: 5, comment: "Бодсоноос илүү сайн байлаа.", remove_photo: [] };
    expect(await reviews.editProductReview(context(), at(21), stranger.id, id, edit, [])).toEqual({ ok: false, error: "reviews:errors.notYours" });
    expect((await reviews.editProductReview(context(), at(21), author.id, id, edit, [])).ok).toBe(true);
    expect(await storedFigures(productId)).toEqual({ total: 1, average: 5 });
    const own = await reviews.ownProductReview(db, author.id, id);
    expect(own.ok && own.value.review.editedAt).toBe(at(21).toISOString());
    expect(await reviews.deleteProductReview(context(), at(22), stranger.id, id)).toEqual({ ok: false, error: "reviews:errors.notYours" });
    expect((await reviews.deleteProductReview(context(), at(22), author.id, id)).ok).toBe(true);
    expect(await storedFigures(productId)).toEqual({ total: 0, average: 0 });
  });

  it("keeps every product's figures true after 200 random operations", async () => {
    const products = productIds.slice(4, 8);
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => newUser()));
    const staff = await newUser("staff");
    const random = seededRandom(200);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let step = 0;
    let succeeded = 0;
    const operation = async (now: Date) => {
      const result = await randomOperation(now);
      if (result?.ok) succeeded += 1;
    };
    const randomOperation = async (now: Date) => {
      const kind = pick(["create", "create", "create", "edit", "delete", "hide", "restore", "vote"] as const);
      const shopper = pick(shoppers);
      const product = pick(products);
      const rating = 1 + Math.floor(random() * 5);
      const existing = await db.selectFrom("product_reviews").select(["id", "user_id", "status"]).where("product_id", "in", products).execute();
      const some = existing.length > 0 ? pick(existing) : null;
      const input = { rating, comment: text(rating), remove_photo: [] as number[] };
      if (kind === "create") return write(shopper.id, product, rating, now);
      if (!some) return null;
      if (kind === "edit") return reviews.editProductReview(context(), now, some.user_id, some.id, input, []);
      if (kind === "delete") return reviews.deleteProductReview(context(), now, some.user_id, some.id);
      if (kind === "hide") return reviews.moderateReview(context(), now, staff.id, { kind: "product", id: some.id, intent: "hide", reason: "Шалгана" });
      if (kind === "restore") return reviews.moderateReview(context(), now, staff.id, { kind: "product", id: some.id, intent: "restore", reason: "" });
      return reviews.voteReviewHelpful(db, now, shopper.id, some.id);
    };
    while (step < 200) {
      // Every hour a new allowance: the random shoppers would otherwise hit the posting limit.
      const now = new Date(start.getTime() + (step + 100) * 3_600_000);
      if (random() < 0.3) {
        await Promise.all(Array.from({ length: 5 }, () => operation(now)));
        step += 5;
      } else {
        await operation(now);
        step += 1;
      }
    }
    expect(succeeded).toBeGreaterThan(80);
    for (const productId of products) await expectTrueFigures(productId);
    const all = await db.selectFrom("products").select("id").execute();
    for (const { id } of all) await expectTrueFigures(id);
  });
});

describe("photos", () => {
  it("stores PNG and JPEG as WebP without EXIF, with thumbnails", async () => {
    const productId = productIds[5]!;
    const user = await newUser();
    const before = await reviewFiles();
    expect((await sharp(await jpegWithGps()).metadata()).exif).toBeDefined();
    const written = await write(user.id, productId, 4, at(30), [
      { bytes: await png(), name: "C:\\Users\\bat\\улаан.png" },
      { bytes: await jpegWithGps(), name: "IMG_2041.JPG" },
    ]);
    if (!written.ok) throw new Error(written.error);
    const photos = await db.selectFrom("product_review_photos").selectAll().where("review_id", "=", written.value.reviewId).orderBy("position").execute();
    expect(photos.map((p) => p.name)).toEqual(["улаан.png", "IMG_2041.JPG"]);
    expect((await db.selectFrom("product_reviews").select("photo_count").where("id", "=", written.value.reviewId).executeTakeFirstOrThrow()).photo_count).toBe(2);
    expect(photos[1]).toMatchObject({ width: 1600, height: 800 });
    for (const photo of photos) {
      for (const file of [photo.file, photo.thumb_file]) {
        const target = reviews.reviewPhotoPath(uploadsDir, file)!;
        const metadata = await sharp(target).metadata();
        expect(metadata.format).toBe("webp");
        expect(metadata.exif).toBeUndefined();
      }
      expect((await sharp(reviews.reviewPhotoPath(uploadsDir, photo.thumb_file)!).metadata()).width).toBe(240);
    }
    expect((await reviewFiles()).length).toBe(before.length + 4);
    expect(reviews.reviewPhotoPath(uploadsDir, "../secret.webp")).toBeNull();

    const view = await reviews.productReviews(db, { productId, slug: slugOf.get(productId)!, viewer: { userId: null, isStaff: false }, sort: "photos", page: 1 });
    expect(view.reviews[0]!.photos[0]!.url).toBe(`/media/reviews/${photos[0]!.file}`);

    // Editing: remove one, add four → five; a sixth is refused before anything is written.
    const edit = { rating: 4, comment: text(4), remove_photo: [photos[0]!.id] };
    const four = await Promise.all([1, 2, 3, 4].map(async (i) => ({ bytes: await png(100 + i, 100), name: `${i}.png` })));
    expect((await reviews.editProductReview(context(), at(31), user.id, written.value.reviewId, edit, four)).ok).toBe(true);
    expect((await db.selectFrom("product_reviews").select("photo_count").where("id", "=", written.value.reviewId).executeTakeFirstOrThrow()).photo_count).toBe(5);
    const afterEdit = await reviewFiles();
    expect(afterEdit).not.toContain(photos[0]!.file);
    expect(afterEdit.length).toBe(before.length + 10);
    const sixth = await reviews.editProductReview(context(), at(32), user.id, written.value.reviewId, { ...edit, remove_photo: [] }, [{ bytes: await png(), name: "6.png" }]);
    expect(sixth).toEqual({ ok: false, error: "reviews:errors.tooManyPhotos" });
    expect(await reviewFiles()).toEqual(afterEdit);
  });

  it("refuses text named x.jpg and a sixth photo, leaving no row and no file", async () => {
    const productId = productIds[6]!;
    const user = await newUser();
    const before = await reviewFiles();
    const fake = await write(user.id, productId, 3, at(40), [{ bytes: await png(), name: "ok.png" }, { bytes: new TextEncoder().encode("this is not a picture at all"), name: "x.jpg" }]);
    expect(fake).toEqual({ ok: false, error: "reviews:errors.photoNotImage", values: { name: "x.jpg" } });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (i) => ({ bytes: await png(50, 50 + i), name: `${i}.png` })));
    expect(await write(user.id, productId, 3, at(41), six)).toEqual({ ok: false, error: "reviews:errors.tooManyPhotos" });
    expect(await db.selectFrom("product_reviews").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect(await reviewFiles()).toEqual(before);
    // A refused post did not use the shopper's allowance, and a deleted review takes its files along.
    const good = await write(user.id, productId, 3, at(42), [{ bytes: await png(), name: "ok.png" }]);
    if (!good.ok) throw new Error(good.error);
    expect((await reviewFiles()).length).toBe(before.length + 2);
    expect((await reviews.deleteProductReview(context(), at(43), user.id, good.value.reviewId)).ok).toBe(true);
    expect(await reviewFiles()).toEqual(before);
    expect(await db.selectFrom("product_review_photos").select("id").where("review_id", "=", good.value.reviewId).execute()).toEqual([]);
  });
});

describe("after a write", () => {
  it("brings the search index in step and moves the page revision", async () => {
    const productId = productIds[7]!;
    const user = await newUser();
    const revision = await readPageRevision(db);
    const written = await write(user.id, productId, 3, at(50));
    expect(written.ok).toBe(true);
    expect(await readPageRevision(db)).toBeGreaterThan(revision);
    const stored = await storedFigures(productId);
    const indexed = await db.selectFrom("search_products").select(["average_rating", "total_reviews"]).where("id", "=", productId).executeTakeFirstOrThrow();
    expect({ total: Number(indexed.total_reviews), average: Number(indexed.average_rating) }).toEqual(stored);
  });
});

describe("vendor reviews", () => {
  it("lets a shopper who bought from the vendor post once and delete; others are told to buy first", async () => {
    const productId = productIds[0]!;
    const store = await db
      .selectFrom("products as p")
      .innerJoin("stores as s", "s.id", "p.store_id")
      .select(["s.vendor_id", "s.code", "s.logo"])
      .where("p.id", "=", productId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("vendors")
      .values({ id: store.vendor_id, code: `v-${store.code}`, name_mn: "Борлуулагч", name_en: "Vendor", description_mn: "", description_en: "", logo: store.logo, is_active: 1, created_at: start.toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    const vendor = await db.selectFrom("vendors").select(["code"]).where("id", "=", store.vendor_id).executeTakeFirstOrThrow();
    const buyer = await newUser();
    const stranger = await newUser();
    const staff = await newUser("staff");
    await deliveredOrder(buyer.id, productId);
    const input = { rating: 4, comment: "Хурдан хүргэлттэй дэлгүүр.", language: "mn" as const };

    expect(await reviews.writeVendorReview(db, at(60), stranger.id, vendor.code, input)).toEqual({ ok: false, error: "reviews:errors.mustBuyFirst" });
    const strangerView = await reviews.vendorReviews(db, { vendorCode: vendor.code, viewer: { userId: stranger.id, isStaff: false }, page: 1 });
    expect(strangerView.ok && strangerView.value).toMatchObject({ canWrite: false, cannotWriteReason: "reviews:vendor.mustBuyFirst" });
    expect(await reviews.vendorReviews(db, { vendorCode: "no-such-vendor", viewer: { userId: null, isStaff: false }, page: 1 })).toEqual({ ok: false, error: "reviews:errors.vendorNotFound" });

    const buyerBefore = await reviews.vendorReviews(db, { vendorCode: vendor.code, viewer: { userId: buyer.id, isStaff: false }, page: 1 });
    expect(buyerBefore.ok && buyerBefore.value.canWrite).toBe(true);
    const results = await Promise.all([reviews.writeVendorReview(db, at(61), buyer.id, vendor.code, input), reviews.writeVendorReview(db, at(61), buyer.id, vendor.code, input)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const posted = results.find((r) => r.ok)!;
    if (!posted.ok) throw new Error("not posted");
    const guestView = await reviews.vendorReviews(db, { vendorCode: vendor.code, viewer: { userId: null, isStaff: false }, page: 1 });
    expect(guestView.ok && guestView.value.summary).toMatchObject({ average: 4, total: 1 });

    expect((await reviews.moderateReview(context(), at(62), staff.id, { kind: "vendor", id: posted.value.reviewId, intent: "hide", reason: "Шалгана" })).ok).toBe(true);
    const hiddenView = await reviews.vendorReviews(db, { vendorCode: vendor.code, viewer: { userId: null, isStaff: false }, page: 1 });
    expect(hiddenView.ok && hiddenView.value.summary.total).toBe(0);
    const vendorQueue = await reviews.reviewQueue(db, { kind: "vendor", filter: "hidden", page: 1, locale: "en" });
    expect(vendorQueue.reviews.find((r) => r.id === posted.value.reviewId)).toMatchObject({ subject: "Vendor", subjectPath: `/vendors/${vendor.code}`, hiddenReason: "Шалгана" });

    expect(await reviews.deleteVendorReview(db, at(63), stranger.id, posted.value.reviewId)).toEqual({ ok: false, error: "reviews:errors.reviewNotFound" });
    expect((await reviews.deleteVendorReview(db, at(63), buyer.id, posted.value.reviewId)).ok).toBe(true);
    expect(await db.selectFrom("vendor_reviews").select("id").where("user_id", "=", buyer.id).execute()).toEqual([]);
  });
});
