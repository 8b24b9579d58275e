/**
 * The review rules that need no I/O (issue 18): who may do what with a review, the moderation
 * transitions, the rating summary from counts, the list's parameters and photo names.
 */
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEWS_PER_PAGE } from "./limits";

export type ReviewState = "visible" | "hidden";
export type ReviewSortKey = "newest" | "helpful" | "highest" | "lowest" | "photos";
const SORTS: readonly ReviewSortKey[] = ["newest", "helpful", "highest", "lowest", "photos"];

export interface ReviewFacts {
  userId: number;
  status: ReviewState;
}

export interface ViewerFacts {
  userId: number | null;
  isStaff: boolean;
}

/** A hidden review is shown only to its author and to staff; for everyone else it does not exist. */
export function maySee(review: ReviewFacts, viewer: ViewerFacts): boolean {
  return review.status === "visible" || viewer.isStaff || (viewer.userId !== null && viewer.userId === review.userId);
}

/** Only the author edits or deletes, hidden or not (the author still sees a hidden review). */
export function mayChange(review: ReviewFacts, userId: number): boolean {
  return review.userId === userId;
}

export type VoteRefusal = "reviews:errors.reviewNotFound" | "reviews:errors.ownReview";

/** Why a shopper may not vote on or report this review, or null when they may. */
export function voteRefusal(review: ReviewFacts, userId: number): VoteRefusal | null {
  if (review.userId === userId) return review.status === "visible" ? "reviews:errors.ownReview" : "reviews:errors.reviewNotFound";
  if (review.status !== "visible") return "reviews:errors.reviewNotFound";
  return null;
}

/** Vote and report buttons: signed in, not the author, and the review visible. */
export function mayVote(review: ReviewFacts, viewerId: number | null): boolean {
  return viewerId !== null && voteRefusal(review, viewerId) === null;
}

/** What staff can do to a review in its state. */
export function moderationOf(status: ReviewState, isStaff: boolean): "hide" | "restore" | null {
  if (!isStaff) return null;
  return status === "visible" ? "hide" : "restore";
}

/** The state a review must be in for the staff's intent, and the state it ends in. */
export function moderationTransition(intent: "hide" | "restore"): { from: ReviewState; to: ReviewState } {
  return intent === "hide" ? { from: "visible", to: "hidden" } : { from: "hidden", to: "visible" };
}

export type Stars = 1 | 2 | 3 | 4 | 5;

/** Five rows, 5 stars first, from `rating → count` rows of one GROUP BY (missing ratings count 0). */
export function histogramRows(counts: readonly { rating: number; count: number }[]): { stars: Stars; count: number }[] {
  const byRating = new Map<number, number>();
  for (const row of counts) byRating.set(Number(row.rating), (byRating.get(Number(row.rating)) ?? 0) + Number(row.count));
  return ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: byRating.get(stars) ?? 0 }));
}

/** The summary the pages show: the exact mean of the visible ratings (0 when none), the total and the histogram. */
export function summaryFromCounts(counts: readonly { rating: number; count: number }[]): {
  average: number;
  total: number;
  histogram: { stars: Stars; count: number }[];
} {
  const histogram = histogramRows(counts);
  const total = histogram.reduce((sum, row) => sum + row.count, 0);
  const points = histogram.reduce((sum, row) => sum + row.stars * row.count, 0);
  return { average: total === 0 ? 0 : points / total, total, histogram };
}

export function pageCountOf(total: number, perPage: number = REVIEWS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** `?reviews=<sort>&reviewPage=<n>`: anything else falls back to newest, page 1. */
export function parseReviewListParams(search: URLSearchParams): { sort: ReviewSortKey; page: number } {
  const sortParam = search.get("reviews");
  const sort = SORTS.find((s) => s === sortParam) ?? "newest";
  const pageParam = search.get("reviewPage") ?? "";
  const page = /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  return { sort, page };
}

/** A positive page number from a query value, 1 when it is anything else. */
export function pageParam(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

const PHOTO_NAME_MAX = 200;

/**
 * The shopper's file name as kept for the alt text: no folders (either slash), no control
 * characters, spaces collapsed, at most 200 characters. Never used for the type or the path.
 */
export function cleanPhotoName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "").replace(/\s+/g, " ").trim();
  return [...printable].slice(0, PHOTO_NAME_MAX).join("").trim();
}

/** Stored photos are `<32 lowercase hex>.webp`; nothing else is ever read or deleted. */
export function isReviewPhotoFile(file: string): boolean {
  return /^[a-f0-9]{32}\.webp$/.test(file);
}

/** Whether a review may end with this many photos: those kept plus those added. */
export function photoCountAllowed(existing: number, removed: number, added: number): boolean {
  return existing - removed + added <= REVIEW_PHOTOS_MAX;
}

export type ReviewInputRefusal = "reviews:errors.ratingRequired" | "reviews:errors.textTooShort" | "reviews:errors.textTooLong";

/**
 * The rating and text as the database's CHECKs will see them (the form's schema said so already;
 * this keeps a caller that skipped it from a 500). Length in characters, as SQL's length() counts
 * them, not UTF-16 units: an emoji is one.
 */
export function reviewInputRefusal(rating: number, text: string): ReviewInputRefusal | null {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return "reviews:errors.ratingRequired";
  const length = [...text].length;
  if (length < REVIEW_TEXT_MIN) return "reviews:errors.textTooShort";
  if (length > REVIEW_TEXT_MAX) return "reviews:errors.textTooLong";
  return null;
}
