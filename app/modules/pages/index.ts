export * from "./domain/page-slugs";
export * from "./domain/placeholders";
export * from "./status";
export * from "./ui/ShopPage";
export * from "./view-models";
export * from "./ui/Breadcrumbs";
