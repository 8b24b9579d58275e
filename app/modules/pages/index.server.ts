export * from "./pages.server";
