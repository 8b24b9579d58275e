import type { TicketDisplayState } from "../domain/tickets";

/** What the shopper's and the staff's ticket pages render (camelCase; never rows). */

export interface TicketView {
  code: string;
  state: TicketDisplayState;
  eventTitle: string;
  eventPlace: string;
  eventStartsAt: string;
  eventEndsAt: string;
  /** `2026.11.24 19:00–21:30` in Ulaanbaatar time, in the page's language. */
  when: string;
  admission: string;
  holderName: string;
  orderNumber: string;
  usedAt: string | null;
  voidedAt: string | null;
  /** The QR code of the ticket's code as an SVG document (drawn on the server, shown without JS). */
  qrSvg: string | null;
}

/** The door's answer after a scan (the page after the redirect). */
export interface ScanAnswerView {
  scanId: number;
  action: "check" | "use";
  result: string;
  codeTyped: string;
  at: string;
  /** The ticket as the door sees it; null when no ticket has the code. */
  ticket: (TicketView & { usedByName: string | null }) | null;
  /** Whether the answer offers the "let in" button (a check that found a valid ticket). */
  canUse: boolean;
}

export interface DoorEventView {
  id: number;
  title: string;
  when: string;
  isToday: boolean;
}

export interface ScanRowView {
  id: number;
  at: string;
  staffName: string;
  code: string;
  action: "check" | "use";
  result: string;
}

export interface EventCountView {
  eventId: number;
  title: string;
  when: string;
  admitted: number;
  total: number;
}

export interface ScanPageView {
  events: DoorEventView[];
  answer: ScanAnswerView | null;
  scans: ScanRowView[];
  counts: EventCountView[];
}
