export * from "./domain/publishing";
export * from "./status";
export * from "./ui/LookbookViews";
export * from "./view-models";
