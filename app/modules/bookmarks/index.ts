export * from "./domain/bookmark";
export * from "./forms";
export * from "./status";
export * from "./view-models";
export * from "./ui/BookmarkButton";
export * from "./ui/BookmarkList";
