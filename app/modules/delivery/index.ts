export * from "./domain/delivery-slots";
export * from "./domain/delivery-zones";
export * from "./domain/receiver";
