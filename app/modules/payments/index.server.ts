export * from "./pay-page.server";
export * from "./payments.server";
