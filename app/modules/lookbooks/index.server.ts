export * from "./lookbooks.server";
export * from "./media/showcase-image-svg";
