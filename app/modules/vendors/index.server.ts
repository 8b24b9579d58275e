export * from "./vendors.server";
