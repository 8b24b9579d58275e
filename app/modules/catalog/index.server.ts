export * from "./catalog.server";
export * from "./navigation.server";
export * from "./product.server";
export * from "./queries/catalog-labels.server";
