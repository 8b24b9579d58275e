// `npm run bench:auth [-- --users N]`: sign-in costs on a temporary SQLite file with N accounts
// and their sessions: session lookup (every signed-in page), code issue and check, password
// hashing, and 50 parallel guesses. Figures are printed, never asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateToLatest, openDatabase } from "~/db/client.server";
import { insertUser } from "~/modules/accounts/index.server";
import { completeCodeLogin } from "~/modules/auth/index.server";
import { issueCode, verifyCode } from "~/modules/auth/index.server";
import { hashPassword, verifyPassword } from "~/modules/auth/index.server";
import { lookupSession, startSession } from "~/platform/session.server";

const { values } = parseArgs({ options: { users: { type: "string", default: "20000" } } });
const users = Number(values.users);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-auth-"));
const db = openDatabase(path.join(dir, "shop.db"));
await migrateToLatest(db);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(label: string, runs: number, fn: (i: number) => Promise<unknown>) {
  await fn(0);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0)).padStart(7);
  console.log(`${label.padEnd(46)} p50 ${fmt(percentile(samples, 50))} ms   p95 ${fmt(percentile(samples, 95))} ms`);
}

const started = Date.now();
const now = new Date();
const cookies: string[] = [];
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < users; i++) {
    await insertUser(trx, { email: `bench${i}@mail.mn`, emailConfirmed: true }, now);
  }
});
const ids = (await db.selectFrom("users").select("id").execute()).map((u) => u.id);
for (let i = 0; i < ids.length; i++) {
  const { cookie } = await startSession(db, ids[i]!, { userAgent: "bench", ip: `10.0.${i % 250}.${i % 200}` }, now);
  cookies.push(cookie.split(";")[0]!);
}
console.log(`${users} accounts and sessions in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

const requests = cookies.map((cookie) => new Request("http://shop.test/account", { headers: { Cookie: cookie } }));
await time("session lookup (signed cookie + 2 reads)", 2000, (i) => lookupSession(db, requests[(i * 7919) % requests.length]!, new Date()));
await time("code issue (limits, HMAC, insert, outbox row)", 500, (i) =>
  issueCode(db, { purpose: "login", identifier: { kind: "email", value: `code${i}@mail.mn` }, ip: `10.1.${i % 250}.${Math.floor(i / 250)}`, locale: "mn" }, new Date()),
);
await time("code check, wrong code (attempt spent first)", 500, (i) => verifyCode(db, "login", `code${i}@mail.mn`, "000000", new Date()));

const fifty = Array.from({ length: 50 }, (_, i) => String(i).padStart(6, "0"));
await time("50 parallel guesses at one code", 20, async (i) => {
  const identifier = { kind: "email" as const, value: `parallel${i}@mail.mn` };
  await issueCode(db, { purpose: "login", identifier, ip: `10.2.0.${i}`, locale: "mn" }, new Date());
  await Promise.all(fifty.map((code) => completeCodeLogin(db, { identifier, code, locale: "mn" }, new Date())));
});

const hash = await hashPassword("correct horse battery");
await time("password hash (scrypt N=2^17, r=8, p=1)", 10, () => hashPassword("correct horse battery"));
await time("password check", 10, () => verifyPassword("correct horse battery", hash));
const memory = process.memoryUsage();
console.log(`\nresident memory ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);

await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
