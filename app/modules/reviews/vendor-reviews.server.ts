import type { DB } from "~/db/client.server";
import { isUniqueViolation } from "~/db/record-errors.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, ok, type Result } from "~/kernel/result";
import { REVIEWS_PER_PAGE } from "./domain/limits";
import { mayChange, moderationOf, pageCountOf, reviewInputRefusal, summaryFromCounts, type ReviewState } from "./domain/rules";
import type { ReviewInput } from "./forms";
import {
  countVendorReviews,
  deleteOwnVendorReview,
  findActiveVendor,
  findVendorReview,
  findVendorReviewOfShopper,
  hasBoughtFromVendor,
  insertVendorReview,
  listVendorReviews,
  vendorRatingCounts,
} from "./queries.server";
import type { ReviewErrorCode } from "./status";
import { authorNameOf, reviewAllowance, type Viewer } from "./support.server";
import type { VendorReviewView, VendorReviewsView } from "./view-models";

/**
 * Vendor reviews (issue 18): one per shopper who received an order with the vendor's products,
 * rating and text, deletable by the author, hidden by staff. The summary is computed on read.
 */

type VendorReviewRow = Awaited<ReturnType<typeof listVendorReviews>>[number];

function vendorReviewView(row: VendorReviewRow, viewer: Viewer): VendorReviewView {
  const status = row.status as ReviewState;
  return {
    id: row.id,
    authorName: authorNameOf(row),
    rating: row.rating,
    body: row.body,
    language: row.language,
    createdAt: row.created_at,
    mine: viewer.userId !== null && viewer.userId === row.user_id,
    hidden: status === "hidden" ? { reason: row.hidden_reason ?? "", at: row.hidden_at ?? row.updated_at } : null,
    moderation: moderationOf(status, viewer.isStaff),
  };
}

export async function vendorReviews(db: DB, args: { vendorCode: string; viewer: Viewer; page: number }): Promise<Result<VendorReviewsView, ReviewErrorCode>> {
  const vendor = await findActiveVendor(db, args.vendorCode);
  if (!vendor) return fail("reviews:errors.vendorNotFound");
  const { viewer } = args;
  const [counts, mine, bought] = await Promise.all([
    vendorRatingCounts(db, vendor.id),
    viewer.userId === null ? Promise.resolve(undefined) : findVendorReviewOfShopper(db, vendor.id, viewer.userId),
    viewer.userId === null ? Promise.resolve(false) : hasBoughtFromVendor(db, vendor.id, viewer.userId),
  ]);
  const excludeUserId = mine ? mine.user_id : null;
  const listed = await countVendorReviews(db, vendor.id, excludeUserId);
  const pageCount = pageCountOf(listed);
  const page = Math.min(Math.max(1, Math.floor(args.page)), pageCount);
  const rows = await listVendorReviews(db, { vendorId: vendor.id, excludeUserId, limit: REVIEWS_PER_PAGE, offset: (page - 1) * REVIEWS_PER_PAGE });
  const signedInWithout = viewer.userId !== null && !mine;
  return ok({
    vendorId: vendor.id,
    vendorCode: vendor.code,
    summary: summaryFromCounts(counts),
    reviews: rows.map((row) => vendorReviewView(row, viewer)),
    page,
    pageCount,
    viewer: viewer.userId === null ? "guest" : viewer.isStaff ? "staff" : "shopper",
    myReview: mine ? vendorReviewView(mine, viewer) : null,
    canWrite: signedInWithout && bought,
    cannotWriteReason: signedInWithout && !bought ? "reviews:vendor.mustBuyFirst" : null,
  });
}

export async function writeVendorReview(
  db: DB,
  now: Date,
  userId: number,
  vendorCode: string,
  input: ReviewInput & { language: "mn" | "en" },
): Promise<Result<{ reviewId: number; vendorCode: string }, ReviewErrorCode>> {
  const vendor = await findActiveVendor(db, vendorCode);
  if (!vendor) return fail("reviews:errors.vendorNotFound");
  const bad = reviewInputRefusal(input.rating, input.comment);
  if (bad) return fail(bad);
  if (!(await hasBoughtFromVendor(db, vendor.id, userId))) return fail("reviews:errors.mustBuyFirst");
  if (await findVendorReviewOfShopper(db, vendor.id, userId)) return fail("reviews:errors.alreadyReviewed");
  if (!(await reviewAllowance(db, now, userId))) return fail("reviews:errors.tooManyReviews");
  try {
    const reviewId = await inTransaction(db, (trx) =>
      insertVendorReview(trx, { vendor_id: vendor.id, user_id: userId, rating: input.rating, body: input.comment, language: input.language, now: now.toISOString() }),
    );
    return ok({ reviewId, vendorCode: vendor.code });
  } catch (error) {
    if (isUniqueViolation(error)) return fail("reviews:errors.alreadyReviewed");
    throw error;
  }
}

export async function deleteVendorReview(db: DB, _now: Date, userId: number, reviewId: number): Promise<Result<{ vendorCode: string }, ReviewErrorCode>> {
  const review = await findVendorReview(db, reviewId);
  if (!review) return fail("reviews:errors.reviewNotFound");
  if (!mayChange({ userId: review.user_id, status: review.status as ReviewState }, userId)) {
    return fail(review.status === "visible" ? "reviews:errors.notYours" : "reviews:errors.reviewNotFound");
  }
  // Guarded by the author; a second click finds nothing and is still what the shopper wanted.
  await inTransaction(db, (trx) => deleteOwnVendorReview(trx, reviewId, userId));
  return ok({ vendorCode: review.vendor_code });
}
