export * from "./price-opinions.server";
export * from "./stock-alerts.server";
