export * from "./coupon-pages.server";
export * from "./coupon-rule.server";
export * from "./queries.server";
