export * from "./reviews.server";
export * from "./vendor-reviews.server";
export * from "./moderation.server";
// The product page renders its reviews on the server only; the browser fetches their script late (ui/DeferredProductReviews.tsx).
export { ProductReviews as ProductReviewsOnServer } from "./ui/ProductReviews";
