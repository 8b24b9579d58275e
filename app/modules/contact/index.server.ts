export * from "./contact.server";
