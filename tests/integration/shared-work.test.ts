import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deliverOutbox, MAX_ATTEMPTS, STALE_CLAIM_MS, type Senders } from "~/adapters/messages/index.server";
import { insertOutboxMessage } from "~/adapters/messages/queries.server";
import { migrateToLatest, type DB } from "~/db/client.server";
import { releaseLease, takeLease } from "~/db/leases.server";
import { runSweepTick, SWEEP_LEASE_MS } from "~/jobs/index.server";
import { createSearchIndex } from "~/modules/search/index.server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * Background work with several app servers on one database (issue 14,
 * docs/decisions/036-shared-background-work.md): two handles on the same database act as two
 * servers. A lease has one holder however many ask at once; the order sweeps run on one server
 * per tick; every outbox message is sent exactly once, and one left 'sending' by a server that
 * died is sent again.
 */

let database: TestDatabase;
let serverA: DB;
let serverB: DB;

beforeAll(async () => {
  database = await createTestDatabase("shared_work");
  serverA = database.open();
  serverB = database.open();
  await migrateToLatest(serverA);
});

afterAll(async () => {
  await serverA?.destroy();
  await serverB?.destroy();
  await database?.remove();
});

const start = new Date("2026-03-02T04:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60_000;

describe("leases", () => {
  it("gives a lease to exactly one of two holders racing for it, 50 times over", async () => {
    const rounds = await Promise.all(
      Array.from({ length: 50 }, async (_, round) => {
        const name = `race-${round}`;
        const [a, b] = await Promise.all([
          takeLease(serverA, { name, holder: `a-${round}`, now: start, ttlMs: MINUTE }),
          takeLease(serverB, { name, holder: `b-${round}`, now: start, ttlMs: MINUTE }),
        ]);
        const row = await serverA.selectFrom("job_leases").selectAll().where("name", "=", name).executeTakeFirstOrThrow();
        return { a, b, holder: row.holder, round };
      }),
    );
    for (const { a, b, holder, round } of rounds) {
      expect(a !== b, `round ${round}: exactly one winner`).toBe(true);
      expect(holder).toBe(a ? `a-${round}` : `b-${round}`);
    }
  });

  it("gives one lease to one of 50 holders asking at once on two servers", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => takeLease(i % 2 ? serverB : serverA, { name: "crowd", holder: `holder-${i}`, now: start, ttlMs: MINUTE })),
    );
    const winners = answers.flatMap((won, i) => (won ? [`holder-${i}`] : []));
    expect(winners).toHaveLength(1);
    const row = await serverB.selectFrom("job_leases").selectAll().where("name", "=", "crowd").executeTakeFirstOrThrow();
    expect(row.holder).toBe(winners[0]);
  });

  it("lets another holder take a lease once it has expired, not before", async () => {
    const lease = { name: "expiry", ttlMs: MINUTE };
    expect(await takeLease(serverA, { ...lease, holder: "a", now: start })).toBe(true);
    expect(await takeLease(serverB, { ...lease, holder: "b", now: later(30_000) })).toBe(false);
    expect(await takeLease(serverB, { ...lease, holder: "b", now: later(MINUTE) })).toBe(true);
    expect(await takeLease(serverA, { ...lease, holder: "a", now: later(MINUTE + 1) })).toBe(false);
  });

  it("lets the holder renew its lease, and another take it at once when released", async () => {
    const lease = { name: "renewal", ttlMs: MINUTE };
    expect(await takeLease(serverA, { ...lease, holder: "a", now: start })).toBe(true);
    expect(await takeLease(serverA, { ...lease, holder: "a", now: later(50_000) })).toBe(true);
    // Without the renewal the lease would have run out at one minute.
    expect(await takeLease(serverB, { ...lease, holder: "b", now: later(70_000) })).toBe(false);
    expect(await takeLease(serverB, { ...lease, holder: "b", now: later(50_000 + MINUTE) })).toBe(true);

    await releaseLease(serverA, { name: "renewal", holder: "a" }); // not a's any more: nothing happens
    expect(await takeLease(serverA, { ...lease, holder: "a", now: later(50_000 + MINUTE + 1) })).toBe(false);
    await releaseLease(serverB, { name: "renewal", holder: "b" });
    expect(await takeLease(serverA, { ...lease, holder: "a", now: later(50_000 + MINUTE + 2) })).toBe(true);
  });
});

describe("order sweeps", () => {
  it("run on one of two servers ticking at the same moment, and move a due order once", async () => {
    const due = await serverA
      .insertInto("orders")
      .values({
        number: "R900000001",
        token: "shared-work-sweep-order",
        user_id: null,
        state: "awaiting_bank_transfer",
        payment_method: "bank_transfer",
        payment_due_at: start.toISOString(),
        placed_at: later(-24 * 60 * MINUTE).toISOString(),
        created_at: later(-24 * 60 * MINUTE).toISOString(),
        updated_at: later(-24 * 60 * MINUTE).toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const tick = later(MINUTE);
    const [a, b] = await Promise.all([
      runSweepTick(serverA, createSearchIndex(serverA, {}), tick, "server-a"),
      runSweepTick(serverB, createSearchIndex(serverB, {}), tick, "server-b"),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    const order = await serverA.selectFrom("orders").select("state").where("id", "=", due.id).executeTakeFirstOrThrow();
    expect(order.state).toBe("expired");
    const events = await serverA.selectFrom("order_events").select("to_state").where("order_id", "=", due.id).execute();
    expect(events.map((event) => event.to_state)).toEqual(["expired"]);

    // The next minute the same server sweeps again (it renewed the lease); the other waits.
    const holder = a ? "server-a" : "server-b";
    const other = a ? "server-b" : "server-a";
    expect(await runSweepTick(serverA, createSearchIndex(serverA, {}), later(2 * MINUTE), holder)).toBe(true);
    expect(await runSweepTick(serverB, createSearchIndex(serverB, {}), later(2 * MINUTE), other)).toBe(false);
    // The holder stops ticking (its server died): the other takes over once the lease runs out.
    expect(await runSweepTick(serverB, createSearchIndex(serverB, {}), new Date(later(2 * MINUTE).getTime() + SWEEP_LEASE_MS - 1), other)).toBe(false);
    expect(await runSweepTick(serverB, createSearchIndex(serverB, {}), new Date(later(2 * MINUTE).getTime() + SWEEP_LEASE_MS), other)).toBe(true);
  });
});

describe("outbox delivery", () => {
  async function insertEmails(count: number, prefix: string, at: Date): Promise<string[]> {
    const recipients = Array.from({ length: count }, (_, i) => `${prefix}${i}@example.mn`);
    for (const to of recipients) await insertOutboxMessage(serverA, { channel: "email", recipient: to, subject: "code", bodyText: "123456", bodyHtml: null }, at);
    return recipients;
  }

  /** An e-mail sender that counts what it was asked to send, and yields so the other server's run goes on meanwhile. */
  function countingSenders(sent: Map<string, number>): Senders {
    return {
      email: async (email) => {
        await new Promise((resolve) => setImmediate(resolve));
        sent.set(email.to, (sent.get(email.to) ?? 0) + 1);
      },
      sms: null,
    };
  }

  async function clearOutbox() {
    await serverA.deleteFrom("outbox_messages").execute();
  }

  it("sends each of 200 messages exactly once with two servers delivering at the same time", async () => {
    await clearOutbox();
    const recipients = await insertEmails(200, "both", start);
    const sent = new Map<string, number>();
    const senders = countingSenders(sent);
    const at = later(1_000);
    // Four delivery runs on each server (queued messages, retry timers and scripts all start runs).
    const servers = [serverA, serverB, serverA, serverB, serverA, serverB, serverA, serverB];
    const reports = await Promise.all(servers.map((server) => deliverOutbox(server, senders, at)));
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(200);
    expect(reports.every((report) => report.failed === 0 && report.kept === 0)).toBe(true);
    // Both servers did part of the work (they were really delivering side by side).
    const sentBy = (server: DB) => reports.filter((_, i) => servers[i] === server).reduce((sum, report) => sum + report.sent, 0);
    expect(sentBy(serverA)).toBeGreaterThan(0);
    expect(sentBy(serverB)).toBeGreaterThan(0);
    expect([...sent.keys()].sort()).toEqual([...recipients].sort());
    expect([...sent.values()].every((times) => times === 1)).toBe(true);
    const rows = await serverB.selectFrom("outbox_messages").select(["status", "attempts", "claimed_at"]).execute();
    expect(rows).toHaveLength(200);
    for (const row of rows) expect(row).toMatchObject({ status: "sent", attempts: 1, claimed_at: at.toISOString() });
  });

  it("sends again a message left 'sending' by a server that died, counted as an attempt", async () => {
    await clearOutbox();
    const [stale, recent, exhausted] = await insertEmails(3, "stuck", start);
    const at = later(20 * MINUTE);
    const claimedAt = (to: string | undefined, when: Date, attempts: number) =>
      serverA.updateTable("outbox_messages").set({ status: "sending", attempts, claimed_at: when.toISOString() }).where("recipient", "=", to!).execute();
    // Claimed longer ago than a claim can take: its server is gone.
    await claimedAt(stale, new Date(at.getTime() - STALE_CLAIM_MS), 1);
    // Claimed a minute ago: its server may still be sending it.
    await claimedAt(recent, new Date(at.getTime() - MINUTE), 1);
    // Stale, but it has had every attempt it may have.
    await claimedAt(exhausted, new Date(at.getTime() - STALE_CLAIM_MS - MINUTE), MAX_ATTEMPTS);

    const sent = new Map<string, number>();
    expect(await deliverOutbox(serverB, countingSenders(sent), at)).toEqual({ sent: 1, failed: 0, kept: 0 });
    expect([...sent.entries()]).toEqual([[stale, 1]]);
    const rows = await serverA.selectFrom("outbox_messages").select(["recipient", "status", "attempts", "last_error"]).orderBy("id").execute();
    expect(rows).toEqual([
      { recipient: stale, status: "sent", attempts: 2, last_error: null },
      { recipient: recent, status: "sending", attempts: 1, last_error: null },
      { recipient: exhausted, status: "failed", attempts: MAX_ATTEMPTS, last_error: expect.stringContaining("stopped") },
    ]);
  });

  it("lets only the latest claim settle a message: a stalled server's late answer changes nothing", async () => {
    await clearOutbox();
    const [slow] = await insertEmails(1, "slow", start);
    let release: () => void = () => undefined;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const stalledSenders: Senders = { email: () => stalled.then(() => Promise.reject(new Error("connection reset"))), sms: null };
    vi.spyOn(console, "error").mockImplementation(() => undefined);

    // Server A claims the message and hangs in the SMTP conversation.
    const first = deliverOutbox(serverA, stalledSenders, later(1_000));
    await vi.waitFor(async () => {
      const row = await serverB.selectFrom("outbox_messages").select("status").executeTakeFirstOrThrow();
      expect(row.status).toBe("sending");
    });
    // Server B finds it stale and sends it.
    const sent = new Map<string, number>();
    expect(await deliverOutbox(serverB, countingSenders(sent), later(1_000 + STALE_CLAIM_MS))).toEqual({ sent: 1, failed: 0, kept: 0 });
    // A's send fails at last; its claim is no longer the message's, so the message stays sent.
    release();
    expect(await first).toEqual({ sent: 0, failed: 1, kept: 0 });
    expect([...sent.entries()]).toEqual([[slow, 1]]);
    const row = await serverA.selectFrom("outbox_messages").select(["status", "attempts", "last_error"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "sent", attempts: 2, last_error: null });
    vi.restoreAllMocks();
  });
});
