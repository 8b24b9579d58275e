import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyableVariants, setStock as setStockOf } from "./support/stock";

/**
 * Wish lists against a real migrated and seeded database: the sign-in merge of a guest's
 * wishes (deduplicated, order kept), 50 concurrent toggles of one variant (one row or none,
 * never two), caps, ownership and moving.
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(40);

const { shopDb: openDb } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const wish = await import("~/modules/wishlists/wishlists.server");

const db = openDb();
const now = new Date();
let userCounter = 0;
let variants: number[] = [];

async function newUser(): Promise<number> {
  userCounter += 1;
  const user = await insertUser(db, { email: `wish${userCounter}-${Date.now()}@example.mn`, name: "Wish" }, now);
  return user.id;
}

async function rowsOf(userId: number, variantId: number): Promise<number> {
  const rows = await db
    .selectFrom("wishes as w")
    .innerJoin("wish_lists as l", "l.id", "w.list_id")
    .select("w.id")
    .where("l.user_id", "=", userId)
    .where("w.variant_id", "=", variantId)
    .execute();
  return rows.length;
}

beforeAll(async () => {
  variants = (await buyableVariants(db, now)).slice(0, 8).map((v) => v.id);
  expect(variants.length).toBe(8);
  for (const id of variants) await setStockOf(db, id, 5);
});

afterAll(async () => {
  await database.cleanup();
});

describe("wish lists", () => {
  it("at sign-in the guest's wishes join the default list: deduplicated, in the guest's order, placed first", async () => {
    const [a, b, c, d] = variants as [number, number, number, number];
    const userId = await newUser();
    await wish.setWish(db, userId, d, "add", now);
    await wish.setWish(db, userId, b, "add", now);
    // Newest first: the guest wished c, then b, then a (b is already in the list).
    await wish.adoptGuestWishes(db, userId, [a, b, c, 999_999_999], now);
    expect(await wish.wishedVariantIds(db, userId)).toEqual([a, c, b, d]);
    // Signing in twice adds nothing more.
    await wish.adoptGuestWishes(db, userId, [a, b, c], now);
    const page = await wish.wishListPage(db, userId, null, "en", now);
    if (!page.ok) throw new Error(page.error);
    expect(page.value.lists).toHaveLength(1);
    expect(page.value.current?.wishes.map((w) => w.variantId)).toEqual([a, c, b, d]);
  });

  it("50 concurrent toggles of one variant end with one row or none, never two", async () => {
    for (let round = 0; round < 3; round += 1) {
      const userId = await newUser();
      const variantId = variants[round]!;
      const results = await Promise.all(Array.from({ length: 50 }, () => wish.setWish(db, userId, variantId, "toggle", now)));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await rowsOf(userId, variantId)).toBeLessThanOrEqual(1);
      const lists = await db.selectFrom("wish_lists").select("id").where("user_id", "=", userId).execute();
      expect(lists).toHaveLength(1);
    }
  });

  it("50 concurrent adds make one row and one default list", async () => {
    const userId = await newUser();
    await Promise.all(Array.from({ length: 50 }, () => wish.setWish(db, userId, variants[4]!, "add", now)));
    expect(await rowsOf(userId, variants[4]!)).toBe(1);
    expect(await db.selectFrom("wish_lists").select("id").where("user_id", "=", userId).execute()).toHaveLength(1);
  });

  it("lists: create is placed first, move places the wish first there, another shopper's list is not found", async () => {
    const [a, b, c] = variants as [number, number, number];
    const owner = await newUser();
    const stranger = await newUser();
    await wish.setWish(db, owner, a, "add", now);
    await wish.setWish(db, owner, b, "add", now);
    const gifts = await wish.createWishList(db, owner, "  Бэлэг   шинэ ", now);
    if (!gifts.ok) throw new Error(gifts.error);
    const page = await wish.wishListPage(db, owner, null, "mn", now);
    if (!page.ok) throw new Error(page.error);
    expect(page.value.lists[0]).toMatchObject({ id: gifts.value.listId, name: "Бэлэг шинэ", isDefault: false });
    const defaultId = page.value.lists[1]!.id;

    await wish.setWish(db, owner, c, "add", now);
    expect(await wish.moveWish(db, owner, { listId: defaultId, variantId: c, toListId: gifts.value.listId }, now)).toEqual({ ok: true, value: null });
    expect(await wish.moveWish(db, owner, { listId: defaultId, variantId: a, toListId: gifts.value.listId }, now)).toEqual({ ok: true, value: null });
    const moved = await wish.wishListPage(db, owner, gifts.value.listId, "mn", now);
    if (!moved.ok) throw new Error(moved.error);
    expect(moved.value.current?.wishes.map((w) => w.variantId)).toEqual([a, c]);

    expect(await wish.renameWishList(db, stranger, gifts.value.listId, "x", now)).toMatchObject({ ok: false, error: "wishlist:errors.listNotFound" });
    expect(await wish.emptyWishList(db, stranger, gifts.value.listId)).toMatchObject({ ok: false, error: "wishlist:errors.listNotFound" });
    expect(await wish.wishListPage(db, stranger, gifts.value.listId, "mn", now)).toMatchObject({ ok: false, error: "wishlist:errors.listNotFound" });
    expect(await wish.moveWish(db, stranger, { listId: gifts.value.listId, variantId: a, toListId: defaultId }, now)).toMatchObject({ ok: false });

    // Toggling a wished variant off takes it out of every list.
    await wish.setWish(db, owner, a, "toggle", now);
    expect(await wish.wishedVariantIds(db, owner)).toEqual([c, b]);
  });

  it("share links are random and revocable", async () => {
    const owner = await newUser();
    await wish.setWish(db, owner, variants[5]!, "add", now);
    const listId = (await wish.wishListPage(db, owner, null, "en", now) as { ok: true; value: { lists: { id: number }[] } }).value.lists[0]!.id;
    const shared = await wish.shareWishList(db, owner, listId, now);
    if (!shared.ok) throw new Error(shared.error);
    expect(shared.value.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await wish.sharedWishList(db, shared.value.token, "en", now))?.wishes.map((w) => w.variantId)).toEqual([variants[5]]);
    await wish.unshareWishList(db, owner, listId, now);
    expect(await wish.sharedWishList(db, shared.value.token, "en", now)).toBeNull();
  });

  it("caps: lists per shopper", async () => {
    const owner = await newUser();
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => wish.createWishList(db, owner, `L${i}`, now)));
    const made = results.filter((r) => r.ok).length;
    // The default list counts: 19 named lists fit beside it.
    expect(made).toBe(19);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: "wishlist:errors.tooManyLists", values: { max: 20 } });
  });
});
