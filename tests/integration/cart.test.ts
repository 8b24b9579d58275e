import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setStock as setStockOf, buyableVariants } from "./support/stock";

/**
 * The cart service against a real migrated and seeded SQLite file: add / update / remove,
 * stock and availability messages, ownership, the sign-in merge, placed orders no longer
 * being the cart, and concurrency (one current order per user, guarded quantity adds).
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(60);

const { shopDb: openDb } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const cart = await import("~/modules/cart/cart.server");
const { cartTotals } = await import("~/modules/cart/domain/cart-totals");

const db = openDb();
const now = new Date();
let userCounter = 0;

async function newUser(): Promise<number> {
  userCounter += 1;
  const user = await insertUser(db, { email: `cart${userCounter}-${Date.now()}@example.mn`, name: "Cart" }, now);
  return user.id;
}

/** Purchasable variants (available now, real price), each given a known stock level. */
let variants: { id: number; price: number }[] = [];

const setStock = (variantId: number, units: number) => setStockOf(db, variantId, units);

beforeAll(async () => {
  variants = (await buyableVariants(db, now)).slice(0, 12);
  expect(variants.length).toBe(12);
  for (const v of variants) await setStock(v.id, 10);
});

afterAll(async () => {
  await database.cleanup();
});

const guest = (token: string | null = null) => ({ userId: null, cartToken: token });

describe("cart", () => {
  it("creates a guest cart on first add and returns its token once", async () => {
    expect(await cart.currentCart(db, guest(), "mn", now)).toBeNull();
    const first = await cart.addToCart(db, guest(), { variantId: variants[0]!.id, quantity: 2 }, "en", now);
    if (!first.ok) throw new Error(first.error);
    expect(first.value.newCartToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(first.value.cart.number).toMatch(/^R\d{9}$/);
    expect(first.value.cart.lines).toHaveLength(1);
    const line = first.value.cart.lines[0]!;
    expect(line).toMatchObject({ variantId: variants[0]!.id, quantity: 2, unitPrice: variants[0]!.price, lineTotal: 2 * variants[0]!.price, gift: false, available: 10 });
    expect(line.name).not.toBe("");
    expect(line.brand).not.toBe("");

    const second = await cart.addToCart(db, guest(first.value.newCartToken), { variantId: variants[1]!.id, quantity: 1 }, "en", now);
    if (!second.ok) throw new Error(second.error);
    expect(second.value.newCartToken).toBeNull();
    expect(second.value.cart.orderId).toBe(first.value.cart.orderId);
    expect(await cart.cartItemCount(db, guest(first.value.newCartToken))).toBe(3);
  });

  it("accumulates quantities of the same line and checks the sum against stock", async () => {
    const user = { userId: await newUser(), cartToken: null };
    const v = variants[2]!;
    const a = await cart.addToCart(db, user, { variantId: v.id, quantity: 4 }, "mn", now);
    expect(a.ok).toBe(true);
    const b = await cart.addToCart(db, user, { variantId: v.id, quantity: 5 }, "mn", now);
    if (!b.ok) throw new Error(b.error);
    expect(b.value.cart.lines).toHaveLength(1);
    expect(b.value.cart.lines[0]!.quantity).toBe(9);
    expect(b.value.newCartToken).toBeNull();
    // 9 of 10 in the cart: 2 more does not fit, 1 is left.
    expect(await cart.addToCart(db, user, { variantId: v.id, quantity: 2 }, "mn", now)).toEqual({ ok: false, error: "cart.errors.quantityNotAvailable", values: { count: 1 } });
    // A gift line of the same variant is a separate line but shares the stock.
    const gift = await cart.addToCart(db, user, { variantId: v.id, quantity: 1, gift: true }, "mn", now);
    if (!gift.ok) throw new Error(gift.error);
    expect(gift.value.cart.lines.map((l) => [l.gift, l.quantity])).toEqual([
      [false, 9],
      [true, 1],
    ]);
    expect(await cart.addToCart(db, user, { variantId: v.id, quantity: 1 }, "mn", now)).toEqual({ ok: false, error: "cart.errors.quantityNotAvailable", values: { count: 0 } });
  });

  it("refuses out of stock, too many, quantity 0, unavailable and unknown variants", async () => {
    const user = { userId: await newUser(), cartToken: null };
    const out = variants[3]!;
    await setStock(out.id, 0);
    expect(await cart.addToCart(db, user, { variantId: out.id, quantity: 1 }, "mn", now)).toEqual({ ok: false, error: "cart.errors.outOfStock" });
    expect(await cart.addToCart(db, user, { variantId: variants[4]!.id, quantity: 11 }, "mn", now)).toEqual({
      ok: false,
      error: "cart.errors.quantityNotAvailable",
      values: { count: 10 },
    });
    expect(await cart.addToCart(db, user, { variantId: variants[4]!.id, quantity: 0 }, "mn", now)).toEqual({ ok: false, error: "cart.errors.quantityRequired" });
    expect(await cart.addToCart(db, user, { variantId: 999_999, quantity: 1 }, "mn", now)).toEqual({ ok: false, error: "cart.errors.variantNotFound" });

    const later = variants[5]!;
    const product = await db.selectFrom("variants").select("product_id").where("id", "=", later.id).executeTakeFirstOrThrow();
    const future = new Date(now.getTime() + 86_400_000).toISOString();
    const before = await db.selectFrom("products").select("available_on").where("id", "=", product.product_id).executeTakeFirstOrThrow();
    await db.updateTable("products").set({ available_on: future }).where("id", "=", product.product_id).execute();
    expect(await cart.addToCart(db, user, { variantId: later.id, quantity: 1 }, "mn", now)).toEqual({ ok: false, error: "cart.errors.temporarilyUnavailable" });
    await db.updateTable("products").set({ available_on: before.available_on }).where("id", "=", product.product_id).execute();

    // Nothing was added, so no cart was left behind.
    expect(await cart.currentCart(db, user, "mn", now)).toBeNull();
    await setStock(out.id, 10);
  });

  it("updates and removes lines, and only the owner's lines", async () => {
    const owner = { userId: await newUser(), cartToken: null };
    const other = { userId: await newUser(), cartToken: null };
    const added = await cart.addToCart(db, owner, { variantId: variants[6]!.id, quantity: 1 }, "mn", now);
    if (!added.ok) throw new Error(added.error);
    await cart.addToCart(db, other, { variantId: variants[6]!.id, quantity: 1 }, "mn", now);
    const lineId = added.value.cart.lines[0]!.id;

    const updated = await cart.setLineQuantity(db, owner, lineId, 3, "mn", now);
    if (!updated.ok) throw new Error(updated.error);
    expect(updated.value.cart.lines[0]!.quantity).toBe(3);
    expect(updated.value.cart.itemCount).toBe(3);
    expect(await cart.setLineQuantity(db, owner, lineId, 0, "mn", now)).toEqual({ ok: false, error: "cart.errors.quantityRequired" });
    expect(await cart.setLineQuantity(db, owner, lineId, 12, "mn", now)).toEqual({ ok: false, error: "cart.errors.quantityNotAvailable", values: { count: 10 } });

    // Another shopper (signed in or guest) cannot touch it.
    expect(await cart.setLineQuantity(db, other, lineId, 2, "mn", now)).toEqual({ ok: false, error: "cart.errors.lineNotFound" });
    expect(await cart.removeLine(db, other, lineId, "mn", now)).toEqual({ ok: false, error: "cart.errors.lineNotFound" });
    expect(await cart.removeLine(db, guest("nope"), lineId, "mn", now)).toEqual({ ok: false, error: "cart.errors.lineNotFound" });
    expect((await cart.currentCart(db, owner, "mn", now))!.lines[0]!.quantity).toBe(3);

    const removed = await cart.removeLine(db, owner, lineId, "mn", now);
    if (!removed.ok) throw new Error(removed.error);
    expect(removed.value.cart!.lines).toEqual([]);
    expect(removed.value.cart!.itemCount).toBe(0);
    expect(await cart.removeLine(db, owner, lineId, "mn", now)).toEqual({ ok: false, error: "cart.errors.lineNotFound" });
    expect(await cart.setLineQuantity(db, owner, lineId, 1, "mn", now)).toEqual({ ok: false, error: "cart.errors.lineNotFound" });
  });

  it("computes totals and VAT with cartTotals and stores them on the order", async () => {
    const user = { userId: await newUser(), cartToken: null };
    await cart.addToCart(db, user, { variantId: variants[7]!.id, quantity: 2 }, "mn", now);
    const res = await cart.addToCart(db, user, { variantId: variants[8]!.id, quantity: 3 }, "mn", now);
    if (!res.ok) throw new Error(res.error);
    const expected = cartTotals({
      lines: [
        { unitPrice: variants[7]!.price, quantity: 2 },
        { unitPrice: variants[8]!.price, quantity: 3 },
      ],
      delivery: 0,
      discounts: 0,
      storeCredit: 0,
    });
    expect(res.value.cart).toMatchObject({ itemCount: 5, itemTotal: expected.itemsTotal, total: expected.total, vatIncluded: expected.vatIncluded, state: "cart" });
    const stored = await db.selectFrom("orders").selectAll().where("id", "=", res.value.cart.orderId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      item_total: expected.itemsTotal,
      item_count: 5,
      ship_total: 0,
      adjustment_total: 0,
      tax_total: expected.vatIncluded,
      total: expected.total,
      currency: "MNT",
    });
    expect(await cart.cartItemCount(db, user)).toBe(5);
  });

  it("merges a guest cart into the user's current order at sign-in", async () => {
    const userId = await newUser();
    const user = { userId, cartToken: null };
    await cart.addToCart(db, user, { variantId: variants[9]!.id, quantity: 6 }, "mn", now);
    const g1 = await cart.addToCart(db, guest(), { variantId: variants[9]!.id, quantity: 7 }, "mn", now);
    if (!g1.ok) throw new Error(g1.error);
    const token = g1.value.newCartToken!;
    await cart.addToCart(db, guest(token), { variantId: variants[10]!.id, quantity: 2 }, "mn", now);

    await cart.mergeGuestCart(db, userId, token, now);
    const merged = (await cart.currentCart(db, user, "mn", now))!;
    // 6 + 7 capped by the 10 on hand; the other line moves over.
    expect(merged.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [variants[9]!.id, 10],
      [variants[10]!.id, 2],
    ]);
    expect(merged.itemCount).toBe(12);
    expect(await cart.currentCart(db, guest(token), "mn", now)).toBeNull();
    expect(await db.selectFrom("orders").select("id").where("token", "=", token).executeTakeFirst()).toBeUndefined();
    // Merging again (stale cookie) does nothing.
    await cart.mergeGuestCart(db, userId, token, now);
    expect((await cart.currentCart(db, user, "mn", now))!.itemCount).toBe(12);
  });

  it("merges into a new order when the user has no cart yet", async () => {
    const userId = await newUser();
    const g = await cart.addToCart(db, guest(), { variantId: variants[11]!.id, quantity: 2 }, "mn", now);
    if (!g.ok) throw new Error(g.error);
    await cart.mergeGuestCart(db, userId, g.value.newCartToken!, now);
    const mine = (await cart.currentCart(db, { userId, cartToken: null }, "mn", now))!;
    expect(mine.lines.map((l) => l.quantity)).toEqual([2]);
    expect(mine.itemCount).toBe(2);
    expect(await cart.currentCart(db, guest(g.value.newCartToken), "mn", now)).toBeNull();
  });

  it("treats a placed order as absent: a new cart starts", async () => {
    const user = { userId: await newUser(), cartToken: null };
    const first = await cart.addToCart(db, user, { variantId: variants[0]!.id, quantity: 1 }, "mn", now);
    if (!first.ok) throw new Error(first.error);
    await db.updateTable("orders").set({ state: "paid" }).where("id", "=", first.value.cart.orderId).execute();
    expect(await cart.currentCart(db, user, "mn", now)).toBeNull();
    expect(await cart.cartItemCount(db, user)).toBe(0);
    const lineId = first.value.cart.lines[0]!.id;
    expect(await cart.removeLine(db, user, lineId, "mn", now)).toEqual({ ok: false, error: "cart.errors.lineNotFound" });
    const next = await cart.addToCart(db, user, { variantId: variants[1]!.id, quantity: 1 }, "mn", now);
    if (!next.ok) throw new Error(next.error);
    expect(next.value.cart.orderId).not.toBe(first.value.cart.orderId);
    expect(next.value.cart.lines.map((l) => l.variantId)).toEqual([variants[1]!.id]);

    // A guest whose order was placed gets a new cart and a new token too.
    const g = await cart.addToCart(db, guest(), { variantId: variants[1]!.id, quantity: 1 }, "mn", now);
    if (!g.ok) throw new Error(g.error);
    await db.updateTable("orders").set({ state: "completed" }).where("id", "=", g.value.cart.orderId).execute();
    expect(await cart.currentCart(db, guest(g.value.newCartToken), "mn", now)).toBeNull();
    const again = await cart.addToCart(db, guest(g.value.newCartToken), { variantId: variants[1]!.id, quantity: 1 }, "mn", now);
    if (!again.ok) throw new Error(again.error);
    expect(again.value.newCartToken).not.toBeNull();
    expect(again.value.newCartToken).not.toBe(g.value.newCartToken);
  });

  it("keeps one current order and sums quantities under 20 parallel first adds", async () => {
    const userId = await newUser();
    const user = { userId, cartToken: null };
    const v = variants[4]!;
    await setStock(v.id, 100);
    const results = await Promise.all(Array.from({ length: 20 }, () => cart.addToCart(db, user, { variantId: v.id, quantity: 1 }, "mn", now)));
    expect(results).toHaveLength(20);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const current = await db.selectFrom("orders").select("id").where("user_id", "=", userId).execute();
    expect(current).toHaveLength(1);
    const view = (await cart.currentCart(db, user, "mn", now))!;
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]!.quantity).toBe(20);
    expect(view.itemCount).toBe(20);
    expect(view.itemTotal).toBe(20 * v.price);

    // Parallel adds never go past the stock: 30 x 1 with 25 more left -> exactly 25 succeed.
    await setStock(v.id, 45);
    const more = await Promise.all(Array.from({ length: 30 }, () => cart.addToCart(db, user, { variantId: v.id, quantity: 1 }, "mn", now)));
    expect(more.filter((r) => r.ok)).toHaveLength(25);
    expect((await cart.currentCart(db, user, "mn", now))!.lines[0]!.quantity).toBe(45);
    await setStock(v.id, 10);
  });

  it("rejects a second current order for a user at the database level", async () => {
    const userId = await newUser();
    const stamp = now.toISOString();
    await db.insertInto("orders").values({ number: "R000000001", token: "t".repeat(40), user_id: userId, created_at: stamp, updated_at: stamp, completed_at: null }).execute();
    await expect(
      db.insertInto("orders").values({ number: "R000000002", token: "u".repeat(40), user_id: userId, created_at: stamp, updated_at: stamp, completed_at: null }).execute(),
    ).rejects.toThrow(/UNIQUE constraint failed|duplicate key value violates unique constraint/);
    await expect(sql`update orders set item_total = -1 where user_id = ${userId}`.execute(db)).rejects.toThrow(/CHECK constraint failed|violates check constraint/);
    await expect(sql`update orders set state = 'bogus' where user_id = ${userId}`.execute(db)).rejects.toThrow(/CHECK constraint failed|violates check constraint/);
  });
});

describe("the cart names the variant", () => {
  async function variantWith(key: string, value: string): Promise<number> {
    const row = await db
      .selectFrom("variant_option_values as o")
      .innerJoin("variants as v", "v.id", "o.variant_id")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select("v.id")
      .where("o.option_key", "=", key)
      .where("o.value", "=", value)
      .where("p.available_on", "<=", now.toISOString())
      .where("v.price", ">", 1000)
      .orderBy("v.id")
      .executeTakeFirstOrThrow();
    await setStock(row.id, 10);
    return row.id;
  }

  it("each line carries its size and colour, or its volume, in the page's language; a product without options none", async () => {
    const shirt = await variantWith("clothing_size", "L");
    const litre = await variantWith("volume", "1000ml");
    const plain = await db
      .selectFrom("variants as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .select("v.id")
      .where("p.available_on", "<=", now.toISOString())
      .where("v.price", ">", 1000)
      .where((eb) => eb.not(eb.exists(eb.selectFrom("variant_option_values as o").select("o.variant_id").whereRef("o.variant_id", "=", "v.id"))))
      .orderBy("v.id")
      .executeTakeFirstOrThrow();
    await setStock(plain.id, 10);
    const owner = { userId: await newUser(), cartToken: null };
    for (const variantId of [shirt, litre, plain.id]) {
      const added = await cart.addToCart(db, owner, { variantId, quantity: 1 }, "mn", now);
      if (!added.ok) throw new Error(added.error);
    }
    const mn = (await cart.currentCart(db, owner, "mn", now))!;
    const byVariant = (c: typeof mn, id: number) => c.lines.find((l) => l.variantId === id)!;
    const shirtOptions = byVariant(mn, shirt).options;
    expect(shirtOptions.map((o) => [o.key, o.name])).toEqual([
      ["clothing_size", "Хэмжээ"],
      ["colour", "Өнгө"],
    ]);
    expect(shirtOptions[0]!.value).toBe("L");
    expect(byVariant(mn, litre).options).toEqual([{ key: "volume", name: "Багтаамж", value: "1 литр" }]);
    expect(byVariant(mn, plain.id).options).toEqual([]);

    const en = (await cart.currentCart(db, owner, "en", now))!;
    expect(byVariant(en, litre).options).toEqual([{ key: "volume", name: "Volume", value: "1 litre" }]);
    expect(byVariant(en, shirt).options.map((o) => o.name)).toEqual(["Size", "Colour"]);
  });
});

describe("order again", () => {
  it("puts a placed order's lines back, each capped by stock; a sold-out line is named, not added", async () => {
    const userId = await newUser();
    const [plenty, scarce, gone] = [variants[9]!, variants[10]!, variants[11]!];
    for (const v of [plenty, scarce, gone]) await setStock(v.id, 10);
    for (const [v, quantity] of [[plenty, 2], [scarce, 3], [gone, 1]] as const) {
      const added = await cart.addToCart(db, { userId, cartToken: null }, { variantId: v.id, quantity }, "mn", now);
      if (!added.ok) throw new Error(added.error);
    }
    const placed = (await cart.findOrder(db, { userId, cartToken: null }))!;
    await db.updateTable("orders").set({ state: "paid" }).where("id", "=", placed.id).execute();
    await setStock(scarce.id, 1);
    await setStock(gone.id, 0);

    const outcome = await cart.reorder(db, { userId, cartToken: null }, placed.id, "mn", now);
    expect(outcome.added).toBe(3);
    expect(outcome.missing).toHaveLength(1);
    expect(outcome.reduced).toHaveLength(1);
    const again = (await cart.currentCart(db, { userId, cartToken: null }, "mn", now))!;
    expect(again.orderId).not.toBe(placed.id);
    expect(Object.fromEntries(again.lines.map((line) => [line.variantId, line.quantity]))).toEqual({ [plenty.id]: 2, [scarce.id]: 1 });

    // Twice in a row: the second finds the cart already holding what stock allows of the scarce one.
    const twice = await cart.reorder(db, { userId, cartToken: null }, placed.id, "mn", now);
    expect(twice.added).toBe(2);
    const after = (await cart.currentCart(db, { userId, cartToken: null }, "mn", now))!;
    expect(Object.fromEntries(after.lines.map((line) => [line.variantId, line.quantity]))).toEqual({ [plenty.id]: 4, [scarce.id]: 1 });
  });

  it("a guest's order again starts a cart and hands back its token", async () => {
    const v = variants[9]!;
    const first = await cart.addToCart(db, guest(), { variantId: v.id, quantity: 1 }, "en", now);
    if (!first.ok) throw new Error(first.error);
    await db.updateTable("orders").set({ state: "paid" }).where("id", "=", first.value.cart.orderId).execute();
    const outcome = await cart.reorder(db, guest(), first.value.cart.orderId, "en", now);
    expect(outcome.added).toBe(1);
    expect(outcome.newCartToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });
});

