export * from "./partner-cards.server";
export * from "./queries/loyalty.server";
export * from "./queries/wallet.server";
export * from "./wallet-pages.server";
export * from "./wallet.server";
