import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import { findUserById, insertUser } from "~/modules/accounts/queries/users.server";
import { emptyGuestState } from "~/modules/guest-state";
import { readGuestState, writeGuestState } from "~/platform/guest-state.server";
import { adoptGuestSearches, clearRecentSearches, legacyRecentSearchesCookie, recentSearchesFor, recordSearch } from "~/web/recent-searches.server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** A signed-in shopper's search history lives with the account (at most 10, newest first: storefront-spec.md §3, §9). */
let database: TestDatabase;
let db: DB;

beforeAll(async () => {
  database = await createTestDatabase("history");
  db = database.open();
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  await database.remove();
});

const plain = new Request("http://shop.test/search");
const now = new Date("2026-11-24T03:00:00.000Z");
const requestWith = (...setCookies: string[]) =>
  new Request("http://shop.test/search", { headers: { Cookie: setCookies.map((header) => header.split(";")[0]!).join("; ") } });
/** A guest whose searches are in the guest state (wishes beside them). */
async function guestWith(searches: string[]) {
  return requestWith(await writeGuestState(plain, db, { ...emptyGuestState(), wished: [9], searches }, now));
}
/** A guest from before the guest state: the searches in their own cookie. */
async function legacyGuestWith(searches: string[]) {
  return requestWith(await legacyRecentSearchesCookie.serialize(searches));
}

describe("account search history", () => {
  it("records in the account, newest first, without duplicates, at most 10; no cookie is set", async () => {
    let user = await insertUser(db, { email: "history@mail.mn" }, new Date());
    for (const q of ["дарс", "архи", "Дарс", ...Array.from({ length: 10 }, (_, i) => `виски ${i}`)]) {
      expect(await recordSearch(db, plain, user, q, now)).toEqual([]);
      user = (await findUserById(db, user.id))!;
    }
    const list = await recentSearchesFor(plain, db, user);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe("виски 9");
    expect(list).not.toContain("архи");
    expect(new Set(list.map((q) => q.toLowerCase())).size).toBe(list.length);
  });

  it("adopts a guest's searches on sign-in, guest ones first (from the guest state, or the old cookie)", async () => {
    await insertUser(db, { email: "adopt@mail.mn" }, new Date());
    let user = (await db.selectFrom("users").selectAll().where("email", "=", "adopt@mail.mn").executeTakeFirstOrThrow())!;
    await recordSearch(db, plain, user, "пиво", now);
    user = (await findUserById(db, user.id))!;
    expect(await adoptGuestSearches(db, await guestWith(["вино", "коньяк"]), user)).toBeNull();
    user = (await findUserById(db, user.id))!;
    expect(await recentSearchesFor(plain, db, user)).toEqual(["вино", "коньяк", "пиво"]);
    expect(await adoptGuestSearches(db, await legacyGuestWith(["ром"]), user)).toMatch(/recent_searches=;.*Max-Age=0/);
    user = (await findUserById(db, user.id))!;
    expect(await recentSearchesFor(plain, db, user)).toEqual(["ром", "вино", "коньяк", "пиво"]);
    expect(await adoptGuestSearches(db, plain, user)).toBeNull();
  });

  it("clearing empties the account's list", async () => {
    let user = (await db.selectFrom("users").selectAll().where("email", "=", "adopt@mail.mn").executeTakeFirstOrThrow())!;
    expect(await clearRecentSearches(db, plain, user, now)).toEqual([]);
    user = (await findUserById(db, user.id))!;
    expect(await recentSearchesFor(plain, db, user)).toEqual([]);
  });

  it("a guest's searches are in the guest state, newest first, at most 10, beside the rest of it", async () => {
    let request = await guestWith(["дарс"]);
    for (const q of ["шар айраг", "ДАРС", ...Array.from({ length: 10 }, (_, i) => `q${i}`)]) {
      const headers = await recordSearch(db, request, null, q, now);
      expect(headers).toHaveLength(1);
      request = requestWith(headers[0]!);
    }
    expect(await recentSearchesFor(request, db, null)).toEqual(Array.from({ length: 10 }, (_, i) => `q${9 - i}`));
    expect((await readGuestState(request, db)).wished).toEqual([9]);
    // Searching the newest again changes nothing: no cookie is sent.
    expect(await recordSearch(db, request, null, "q9", now)).toEqual([]);
  });

  it("a guest with the old cookie: it is read, moved into the guest state on the next search, and expired", async () => {
    const legacy = await legacyGuestWith(["коньяк", "ром"]);
    expect(await recentSearchesFor(legacy, db, null)).toEqual(["коньяк", "ром"]);
    const headers = await recordSearch(db, legacy, null, "джин", now);
    expect(headers).toHaveLength(2);
    expect(headers[1]).toMatch(/^recent_searches=;.*Max-Age=0/);
    expect(await recentSearchesFor(requestWith(headers[0]!), db, null)).toEqual(["джин", "коньяк", "ром"]);
  });

  it("clearing a guest's searches keeps the rest of the guest state", async () => {
    const request = await guestWith(["вино"]);
    const headers = await clearRecentSearches(db, request, null, now);
    expect(headers).toHaveLength(1);
    const after = requestWith(headers[0]!);
    expect(await recentSearchesFor(after, db, null)).toEqual([]);
    expect((await readGuestState(after, db)).wished).toEqual([9]);
  });
});
