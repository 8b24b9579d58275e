import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import type { Identifier } from "~/kernel/identifiers";
import { PASSWORD_FAILING_IPS_PER_ACCOUNT, PASSWORD_FAILURES_PER_ACCOUNT_AND_IP, PASSWORD_FAILURES_PER_IP } from "~/modules/auth/domain/passwords";
import { CODES_PER_HOUR_PER_IP, CODES_PER_HOUR_PER_USER, CODE_TTL_MS } from "~/modules/auth/domain/verification-codes";
import { issueCode, verifyCode } from "~/modules/auth/codes.server";
import { completeCodeLogin, passwordSignIn, requestPasswordReset, completePasswordReset } from "~/modules/auth/sign-in.server";
import { hashPassword } from "~/modules/auth/passwords.server";
import { insertUser } from "~/modules/accounts/queries/users.server";
import { lookupSession, startSession } from "~/platform/session.server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The one-time code lifecycle against a real SQLite file: issue, verify, expiry, reuse,
 * attempt and hourly limits, and parallel guesses; the code and password limits keyed so that
 * an attacker is stopped while the people sharing their address or knowing their target are not.
 */
let database: TestDatabase;
let db: DB;

beforeAll(async () => {
  database = await createTestDatabase("auth");
  db = database.open();
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  await database.remove();
});

beforeEach(async () => {
  for (const table of ["sessions", "verification_codes", "rate_limit_hits", "outbox_messages", "users"] as const) {
    await db.deleteFrom(table).execute();
  }
});

const t0 = new Date("2026-11-22T03:00:00.000Z");
const after = (ms: number) => new Date(t0.getTime() + ms);
let n = 0;
// Hashes made cheaply for speed; verification reads the cost from the stored hash.
const quickHash = (password: string) => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
const email = () => ({ kind: "email" as const, value: `shopper${++n}@mail.mn` });

/** The code as the shopper reads it: from the message the outbox holds for them. */
async function sentCode(recipient: string): Promise<string> {
  const row = await db.selectFrom("outbox_messages").select("body_text").where("recipient", "=", recipient).orderBy("id", "desc").executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body_text)![1]!;
}

async function issue(identifier: Identifier = email(), now = t0, ip = "10.0.0.1") {
  const result = await issueCode(db, { purpose: "login", identifier, ip, locale: "mn" }, now);
  return { identifier, result };
}

describe("issue and verify", () => {
  it("stores only a hash: the code is not in the table", async () => {
    const { identifier } = await issue();
    const code = await sentCode(identifier.value);
    const row = await db.selectFrom("verification_codes").selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(CODE_TTL_MS);
  });

  it("accepts the right code once; the same code again is refused", async () => {
    const { identifier } = await issue();
    const code = await sentCode(identifier.value);
    expect((await verifyCode(db, "login", identifier.value, code, after(1000))).ok).toBe(true);
    expect(await verifyCode(db, "login", identifier.value, code, after(2000))).toEqual({ ok: false, error: "code.missing" });
  });

  it("refuses a code after 10 minutes", async () => {
    const { identifier } = await issue();
    const code = await sentCode(identifier.value);
    expect(await verifyCode(db, "login", identifier.value, code, after(CODE_TTL_MS))).toEqual({ ok: false, error: "code.expired" });
  });

  it("kills a code after 5 wrong tries, says so on the fifth, and refuses even the right code afterwards", async () => {
    const { identifier } = await issue();
    const code = await sentCode(identifier.value);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      expect(await verifyCode(db, "login", identifier.value, wrong, after(1000))).toEqual({ ok: false, error: "code.invalid" });
    }
    expect(await verifyCode(db, "login", identifier.value, wrong, after(1000))).toEqual({ ok: false, error: "code.tooManyAttempts" });
    expect(await verifyCode(db, "login", identifier.value, code, after(2000))).toEqual({ ok: false, error: "code.tooManyAttempts" });
  });

  it("a newer code replaces the older one", async () => {
    const identifier = email();
    await issue(identifier);
    const first = await sentCode(identifier.value);
    await issue(identifier, after(1000));
    const second = await sentCode(identifier.value);
    if (first !== second) {
      expect((await verifyCode(db, "login", identifier.value, first, after(2000))).ok).toBe(false);
    }
    expect((await verifyCode(db, "login", identifier.value, second, after(3000))).ok).toBe(true);
  });

  it("a code for one purpose does not work for another", async () => {
    const { identifier } = await issue();
    const code = await sentCode(identifier.value);
    expect((await verifyCode(db, "password_reset", identifier.value, code, after(1000))).ok).toBe(false);
  });
});

describe("hourly limits", () => {
  it("allows 5 codes an hour per address, then refuses, then allows again after the hour", async () => {
    const identifier = email();
    for (let i = 0; i < 5; i++) expect((await issue(identifier, after(i * 1000), `10.0.1.${i}`)).result).toEqual({ ok: true });
    expect((await issue(identifier, after(10_000), "10.0.1.9")).result).toEqual({ ok: false, error: "code.rateLimited" });
    expect((await issue(identifier, after(3_600_001), "10.0.1.9")).result).toEqual({ ok: true });
  });

  it("an office behind one IP: a visitor flooding one address is stopped there, and everyone else still gets codes", async () => {
    const office = "10.0.2.1";
    const victim = email();
    for (let i = 0; i < 5; i++) expect((await issue(victim, after(i * 1000), office)).result).toEqual({ ok: true });
    expect((await issue(victim, after(6000), office)).result).toEqual({ ok: false, error: "code.rateLimited" });
    // Forty colleagues behind the same address sign in during that hour, two codes each.
    for (let i = 0; i < 40; i++) {
      const colleague = email();
      expect((await issue(colleague, after(10_000 + i * 100), office)).result).toEqual({ ok: true });
      expect((await issue(colleague, after(10_050 + i * 100), office)).result).toEqual({ ok: true });
    }
  });

  it("one IP spraying many addresses meets the ceiling of 100 codes an hour", async () => {
    const sprayer = "10.0.2.2";
    for (let i = 0; i < CODES_PER_HOUR_PER_IP; i++) expect((await issue(email(), after(i), sprayer)).result).toEqual({ ok: true });
    expect((await issue(email(), after(1000), sprayer)).result).toEqual({ ok: false, error: "code.rateLimited" });
    expect((await issue(email(), after(1000), "10.0.2.3")).result).toEqual({ ok: true });
  });

  it("an account confirming addresses is limited per user; codes a stranger asks for do not use up the owner's allowance", async () => {
    const owner = await insertUser(db, { email: "owner@mail.mn", emailConfirmed: true }, t0);
    // A stranger asks for password resets and sign-in codes for the owner's address from many IPs.
    for (let i = 0; i < 5; i++) await requestPasswordReset(db, { identifier: { kind: "email", value: "owner@mail.mn" }, ip: `10.0.4.${i}`, locale: "mn" }, after(i));
    for (let i = 0; i < 5; i++) await issue({ kind: "email", value: "owner@mail.mn" }, after(10 + i), `10.0.5.${i}`);
    // The owner still confirms new addresses from their account, up to 10 an hour.
    const confirm = (n: number) =>
      issueCode(db, { purpose: "confirm_phone", identifier: { kind: "phone", value: `+9769911${String(n).padStart(4, "0")}` }, ip: "10.0.6.1", locale: "mn", userId: owner.id }, after(100 + n));
    for (let i = 0; i < CODES_PER_HOUR_PER_USER; i++) expect(await confirm(i)).toEqual({ ok: true });
    expect(await confirm(99)).toEqual({ ok: false, error: "code.rateLimited" });
  });

  it("holds under 20 parallel requests for one address", async () => {
    const identifier = email();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => issue(identifier, t0, `10.0.3.${i}`)));
    expect(results.filter((r) => r.result.ok)).toHaveLength(5);
    expect(await db.selectFrom("verification_codes").where("destination", "=", identifier.value).select(db.fn.countAll().as("n")).executeTakeFirst()).toEqual({ n: 5 });
  });
});

describe("parallel guesses", () => {
  it("50 parallel submissions of the right code give exactly one session", async () => {
    const { identifier } = await issue();
    const code = await sentCode(identifier.value);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const result = await completeCodeLogin(db, { identifier, code, locale: "mn" }, after(1000));
        return result.ok ? startSession(db, result.user.id, { userAgent: "test", ip: "10.0.0.1" }, after(1000)) : null;
      }),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await db.selectFrom("sessions").selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom("users").selectAll().execute()).toHaveLength(1);
  });

  it("50 parallel different guesses compare at most 5 and give at most one session", async () => {
    const { identifier } = await issue();
    const code = await sentCode(identifier.value);
    const guesses = Array.from({ length: 50 }, (_, i) => String((Number(code) + i) % 1_000_000).padStart(6, "0"));
    const results = await Promise.all(guesses.map((guess) => completeCodeLogin(db, { identifier, code: guess, locale: "mn" }, after(1000))));
    expect(results.filter((r) => r.ok).length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => !r.ok && r.error === "code.invalid").length).toBeLessThanOrEqual(5);
    const row = await db.selectFrom("verification_codes").select("attempts").executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
  });
});

describe("sign-up and sign-in by code", () => {
  it("a new address becomes a confirmed account; the same address signs in to it again", async () => {
    const identifier = { kind: "phone" as const, value: "+97699112233" };
    await issue(identifier);
    const first = await completeCodeLogin(db, { identifier, code: await sentCode(identifier.value), locale: "mn" }, after(1000));
    expect(first).toMatchObject({ ok: true, created: true, user: { phone: "+97699112233" } });
    expect(first.ok && first.user.phone_confirmed_at).toBeTruthy();
    await issue(identifier, after(2000));
    const second = await completeCodeLogin(db, { identifier, code: await sentCode(identifier.value), locale: "mn" }, after(3000));
    expect(second).toMatchObject({ ok: true, created: false });
    expect(second.ok && first.ok && second.user.id === first.user.id).toBe(true);
  });
});

describe("passwords", () => {
  it("signs in with the right password and refuses a wrong one or an unknown account with one message", async () => {
    const user = await insertUser(db, { email: "pw@mail.mn", emailConfirmed: true, passwordHash: await hashPassword("correct horse") }, t0);
    expect(await passwordSignIn(db, { identifier: { kind: "email", value: "pw@mail.mn" }, password: "correct horse", ip: "1.1.1.1" }, t0)).toMatchObject({
      ok: true,
      user: { id: user.id },
    });
    expect(await passwordSignIn(db, { identifier: { kind: "email", value: "pw@mail.mn" }, password: "wrong horse", ip: "1.1.1.1" }, t0)).toEqual({
      ok: false,
      error: "badCredentials",
    });
    expect(await passwordSignIn(db, { identifier: { kind: "email", value: "nobody@mail.mn" }, password: "x", ip: "1.1.1.1" }, t0)).toEqual({
      ok: false,
      error: "badCredentials",
    });
  }, 30_000); // full-cost scrypt hashes on 2 busy cores: a harness limit, not a speed claim

  it("a sign-in stores a hash made with weaker parameters again, at today's; a wrong password changes nothing", async () => {
    const weak = await hashPassword("correct horse", { N: 2 ** 9, r: 8, p: 1 });
    const user = await insertUser(db, { email: "rehash@mail.mn", emailConfirmed: true, passwordHash: weak }, t0);
    const stored = async () => db.selectFrom("users").select(["password_hash", "password_changed_at"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    const before = await stored();
    expect(await passwordSignIn(db, { identifier: { kind: "email", value: "rehash@mail.mn" }, password: "wrong horse", ip: "1.1.1.2" }, t0)).toMatchObject({ ok: false });
    expect((await stored()).password_hash).toBe(weak);
    expect(await passwordSignIn(db, { identifier: { kind: "email", value: "rehash@mail.mn" }, password: "correct horse", ip: "1.1.1.2" }, t0)).toMatchObject({ ok: true });
    const after = await stored();
    expect(after.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    // A new hash of the same password is no password change.
    expect(after.password_changed_at).toBe(before.password_changed_at);
    expect(await passwordSignIn(db, { identifier: { kind: "email", value: "rehash@mail.mn" }, password: "correct horse", ip: "1.1.1.2" }, t0)).toMatchObject({ ok: true });
    expect((await stored()).password_hash).toBe(after.password_hash);
  });

  it("a stranger guessing an account's password is stopped; the owner on another address signs in", async () => {
    await insertUser(db, { email: "limit@mail.mn", passwordHash: await quickHash("correct horse") }, t0);
    const identifier = { kind: "email" as const, value: "limit@mail.mn" };
    for (let i = 0; i < PASSWORD_FAILURES_PER_ACCOUNT_AND_IP; i++) {
      expect(await passwordSignIn(db, { identifier, password: `guess ${i}`, ip: "2.2.2.1" }, t0)).toEqual({ ok: false, error: "badCredentials" });
    }
    expect(await passwordSignIn(db, { identifier, password: "correct horse", ip: "2.2.2.1" }, t0)).toEqual({ ok: false, error: "rateLimited" });
    expect(await passwordSignIn(db, { identifier, password: "correct horse", ip: "2.2.2.99" }, t0)).toMatchObject({ ok: true });
    // A quarter of an hour later the stranger's address may try again.
    expect(await passwordSignIn(db, { identifier, password: "guess", ip: "2.2.2.1" }, after(15 * 60_000))).toEqual({ ok: false, error: "badCredentials" });
  });

  it("guessing from many addresses is stopped at 10 failing addresses per account; an address already counted keeps its own tries", async () => {
    await insertUser(db, { email: "spread@mail.mn", passwordHash: await quickHash("correct horse") }, t0);
    const identifier = { kind: "email" as const, value: "spread@mail.mn" };
    for (let i = 0; i < PASSWORD_FAILING_IPS_PER_ACCOUNT; i++) await passwordSignIn(db, { identifier, password: "guess", ip: `2.3.0.${i}` }, t0);
    expect(await passwordSignIn(db, { identifier, password: "guess", ip: "2.3.0.200" }, t0)).toEqual({ ok: false, error: "rateLimited" });
    expect(await passwordSignIn(db, { identifier, password: "correct horse", ip: "2.3.0.0" }, t0)).toMatchObject({ ok: true });
  });

  it("an office behind one IP: successful sign-ins never count, and one person's failures lock out nobody else", async () => {
    const office = "2.4.0.1";
    const sharedHash = await quickHash("office password");
    const colleagues = await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        await insertUser(db, { email: `colleague${i}@mail.mn`, passwordHash: sharedHash }, t0);
        return { kind: "email" as const, value: `colleague${i}@mail.mn` };
      }),
    );
    await insertUser(db, { email: "target@mail.mn", passwordHash: await quickHash("target password") }, t0);
    const target = { kind: "email" as const, value: "target@mail.mn" };
    for (let i = 0; i < 12; i++) await passwordSignIn(db, { identifier: target, password: `guess ${i}`, ip: office }, t0);
    for (const identifier of colleagues) {
      expect(await passwordSignIn(db, { identifier, password: "office password", ip: office }, after(1000))).toMatchObject({ ok: true });
      expect(await passwordSignIn(db, { identifier, password: "office password", ip: office }, after(2000))).toMatchObject({ ok: true });
    }
  }, 30_000);

  it("one IP failing across many accounts meets the ceiling of 100 failures a quarter of an hour", async () => {
    const sharedHash = await quickHash("their password");
    const accounts = await Promise.all(
      Array.from({ length: 11 }, async (_, i) => {
        await insertUser(db, { email: `sprayed${i}@mail.mn`, passwordHash: sharedHash }, t0);
        return { kind: "email" as const, value: `sprayed${i}@mail.mn` };
      }),
    );
    let refused = 0;
    for (const identifier of accounts) {
      for (let i = 0; i < 10; i++) {
        const result = await passwordSignIn(db, { identifier, password: `spray ${i}`, ip: "2.5.0.1" }, t0);
        if (!result.ok && result.error === "rateLimited") refused += 1;
      }
    }
    expect(refused).toBe(11 * 10 - PASSWORD_FAILURES_PER_IP);
    expect(await passwordSignIn(db, { identifier: accounts[10]!, password: "their password", ip: "2.5.0.2" }, t0)).toMatchObject({ ok: true });
  }, 30_000);

  it("a reset code sets a new password and ends every session; no message goes to an address without an account", async () => {
    const user = await insertUser(db, { email: "reset@mail.mn", passwordHash: await quickHash("old password") }, t0);
    await startSession(db, user.id, { userAgent: "a", ip: "" }, t0);
    const identifier = { kind: "email" as const, value: "reset@mail.mn" };
    expect(await requestPasswordReset(db, { identifier, ip: "3.3.3.3", locale: "en" }, t0)).toEqual({ ok: true });
    const result = await completePasswordReset(db, { identifier, code: await sentCode(identifier.value), password: "new password" }, after(1000));
    expect(result.ok).toBe(true);
    expect(await passwordSignIn(db, { identifier, password: "new password", ip: "3.3.3.3" }, after(2000))).toMatchObject({ ok: true });
    const live = await db.selectFrom("sessions").where("revoked_at", "is", null).selectAll().execute();
    expect(live).toHaveLength(0);

    const nobody = { kind: "email" as const, value: "ghost@mail.mn" };
    expect(await requestPasswordReset(db, { identifier: nobody, ip: "3.3.3.4", locale: "en" }, t0)).toEqual({ ok: true });
    expect(await db.selectFrom("outbox_messages").where("recipient", "=", nobody.value).selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom("verification_codes").where("destination", "=", nobody.value).selectAll().execute()).toHaveLength(1);
  });
});

describe("database sessions", () => {
  async function cookieRequest(cookie: string) {
    return new Request("http://shop.test/account", { headers: { Cookie: cookie.split(";")[0]! } });
  }

  it("a fresh session is active; a revoked one ends and signs the browser out", async () => {
    const user = await insertUser(db, { email: "s@mail.mn" }, t0);
    const { id, cookie } = await startSession(db, user.id, { userAgent: "ua", ip: "" }, new Date());
    const request = await cookieRequest(cookie);
    expect(await lookupSession(db, request, new Date())).toMatchObject({ status: "active", session: { id, user: { id: user.id } } });
    await db.updateTable("sessions").set({ revoked_at: new Date().toISOString() }).where("id", "=", id).execute();
    expect(await lookupSession(db, request, new Date())).toEqual({ status: "ended", reason: "revoked" });
  });

  it("ends after 30 idle minutes and after its absolute lifetime", async () => {
    const user = await insertUser(db, { email: "idle@mail.mn" }, t0);
    const start = new Date();
    const { cookie } = await startSession(db, user.id, { userAgent: "ua", ip: "" }, start);
    const request = await cookieRequest(cookie);
    expect(await lookupSession(db, request, new Date(start.getTime() + 31 * 60_000))).toEqual({ status: "ended", reason: "idle" });

    const { cookie: second } = await startSession(db, user.id, { userAgent: "ua", ip: "" }, start);
    const secondRequest = await cookieRequest(second);
    let clock = start.getTime();
    // Active use every 20 minutes keeps it alive until the 12-hour end.
    for (let i = 0; i < 35; i++) {
      clock += 20 * 60_000;
      const state = await lookupSession(db, secondRequest, new Date(clock));
      if (clock - start.getTime() < 12 * 3_600_000) expect(state.status).toBe("active");
      else {
        expect(state).toEqual({ status: "ended", reason: "expired" });
        break;
      }
    }
  });

  it("a tampered cookie is no session", async () => {
    const request = new Request("http://shop.test/", { headers: { Cookie: "__session=eyJ0b2tlbiI6ImZvcmdlZCJ9.bad" } });
    expect(await lookupSession(db, request, new Date())).toEqual({ status: "none" });
  });
});
