export * from "./ui/BookmarkButton";
