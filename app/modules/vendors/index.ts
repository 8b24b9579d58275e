export * from "./status";
export * from "./ui/VendorViews";
export * from "./view-models";
