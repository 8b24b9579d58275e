export * from "./domain/pricing";
export * from "./media/product-image-svg";
export * from "./ui/ListingView";
export * from "./ui/ProductCard";
export * from "./ui/ProductDetail";
