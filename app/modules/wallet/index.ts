export * from "./domain/wallet-rules";
export * from "./forms";
export * from "./ui/BankRechargePanel";
export * from "./ui/GiftCardForm";
export * from "./ui/WalletBalances";
export * from "./ui/WalletStatement";
export * from "./ui/use-wallet-format";
