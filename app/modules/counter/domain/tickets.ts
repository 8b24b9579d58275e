import { calendarDateIn } from "~/kernel/dates";

/**
 * The e-ticket rules both sides of the door share (issue 20): how a code is written and read
 * back, what state a ticket is in for its holder, and what the door answers. Pure: `now` and
 * the shop's time zone are passed in.
 */

/**
 * Crockford base32 (no I, L, O, U): 20 symbols carry 100 random bits, so guessing one of even a
 * million issued codes takes about 2^80 tries. Written in four groups of five for reading aloud
 * and typing: `7KQ2M-X9D4R-...`.
 */
export const TICKET_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const TICKET_CODE_SYMBOLS = 20;
const GROUP = 5;

/** Writes 20 symbols as the printed code. */
export function formatTicketCode(symbols: string): string {
  if (symbols.length !== TICKET_CODE_SYMBOLS || [...symbols].some((c) => !TICKET_CODE_ALPHABET.includes(c))) {
    throw new RangeError(`a ticket code is ${TICKET_CODE_SYMBOLS} base32 symbols`);
  }
  const groups: string[] = [];
  for (let i = 0; i < symbols.length; i += GROUP) groups.push(symbols.slice(i, i + GROUP));
  return groups.join("-");
}

/**
 * What staff typed (or the camera read) as the stored code, or null when it cannot be a ticket
 * code. Case, spaces and dashes do not matter; the letters people confuse with digits are read
 * the way Crockford's base32 reads them (O as 0, I and L as 1).
 */
export function normalizeTicketCode(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 200) return null;
  const symbols = input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (symbols.length !== TICKET_CODE_SYMBOLS || [...symbols].some((c) => !TICKET_CODE_ALPHABET.includes(c))) return null;
  return formatTicketCode(symbols);
}

export interface TicketFacts {
  state: "valid" | "used" | "void";
  /** The event's end, a UTC ISO instant. */
  eventEndsAt: string;
}

/** The state the holder sees: a valid ticket whose event has ended is expired (nothing stored changes). */
export type TicketDisplayState = "valid" | "used" | "void" | "expired";

export function ticketDisplayState(ticket: TicketFacts, now: Date): TicketDisplayState {
  if (ticket.state !== "valid") return ticket.state;
  return now.getTime() >= Date.parse(ticket.eventEndsAt) ? "expired" : "valid";
}

/**
 * The door's answer for a ticket (translated as `tickets:scan.result.<code>`):
 * - unknown: no ticket has that code (or it cannot be one);
 * - void: its order was canceled, expired or returned;
 * - alreadyUsed: used before (the page says when and by whom);
 * - wrongEvent: staff admit to another event;
 * - notToday: the event is on a later day in the shop's time zone;
 * - expired: the event is over;
 * - valid: let them in (a check) / let in now (a use that took the ticket).
 */
export type DoorAnswer = "unknown" | "void" | "alreadyUsed" | "wrongEvent" | "notToday" | "expired" | "valid";

export interface DoorTicket {
  state: "valid" | "used" | "void";
  eventId: number;
  eventStartsAt: string;
  eventEndsAt: string;
}

/**
 * Checks in the order the person at the door needs them: a void or used ticket says so whatever
 * the event, then the event, then the day. `admittingEventId` null admits to any event.
 */
export function doorAnswer(ticket: DoorTicket | null, admittingEventId: number | null, now: Date, timeZone: string): DoorAnswer {
  if (ticket === null) return "unknown";
  if (ticket.state === "void") return "void";
  if (ticket.state === "used") return "alreadyUsed";
  if (admittingEventId !== null && ticket.eventId !== admittingEventId) return "wrongEvent";
  if (now.getTime() >= Date.parse(ticket.eventEndsAt)) return "expired";
  if (calendarDateIn(now, timeZone) < calendarDateIn(new Date(ticket.eventStartsAt), timeZone)) return "notToday";
  return "valid";
}

/** Tickets a staff member may scan per minute: far above a door's pace, far below guessing. */
export const SCANS_PER_MINUTE = 120;
/** What a scan row keeps of the typed text. */
export const SCAN_CODE_KEPT = 64;

/** Symbols for a new code from 20 random values 0..31 (the server draws them with node:crypto). */
export function ticketCodeFromValues(values: readonly number[]): string {
  if (values.length !== TICKET_CODE_SYMBOLS || values.some((v) => !Number.isInteger(v) || v < 0 || v >= TICKET_CODE_ALPHABET.length)) {
    throw new RangeError(`a ticket code takes ${TICKET_CODE_SYMBOLS} values 0..${TICKET_CODE_ALPHABET.length - 1}`);
  }
  return formatTicketCode(values.map((v) => TICKET_CODE_ALPHABET[v]).join(""));
}

/**
 * The holder's list: tickets still to use first, the soonest event first; then the rest (used,
 * canceled, expired), the latest event first. Ties keep the issue order.
 */
export function holderTicketOrder<T extends TicketFacts & { eventStartsAt: string; id: number }>(tickets: readonly T[], now: Date): T[] {
  const upcoming = (t: T) => ticketDisplayState(t, now) === "valid";
  return [...tickets].sort((a, b) => {
    const ua = upcoming(a);
    const ub = upcoming(b);
    if (ua !== ub) return ua ? -1 : 1;
    const byStart = ua ? a.eventStartsAt.localeCompare(b.eventStartsAt) : b.eventStartsAt.localeCompare(a.eventStartsAt);
    return byStart !== 0 ? byStart : a.id - b.id;
  });
}

/** What a scan row records: the door's answer, or `admitted` for the use that let the holder in. */
export type ScanResult = DoorAnswer | "admitted";

/** The instant the shop's calendar day of `now` began (00:00 in `timeZone`), as a UTC ISO string. */
export function shopDayStart(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(get("year"), get("month") - 1, get("day")) - offset).toISOString();
}
