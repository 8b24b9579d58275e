export * from "./coupon-pages.server";
export * from "./queries.server";
