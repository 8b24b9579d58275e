/** The review limits (issue 18). Pure values, shared by the forms, the rules and the pages. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 5;
/** Per photo, before decoding; phones' photos are 2-5 MB. */
export const REVIEW_PHOTO_MAX_BYTES = 8_000_000;
/** A decoded image larger than this is refused before sharp unpacks it. */
export const REVIEW_PHOTO_MAX_PIXELS = 40_000_000;
/** The full image's long side and the thumbnail's square side, in pixels. */
export const REVIEW_PHOTO_FULL_PX = 1600;
export const REVIEW_PHOTO_THUMB_PX = 240;
export const REPORT_REASON_MAX = 300;
export const HIDE_REASON_MAX = 300;
/** Reviews shown per page on the product and vendor pages, and per page of the staff queue. */
export const REVIEWS_PER_PAGE = 10;
export const QUEUE_PER_PAGE = 30;
/** Posting and voting limits per shopper. */
export const REVIEWS_PER_HOUR = 10;
export const VOTES_PER_HOUR = 60;
