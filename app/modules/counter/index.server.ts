/** The counter's server door: issuing tickets (tickets/) and the staff door and in-store coupons (door/). */
export * from "./tickets/index.server";
export * from "./door/index.server";
