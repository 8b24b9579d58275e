/** Product and vendor reviews (migration 0021_reviews). Part of the Database interface (app/db/schema.ts). */
import type { Generated } from "kysely";

export interface ReviewTables {
  product_reviews: ProductReviewTable;
  product_review_photos: ProductReviewPhotoTable;
  product_review_votes: ProductReviewVoteTable;
  product_review_reports: ProductReviewReportTable;
  vendor_reviews: VendorReviewTable;
}

export type ReviewStatus = "visible" | "hidden";
export type ReviewLanguage = "mn" | "en";

export interface ProductReviewTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  /** 1..5. */
  rating: number;
  /** Plain text as written (10..2000 characters), never HTML. */
  body: string;
  /** The language the shopper wrote in (the page's language when posted): the `lang` of the text. */
  language: Generated<ReviewLanguage>;
  status: Generated<ReviewStatus>;
  helpful_count: Generated<number>;
  report_count: Generated<number>;
  photo_count: Generated<number>;
  /** Set with status 'hidden' (a CHECK requires it); the author sees it. */
  hidden_reason: string | null;
  hidden_by: number | null;
  hidden_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductReviewPhotoTable {
  id: Generated<number>;
  review_id: number;
  /** `<32 hex>.webp`, the full image (long side at most 1600 px). */
  file: string;
  /** `<32 hex>.webp`, the thumbnail. */
  thumb_file: string;
  /** The shopper's file name, cleaned, for the alt text and the spec's `images (file, name)`. */
  name: string;
  width: number;
  height: number;
  position: number;
  created_at: string;
}

export interface ProductReviewVoteTable {
  review_id: number;
  user_id: number;
  created_at: string;
}

export interface ProductReviewReportTable {
  review_id: number;
  user_id: number;
  reason: Generated<string>;
  created_at: string;
}

export interface VendorReviewTable {
  id: Generated<number>;
  vendor_id: number;
  user_id: number;
  rating: number;
  body: string;
  language: Generated<ReviewLanguage>;
  status: Generated<ReviewStatus>;
  hidden_reason: string | null;
  hidden_by: number | null;
  hidden_at: string | null;
  created_at: string;
  updated_at: string;
}
