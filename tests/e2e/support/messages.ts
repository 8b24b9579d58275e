import fs from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Reading one-time codes in browser tests. E-mails go to the SMTP server that
 * tests/setup/e2e-server.mjs runs (captured under <data dir>/mail); SMS stay in the shop's
 * outbox, readable at /dev/outbox (DEV_OUTBOX is on for the e2e server).
 */

const POLL_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 100;

/** The e2e server's data directory, resolved the same way as in e2e-server.mjs (from the project root). */
export function e2eDataDir(): string {
  return path.resolve(process.env.E2E_DATA_DIR || "test-results/e2e-data");
}

export function capturedMailDir(): string {
  return path.join(e2eDataDir(), "mail");
}

export interface CapturedEmail {
  to: string[];
  subject: string;
  text: string;
  /** The raw message (.eml). */
  file: string;
  /** When the SMTP server received it (ms since the epoch). */
  at: number;
}

/** Every e-mail captured so far, oldest first. */
export async function capturedEmails(): Promise<CapturedEmail[]> {
  const index = await fs.readFile(path.join(capturedMailDir(), "index.jsonl"), "utf8").catch(() => "");
  return index
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CapturedEmail);
}

/** The newest captured e-mail to this address (received at or after `since`), waiting up to 10 s for it. */
export async function latestEmail(to: string, since = 0): Promise<CapturedEmail> {
  const address = to.trim().toLowerCase();
  return poll(`an e-mail to ${address}`, async () => {
    const emails = await capturedEmails();
    return emails.reverse().find((email) => email.at >= since && email.to.includes(address));
  });
}

/** The one-time code from the newest e-mail to this address (received at or after `since`, ms since the epoch). */
export async function latestEmailCode(to: string, since = 0): Promise<string> {
  const email = await latestEmail(to, since);
  const code = extractCode(email.text) ?? extractCode(email.subject);
  if (!code) throw new Error(`The newest e-mail to ${to} has no 6-digit code: ${email.text}`);
  return code;
}

/**
 * The one-time code from the newest SMS to this phone (+976XXXXXXXX), read from /dev/outbox.
 * `since` (ms since the epoch) skips older messages, e.g. the code before a resend.
 */
export async function latestSmsCode(client: APIRequestContext | Page, phone: string, since = 0): Promise<string> {
  const request = "request" in client ? client.request : client;
  return poll(`an SMS to ${phone}`, async () => {
    const response = await request.get(`/dev/outbox?to=${encodeURIComponent(phone)}`);
    if (!response.ok()) throw new Error(`/dev/outbox answered ${response.status()}`);
    for (const message of outboxMessages(await response.text())) {
      if (message.channel !== "sms" || message.recipient !== phone) continue;
      if (Date.parse(message.createdAt) < since) return undefined; // newest first: nothing newer
      const code = extractCode(message.text);
      if (code) return code;
    }
    return undefined;
  });
}

interface OutboxEntry {
  channel: string;
  recipient: string;
  createdAt: string;
  text: string;
}

/** The rows of the /dev/outbox table (newest first), read from its data attributes. */
function outboxMessages(html: string): OutboxEntry[] {
  const rows = html.split(/<tr\b/).slice(1);
  const entries: OutboxEntry[] = [];
  for (const row of rows) {
    if (!/data-testid="outbox-message"/.test(row)) continue;
    entries.push({
      channel: /data-channel="([^"]*)"/.exec(row)?.[1] ?? "",
      recipient: decodeEntities(/data-recipient="([^"]*)"/.exec(row)?.[1] ?? ""),
      createdAt: /datetime="([^"]*)"/i.exec(row)?.[1] ?? "",
      text: decodeEntities(/data-cell="text"[^>]*>([\s\S]*?)<\/td>/.exec(row)?.[1]?.replace(/<[^>]+>/g, "") ?? ""),
    });
  }
  return entries;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The first run of exactly six digits. */
export function extractCode(text: string): string | null {
  return /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1] ?? null;
}

/** Tries `attempt` until it finds something (Playwright's expect.poll), and returns what it found. */
async function poll<T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(async () => (found = await attempt()) !== undefined, {
      message: `waiting ${POLL_TIMEOUT_MS / 1000} s for ${what}`,
      timeout: POLL_TIMEOUT_MS,
      intervals: [POLL_INTERVAL_MS],
    })
    .toBe(true);
  return found!;
}
