export * from "./forms";
export * from "./status";
export * from "./ui/AddressStepForm";
export * from "./ui/AdjustmentForms";
export * from "./ui/CheckoutSteps";
export * from "./ui/OrderSummary";
export * from "./ui/PaymentStepForm";
export * from "./view-models";
