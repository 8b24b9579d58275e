export * from "./discussion.server";
