export * from "./domain/guest-state";
