export * from "./domain/paging";
export * from "./status";
export * from "./ui/BrandViews";
export * from "./ui/ProductPager";
export * from "./view-models";
