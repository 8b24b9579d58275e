import http from "node:http";
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseMail } from "../setup/mail-parse.mjs";
import {
  deliverOutbox,
  deliverPendingMessages,
  queueCodeMessage,
  setDeliveryDatabase,
  whenDeliveryIdle,
  type Senders,
} from "~/adapters/messages/index.server";
import { closeMailTransports, smtpEmailSender } from "~/adapters/messages/mail.server";
import type * as ShopContext from "../support/shop-context";
import { httpSmsSender } from "~/adapters/messages/sms.server";
import { renderCodeEmail, renderCodeSms } from "~/adapters/messages/templates";
import { migrateToLatest, type DB } from "~/db/client.server";
import { insertOutboxMessage } from "~/adapters/messages/queries.server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Delivery against real servers on 127.0.0.1: an SMTP server (smtp-server) that records every
 * message it accepts, and an HTTP SMS gateway that checks the bearer token.
 */

interface ReceivedMail {
  to: string[];
  raw: string;
}

interface ReceivedSms {
  authorization: string | undefined;
  body: { to: string; text: string; from: string };
}

const mailbox: ReceivedMail[] = [];
const smsInbox: ReceivedSms[] = [];
const SMS_TOKEN = "gateway-token-123";
let smtp: SMTPServer;
let smtpUrl: string;
let gateway: http.Server;
let gatewayUrl: string;
const openDbs: DB[] = [];
// Each test its own database (an SQLite file, or a PostgreSQL database in the postgres run).
const databases: TestDatabase[] = [];
// The shop's context (and the platform behind it) is loaded in beforeAll, after the settings are in
// place: the shop reads its environment once, on first use.
let shop: typeof ShopContext;
const appDb = () => shop.shopDb();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mailbox.push({ to: session.envelope.rcptTo.map((address) => address.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`;

  gateway = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      if (request.headers.authorization !== `Bearer ${SMS_TOKEN}`) {
        response.writeHead(401, { "Content-Type": "application/json" }).end('{"error":"bad token"}');
        return;
      }
      smsInbox.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(202, { "Content-Type": "application/json" }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as net.AddressInfo).port}/send`;

  // The process settings the shop reads (first read happens after this point): e-mail through
  // the test SMTP server, SMS not configured.
  process.env.SMTP_URL = smtpUrl;
  process.env.MAIL_FROM = "Khar Suvd <no-reply@shop.test>";
  delete process.env.SMS_GATEWAY_URL;
  delete process.env.DEV_OUTBOX;
  shop = await import("../support/shop-context");
  const shared = await createTestDatabase("outbox_shared");
  databases.push(shared);
  shop.openShopDatabase(shared.target);
  // As the platform's shopResources() does: a transaction's messages go out on the shared handle.
  setDeliveryDatabase(appDb());
  await migrateToLatest(appDb());
});

afterEach(() => {
  mailbox.length = 0;
  smsInbox.length = 0;
  vi.restoreAllMocks();
});

afterAll(async () => {
  await whenDeliveryIdle(appDb());
  closeMailTransports();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise((resolve) => gateway.close(resolve));
  for (const handle of openDbs) await handle.destroy();
  await shop.closeShopResources();
  for (const database of databases) await database.remove();
});

async function freshDatabase(): Promise<{ db: DB; database: TestDatabase }> {
  const database = await createTestDatabase("outbox");
  databases.push(database);
  const db = database.open();
  openDbs.push(db);
  await migrateToLatest(db);
  return { db, database };
}

function outboxRows(db: DB) {
  return db.selectFrom("outbox_messages").selectAll().orderBy("id").execute();
}

async function insertEmail(db: DB, to: string, code: string, now: Date) {
  const email = renderCodeEmail("login", "en", code);
  return insertOutboxMessage(db, { channel: "email", recipient: to, subject: email.subject, bodyText: email.text, bodyHtml: email.html }, now);
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("e-mail through SMTP", () => {
  it("queues a sign-in code without sending it, then delivers it after the request", async () => {
    const { db } = await freshDatabase();
    await queueCodeMessage(db, { channel: "email", destination: "buyer@example.mn", code: "482915", purpose: "login", locale: "en" }, new Date());
    // The caller's await returns once the row is written; sending happens later.
    expect((await outboxRows(db)).map((row) => row.status)).toEqual(["pending"]);
    expect(mailbox).toHaveLength(0);

    await whenDeliveryIdle(db);
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(row?.sent_at).not.toBeNull();
    expect(mailbox).toHaveLength(1);
    expect(mailbox[0]?.to).toEqual(["buyer@example.mn"]);
    const parsed = parseMail(mailbox[0]!.raw);
    expect(parsed.subject).toBe("Your sign-in code: 482915 · Khar Suvd");
    expect(parsed.text).toContain("Your sign-in code is 482915.");
    expect(mailbox[0]!.raw).toContain("From: Khar Suvd <no-reply@shop.test>");
  });

  it("writes Mongolian e-mails that arrive readable", async () => {
    const { db } = await freshDatabase();
    await queueCodeMessage(db, { channel: "email", destination: "bat@example.mn", code: "705318", purpose: "password_reset", locale: "mn" }, new Date());
    await whenDeliveryIdle(db);
    const parsed = parseMail(mailbox[0]!.raw);
    expect(parsed.subject).toBe("Нууц үг сэргээх код: 705318 · Хар Сувд");
    expect(parsed.text).toContain("Таны нууц үг сэргээх код: 705318. Код 10 минутын турш хүчинтэй. Хэнд ч бүү хэлээрэй.");
  });

  it("delivers after the caller's transaction, through the shared connection", async () => {
    const shared = appDb();
    await shared.transaction().execute(async (trx) => {
      await queueCodeMessage(trx, { channel: "email", destination: "trx@example.mn", code: "113355", purpose: "confirm_email", locale: "en" }, new Date());
    });
    await whenDeliveryIdle(shared);
    const row = await shared.selectFrom("outbox_messages").selectAll().where("recipient", "=", "trx@example.mn").executeTakeFirstOrThrow();
    expect(row.status).toBe("sent");
    expect(mailbox.map((mail) => mail.to)).toEqual([["trx@example.mn"]]);
  });

  it("deliverPendingMessages sends what is waiting, using SMTP_URL", async () => {
    const { db } = await freshDatabase();
    await insertEmail(db, "one@example.mn", "111111", new Date());
    await insertEmail(db, "two@example.mn", "222222", new Date());
    expect(await deliverPendingMessages(db)).toEqual({ sent: 2, failed: 0, kept: 0 });
    expect(await deliverPendingMessages(db)).toEqual({ sent: 0, failed: 0, kept: 0 });
    expect(mailbox.map((mail) => mail.to[0]).sort()).toEqual(["one@example.mn", "two@example.mn"]);
  });

  it("marks a message failed when the SMTP server is down, and retries it after the backoff", async () => {
    const { db } = await freshDatabase();
    const down: Senders = { email: smtpEmailSender(`smtp://127.0.0.1:${await closedPort()}`, "shop@shop.test"), sms: null };
    const up: Senders = { email: smtpEmailSender(smtpUrl, "shop@shop.test"), sms: null };
    const written = new Date();
    await insertEmail(db, "retry@example.mn", "654321", written);
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    expect(await deliverOutbox(db, down, written)).toEqual({ sent: 0, failed: 1, kept: 0 });
    let [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: "failed", attempts: 1, sent_at: null });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);

    // Too early for the first retry.
    expect(await deliverOutbox(db, up, new Date(written.getTime() + 1_000))).toEqual({ sent: 0, failed: 0, kept: 0 });
    expect(await deliverOutbox(db, up, new Date(written.getTime() + 6_000))).toEqual({ sent: 1, failed: 0, kept: 0 });
    [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(mailbox).toHaveLength(1);
    expect(parseMail(mailbox[0]!.raw).text).toContain("654321");
  });

  it("gives up after three attempts, and never retries an expired code", async () => {
    const { db } = await freshDatabase();
    const down: Senders = { email: smtpEmailSender(`smtp://127.0.0.1:${await closedPort()}`, "shop@shop.test"), sms: null };
    const written = new Date();
    const at = (seconds: number) => new Date(written.getTime() + seconds * 1000);
    await insertEmail(db, "never@example.mn", "999999", written);
    await insertEmail(db, "stale@example.mn", "888888", new Date(written.getTime() - 11 * 60_000));
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    // The stale one gets its first attempt (it was never tried) but no retry.
    expect(await deliverOutbox(db, down, at(0))).toEqual({ sent: 0, failed: 2, kept: 0 });
    expect(await deliverOutbox(db, down, at(6))).toEqual({ sent: 0, failed: 1, kept: 0 });
    expect(await deliverOutbox(db, down, at(36))).toEqual({ sent: 0, failed: 1, kept: 0 });
    expect(await deliverOutbox(db, down, at(300))).toEqual({ sent: 0, failed: 0, kept: 0 });
    expect((await outboxRows(db)).map((row) => [row.recipient, row.status, row.attempts])).toEqual([
      ["never@example.mn", "failed", 3],
      ["stale@example.mn", "failed", 1],
    ]);
  });

  it("sends each message once when two processes deliver at the same time", async () => {
    const { db, database } = await freshDatabase();
    const other = database.open();
    openDbs.push(other);
    const recipients = Array.from({ length: 12 }, (_, i) => `race${i}@example.mn`);
    for (const to of recipients) await insertEmail(db, to, "246810", new Date());
    const senders: Senders = { email: smtpEmailSender(smtpUrl, "shop@shop.test"), sms: null };

    const [first, second] = await Promise.all([deliverOutbox(db, senders), deliverOutbox(other, senders)]);
    expect(first.sent + second.sent).toBe(recipients.length);
    expect(first.failed + second.failed).toBe(0);
    expect(mailbox.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort());
    const rows = await outboxRows(db);
    expect(rows).toHaveLength(recipients.length);
    for (const row of rows) expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("SMS through the HTTP gateway", () => {
  it("posts {to, text, from} with the bearer token", async () => {
    const { db } = await freshDatabase();
    const text = renderCodeSms("login", "mn", "135790");
    await insertOutboxMessage(db, { channel: "sms", recipient: "+97699112233", subject: "", bodyText: text, bodyHtml: null }, new Date());
    const senders: Senders = { email: null, sms: httpSmsSender({ url: gatewayUrl, token: SMS_TOKEN, sender: "KHARSUVD" }) };

    expect(await deliverOutbox(db, senders)).toEqual({ sent: 1, failed: 0, kept: 0 });
    expect(smsInbox).toEqual([{ authorization: `Bearer ${SMS_TOKEN}`, body: { to: "+97699112233", text, from: "KHARSUVD" } }]);
    expect(text).toContain("135790");
  });

  it("treats a non-2xx answer as a failure", async () => {
    const { db } = await freshDatabase();
    await insertOutboxMessage(db, { channel: "sms", recipient: "+97688001122", subject: "", bodyText: "x", bodyHtml: null }, new Date());
    const senders: Senders = { email: null, sms: httpSmsSender({ url: gatewayUrl, token: "wrong", sender: "KHARSUVD" }) };
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    expect(await deliverOutbox(db, senders)).toEqual({ sent: 0, failed: 1, kept: 0 });
    const [row] = await outboxRows(db);
    expect(row?.status).toBe("failed");
    expect(row?.last_error).toContain("401");
    expect(smsInbox).toHaveLength(0);
  });
});

describe("without a configured channel", () => {
  it("keeps the message in the outbox", async () => {
    const { db } = await freshDatabase();
    // SMS_GATEWAY_URL is not set in this process: the scheduled run keeps the SMS.
    await queueCodeMessage(db, { channel: "sms", destination: "+97699001100", code: "864200", purpose: "confirm_phone", locale: "mn" }, new Date());
    await whenDeliveryIdle(db);
    await insertEmail(db, "nowhere@example.mn", "112233", new Date());
    expect(await deliverOutbox(db, { email: null, sms: null })).toEqual({ sent: 0, failed: 0, kept: 1 });
    const rows = await outboxRows(db);
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ["sms", "kept"],
      ["email", "kept"],
    ]);
    expect(rows[0]?.body_text).toContain("864200");
    expect(mailbox).toHaveLength(0);
  });

  it("in production logs an error and keeps the message instead of failing the request", async () => {
    const { db } = await freshDatabase();
    await insertEmail(db, "prod@example.mn", "121212", new Date());
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), SMTP_URL: undefined };
    const adapter = await withFreshEnv(production, () => import("~/adapters/messages/index.server"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await withEnv(production, async () => {
      expect(await adapter.deliverPendingMessages(db)).toEqual({ sent: 0, failed: 0, kept: 1 });
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("SMTP_URL is not set"));
    expect((await outboxRows(db))[0]?.status).toBe("kept");
  });
});

describe("the development outbox page", () => {
  async function load(url: string, settings: Record<string, string | undefined>) {
    const route = await withFreshEnv(settings, () => import("~/routes/_dev+/dev.outbox"));
    try {
      return await route.loader({ request: new Request(url), params: {}, context: shop.shopContextFor(null) });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("lists the newest messages first, filtered by recipient", async () => {
    const shared = appDb();
    await insertEmail(shared, "page@example.mn", "100001", new Date());
    await insertOutboxMessage(shared, { channel: "sms", recipient: "+97699887766", subject: "", bodyText: "Хар Сувд: 100002", bodyHtml: null }, new Date());
    await insertOutboxMessage(shared, { channel: "sms", recipient: "+97699887766", subject: "", bodyText: "Хар Сувд: 100003", bodyHtml: null }, new Date());

    const all = await load("http://shop.test/dev/outbox", {});
    if (all instanceof Response) throw new Error(`unexpected ${all.status}`);
    expect(all.messages.length).toBeGreaterThanOrEqual(3);
    expect(all.messages[0]?.text).toContain("100003");
    expect(all.title).toBe("Гарах шуудан (хөгжүүлэлт)");

    for (const query of ["to=%2B97699887766", "to=+97699887766"]) {
      const filtered = await load(`http://shop.test/dev/outbox?${query}`, {});
      if (filtered instanceof Response) throw new Error(`unexpected ${filtered.status}`);
      expect(filtered.to).toBe("+97699887766");
      expect(filtered.messages.map((message) => message.text)).toEqual(["Хар Сувд: 100003", "Хар Сувд: 100002"]);
    }
  });

  it("does not exist when DEV_OUTBOX is off, nor in production unless turned on", async () => {
    const off = await load("http://shop.test/dev/outbox", { DEV_OUTBOX: "false" });
    expect(off).toBeInstanceOf(Response);
    expect((off as Response).status).toBe(404);

    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) };
    const hidden = await load("http://shop.test/dev/outbox", production);
    expect((hidden as Response).status).toBe(404);
    const shown = await load("http://shop.test/dev/outbox", { ...production, DEV_OUTBOX: "true" });
    expect(shown).not.toBeInstanceOf(Response);
  });
});

/**
 * Runs `action` with these process settings on freshly loaded modules (the settings are read
 * once per module instance), then puts the settings back.
 */
async function withFreshEnv<T>(settings: Record<string, string | undefined>, action: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return withEnv(settings, action);
}

async function withEnv<T>(settings: Record<string, string | undefined>, action: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(settings);
  try {
    return await action();
  } finally {
    apply(saved);
  }
}
