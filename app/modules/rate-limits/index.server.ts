export * from "./queries.server";
