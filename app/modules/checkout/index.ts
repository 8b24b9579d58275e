export * from "./domain/delivery-slots";
export * from "./forms";
export * from "./ui/AddressStepForm";
export * from "./ui/AdjustmentForms";
export * from "./ui/CheckoutSteps";
export * from "./ui/OrderSummary";
export * from "./ui/PaymentStepForm";
