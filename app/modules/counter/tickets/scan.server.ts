import type { DB } from "~/db/client.server";
import { inTransaction } from "~/db/transactions.server";
import { siteConfig } from "~/config/site";
import { calendarDateIn, formatShopWindow, MINUTE_MS } from "~/kernel/dates";
import { hitRateLimit } from "~/modules/rate-limits/index.server";
import { doorAnswer, SCAN_CODE_KEPT, SCANS_PER_MINUTE, shopDayStart, ticketDisplayState, type ScanResult } from "../domain/tickets";
import {
  doorEvents,
  eventExists,
  findOwnScan,
  findTicketByCode,
  insertScan,
  markTicketUsed,
  scansSince,
  ticketCountsPerEvent,
  type TicketRow,
} from "./queries.server";
import type { ScanAnswerView, ScanPageView } from "./view-models";
import { eventWordsIn } from "./words.server";
import { localized } from "~/kernel/localized";

/**
 * The staff door (/staff/scan): check a typed or scanned code, then use it. A check only reads
 * and logs; the use is one guarded UPDATE (valid -> used), so however many scans of one ticket
 * race, one lets the holder in and every other answers "already used at ... by ...". Every check
 * and use writes its ticket_scans row in the same transaction.
 */

export interface ScanInput {
  staffId: number;
  /** The stored form of the code (normalizeTicketCode). */
  code: string;
  /** What was typed, kept (trimmed to 64) in the log. */
  typed: string;
  /** The event the door admits to; null admits to any. */
  eventId: number | null;
  now: Date;
}

export interface ScanOutcome {
  scanId: number;
  result: ScanResult;
}

export type DoorError = "tickets:scan.errors.tooMany" | "tickets:scan.errors.eventUnknown";
export const DOOR_ERROR_STATUS: Record<DoorError, number> = { "tickets:scan.errors.tooMany": 429, "tickets:scan.errors.eventUnknown": 400 };

const doorTicket = (row: TicketRow | undefined) =>
  row ? { state: row.state, eventId: row.event_id, eventStartsAt: row.event_starts_at, eventEndsAt: row.event_ends_at } : null;

const kept = (typed: string) => typed.trim().slice(0, SCAN_CODE_KEPT);

/** Looks the code up and logs the answer; changes no ticket. */
export async function checkTicket(db: DB, input: ScanInput): Promise<ScanOutcome> {
  return inTransaction(db, async (trx) => {
    const ticket = await findTicketByCode(trx, input.code);
    const result = doorAnswer(doorTicket(ticket), input.eventId, input.now, siteConfig.timeZone);
    const scanId = await insertScan(trx, { staffId: input.staffId, ticketId: ticket?.id ?? null, eventId: input.eventId, codeTyped: kept(input.typed), action: "check", result, createdAt: input.now.toISOString() });
    return { scanId, result };
  });
}

/**
 * Lets the holder in: the same answer as a check, and when it is "valid", the guarded UPDATE.
 * No row changed means another scan took it first: the ticket is read again and the answer is
 * what it is now (already used, or void). Scans of one code queue on PostgreSQL (an advisory
 * lock, READ COMMITTED) instead of aborting each other; SQLite runs writers one at a time.
 */
export async function admitTicket(db: DB, input: ScanInput): Promise<ScanOutcome> {
  return inTransaction(
    db,
    async (trx) => {
      const ticket = await findTicketByCode(trx, input.code);
      let result: ScanResult = doorAnswer(doorTicket(ticket), input.eventId, input.now, siteConfig.timeZone);
      if (result === "valid") {
        if (await markTicketUsed(trx, input.code, input.staffId, input.now.toISOString())) result = "admitted";
        else result = doorAnswer(doorTicket(await findTicketByCode(trx, input.code)), input.eventId, input.now, siteConfig.timeZone);
      }
      const scanId = await insertScan(trx, { staffId: input.staffId, ticketId: ticket?.id ?? null, eventId: input.eventId, codeTyped: kept(input.typed), action: "use", result, createdAt: input.now.toISOString() });
      return { scanId, result };
    },
    { queueOn: [`e-ticket:${input.code}`] },
  );
}

/**
 * The door's entry for the staff page: the chosen event must exist, and one staff member may
 * scan SCANS_PER_MINUTE times a minute (over it: nothing is looked up or written).
 */
export async function scanAtDoor(db: DB, intent: "check" | "use", input: ScanInput): Promise<{ ok: true; value: ScanOutcome } | { ok: false; error: DoorError }> {
  if (input.eventId !== null && !(await eventExists(db, input.eventId))) return { ok: false, error: "tickets:scan.errors.eventUnknown" };
  const admitted = await hitRateLimit(db, `ticket-scan:staff:${input.staffId}`, SCANS_PER_MINUTE, new Date(input.now.getTime() - MINUTE_MS).toISOString(), input.now);
  if (!admitted) return { ok: false, error: "tickets:scan.errors.tooMany" };
  return { ok: true, value: intent === "use" ? await admitTicket(db, input) : await checkTicket(db, input) };
}

/** Today's scans shown, at most. */
const SCANS_SHOWN = 100;
const DOOR_EVENTS_MAX = 30;

/** /staff/scan: the events to admit to, this staff member's last answer (`?scan=`), today's scans and counts. */
export async function scanPage(db: DB, staffId: number, options: { scanId: number | null; now: Date; locale: "mn" | "en" }): Promise<ScanPageView> {
  const { now, locale } = options;
  const timeZone = siteConfig.timeZone;
  const today = calendarDateIn(now, timeZone);
  const events = await doorEvents(db, now.toISOString(), DOOR_EVENTS_MAX);
  const scans = await scansSince(db, shopDayStart(now, timeZone), SCANS_SHOWN);
  const scan = options.scanId === null ? undefined : await findOwnScan(db, options.scanId, staffId);
  const ticket = scan?.code ? await findTicketByCode(db, scan.code) : undefined;
  const countedIds = [...new Set([...events.map((e) => e.id), ...scans.flatMap((s) => [s.event_id, s.ticket_event_id]).filter((id): id is number => id !== null)])];
  const words = await eventWordsIn(db, [...countedIds, ...(ticket ? [ticket.event_id] : [])], locale);
  const counts = await ticketCountsPerEvent(db, countedIds);
  const when = (startsAt: string, endsAt: string) => formatShopWindow(startsAt, endsAt, locale, timeZone);
  const eventWhen = new Map(events.map((e) => [e.id, when(e.starts_at, e.ends_at)]));

  let answer: ScanAnswerView | null = null;
  if (scan) {
    answer = {
      scanId: scan.id,
      action: scan.action,
      result: scan.result,
      codeTyped: scan.code_typed,
      at: scan.created_at,
      canUse: scan.action === "check" && scan.result === "valid" && ticket?.state === "valid",
      ticket: ticket
        ? {
            code: ticket.code,
            state: ticketDisplayState({ state: ticket.state, eventEndsAt: ticket.event_ends_at }, now),
            eventTitle: words(ticket.event_id).title,
            eventPlace: words(ticket.event_id).place,
            eventStartsAt: ticket.event_starts_at,
            eventEndsAt: ticket.event_ends_at,
            when: when(ticket.event_starts_at, ticket.event_ends_at),
            admission: localized(ticket, "admission", locale),
            holderName: ticket.holder_name,
            orderNumber: ticket.order_number,
            usedAt: ticket.used_at,
            voidedAt: ticket.voided_at,
            usedByName: ticket.used_by_name || ticket.used_by_email || null,
            qrSvg: null,
          }
        : null,
    };
  }

  return {
    events: events.map((e) => ({ id: e.id, title: words(e.id).title, when: eventWhen.get(e.id)!, isToday: calendarDateIn(new Date(e.starts_at), timeZone) <= today })),
    answer,
    scans: scans.map((s) => ({ id: s.id, at: s.created_at, staffName: s.staff_name || s.staff_email || "", code: s.code_typed, action: s.action, result: s.result })),
    counts: counts
      .map((c) => ({ eventId: c.event_id, title: words(c.event_id).title, when: eventWhen.get(c.event_id) ?? "", admitted: Number(c.used), total: Number(c.total) }))
      .sort((a, b) => b.admitted - a.admitted || a.eventId - b.eventId),
  };
}

