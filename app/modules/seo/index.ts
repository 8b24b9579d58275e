export * from "./domain/robots";
export * from "./domain/sitemap";
export * from "./status";
