export * from "./discussion.server";
export * from "./comments.server";
