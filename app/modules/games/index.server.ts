export * from "./pages.server";
export * from "./roulette.server";
export * from "./spin.server";
export * from "./staff.server";
