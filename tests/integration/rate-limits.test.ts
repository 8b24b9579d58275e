import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import { releaseAttempt, reserveAttempt } from "~/modules/rate-limits/queries.server";
import type { RatePlan } from "~/kernel/rate-limits";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The attempt counters against a real SQLite file: a plan is admitted only while every rule is
 * under its limit, records one hit per bucket, holds under parallel requests, forgets hits
 * outside its window, and gives them back when released.
 */
let database: TestDatabase;
let db: DB;

beforeAll(async () => {
  database = await createTestDatabase("limits");
  db = database.open();
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  await database.remove();
});

beforeEach(async () => {
  await db.deleteFrom("rate_limit_hits").execute();
});

const t0 = new Date("2026-11-22T03:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const HOUR = 3_600_000;

const count = (bucket: string, limit: number): RatePlan => ({ windowMs: HOUR, rules: [{ kind: "count", bucket, limit }] });
/** Tries on card "c" by `user`: 3 per user, at most 2 different users. */
const cardTry = (user: string): RatePlan => ({
  windowMs: HOUR,
  rules: [
    { kind: "count", bucket: `card:c:user:${user}`, limit: 3 },
    { kind: "distinct", prefix: "card:c:user:", member: user, limit: 2 },
  ],
});

async function hits(bucket?: string): Promise<number> {
  let query = db.selectFrom("rate_limit_hits").select((eb) => eb.fn.countAll<number>().as("n"));
  if (bucket) query = query.where("bucket", "=", bucket);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe("count rules", () => {
  it("admits up to the limit within the window, then again once the first hits are older than it", async () => {
    for (let i = 0; i < 3; i++) expect(await reserveAttempt(db, count("a", 3), at(i * 1000))).not.toBeNull();
    expect(await reserveAttempt(db, count("a", 3), at(5000))).toBeNull();
    expect(await hits("a")).toBe(3);
    expect(await reserveAttempt(db, count("a", 3), at(HOUR - 1))).toBeNull();
    expect(await reserveAttempt(db, count("a", 3), at(HOUR))).not.toBeNull(); // the first hit is an hour old: outside
    expect(await reserveAttempt(db, count("a", 3), at(HOUR + 1))).toBeNull(); // the second is not yet
  });

  it("every rule must pass, and a refused attempt records nothing anywhere", async () => {
    const both: RatePlan = { windowMs: HOUR, rules: [{ kind: "count", bucket: "user:1", limit: 5 }, { kind: "count", bucket: "ip:1", limit: 1 }] };
    expect(await reserveAttempt(db, both, t0)).not.toBeNull();
    expect(await reserveAttempt(db, both, t0)).toBeNull();
    expect(await hits("user:1")).toBe(1);
    expect(await hits("ip:1")).toBe(1);
  });

  it("released hits no longer count", async () => {
    for (let i = 0; i < 10; i++) {
      const held = await reserveAttempt(db, count("ok", 2), t0);
      expect(held).not.toBeNull();
      await releaseAttempt(db, held!);
    }
    expect(await hits()).toBe(0);
  });

  it("holds under 50 parallel attempts", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => reserveAttempt(db, count("race", 5), t0)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await hits("race")).toBe(5);
  });
});

describe("distinct rules", () => {
  it("count members, not tries: a member already counted carries on, a new one is refused at the limit", async () => {
    for (let i = 0; i < 3; i++) expect(await reserveAttempt(db, cardTry("attacker"), t0)).not.toBeNull();
    expect(await reserveAttempt(db, cardTry("attacker"), t0)).toBeNull(); // its own 3 are used up
    expect(await reserveAttempt(db, cardTry("second"), t0)).not.toBeNull(); // 2 different users now
    expect(await reserveAttempt(db, cardTry("third"), t0)).toBeNull();
    expect(await reserveAttempt(db, cardTry("second"), t0)).not.toBeNull(); // already counted
    expect(await hits("card:c:user:third")).toBe(0);
  });

  it("a count and a distinct rule on the same bucket record one hit per attempt", async () => {
    await reserveAttempt(db, cardTry("u"), t0);
    expect(await hits()).toBe(1);
  });

  it("buckets that only look alike are not members", async () => {
    await db.insertInto("rate_limit_hits").values([{ bucket: "card:c:users", created_at: t0.toISOString() }, { bucket: "card:cc:user:1", created_at: t0.toISOString() }, { bucket: "card:c:user;", created_at: t0.toISOString() }]).execute();
    expect(await reserveAttempt(db, cardTry("a"), t0)).not.toBeNull();
    expect(await reserveAttempt(db, cardTry("b"), t0)).not.toBeNull();
  });

  it("holds under 40 parallel attempts by 20 users: at most 2 users, 3 tries each", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => reserveAttempt(db, cardTry(`user${i % 20}`), t0)));
    const buckets = await db.selectFrom("rate_limit_hits").select("bucket").execute();
    expect(new Set(buckets.map((b) => b.bucket)).size).toBeLessThanOrEqual(2);
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(4);
  });
});
