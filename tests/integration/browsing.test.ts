import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Recently viewed and compare against a real migrated and seeded database
 * (docs/decisions/043-recently-viewed-and-compare.md): the guest's history and compare list
 * joining the account at sign-in, the 40 cap and dedup in the table, the compare limit, and the
 * product page recording a guest's view only when the guest already has a guest state.
 */
const { prepareTestDatabase, listableProductIds } = await import("./setup-db");
const database = await prepareTestDatabase(60);

const { shopDb: openDb, shopContextFor } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const browsing = await import("~/modules/browsing/index.server");
const { recordProductPageView } = await import("~/web/browsing.server");
const { writeGuestState, readGuestState } = await import("~/platform/guest-state.server");
const { emptyGuestState } = await import("~/modules/guest-state");
const { signInAndRedirect } = await import("~/web/sign-in-session.server");

const db = openDb();
const now = new Date("2026-11-24T03:00:00.000Z");
let products: number[] = [];
let userCounter = 0;

async function newUser() {
  userCounter += 1;
  return insertUser(db, { email: `browse${userCounter}-${Date.now()}@example.mn`, name: "Browse" }, now);
}

const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  products = [...(await listableProductIds(db, now))].sort((a, b) => a - b).slice(0, 50);
  expect(products.length).toBe(50);
});

afterAll(async () => {
  await database.cleanup();
});

describe("recently viewed of a signed-in shopper", () => {
  it("keeps one row per product, newest first, at most 40", async () => {
    const user = await newUser();
    for (let i = 0; i < 45; i++) await browsing.recordProductView(db, user.id, products[i]!, later(i * 1000));
    // A repeat moves the product to the front without a second row.
    await browsing.recordProductView(db, user.id, products[10]!, later(60_000));
    const ids = await browsing.recentlyViewedIds(db, user.id);
    expect(ids).toHaveLength(40);
    expect(ids[0]).toBe(products[10]);
    expect(ids[1]).toBe(products[44]);
    expect(new Set(ids).size).toBe(40);
    // The five oldest (0..4) went; 10 came back to the front.
    for (const gone of products.slice(0, 5)) expect(ids).not.toContain(gone);
    const rows = await db.selectFrom("recently_viewed").select("product_id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(40);
    await browsing.clearRecentlyViewed(db, user.id);
    expect(await browsing.recentlyViewedIds(db, user.id)).toEqual([]);
  });

  it("concurrent views of one product end in one row", async () => {
    const user = await newUser();
    await Promise.all(Array.from({ length: 20 }, (_, i) => browsing.recordProductView(db, user.id, products[0]!, later(i))));
    const rows = await db.selectFrom("recently_viewed").select("product_id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
  });
});

describe("compare of a signed-in shopper", () => {
  it("takes four, refuses the fifth new one, allows removing, and never passes four under concurrency", async () => {
    const user = await newUser();
    for (const id of products.slice(0, 4)) expect((await browsing.addToAccountCompare(db, user.id, id, now)).ok).toBe(true);
    const fifth = await browsing.addToAccountCompare(db, user.id, products[4]!, now);
    expect(fifth).toEqual({ ok: false, error: "browsing:errors.compareFull", values: { max: 4 } });
    expect(await browsing.removeFromAccountCompare(db, user.id, products[1]!)).toEqual([products[0], products[2], products[3]]);
    const racing = await Promise.all(products.slice(10, 20).map((id) => browsing.addToAccountCompare(db, user.id, id, now)));
    expect(racing.filter((r) => r.ok && r.value.length === 4)).toHaveLength(1);
    expect(await browsing.compareIds(db, user.id)).toHaveLength(4);
    expect(await browsing.addToAccountCompare(db, user.id, 999_999_999, now)).toEqual({ ok: false, error: "browsing:errors.productNotFound" });
  });
});

describe("the guest's browsing joins the account at sign-in", () => {
  it("guest views come first, deduplicated; compare keeps the account's order and fills to four", async () => {
    const user = await newUser();
    const [a, b, c, d, e, f] = products as [number, number, number, number, number, number];
    await browsing.recordProductView(db, user.id, a, later(-60_000));
    await browsing.recordProductView(db, user.id, b, later(-30_000));
    await browsing.addToAccountCompare(db, user.id, e, now);
    await browsing.addToAccountCompare(db, user.id, f, now);
    // The guest viewed c, then a, then d (newest first in the state); 999_999_999 is no product.
    await browsing.adoptGuestBrowsing(db, user.id, { viewed: [d, a, c, 999_999_999], compare: [a, f, b, c, d] }, now);
    expect(await browsing.recentlyViewedIds(db, user.id)).toEqual([d, a, c, b]);
    expect(await browsing.compareIds(db, user.id)).toEqual([e, f, a, b]);
    // Signing in again with the same state changes nothing.
    await browsing.adoptGuestBrowsing(db, user.id, { viewed: [d, a, c], compare: [a] }, now);
    expect(await browsing.recentlyViewedIds(db, user.id)).toEqual([d, a, c, b]);
  });

  it("through signInAndRedirect, from the guest-state cookie", async () => {
    const user = await newUser();
    const [a, b, c] = products.slice(20) as [number, number, number];
    const cookie = await writeGuestState(new Request("http://shop.test/"), db, { ...emptyGuestState(), viewed: [c, b, a], compare: [b] }, now);
    const request = new Request("http://shop.test/login", { method: "POST", headers: { Cookie: cookie.split(";")[0]! } });
    const response = await signInAndRedirect(request, shopContextFor(request, { now }), user, { redirectTo: "/account" });
    expect(response.status).toBe(302);
    expect(await browsing.recentlyViewedIds(db, user.id)).toEqual([c, b, a]);
    expect(await browsing.compareIds(db, user.id)).toEqual([b]);
  });
});

describe("the product page records a view", () => {
  it("for a guest with a guest state: in the state, with a Set-Cookie; without one: only the hint header", async () => {
    const [a, b] = products.slice(30) as [number, number];
    const context = shopContextFor(null, { now });
    const bare = await recordProductPageView(new Request("http://shop.test/p"), context, null, a);
    expect(bare.viewed).toEqual([]);
    expect(bare.headers.get("x-viewed-product")).toBe(String(a));
    expect(bare.headers.get("Set-Cookie")).toBeNull();

    const start = await writeGuestState(new Request("http://shop.test/"), db, { ...emptyGuestState(), viewed: [a] }, now);
    const withState = new Request("http://shop.test/p", { headers: { Cookie: start.split(";")[0]! } });
    const seen = await recordProductPageView(withState, context, null, b);
    expect(seen.viewed).toEqual([b, a]);
    expect(seen.headers.get("x-viewed-product")).toBeNull();
    const setCookie = seen.headers.get("Set-Cookie")!;
    const next = await readGuestState(new Request("http://shop.test/", { headers: { Cookie: setCookie.split(";")[0]! } }), db);
    expect(next.viewed).toEqual([b, a]);
  });

  it("never for a bot", async () => {
    const user = await newUser();
    const bot = new Request("http://shop.test/p", { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    const context = shopContextFor(null, { now });
    const guest = await recordProductPageView(bot, context, null, products[0]!);
    expect(guest.headers.get("x-viewed-product")).toBeNull();
    await recordProductPageView(bot, context, user, products[0]!);
    expect(await browsing.recentlyViewedIds(db, user.id)).toEqual([]);
  });
});
