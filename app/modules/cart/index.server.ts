export * from "./cart.server";
export * from "./queries.server";
