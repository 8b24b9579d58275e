export * from "./order-lifecycle.server";
export * from "./order-lists.server";
export * from "./order-view.server";
export * from "./queries/order-records.server";
