/**
 * The newsletter's rules (issue 17): double opt-in with a link that works for a while, limits on
 * sign-ups, and the staff's CSV export written so a spreadsheet never runs a cell as a formula.
 */

export const CONFIRM_LINK_HOURS = 72;
export const SUBSCRIBES_PER_IP_PER_HOUR = 10;
export const SUBSCRIBES_PER_EMAIL_PER_DAY = 3;
export const SUBSCRIBERS_PER_PAGE = 50;

export const NEWSLETTER_STATES = ["pending", "active", "unsubscribed"] as const;
export type NewsletterStateFilter = (typeof NEWSLETTER_STATES)[number];

export function asStateFilter(value: string | null | undefined): NewsletterStateFilter | null {
  return (NEWSLETTER_STATES as readonly string[]).includes(value ?? "") ? (value as NewsletterStateFilter) : null;
}

/** Whether a pending sign-up's link still works `now`. */
export function confirmationOpen(createdAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(createdAt) <= CONFIRM_LINK_HOURS * 3_600_000;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell starting
 * with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a spreadsheet shows it
 * as text instead of running it as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV with CRLF line ends (what spreadsheets expect). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
