import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type DB } from "~/db/client.server";
import { findUserById, insertUser } from "~/modules/accounts/queries/users.server";
import {
  adoptGuestSearches,
  clearRecentSearches,
  recentSearchesCookie,
  recentSearchesFor,
  recordSearch,
} from "~/web/recent-searches.server";
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
async function withCookie(searches: string[]) {
  const cookie = (await recentSearchesCookie.serialize(searches)).split(";")[0]!;
  return new Request("http://shop.test/search", { headers: { Cookie: cookie } });
}

describe("account search history", () => {
  it("records in the account, newest first, without duplicates, at most 10; no cookie is set", async () => {
    let user = await insertUser(db, { email: "history@mail.mn" }, new Date());
    for (const q of ["дарс", "архи", "Дарс", ...Array.from({ length: 10 }, (_, i) => `виски ${i}`)]) {
      expect(await recordSearch(db, plain, user, q)).toBeNull();
      user = (await findUserById(db, user.id))!;
    }
    const list = await recentSearchesFor(plain, user);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe("виски 9");
    expect(list).not.toContain("архи");
    expect(new Set(list.map((q) => q.toLowerCase())).size).toBe(list.length);
  });

  it("adopts a guest's searches on sign-in, guest ones first, and clears the cookie", async () => {
    await insertUser(db, { email: "adopt@mail.mn" }, new Date());
    let user = (await db.selectFrom("users").selectAll().where("email", "=", "adopt@mail.mn").executeTakeFirstOrThrow())!;
    await recordSearch(db, plain, user, "пиво");
    user = (await findUserById(db, user.id))!;
    const clear = await adoptGuestSearches(db, await withCookie(["вино", "коньяк"]), user);
    expect(clear).toMatch(/recent_searches=;/);
    user = (await findUserById(db, user.id))!;
    expect(await recentSearchesFor(plain, user)).toEqual(["вино", "коньяк", "пиво"]);
    expect(await adoptGuestSearches(db, plain, user)).toBeNull();
  });

  it("clearing empties the account's list and the cookie", async () => {
    let user = (await db.selectFrom("users").selectAll().where("email", "=", "adopt@mail.mn").executeTakeFirstOrThrow())!;
    expect(await clearRecentSearches(db, user)).toMatch(/recent_searches=;/);
    user = (await findUserById(db, user.id))!;
    expect(await recentSearchesFor(plain, user)).toEqual([]);
  });

  it("a guest's searches stay in the cookie", async () => {
    const header = await recordSearch(db, plain, null, "шар айраг");
    expect(header).toMatch(/^recent_searches=/);
    expect(await recentSearchesFor(await withCookie(["шар айраг"]), null)).toEqual(["шар айраг"]);
  });
});
