export * from "./subscriptions.server";
