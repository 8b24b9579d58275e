export * from "./wishlists.server";
