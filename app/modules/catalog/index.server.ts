export * from "./catalog.server";
export * from "./media/logos.server";
export * from "./navigation.server";
export * from "./product.server";
