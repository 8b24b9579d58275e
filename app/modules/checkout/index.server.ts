export * from "./adjustments.server";
export * from "./checkout.server";
export * from "./payment-step.server";
export * from "./place-order.server";
export * from "./queries.server";
