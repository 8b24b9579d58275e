export * from "./brands.server";
export * from "./product-pages.server";
