export * from "./domain/contact";
export * from "./forms";
export * from "./status";
export * from "./view-models";
export * from "./ui/ContactForm";
