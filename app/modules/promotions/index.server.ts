export * from "./promotions.server";
