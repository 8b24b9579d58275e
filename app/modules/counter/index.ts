/** The counter's door for the browser and server alike: the ticket rules, the shopper's tickets, the staff door. */
export * from "./domain/tickets";
export * from "./tickets/index";
export * from "./door/index";
