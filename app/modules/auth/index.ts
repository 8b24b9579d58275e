export * from "./account-summary";
export * from "./code-messages";
export * from "./domain/passwords";
export * from "./domain/sessions";
export * from "./domain/user-agent";
export * from "./forms";
export * from "./ui/SocialLoginButtons";
