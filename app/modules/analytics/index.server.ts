export * from "./analytics.server";
