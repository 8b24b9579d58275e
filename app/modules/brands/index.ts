export * from "./domain/paging";
export * from "./status";
export * from "./ui/BrandViews";
export * from "./view-models";
