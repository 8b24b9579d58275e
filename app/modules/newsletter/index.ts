export * from "./domain/newsletter";
export * from "./forms";
export * from "./status";
export * from "./view-models";
export * from "./ui/NewsletterForm";
export * from "./ui/FooterNewsletterForm";
