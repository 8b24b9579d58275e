export * from "./domain/browsing";
export * from "./forms";
export * from "./status";
export * from "./ui/CompareTableView";
export * from "./view-models";
