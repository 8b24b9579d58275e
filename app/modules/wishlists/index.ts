export * from "./domain/wish-rules";
export * from "./forms";
export * from "./status";
export * from "./view-models";
export * from "./ui/WishListItems";
