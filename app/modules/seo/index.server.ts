export * from "./organization.server";
export * from "./sitemap.server";
