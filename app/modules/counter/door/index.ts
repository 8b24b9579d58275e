/** The counter's in-store coupons (forms, rules, answers, view shapes) and the code scanner, for the browser and server alike. */
export * from "./forms";
export * from "./rules";
export * from "./status";
export * from "./view";
export * from "../ui/CodeScanner";
export * from "../ui/CounterCouponCard";
