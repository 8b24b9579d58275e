export * from "./browsing.server";
