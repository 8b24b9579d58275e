export * from "./domain/promotion-rules";
export * from "./status";
export * from "./ui/PromotionViews";
export * from "./ui/PromotionRail";
export * from "./view-models";
