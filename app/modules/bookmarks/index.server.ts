export * from "./bookmarks.server";
