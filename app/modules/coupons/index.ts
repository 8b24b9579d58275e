export * from "./domain/code-attempts";
export * from "./domain/coupon-kinds";
export * from "./domain/coupon-rules";
export * from "./forms";
export * from "./status";
export * from "./ui/CouponCard";
export * from "./ui/CouponFacts";
export type { CouponListState, CouponView } from "./coupon-view";
