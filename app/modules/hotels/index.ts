// The hotels module's door for components and routes (issue 21).
export * from "./domain/pricing";
export * from "./domain/stay";
export * from "./forms";
export * from "./status";
export type * from "./views";
export * from "./ui/HotelViews";
export * from "./ui/BookingForm";
