export * from "./articles.server";
export * from "./authors.server";
export * from "./images.server";
