export * from "./domain/price-opinion";
export * from "./domain/stock-alert";
export * from "./forms";
export * from "./status";
export * from "./view-models";
export * from "./ui/ProductRequests";
export * from "./ui/PriceOpinionList";
