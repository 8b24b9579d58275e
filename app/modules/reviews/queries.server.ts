import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import type { ReviewSortKey } from "./domain/rules";

/** All of the reviews module's SQL. */

const SHOPPER_HAS_RECEIVED = ["delivered", "completed"] as const;

// ---- products ------------------------------------------------------------------------------

export async function findProductBySlug(db: DB, slug: string) {
  return db.selectFrom("products").select(["id", "slug"]).where("slug", "=", slug).executeTakeFirst();
}

export async function findProductById(db: DB, productId: number) {
  return db.selectFrom("products").select(["id", "slug", "name_mn", "name_en"]).where("id", "=", productId).executeTakeFirst();
}

/**
 * Writes the product's figures from its visible reviews: the exact mean (a double division of
 * the integer sum, the same number the page's summary computes) and the count. Run in the
 * transaction that changed a review, after the change.
 */
export async function recomputeProductFigures(db: DB, productId: number): Promise<void> {
  await sql`update products set
      average_rating = coalesce((select cast(sum(r.rating) as double precision) / count(*) from product_reviews r where r.product_id = products.id and r.status = 'visible'), 0),
      total_reviews = (select count(*) from product_reviews r where r.product_id = products.id and r.status = 'visible')
    where id = ${productId}`.execute(db);
}

// ---- product reviews -----------------------------------------------------------------------

const reviewColumns = [
  "r.id",
  "r.product_id",
  "r.user_id",
  "r.rating",
  "r.body",
  "r.language",
  "r.status",
  "r.helpful_count",
  "r.report_count",
  "r.photo_count",
  "r.hidden_reason",
  "r.hidden_at",
  "r.created_at",
  "r.updated_at",
  "u.name as author_name",
  "u.first_name as author_first_name",
] as const;

function reviewsWithAuthors(db: DB) {
  return db.selectFrom("product_reviews as r").innerJoin("users as u", "u.id", "r.user_id");
}

export type ProductReviewRow = Awaited<ReturnType<typeof findProductReviewRow>> & object;

export async function findProductReviewRow(db: DB, reviewId: number) {
  return reviewsWithAuthors(db)
    .innerJoin("products as p", "p.id", "r.product_id")
    .select([...reviewColumns, "p.slug as product_slug", "p.name_mn as product_name_mn", "p.name_en as product_name_en"])
    .where("r.id", "=", reviewId)
    .executeTakeFirst();
}

export async function findReviewState(db: DB, reviewId: number) {
  return db.selectFrom("product_reviews").select(["user_id", "status"]).where("id", "=", reviewId).executeTakeFirst();
}

export async function findReviewOfShopper(db: DB, productId: number, userId: number) {
  return reviewsWithAuthors(db).select(reviewColumns).where("r.product_id", "=", productId).where("r.user_id", "=", userId).executeTakeFirst();
}

/** `rating → count` of one product's visible reviews (one GROUP BY over the rating index). */
export async function productRatingCounts(db: DB, productId: number) {
  const rows = await db
    .selectFrom("product_reviews")
    .select(["rating", (eb) => eb.fn.countAll<number>().as("count")])
    .where("product_id", "=", productId)
    .where("status", "=", "visible")
    .groupBy("rating")
    .execute();
  return rows.map((r) => ({ rating: Number(r.rating), count: Number(r.count) }));
}

function listedReviews(db: DB, productId: number, sort: ReviewSortKey, excludeUserId: number | null) {
  let query = db.selectFrom("product_reviews as r").where("r.product_id", "=", productId).where("r.status", "=", "visible");
  if (sort === "photos") query = query.where("r.photo_count", ">", 0);
  if (excludeUserId !== null) query = query.where("r.user_id", "!=", excludeUserId);
  return query;
}

export async function countListedReviews(db: DB, productId: number, sort: ReviewSortKey, excludeUserId: number | null): Promise<number> {
  const row = await listedReviews(db, productId, sort, excludeUserId).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of a product's visible reviews in the chosen order (ties: newest, then the higher id). */
export async function listProductReviews(db: DB, args: { productId: number; sort: ReviewSortKey; excludeUserId: number | null; limit: number; offset: number }) {
  let query = listedReviews(db, args.productId, args.sort, args.excludeUserId).innerJoin("users as u", "u.id", "r.user_id").select(reviewColumns);
  if (args.sort === "helpful") query = query.orderBy("r.helpful_count", "desc");
  else if (args.sort === "highest") query = query.orderBy("r.rating", "desc");
  else if (args.sort === "lowest") query = query.orderBy("r.rating", "asc");
  return query.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(args.limit).offset(args.offset).execute();
}

export async function photosOfReviews(db: DB, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .selectFrom("product_review_photos")
    .select(["id", "review_id", "file", "thumb_file", "name", "width", "height", "position"])
    .where("review_id", "in", [...reviewIds])
    .orderBy("review_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Which of these shoppers have a delivered or completed order with a variant of the product. */
export async function verifiedBuyers(db: DB, productId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("orders as o")
    .innerJoin("line_items as li", "li.order_id", "o.id")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .select("o.user_id")
    .distinct()
    .where("v.product_id", "=", productId)
    .where("o.state", "in", SHOPPER_HAS_RECEIVED)
    .where("o.user_id", "in", [...new Set(userIds)])
    .execute();
  return new Set(rows.map((r) => Number(r.user_id)));
}

/** The viewer's helpful votes and reports among these reviews, in one query. */
export async function viewerMarks(db: DB, userId: number, reviewIds: readonly number[]): Promise<{ voted: Set<number>; reported: Set<number> }> {
  const voted = new Set<number>();
  const reported = new Set<number>();
  if (reviewIds.length === 0) return { voted, reported };
  const ids = [...reviewIds];
  const rows = await db
    .selectFrom("product_review_votes")
    .select(["review_id", sql<string>`'vote'`.as("mark")])
    .where("user_id", "=", userId)
    .where("review_id", "in", ids)
    .unionAll(db.selectFrom("product_review_reports").select(["review_id", sql<string>`'report'`.as("mark")]).where("user_id", "=", userId).where("review_id", "in", ids))
    .execute();
  for (const row of rows) (row.mark === "vote" ? voted : reported).add(Number(row.review_id));
  return { voted, reported };
}

export async function insertProductReview(
  db: DB,
  row: { product_id: number; user_id: number; rating: number; body: string; language: "mn" | "en"; now: string },
): Promise<number> {
  const inserted = await db
    .insertInto("product_reviews")
    .values({ product_id: row.product_id, user_id: row.user_id, rating: row.rating, body: row.body, language: row.language, created_at: row.now, updated_at: row.now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The author's edit, guarded by the author in the WHERE; the product's id, or null when not theirs. */
export async function updateOwnProductReview(db: DB, reviewId: number, userId: number, change: { rating: number; body: string; now: string }): Promise<number | null> {
  const row = await db
    .updateTable("product_reviews")
    .set({ rating: change.rating, body: change.body, updated_at: change.now })
    .where("id", "=", reviewId)
    .where("user_id", "=", userId)
    .returning("product_id")
    .executeTakeFirst();
  return row?.product_id ?? null;
}

/** Deletes the author's review (its photos, votes and reports cascade); the product's id, or null. */
export async function deleteOwnProductReview(db: DB, reviewId: number, userId: number): Promise<number | null> {
  const row = await db.deleteFrom("product_reviews").where("id", "=", reviewId).where("user_id", "=", userId).returning("product_id").executeTakeFirst();
  return row?.product_id ?? null;
}

export interface StoredPhotoRow {
  file: string;
  thumb_file: string;
  name: string;
  width: number;
  height: number;
}

/** Adds photos after the review's existing ones and sets its photo_count from the rows. */
export async function addReviewPhotos(db: DB, reviewId: number, photos: readonly StoredPhotoRow[], now: string): Promise<void> {
  if (photos.length > 0) {
    const last = await db
      .selectFrom("product_review_photos")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("review_id", "=", reviewId)
      .executeTakeFirst();
    const start = Number(last?.position ?? 0);
    await db
      .insertInto("product_review_photos")
      .values(photos.map((photo, index) => ({ review_id: reviewId, ...photo, position: start + index + 1, created_at: now })))
      .execute();
  }
  await syncPhotoCount(db, reviewId);
}

/** Removes some of a review's photos; the removed rows' files (to delete after commit). */
export async function removeReviewPhotos(db: DB, reviewId: number, photoIds: readonly number[]) {
  if (photoIds.length === 0) return [];
  return db
    .deleteFrom("product_review_photos")
    .where("review_id", "=", reviewId)
    .where("id", "in", [...photoIds])
    .returning(["file", "thumb_file"])
    .execute();
}

async function syncPhotoCount(db: DB, reviewId: number): Promise<void> {
  await sql`update product_reviews set photo_count = (select count(*) from product_review_photos p where p.review_id = product_reviews.id) where id = ${reviewId}`.execute(db);
}

export async function photoFilesOfReview(db: DB, reviewId: number) {
  return db.selectFrom("product_review_photos").select(["id", "file", "thumb_file"]).where("review_id", "=", reviewId).execute();
}

/** One vote per shopper and review: true when this call added it (and counted it). */
export async function addHelpfulVote(db: DB, reviewId: number, userId: number, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto("product_review_votes")
    .values({ review_id: reviewId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(["review_id", "user_id"]).doNothing())
    .returning("review_id")
    .execute();
  if (inserted.length === 0) return false;
  await db.updateTable("product_reviews").set((eb) => ({ helpful_count: eb("helpful_count", "+", 1) })).where("id", "=", reviewId).execute();
  return true;
}

/** One report per shopper and review: true when this call added it (and counted it). */
export async function addReport(db: DB, reviewId: number, userId: number, reason: string, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto("product_review_reports")
    .values({ review_id: reviewId, user_id: userId, reason, created_at: now })
    .onConflict((oc) => oc.columns(["review_id", "user_id"]).doNothing())
    .returning("review_id")
    .execute();
  if (inserted.length === 0) return false;
  await db.updateTable("product_reviews").set((eb) => ({ report_count: eb("report_count", "+", 1) })).where("id", "=", reviewId).execute();
  return true;
}

/** Hides a visible product review; the product's id, or null when it was not visible (already hidden, gone). */
export async function hideProductReview(db: DB, reviewId: number, staffId: number, reason: string, now: string): Promise<number | null> {
  const row = await db
    .updateTable("product_reviews")
    .set({ status: "hidden", hidden_reason: reason, hidden_by: staffId, hidden_at: now })
    .where("id", "=", reviewId)
    .where("status", "=", "visible")
    .returning("product_id")
    .executeTakeFirst();
  return row?.product_id ?? null;
}

/** Shows a hidden product review again; its reports were judged, so they go. */
export async function restoreProductReview(db: DB, reviewId: number): Promise<number | null> {
  const row = await db
    .updateTable("product_reviews")
    .set({ status: "visible", hidden_reason: null, hidden_by: null, hidden_at: null, report_count: 0 })
    .where("id", "=", reviewId)
    .where("status", "=", "hidden")
    .returning("product_id")
    .executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom("product_review_reports").where("review_id", "=", reviewId).execute();
  return row.product_id;
}

// ---- vendor reviews ------------------------------------------------------------------------

export async function findActiveVendor(db: DB, code: string) {
  return db.selectFrom("vendors").select(["id", "code", "name_mn", "name_en"]).where("code", "=", code).where("is_active", "=", 1).executeTakeFirst();
}

const vendorReviewColumns = [
  "r.id",
  "r.vendor_id",
  "r.user_id",
  "r.rating",
  "r.body",
  "r.language",
  "r.status",
  "r.hidden_reason",
  "r.hidden_at",
  "r.created_at",
  "r.updated_at",
  "u.name as author_name",
  "u.first_name as author_first_name",
] as const;

export async function vendorRatingCounts(db: DB, vendorId: number) {
  const rows = await db
    .selectFrom("vendor_reviews")
    .select(["rating", (eb) => eb.fn.countAll<number>().as("count")])
    .where("vendor_id", "=", vendorId)
    .where("status", "=", "visible")
    .groupBy("rating")
    .execute();
  return rows.map((r) => ({ rating: Number(r.rating), count: Number(r.count) }));
}

export async function listVendorReviews(db: DB, args: { vendorId: number; excludeUserId: number | null; limit: number; offset: number }) {
  let query = db
    .selectFrom("vendor_reviews as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select(vendorReviewColumns)
    .where("r.vendor_id", "=", args.vendorId)
    .where("r.status", "=", "visible");
  if (args.excludeUserId !== null) query = query.where("r.user_id", "!=", args.excludeUserId);
  return query.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(args.limit).offset(args.offset).execute();
}

export async function countVendorReviews(db: DB, vendorId: number, excludeUserId: number | null): Promise<number> {
  let query = db.selectFrom("vendor_reviews").where("vendor_id", "=", vendorId).where("status", "=", "visible");
  if (excludeUserId !== null) query = query.where("user_id", "!=", excludeUserId);
  const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findVendorReviewOfShopper(db: DB, vendorId: number, userId: number) {
  return db
    .selectFrom("vendor_reviews as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select(vendorReviewColumns)
    .where("r.vendor_id", "=", vendorId)
    .where("r.user_id", "=", userId)
    .executeTakeFirst();
}

/** A delivered or completed order of the shopper with a product sold by one of the vendor's stores. */
export async function hasBoughtFromVendor(db: DB, vendorId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("orders as o")
    .innerJoin("line_items as li", "li.order_id", "o.id")
    .innerJoin("variants as v", "v.id", "li.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .innerJoin("stores as s", "s.id", "p.store_id")
    .select("o.id")
    .where("o.user_id", "=", userId)
    .where("o.state", "in", SHOPPER_HAS_RECEIVED)
    .where("s.vendor_id", "=", vendorId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertVendorReview(
  db: DB,
  row: { vendor_id: number; user_id: number; rating: number; body: string; language: "mn" | "en"; now: string },
): Promise<number> {
  const inserted = await db
    .insertInto("vendor_reviews")
    .values({ vendor_id: row.vendor_id, user_id: row.user_id, rating: row.rating, body: row.body, language: row.language, created_at: row.now, updated_at: row.now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findVendorReview(db: DB, reviewId: number) {
  return db
    .selectFrom("vendor_reviews as r")
    .innerJoin("vendors as v", "v.id", "r.vendor_id")
    .select(["r.id", "r.user_id", "r.status", "r.vendor_id", "v.code as vendor_code"])
    .where("r.id", "=", reviewId)
    .executeTakeFirst();
}

export async function deleteOwnVendorReview(db: DB, reviewId: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom("vendor_reviews").where("id", "=", reviewId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function hideVendorReview(db: DB, reviewId: number, staffId: number, reason: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("vendor_reviews")
    .set({ status: "hidden", hidden_reason: reason, hidden_by: staffId, hidden_at: now })
    .where("id", "=", reviewId)
    .where("status", "=", "visible")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function restoreVendorReview(db: DB, reviewId: number): Promise<boolean> {
  const result = await db
    .updateTable("vendor_reviews")
    .set({ status: "visible", hidden_reason: null, hidden_by: null, hidden_at: null })
    .where("id", "=", reviewId)
    .where("status", "=", "hidden")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- staff queue and the shopper's own list -------------------------------------------------

export type QueueFilter = "reported" | "recent" | "hidden";

export async function productQueueCounts(db: DB): Promise<Record<QueueFilter, number>> {
  const row = await db
    .selectFrom("product_reviews")
    .select([
      sql<number>`sum(case when status = 'visible' and report_count > 0 then 1 else 0 end)`.as("reported"),
      sql<number>`sum(case when status = 'visible' then 1 else 0 end)`.as("recent"),
      sql<number>`sum(case when status = 'hidden' then 1 else 0 end)`.as("hidden"),
    ])
    .executeTakeFirstOrThrow();
  return { reported: Number(row.reported ?? 0), recent: Number(row.recent ?? 0), hidden: Number(row.hidden ?? 0) };
}

export async function productQueue(db: DB, args: { filter: QueueFilter; limit: number; offset: number }) {
  let query = db
    .selectFrom("product_reviews as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .innerJoin("products as p", "p.id", "r.product_id")
    .select([...reviewColumns, "u.email as author_email", "p.slug as product_slug", "p.name_mn as product_name_mn", "p.name_en as product_name_en"]);
  if (args.filter === "hidden") query = query.where("r.status", "=", "hidden").orderBy("r.hidden_at", "desc");
  else {
    query = query.where("r.status", "=", "visible");
    if (args.filter === "reported") query = query.where("r.report_count", ">", 0).orderBy("r.report_count", "desc");
  }
  return query.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(args.limit).offset(args.offset).execute();
}

/** The report reasons of these reviews, newest first (the caller keeps a few per review). */
export async function reportReasons(db: DB, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .selectFrom("product_review_reports")
    .select(["review_id", "reason"])
    .where("review_id", "in", [...reviewIds])
    .where("reason", "!=", "")
    .orderBy("created_at", "desc")
    .execute();
}

export async function vendorQueueCounts(db: DB): Promise<Record<QueueFilter, number>> {
  const row = await db
    .selectFrom("vendor_reviews")
    .select([sql<number>`sum(case when status = 'visible' then 1 else 0 end)`.as("recent"), sql<number>`sum(case when status = 'hidden' then 1 else 0 end)`.as("hidden")])
    .executeTakeFirstOrThrow();
  // Vendor reviews are not reported by shoppers (no report button on them).
  return { reported: 0, recent: Number(row.recent ?? 0), hidden: Number(row.hidden ?? 0) };
}

export async function vendorQueue(db: DB, args: { filter: QueueFilter; limit: number; offset: number }) {
  if (args.filter === "reported") return [];
  let query = db
    .selectFrom("vendor_reviews as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .innerJoin("vendors as v", "v.id", "r.vendor_id")
    .select([...vendorReviewColumns, "u.email as author_email", "v.code as vendor_code", "v.name_mn as vendor_name_mn", "v.name_en as vendor_name_en"]);
  query = args.filter === "hidden" ? query.where("r.status", "=", "hidden").orderBy("r.hidden_at", "desc") : query.where("r.status", "=", "visible");
  return query.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(args.limit).offset(args.offset).execute();
}

export async function productReviewsOfShopper(db: DB, userId: number) {
  return db
    .selectFrom("product_reviews as r")
    .innerJoin("products as p", "p.id", "r.product_id")
    .select(["r.id", "r.rating", "r.body", "r.photo_count", "r.status", "r.hidden_reason", "r.created_at", "p.slug", "p.name_mn", "p.name_en"])
    .where("r.user_id", "=", userId)
    .execute();
}

export async function vendorReviewsOfShopper(db: DB, userId: number) {
  return db
    .selectFrom("vendor_reviews as r")
    .innerJoin("vendors as v", "v.id", "r.vendor_id")
    .select(["r.id", "r.rating", "r.body", "r.status", "r.hidden_reason", "r.created_at", "v.code", "v.name_mn", "v.name_en"])
    .where("r.user_id", "=", userId)
    .execute();
}
