import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { fail, ok, type Result } from "~/kernel/result";
import { HIDE_REASON_MAX, QUEUE_PER_PAGE } from "./domain/limits";
import { moderationTransition, pageCountOf } from "./domain/rules";
import type { ModerateReviewInput } from "./forms";
import {
  findProductReviewRow,
  findVendorReview,
  hideProductReview,
  hideVendorReview,
  photosOfReviews,
  productQueue as productQueueRows,
  productQueueCounts,
  productReviewsOfShopper,
  recomputeProductFigures,
  reportReasons,
  restoreProductReview,
  restoreVendorReview,
  vendorQueue,
  vendorQueueCounts,
  vendorReviewsOfShopper,
} from "./queries.server";
import type { ReviewErrorCode } from "./status";
import { authorNameOf, groupPhotos, productQueue, syncProductFigures, type ReviewContext } from "./support.server";
import type { MyReviewView, QueuedReviewView, ReviewQueueFilter, ReviewQueueView } from "./view-models";
import { localized } from "~/kernel/localized";

/** Staff moderation of product and vendor reviews, the queue at /staff/reviews, and the shopper's own list. */

const REASONS_SHOWN = 3;

const localName = (row: { name_mn: string; name_en: string }, locale: string) => localized(row, "name", locale);

/** Staff hide (with a reason) or restore a product or vendor review; the figures follow in the same transaction. */
export async function moderateReview(ctx: ReviewContext, now: Date, staffId: number, input: ModerateReviewInput): Promise<Result<{ hidden: boolean; subjectPath: string }, ReviewErrorCode>> {
  const { db } = ctx;
  const reason = input.reason.trim();
  if (input.intent === "hide" && reason.length === 0) return fail("reviews:errors.reasonRequired");
  if (reason.length > HIDE_REASON_MAX) return fail("reviews:errors.reasonTooLong");
  const { to } = moderationTransition(input.intent);
  const hide = to === "hidden";
  const stamp = now.toISOString();

  if (input.kind === "vendor") {
    const review = await findVendorReview(db, input.id);
    if (!review) return fail("reviews:errors.reviewNotFound");
    // Guarded by the state it leaves: a second moderator's click changes nothing.
    await inTransaction(db, (trx) => (hide ? hideVendorReview(trx, review.id, staffId, reason, stamp) : restoreVendorReview(trx, review.id)));
    return ok({ hidden: hide, subjectPath: `/vendors/${review.vendor_code}` });
  }

  const review = await findProductReviewRow(db, input.id);
  if (!review) return fail("reviews:errors.reviewNotFound");
  const changed = await inTransaction(
    db,
    async (trx) => {
      const productId = hide ? await hideProductReview(trx, review.id, staffId, reason, stamp) : await restoreProductReview(trx, review.id);
      if (productId === null) return false;
      await recomputeProductFigures(trx, productId);
      return true;
    },
    productQueue(review.product_id),
  );
  if (changed) await syncProductFigures(db, ctx.searchIndex, review.product_id);
  return ok({ hidden: hide, subjectPath: `/products/${review.product_slug}` });
}

export async function reviewQueue(db: DB, args: { kind: "product" | "vendor"; filter: ReviewQueueFilter; page: number; locale: string }): Promise<ReviewQueueView> {
  const { kind, filter, locale } = args;
  const counts = kind === "product" ? await productQueueCounts(db) : await vendorQueueCounts(db);
  const pageCount = pageCountOf(counts[filter], QUEUE_PER_PAGE);
  const page = Math.min(Math.max(1, Math.floor(args.page)), pageCount);
  const window = { filter, limit: QUEUE_PER_PAGE, offset: (page - 1) * QUEUE_PER_PAGE };

  let reviews: QueuedReviewView[];
  if (kind === "product") {
    const rows = await productQueueRows(db, window);
    const ids = rows.map((r) => r.id);
    const [photos, reasons] = await Promise.all([photosOfReviews(db, ids), reportReasons(db, ids)]);
    const photosOf = groupPhotos(photos);
    const reasonsOf = new Map<number, string[]>();
    for (const row of reasons) {
      const list = reasonsOf.get(row.review_id) ?? [];
      if (list.length < REASONS_SHOWN) reasonsOf.set(row.review_id, [...list, row.reason]);
    }
    reviews = rows.map((row) => ({
      kind,
      id: row.id,
      subject: localName({ name_mn: row.product_name_mn, name_en: row.product_name_en }, locale),
      subjectPath: `/products/${row.product_slug}`,
      authorName: authorNameOf(row),
      authorEmail: row.author_email,
      rating: row.rating,
      body: row.body,
      photos: photosOf.get(row.id) ?? [],
      reportCount: row.report_count,
      reportReasons: reasonsOf.get(row.id) ?? [],
      status: row.status,
      hiddenReason: row.hidden_reason,
      createdAt: row.created_at,
    }));
  } else {
    const rows = await vendorQueue(db, window);
    reviews = rows.map((row) => ({
      kind,
      id: row.id,
      subject: localName({ name_mn: row.vendor_name_mn, name_en: row.vendor_name_en }, locale),
      subjectPath: `/vendors/${row.vendor_code}`,
      authorName: authorNameOf(row),
      authorEmail: row.author_email,
      rating: row.rating,
      body: row.body,
      photos: [],
      reportCount: 0,
      reportReasons: [],
      status: row.status,
      hiddenReason: row.hidden_reason,
      createdAt: row.created_at,
    }));
  }
  return { kind, filter, reviews, page, pageCount, counts };
}

/** /account/reviews: both kinds, newest first, hidden ones with their reason. */
export async function myReviews(db: DB, userId: number, locale: string): Promise<MyReviewView[]> {
  const [products, vendors] = await Promise.all([productReviewsOfShopper(db, userId), vendorReviewsOfShopper(db, userId)]);
  const all: MyReviewView[] = [
    ...products.map((row) => ({
      kind: "product" as const,
      id: row.id,
      subject: localName(row, locale),
      subjectPath: `/products/${row.slug}`,
      rating: row.rating,
      body: row.body,
      photoCount: row.photo_count,
      status: row.status,
      hiddenReason: row.hidden_reason,
      createdAt: row.created_at,
    })),
    ...vendors.map((row) => ({
      kind: "vendor" as const,
      id: row.id,
      subject: localName(row, locale),
      subjectPath: `/vendors/${row.code}`,
      rating: row.rating,
      body: row.body,
      photoCount: 0,
      status: row.status,
      hiddenReason: row.hidden_reason,
      createdAt: row.created_at,
    })),
  ];
  return all.sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
}
