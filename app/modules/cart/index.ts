export * from "./domain/cart-totals";
export * from "./forms";
export * from "./ui/AddToCartForm";
export * from "./ui/CartView";
