export * from "./funnel-events.server";
