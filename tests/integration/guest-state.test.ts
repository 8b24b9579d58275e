import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import { emptyGuestState, type GuestState } from "~/modules/guest-state";
import { clearGuestStateHeader, firstViewCookie, GUEST_STATE_COOKIE, guestStateHeader, readGuestState, writeGuestState } from "~/platform/guest-state.server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/**
 * The guest's state in its signed cookie (docs/decisions/041-guest-state.md): what is written
 * reads back, a tampered or foreign cookie reads as empty (never an error), a state too big for
 * a cookie moves to its row and back, and clearing forgets the row too.
 */

let database: TestDatabase;
let db: DB;
const now = new Date("2026-11-24T03:00:00.000Z");

beforeAll(async () => {
  database = await createTestDatabase("guest_state");
  db = database.open();
  await migrateToLatest(db);
});

afterAll(async () => {
  await db?.destroy();
  await database?.remove();
});

/** The request a browser sends after receiving `setCookie`. */
function requestWith(setCookie: string | null, extra = ""): Request {
  const pair = setCookie ? setCookie.split(";")[0]! : "";
  return new Request("http://shop.test/", { headers: { Cookie: [pair, extra].filter(Boolean).join("; ") } });
}

const state = (parts: Partial<GuestState>): GuestState => ({ ...emptyGuestState(), ...parts });

describe("the guest state cookie", () => {
  it("reads back what was written, and nothing changes when nothing moved", async () => {
    const next = state({ wished: [12, 5], viewed: [3], compare: [3, 4], searches: ["хар сувд"] });
    const header = await guestStateHeader(requestWith(null), db, next, now);
    expect(header).toMatch(new RegExp(`^${GUEST_STATE_COOKIE}=[^;]+; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax`));
    const request = requestWith(header, "lng=en");
    expect(await readGuestState(request, db)).toEqual(next);
    expect(await guestStateHeader(request, db, next, now)).toBeNull();
  });

  it.each([
    ["no cookie", ""],
    ["an unsigned value", `${GUEST_STATE_COOKIE}=${Buffer.from(JSON.stringify(state({ wished: [1] }))).toString("base64url")}`],
    ["a forged signature", `${GUEST_STATE_COOKIE}=${Buffer.from(JSON.stringify(state({ wished: [1] }))).toString("base64url")}.AAAA`],
    ["junk", `${GUEST_STATE_COOKIE}=%%%.;;`],
    ["a pointer to no row", "x"],
  ])("%s reads as an empty state", async (_, cookie) => {
    const header = cookie === "x" ? null : cookie;
    const request = header === null ? requestWith(null) : new Request("http://shop.test/", { headers: { Cookie: header } });
    expect(await readGuestState(request, db)).toEqual(emptyGuestState());
  });

  it("a changed payload under a valid signature is refused", async () => {
    const header = await writeGuestState(requestWith(null), db, state({ wished: [1] }), now);
    const [name, value] = header.split(";")[0]!.split("=") as [string, string];
    const [, signature] = value.split(".");
    const forged = `${name}=${Buffer.from(JSON.stringify(state({ wished: [999] }))).toString("base64url")}.${signature}`;
    expect(await readGuestState(new Request("http://shop.test/", { headers: { Cookie: forged } }), db)).toEqual(emptyGuestState());
  });

  it("a state too big for a cookie lives in its row, reads back, and is forgotten when cleared", async () => {
    const big = state({ wished: Array.from({ length: 500 }, (_, i) => 100_000 + i), viewed: Array.from({ length: 40 }, (_, i) => 200_000 + i) });
    const header = await writeGuestState(requestWith(null), db, big, now);
    expect(header.length).toBeLessThan(300);
    const request = requestWith(header);
    expect(await readGuestState(request, db)).toEqual(big);
    expect(await db.selectFrom("guest_states").select("token").execute()).toHaveLength(1);
    // Shrinking it back under the limit moves it into the cookie and drops the row.
    const small = await writeGuestState(request, db, state({ wished: [1] }), now);
    expect(await readGuestState(requestWith(small), db)).toEqual(state({ wished: [1] }));
    expect(await db.selectFrom("guest_states").select("token").execute()).toHaveLength(0);
    const again = await writeGuestState(requestWith(null), db, big, now);
    const cleared = await clearGuestStateHeader(requestWith(again), db);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await db.selectFrom("guest_states").select("token").execute()).toHaveLength(0);
  });

  it("a first view's cookie holds that product", async () => {
    expect(await readGuestState(requestWith(firstViewCookie(77)), db)).toEqual(state({ viewed: [77] }));
  });

  it("a version-1 state is migrated on read (eTicket and taxon dropped)", async () => {
    // Written as version 1 by an older shop: signed like any other.
    const header = await writeGuestState(requestWith(null), db, { version: 1, wished: [4], eTicket: { code: "T" }, taxon: "wine" } as unknown as GuestState, now);
    expect(await readGuestState(requestWith(header), db)).toEqual(state({ wished: [4] }));
  });
});
