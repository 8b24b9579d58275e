/** What the pages show of product and vendor reviews (issue 18). Plain data: loaders send it to the browser. */

/** The product page's orders of reviews; `photos` is "with photos first" (only reviews that have photos). */
export type ReviewSort = "newest" | "helpful" | "highest" | "lowest" | "photos";
export const REVIEW_SORTS: readonly ReviewSort[] = ["newest", "helpful", "highest", "lowest", "photos"];

export interface RatingSummary {
  /** Mean of the visible ratings, unrounded (0 when none); pages show one decimal. */
  average: number;
  total: number;
  /** Always five rows, 5 stars first. */
  histogram: { stars: 1 | 2 | 3 | 4 | 5; count: number }[];
}

export interface ReviewPhotoView {
  id: number;
  /** `/media/reviews/<file>`: the full image (a plain link without JS). */
  url: string;
  thumbUrl: string;
  /** The shopper's file name, cleaned: the alt text's second half. */
  name: string;
  width: number;
  height: number;
}

export interface ProductReviewView {
  id: number;
  authorName: string;
  rating: number;
  /** Plain text as written; React escapes it. */
  body: string;
  language: "mn" | "en";
  createdAt: string;
  /** Set when the text or rating was changed after posting. */
  editedAt: string | null;
  /** The reviewer has a delivered (or completed) order with this product. */
  verified: boolean;
  helpfulCount: number;
  photos: ReviewPhotoView[];
  mine: boolean;
  /** The viewer already said it helped. */
  votedHelpful: boolean;
  /** The viewer already reported it. */
  reported: boolean;
  /** Signed in, not the author, the review visible. */
  canVote: boolean;
  canReport: boolean;
  /** Only the author and staff ever see a hidden review; this says why it is hidden. */
  hidden: { reason: string; at: string } | null;
  /** Staff: hide (visible) or restore (hidden); null for everyone else. */
  moderation: "hide" | "restore" | null;
}

export interface ProductReviewsView {
  productId: number;
  slug: string;
  summary: RatingSummary;
  /** The page of reviews in `sort` order (the viewer's own is shown apart, in `myReview`). */
  reviews: ProductReviewView[];
  sort: ReviewSort;
  page: number;
  pageCount: number;
  /** Reviews in this order's list (for `photos`, those with photos). */
  listed: number;
  viewer: "guest" | "shopper" | "staff";
  /** The viewer's own review, visible or hidden, wherever it falls in the order. */
  myReview: ProductReviewView | null;
  /** Signed in and no review of this product yet. */
  canWrite: boolean;
}

/** What the product page hands its reviews section. */
export interface ProductReviewsProps {
  view: ProductReviewsView;
  productPath: string;
  variant: string | null;
  /**
   * Reached by a client-side navigation (after posting a review, say): the section appears only
   * once its script is in, after the router looked for `#review-<id>`, so it scrolls there itself.
   */
  scrollToHash?: boolean;
}

export interface VendorReviewView {
  id: number;
  authorName: string;
  rating: number;
  body: string;
  language: "mn" | "en";
  createdAt: string;
  mine: boolean;
  hidden: { reason: string; at: string } | null;
  moderation: "hide" | "restore" | null;
}

export interface VendorReviewsView {
  vendorId: number;
  vendorCode: string;
  summary: RatingSummary;
  reviews: VendorReviewView[];
  page: number;
  pageCount: number;
  viewer: "guest" | "shopper" | "staff";
  myReview: VendorReviewView | null;
  /** Signed in, bought from this vendor (a delivered order), and no review yet. */
  canWrite: boolean;
  /** Signed in without such an order: the form is replaced by this reason. */
  cannotWriteReason: "reviews:vendor.mustBuyFirst" | null;
}

/** One row of the staff queue at /staff/reviews. */
export interface QueuedReviewView {
  kind: "product" | "vendor";
  id: number;
  /** The product's or vendor's name and page. */
  subject: string;
  subjectPath: string;
  authorName: string;
  authorEmail: string | null;
  rating: number;
  body: string;
  photos: ReviewPhotoView[];
  reportCount: number;
  /** The newest report reasons (up to 3). */
  reportReasons: string[];
  status: "visible" | "hidden";
  hiddenReason: string | null;
  createdAt: string;
}

export type ReviewQueueFilter = "reported" | "recent" | "hidden";

export interface ReviewQueueView {
  kind: "product" | "vendor";
  filter: ReviewQueueFilter;
  reviews: QueuedReviewView[];
  page: number;
  pageCount: number;
  /** Counts for the filter tabs. */
  counts: Record<ReviewQueueFilter, number>;
}

/** /account/reviews: everything the shopper wrote, with hidden ones marked. */
export interface MyReviewView {
  kind: "product" | "vendor";
  id: number;
  subject: string;
  subjectPath: string;
  rating: number;
  body: string;
  photoCount: number;
  status: "visible" | "hidden";
  hiddenReason: string | null;
  createdAt: string;
}
