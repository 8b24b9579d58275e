export * from "./codes.server";
export * from "./contact-change.server";
export * from "./passwords.server";
export * from "./queries/sessions.server";
export * from "./queries/verification-codes.server";
export * from "./sign-in.server";
export * from "./social-accounts.server";
export * from "./social-providers.server";
