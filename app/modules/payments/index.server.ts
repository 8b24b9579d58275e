export * from "./order-actions.server";
export * from "./order-events.server";
export * from "./order-sweeps.server";
export * from "./pay-page.server";
export * from "./payments.server";
export * from "./settle-waiting-order.server";
