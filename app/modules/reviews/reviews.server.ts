import type { DB } from "~/db/client.server";
import { isUniqueViolation } from "~/db/record-errors.server";
import { inTransaction } from "~/db/transactions.server";
import { HOUR_MS } from "~/kernel/dates";
import { fail, ok, type Result } from "~/kernel/result";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import { REPORT_REASON_MAX, REVIEW_PHOTOS_MAX, REVIEWS_PER_PAGE, VOTES_PER_HOUR } from "./domain/limits";
import {
  mayChange,
  mayVote,
  moderationOf,
  pageCountOf,
  parseReviewListParams,
  photoCountAllowed,
  summaryFromCounts,
  reviewInputRefusal,
  voteRefusal,
  type ReviewState,
  type VoteRefusal,
} from "./domain/rules";
import type { EditReviewInput, ReportReviewInput, ReviewInput } from "./forms";
import { deleteReviewPhotoFiles, prepareReviewPhotos, writeReviewPhotos, type PreparedPhoto } from "./photos.server";
import {
  addHelpfulVote,
  addReport,
  addReviewPhotos,
  countListedReviews,
  deleteOwnProductReview,
  findProductBySlug,
  findProductReviewRow,
  findReviewOfShopper,
  findReviewState,
  insertProductReview,
  listProductReviews,
  photoFilesOfReview,
  photosOfReviews,
  productRatingCounts,
  recomputeProductFigures,
  removeReviewPhotos,
  updateOwnProductReview,
  verifiedBuyers,
  viewerMarks,
  type StoredPhotoRow,
} from "./queries.server";
import type { ReviewErrorCode } from "./status";
import { authorNameOf, groupPhotos, productQueue, reviewAllowance, syncProductFigures, type ReviewContext, type UploadedPhoto, type Viewer } from "./support.server";
import type { ProductReviewView, ProductReviewsView, ReviewPhotoView, ReviewSort } from "./view-models";
import { localized } from "~/kernel/localized";

export { reviewPhotoPath } from "./photos.server";
export type { ReviewContext, UploadedPhoto, Viewer } from "./support.server";

/**
 * Product reviews (issue 18, docs/decisions/051-reviews-and-true-ratings.md): the product
 * page's list and summary, writing, editing and deleting one's own review with photos, and the
 * helpful votes and reports. Every change to a review rewrites the product's figures in its
 * transaction; the search index follows after commit.
 */

/** `?reviews=<sort>&reviewPage=<n>` of the product page (bad values fall back to newest / 1). */
export function reviewListParams(search: URLSearchParams): { sort: ReviewSort; page: number } {
  return parseReviewListParams(search);
}

async function voteAllowance(db: DB, now: Date, userId: number): Promise<boolean> {
  return hitRateLimit(db, `review-vote:hour:${userId}`, VOTES_PER_HOUR, new Date(now.getTime() - HOUR_MS).toISOString(), now);
}

// ---- reading ---------------------------------------------------------------------------------

type ReviewRow = Awaited<ReturnType<typeof listProductReviews>>[number];

interface ViewFacts {
  viewer: Viewer;
  photos: Map<number, ReviewPhotoView[]>;
  verified: Set<number>;
  voted: Set<number>;
  reported: Set<number>;
}

function reviewView(row: ReviewRow, facts: ViewFacts): ProductReviewView {
  const { viewer } = facts;
  const status = row.status as ReviewState;
  const review = { userId: row.user_id, status };
  return {
    id: row.id,
    authorName: authorNameOf(row),
    rating: row.rating,
    body: row.body,
    language: row.language,
    createdAt: row.created_at,
    editedAt: row.updated_at !== row.created_at ? row.updated_at : null,
    verified: facts.verified.has(row.user_id),
    helpfulCount: row.helpful_count,
    photos: facts.photos.get(row.id) ?? [],
    mine: viewer.userId !== null && viewer.userId === row.user_id,
    votedHelpful: facts.voted.has(row.id),
    reported: facts.reported.has(row.id),
    canVote: mayVote(review, viewer.userId),
    canReport: mayVote(review, viewer.userId),
    hidden: status === "hidden" ? { reason: row.hidden_reason ?? "", at: row.hidden_at ?? row.updated_at } : null,
    moderation: moderationOf(status, viewer.isStaff),
  };
}

async function reviewViews(db: DB, productId: number, rows: readonly ReviewRow[], viewer: Viewer): Promise<ProductReviewView[]> {
  const ids = rows.map((r) => r.id);
  const [photos, verified, marks] = await Promise.all([
    photosOfReviews(db, ids),
    verifiedBuyers(db, productId, rows.map((r) => r.user_id)),
    viewer.userId === null ? { voted: new Set<number>(), reported: new Set<number>() } : viewerMarks(db, viewer.userId, ids),
  ]);
  const facts: ViewFacts = { viewer, photos: groupPhotos(photos), verified, ...marks };
  return rows.map((row) => reviewView(row, facts));
}

/**
 * One product's reviews as the viewer sees them. For a guest it depends on the rows only (the
 * product page is cached for cookie-less visitors; review writes move the page revision).
 */
export async function productReviews(db: DB, args: { productId: number; slug: string; viewer: Viewer; sort: ReviewSort; page: number }): Promise<ProductReviewsView> {
  const { productId, viewer, sort } = args;
  const [counts, mine] = await Promise.all([
    productRatingCounts(db, productId),
    viewer.userId === null ? Promise.resolve(undefined) : findReviewOfShopper(db, productId, viewer.userId),
  ]);
  const excludeUserId = mine ? mine.user_id : null;
  const listed = await countListedReviews(db, productId, sort, excludeUserId);
  const pageCount = pageCountOf(listed);
  const page = Math.min(Math.max(1, Math.floor(args.page)), pageCount);
  const rows = await listProductReviews(db, { productId, sort, excludeUserId, limit: REVIEWS_PER_PAGE, offset: (page - 1) * REVIEWS_PER_PAGE });
  const views = await reviewViews(db, productId, mine ? [...rows, mine] : rows, viewer);
  return {
    productId,
    slug: args.slug,
    summary: summaryFromCounts(counts),
    reviews: mine ? views.slice(0, -1) : views,
    sort,
    page,
    pageCount,
    listed,
    viewer: viewer.userId === null ? "guest" : viewer.isStaff ? "staff" : "shopper",
    myReview: mine ? views[views.length - 1]! : null,
    canWrite: viewer.userId !== null && !mine,
  };
}

/** The author's edit form: the review as stored (hidden ones too). */
export async function ownProductReview(
  db: DB,
  userId: number,
  reviewId: number,
  locale: string = "mn",
): Promise<Result<{ productSlug: string; productName: string; review: ProductReviewView }, ReviewErrorCode>> {
  const row = await findProductReviewRow(db, reviewId);
  if (!row) return fail("reviews:errors.reviewNotFound");
  if (!mayChange({ userId: row.user_id, status: row.status as ReviewState }, userId)) {
    return fail(row.status === "visible" ? "reviews:errors.notYours" : "reviews:errors.reviewNotFound");
  }
  const [review] = await reviewViews(db, row.product_id, [row], { userId, isStaff: false });
  return ok({ productSlug: row.product_slug, productName: localized(row, "product_name", locale), review: review! });
}

// ---- writing ---------------------------------------------------------------------------------

/** Photos that were written for a transaction that then did not commit are removed again. */
async function withWrittenPhotos<T>(uploadsDir: string, prepared: readonly PreparedPhoto[], work: (stored: StoredPhotoRow[]) => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  const stored = await writeReviewPhotos(uploadsDir, prepared);
  try {
    const value = await work(stored);
    if (!keep(value)) await deleteReviewPhotoFiles(uploadsDir, stored);
    return value;
  } catch (error) {
    await deleteReviewPhotoFiles(uploadsDir, stored);
    throw error;
  }
}

/** Creates the shopper's review of the product named by its slug; photos are re-encoded before the transaction. */
export async function writeProductReview(
  ctx: ReviewContext,
  now: Date,
  userId: number,
  productSlug: string,
  input: ReviewInput & { language: "mn" | "en" },
  photos: UploadedPhoto[],
): Promise<Result<{ reviewId: number; productSlug: string }, ReviewErrorCode>> {
  const { db } = ctx;
  const product = await findProductBySlug(db, productSlug);
  if (!product) return fail("reviews:errors.productNotFound");
  const bad = reviewInputRefusal(input.rating, input.comment);
  if (bad) return fail(bad);
  if (photos.length > REVIEW_PHOTOS_MAX) return fail("reviews:errors.tooManyPhotos");
  if (await findReviewOfShopper(db, product.id, userId)) return fail("reviews:errors.alreadyReviewed");
  const prepared = await prepareReviewPhotos(photos);
  if (!prepared.ok) return prepared;
  if (!(await reviewAllowance(db, now, userId))) return fail("reviews:errors.tooManyReviews");

  const stamp = now.toISOString();
  const result = await withWrittenPhotos(
    ctx.uploadsDir,
    prepared.value,
    async (stored): Promise<Result<number, ReviewErrorCode>> => {
      try {
        const reviewId = await inTransaction(
          db,
          async (trx) => {
            const id = await insertProductReview(trx, { product_id: product.id, user_id: userId, rating: input.rating, body: input.comment, language: input.language, now: stamp });
            await addReviewPhotos(trx, id, stored, stamp);
            await recomputeProductFigures(trx, product.id);
            return id;
          },
          productQueue(product.id),
        );
        return ok(reviewId);
      } catch (error) {
        // Two posts at once: the unique key lets one through; the other is told, not failed.
        if (isUniqueViolation(error)) return fail("reviews:errors.alreadyReviewed");
        throw error;
      }
    },
    (value) => value.ok,
  );
  if (!result.ok) return result;
  await syncProductFigures(db, ctx.searchIndex, product.id);
  return ok({ reviewId: result.value, productSlug: product.slug });
}

/** The review for its author, or the refusal everyone else gets. */
async function authorsReview(db: DB, userId: number, reviewId: number) {
  const row = await findProductReviewRow(db, reviewId);
  if (!row) return fail("reviews:errors.reviewNotFound" as const);
  if (!mayChange({ userId: row.user_id, status: row.status as ReviewState }, userId)) {
    return fail(row.status === "visible" ? ("reviews:errors.notYours" as const) : ("reviews:errors.reviewNotFound" as const));
  }
  return ok(row);
}

export async function editProductReview(
  ctx: ReviewContext,
  now: Date,
  userId: number,
  reviewId: number,
  input: EditReviewInput,
  photos: UploadedPhoto[],
): Promise<Result<{ reviewId: number; productSlug: string }, ReviewErrorCode>> {
  const { db } = ctx;
  const found = await authorsReview(db, userId, reviewId);
  if (!found.ok) return found;
  const bad = reviewInputRefusal(input.rating, input.comment);
  if (bad) return fail(bad);
  const review = found.value;
  const existing = await photoFilesOfReview(db, reviewId);
  const removeIds = existing.filter((p) => input.remove_photo.includes(p.id)).map((p) => p.id);
  if (!photoCountAllowed(existing.length, removeIds.length, photos.length)) return fail("reviews:errors.tooManyPhotos");
  const prepared = await prepareReviewPhotos(photos);
  if (!prepared.ok) return prepared;
  if (!(await reviewAllowance(db, now, userId))) return fail("reviews:errors.tooManyReviews");

  const stamp = now.toISOString();
  const result = await withWrittenPhotos(
    ctx.uploadsDir,
    prepared.value,
    (stored) =>
      inTransaction(
        db,
        async (trx): Promise<Result<{ removed: { file: string; thumb_file: string }[] }, ReviewErrorCode>> => {
          const productId = await updateOwnProductReview(trx, reviewId, userId, { rating: input.rating, body: input.comment, now: stamp });
          if (productId === null) return fail("reviews:errors.reviewNotFound");
          const removed = await removeReviewPhotos(trx, reviewId, removeIds);
          await addReviewPhotos(trx, reviewId, stored, stamp);
          await recomputeProductFigures(trx, productId);
          return ok({ removed });
        },
        productQueue(review.product_id),
      ),
    (value) => value.ok,
  );
  if (!result.ok) return result;
  await deleteReviewPhotoFiles(ctx.uploadsDir, result.value.removed);
  await syncProductFigures(db, ctx.searchIndex, review.product_id);
  return ok({ reviewId, productSlug: review.product_slug });
}

export async function deleteProductReview(ctx: ReviewContext, _now: Date, userId: number, reviewId: number): Promise<Result<{ productSlug: string }, ReviewErrorCode>> {
  const { db } = ctx;
  const found = await authorsReview(db, userId, reviewId);
  if (!found.ok) return found;
  const review = found.value;
  const files = await inTransaction(
    db,
    async (trx) => {
      const photos = await photoFilesOfReview(trx, reviewId);
      const productId = await deleteOwnProductReview(trx, reviewId, userId);
      if (productId === null) return null;
      await recomputeProductFigures(trx, productId);
      return photos;
    },
    productQueue(review.product_id),
  );
  // A second click (or a second tab) found nothing left to delete: the shopper's wish is met.
  if (files === null) return ok({ productSlug: review.product_slug });
  await deleteReviewPhotoFiles(ctx.uploadsDir, files);
  await syncProductFigures(db, ctx.searchIndex, review.product_id);
  return ok({ productSlug: review.product_slug });
}

// ---- votes and reports -----------------------------------------------------------------------

async function votableReview(db: DB, userId: number, reviewId: number) {
  const row = await findProductReviewRow(db, reviewId);
  if (!row) return fail("reviews:errors.reviewNotFound" as const);
  const refusal = voteRefusal({ userId: row.user_id, status: row.status as ReviewState }, userId);
  return refusal ? fail(refusal) : ok(row);
}

/**
 * Read again in the vote's transaction, queued with the product's other review writers: a
 * delete or hide that committed meanwhile is seen, so no vote lands on a review that is gone.
 */
async function stillVotable(db: DB, userId: number, reviewId: number): Promise<VoteRefusal | null> {
  const row = await findReviewState(db, reviewId);
  return row ? voteRefusal({ userId: row.user_id, status: row.status as ReviewState }, userId) : "reviews:errors.reviewNotFound";
}

/** One 'helpful' per shopper and review; a second is a success that changes nothing. */
export async function voteReviewHelpful(db: DB, now: Date, userId: number, reviewId: number): Promise<Result<{ reviewId: number; productSlug: string }, ReviewErrorCode>> {
  const found = await votableReview(db, userId, reviewId);
  if (!found.ok) return found;
  if (!(await voteAllowance(db, now, userId))) return fail("reviews:errors.tooManyVotes");
  const refusal = await inTransaction(
    db,
    async (trx) => (await stillVotable(trx, userId, reviewId)) ?? (await addHelpfulVote(trx, reviewId, userId, now.toISOString()), null),
    productQueue(found.value.product_id),
  );
  return refusal ? fail(refusal) : ok({ reviewId, productSlug: found.value.product_slug });
}

export async function reportReview(db: DB, now: Date, userId: number, reviewId: number, input: ReportReviewInput): Promise<Result<{ reviewId: number; productSlug: string }, ReviewErrorCode>> {
  const reason = (input.reason ?? "").trim();
  if (reason.length > REPORT_REASON_MAX) return fail("reviews:errors.reasonTooLong");
  const found = await votableReview(db, userId, reviewId);
  if (!found.ok) return found;
  if (!(await voteAllowance(db, now, userId))) return fail("reviews:errors.tooManyVotes");
  const refusal = await inTransaction(
    db,
    async (trx) => (await stillVotable(trx, userId, reviewId)) ?? (await addReport(trx, reviewId, userId, reason, now.toISOString()), null),
    productQueue(found.value.product_id),
  );
  return refusal ? fail(refusal) : ok({ reviewId, productSlug: found.value.product_slug });
}

