export * from "./domain/cart-totals";
export * from "./forms";
export * from "./status";
export * from "./ui/CartView";
export * from "./view-models";
