/** The e-tickets' server door: issuing and voiding in the order's transaction, the shopper's pages, the staff door. */
export { issueOrderTicketsInTx, voidOrderTicketsInTx, newTicketCode, type TicketOrder } from "./issue.server";
export { orderTickets, holderTickets, holderTicket, ticketProductSlug, productEventFacts, ticketQrSvg } from "./views.server";
export { checkTicket, admitTicket, scanAtDoor, scanPage, DOOR_ERROR_STATUS, type DoorError, type ScanInput, type ScanOutcome } from "./scan.server";
