/** The e-tickets for the browser and server alike: the door's form, the view models and the pages' components. */
export * from "./forms";
export type * from "./view-models";
export { TicketCard, OrderTickets } from "../ui/TicketCard";
export { ScanAnswer } from "../ui/ScanAnswer";
