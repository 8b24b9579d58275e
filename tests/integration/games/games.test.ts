import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { get, outcome, post } from "../support/route-requests";

/**
 * The games against a real migrated database (SQLite, and PostgreSQL in the postgres run): one
 * shopper's 100 parallel spins make one spin and one prize; the odds over 10,000 draws stay within
 * 4 standard deviations of the weights, and the caps hold through the real use case; the jackpot
 * is won once by parallel winning plays; the roulette tool refuses customers and staff (403) on
 * pages and posts, and a double draw submit draws once; bad input writes nothing.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(4);

const { shopDb, shopContextFor } = await import("../../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { startSession } = await import("~/platform/session.server");
const games = await import("~/modules/games/index.server");
const { chooseSegment, totalWeight } = await import("~/modules/games");
const { seedDemoGames, DEMO_WHEEL_SLUG, DEMO_JACKPOT_SLUG } = await import("~/db/seed/demo-games.server");
const gameRoute = await import("~/routes/_shop+/games.$slug");
const rouletteRoute = await import("~/routes/_roulette+/roulette._index");
const rouletteFrame = await import("~/routes/_roulette+/roulette");
const rouletteDelete = await import("~/routes/_roulette+/roulette.users.$id.delete");

const db = shopDb();
const now = new Date();
let counter = 0;

async function newUser(role: "customer" | "staff" | "admin" = "customer"): Promise<{ id: number; cookie: string }> {
  const email = `games-${++counter}-${randomBytes(3).toString("hex")}@example.mn`;
  const { id } = await insertUser(db, { email, emailConfirmed: true, name: `Shopper ${counter}` }, now);
  if (role !== "customer") await db.updateTable("users").set({ role }).where("id", "=", id).execute();
  const session = await startSession(db, id, { userAgent: "test", ip: "127.0.0.1" }, now);
  return { id, cookie: session.cookie.split(";", 1)[0]! };
}

const count = async (table: "game_spins" | "coupons" | "wallet_entries" | "game_jackpot_wins" | "roulette_draws" | "roulette_users" | "game_campaigns") =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

/** A wheel of our own (not the demo), so each test knows its odds and caps. */
async function makeWheel(slug: string, segments: { kind: "coupon" | "cashback" | "try_again"; weight: number; dailyCap?: number | null; totalCap?: number | null }[]) {
  const start = new Date(now.getTime() - 400 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(now.getTime() + 400 * 86_400_000).toISOString().slice(0, 10);
  const result = await games.saveCampaign(db, now, null, {
    intent: "save",
    slug,
    kind: "wheel",
    titleMn: slug,
    titleEn: slug,
    descriptionMn: "",
    descriptionEn: "",
    startsOn: start,
    endsOn: end,
    playRule: "once_per_day",
    requiresOrder: false,
    jackpotSeed: null,
    jackpotStep: null,
    jackpotOneIn: null,
    jackpotMinWin: null,
    segments: segments.map((s, i) => ({
      labelMn: `S${i}`,
      labelEn: `S${i}`,
      colour: "#7a1f3d",
      prizeKind: s.kind,
      discountType: s.kind === "coupon" ? "percent" : null,
      discountValue: s.kind === "coupon" ? 10 : null,
      minOrder: 0,
      validDays: s.kind === "coupon" ? 30 : null,
      cashbackAmount: s.kind === "cashback" ? 1000 : null,
      weight: s.weight,
      dailyCap: s.dailyCap ?? null,
      totalCap: s.totalCap ?? null,
    })),
  });
  if (!result.ok) throw new Error(result.error);
  await games.setCampaignActive(db, now, result.value.id, true);
  return result.value.id;
}

/** A seeded stream of integers (mulberry32): the same draws on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}

afterAll(async () => {
  await database.cleanup();
});

describe("the demo games", () => {
  it("seed a running wheel and its jackpot once", async () => {
    expect(await seedDemoGames(db, now)).toBe(2);
    expect(await seedDemoGames(db, now)).toBe(0);
    const running = await games.runningGames(db, "en", now);
    expect(running.map((g) => g.slug)).toEqual([DEMO_WHEEL_SLUG, DEMO_JACKPOT_SLUG]);
    const page = await games.campaignPage(db, DEMO_WHEEL_SLUG, "mn", now, null);
    expect(page?.refusal).toBe("games:errors.signInRequired");
    expect(page?.segments.map((s) => s.percent)).toEqual([15, 30, 10, 15, 30]);
    expect(page?.jackpot?.amount).toBe(100_000);
  });
});

describe("exactly once", () => {
  it("100 parallel spins by one shopper make 1 spin and 1 prize; the rest are told they played", async () => {
    await makeWheel("parallel-wheel", [
      { kind: "coupon", weight: 1 },
      { kind: "try_again", weight: 0 },
    ]);
    const shopper = await newUser();
    const spinsBefore = await count("game_spins");
    const couponsBefore = await count("coupons");
    const results = await Promise.all(Array.from({ length: 100 }, () => games.spinWheel(db, now, shopper.id, "parallel-wheel")));
    const made = results.filter((r) => r.ok);
    expect(made).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === "games:errors.alreadyPlayedToday")).toBe(true);
    expect((await count("game_spins")) - spinsBefore).toBe(1);
    expect((await count("coupons")) - couponsBefore).toBe(1);
    const coupon = await db.selectFrom("coupons").selectAll().where("owner_user_id", "=", shopper.id).executeTakeFirstOrThrow();
    expect(coupon).toMatchObject({ usage_limit: 1, discount_type: "percent", discount_value: 10, kind: "coupon" });
    expect(coupon.code).toMatch(/^WIN-[A-Z2-9]{12}$/);
  });

  it("a replayed form post answers 'already played' (a redirect to the first result), never a second spin", async () => {
    const shopper = await newUser();
    const send = () => outcome(() => gameRoute.action({ request: post("/games/parallel-wheel", shopper.cookie, { intent: "spin", mode: "page" }), params: { slug: "parallel-wheel" }, context: shopContextFor(null) }));
    const first = await send();
    expect(first.status).toBe(302);
    const location = first.headers.get("Location")!;
    expect(location).toMatch(/^\/games\/parallel-wheel\/spins\/\d+$/);
    const again = await send();
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(location);
    const viaWheel = await outcome<{ error?: string }>(() =>
      gameRoute.action({ request: post("/games/parallel-wheel", shopper.cookie, { intent: "spin", mode: "wheel" }), params: { slug: "parallel-wheel" }, context: shopContextFor(null) }),
    );
    expect(viaWheel.status).toBe(409);
    expect(viaWheel.body.error).toBe("games:errors.alreadyPlayedToday");
    expect(await db.selectFrom("game_spins").select("id").where("user_id", "=", shopper.id).execute()).toHaveLength(1);
  });

  it("the jackpot is won once by parallel winning plays", async () => {
    const wheelId = await makeWheel("jackpot-wheel", [
      { kind: "try_again", weight: 1 },
      { kind: "cashback", weight: 0 },
    ]);
    const start = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const end = new Date(now.getTime() + 86_400_000 * 2).toISOString().slice(0, 10);
    const saved = await games.saveCampaign(db, now, null, {
      intent: "save",
      slug: "jackpot-once",
      kind: "jackpot",
      titleMn: "J",
      titleEn: "J",
      descriptionMn: "",
      descriptionEn: "",
      startsOn: start,
      endsOn: end,
      playRule: "once_per_day",
      requiresOrder: false,
      wheelSlug: "jackpot-wheel",
      jackpotSeed: 100_000,
      jackpotStep: 1_000,
      jackpotOneIn: 1,
      jackpotMinWin: 150_000,
      segments: [],
    });
    expect(saved.ok).toBe(true);
    const jackpotId = saved.ok ? saved.value.id : 0;
    expect(wheelId).toBeGreaterThan(0);
    await games.setCampaignActive(db, now, jackpotId, true);
    // The pool holds exactly the least win: the first winning play takes it; the 49 others only refill it to 149,000.
    await db.updateTable("game_jackpot_pools").set({ amount: 150_000 }).where("campaign_id", "=", jackpotId).execute();
    const players = await Promise.all(Array.from({ length: 50 }, () => newUser()));
    const results = await Promise.all(players.map((p) => games.spinWheel(db, now, p.id, "jackpot-wheel")));
    expect(results.every((r) => r.ok)).toBe(true);
    const winners = results.filter((r) => r.ok && r.value.jackpotAmount !== null);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.ok && winners[0]!.value.jackpotAmount).toBe(150_000);
    const wins = await db.selectFrom("game_jackpot_wins").selectAll().where("campaign_id", "=", jackpotId).execute();
    expect(wins).toHaveLength(1);
    const pool = await db.selectFrom("game_jackpot_pools").selectAll().where("campaign_id", "=", jackpotId).executeTakeFirstOrThrow();
    expect(pool).toMatchObject({ amount: 100_000 + 49 * 1_000, round: 2, won_amount: 150_000 });
    const credited = await db.selectFrom("wallet_entries").select("amount").where("idempotency_key", "like", `game-jackpot:${jackpotId}:%`).execute();
    expect(credited).toEqual([{ amount: 150_000 }]);
  });
});

describe("the odds and the caps", () => {
  it("10,000 draws land on each segment within 4 standard deviations of its weight", () => {
    const wheel = [
      { id: 1, prizeKind: "coupon" as const, weight: 15, leftToday: null, leftInAll: null },
      { id: 2, prizeKind: "try_again" as const, weight: 30, leftToday: null, leftInAll: null },
      { id: 3, prizeKind: "cashback" as const, weight: 10, leftToday: null, leftInAll: null },
      { id: 4, prizeKind: "coupon" as const, weight: 15, leftToday: null, leftInAll: null },
      { id: 5, prizeKind: "try_again" as const, weight: 30, leftToday: null, leftInAll: null },
    ];
    const random = seeded(20_260_101);
    const n = 10_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const id = chooseSegment(wheel, random(totalWeight(wheel)))!.segmentId;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const segment of wheel) {
      const p = segment.weight / 100;
      const expected = n * p;
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((counts.get(segment.id) ?? 0) - expected), `segment ${segment.id}`).toBeLessThanOrEqual(4 * sd);
    }
  });

  it("through the real spins, the daily and total caps are never passed; the overflow gives 'try again'", async () => {
    const id = await makeWheel("capped-wheel", [
      { kind: "coupon", weight: 40, dailyCap: 3, totalCap: 10 },
      { kind: "cashback", weight: 40, dailyCap: 5, totalCap: null },
      { kind: "try_again", weight: 20 },
    ]);
    const players = await Promise.all(Array.from({ length: 12 }, () => newUser()));
    const random = seeded(7);
    for (let day = 0; day < 6; day++) {
      const at = new Date(now.getTime() + day * 86_400_000);
      await Promise.all(players.map((p) => games.spinWheel(db, at, p.id, "capped-wheel", random)));
    }
    const segments = await db.selectFrom("game_segments").selectAll().where("campaign_id", "=", id).orderBy("position").execute();
    const perDay = await db.selectFrom("game_prize_days").selectAll().where("segment_id", "in", segments.map((s) => s.id)).execute();
    for (const row of perDay) {
      const segment = segments.find((s) => s.id === row.segment_id)!;
      if (segment.daily_cap !== null) expect(row.given).toBeLessThanOrEqual(segment.daily_cap);
    }
    expect(segments[0]!.given_total).toBeLessThanOrEqual(10);
    const spins = await db.selectFrom("game_spins").selectAll().where("campaign_id", "=", id).execute();
    expect(spins).toHaveLength(72);
    const coupons = spins.filter((s) => s.prize_kind === "coupon");
    const cashback = spins.filter((s) => s.prize_kind === "cashback");
    expect(coupons.length).toBe(segments[0]!.given_total);
    expect(cashback.length).toBe(segments[1]!.given_total);
    // 40% of 72 draws is about 29 coupons wanted; the caps let 10 through, so they were used up.
    expect(coupons.length).toBe(10);
    expect(coupons.every((s) => s.coupon_id !== null)).toBe(true);
  });
});

describe("the roulette tool", () => {
  it("refuses customers and staff with 403 on its pages and its posts, and sends guests to sign in", async () => {
    const customer = await newUser("customer");
    const staff = await newUser("staff");
    const usersBefore = await count("roulette_users");
    for (const who of [customer, staff]) {
      for (const route of [rouletteFrame, rouletteRoute]) {
        const page = await outcome(() => route.loader({ request: get("/roulette", who.cookie), params: {}, context: shopContextFor(null) }));
        expect(page.status).toBe(403);
      }
      const create = await outcome(() =>
        rouletteRoute.action({ request: post("/roulette", who.cookie, { intent: "create", displayName: "X", contact: "99112233" }), params: {}, context: shopContextFor(null) }),
      );
      expect(create.status).toBe(403);
      const draw = await outcome(() => rouletteRoute.action({ request: post("/roulette", who.cookie, { intent: "draw", requestKey: "k".repeat(24) }), params: {}, context: shopContextFor(null) }));
      expect(draw.status).toBe(403);
      const del = await outcome(() => rouletteDelete.action({ request: post("/roulette/users/1/delete", who.cookie, { intent: "delete", confirm: "yes" }), params: { id: "1" }, context: shopContextFor(null) }));
      expect(del.status).toBe(403);
    }
    const guest = await outcome(() => rouletteRoute.loader({ request: get("/roulette"), params: {}, context: shopContextFor(null) }));
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await count("roulette_users")).toBe(usersBefore);
  });

  it("the admin adds and deletes participants; bad input writes nothing; a double draw submit draws once", async () => {
    const admin = await newUser("admin");
    const send = (fields: Record<string, string>) => outcome(() => rouletteRoute.action({ request: post("/roulette", admin.cookie, fields), params: {}, context: shopContextFor(null) }));
    const usersBefore = await count("roulette_users");
    expect((await send({ intent: "create", displayName: "", contact: "99112233" })).status).toBe(400);
    expect((await send({ intent: "create", displayName: "Бат", contact: "not a phone" })).status).toBe(400);
    expect((await send({ intent: "create", displayName: "x".repeat(500), contact: "99112233" })).status).toBe(400);
    expect(await count("roulette_users")).toBe(usersBefore);
    for (const [name, contact] of [
      ["Бат", "99112233"],
      ["Сараа", "saraa@example.mn"],
      ["Дорж", "88776655"],
    ]) {
      expect((await send({ intent: "create", displayName: name!, contact: contact! })).status).toBe(302);
    }
    expect((await send({ intent: "create", displayName: "Бат 2", contact: "9911 2233" })).status).toBe(409);
    expect(await count("roulette_users")).toBe(usersBefore + 3);

    const drawsBefore = await count("roulette_draws");
    expect((await send({ intent: "draw", requestKey: "short" })).status).toBe(400);
    const key = games.newDrawKey();
    const [a, b] = await Promise.all([send({ intent: "draw", requestKey: key }), send({ intent: "draw", requestKey: key })]);
    expect([a.status, b.status]).toEqual([302, 302]);
    expect(a.headers.get("Location")).toBe(b.headers.get("Location"));
    expect((await send({ intent: "draw", requestKey: key })).headers.get("Location")).toBe(a.headers.get("Location"));
    expect(await count("roulette_draws")).toBe(drawsBefore + 1);

    const bat = await db.selectFrom("roulette_users").select("id").where("contact", "=", "+97699112233").executeTakeFirstOrThrow();
    const del = (fields: Record<string, string>) =>
      outcome(() => rouletteDelete.action({ request: post(`/roulette/users/${bat.id}/delete`, admin.cookie, fields), params: { id: String(bat.id) }, context: shopContextFor(null) }));
    expect((await del({ intent: "delete" })).status).toBe(400);
    expect((await del({ intent: "delete", confirm: "yes" })).status).toBe(302);
    expect((await del({ intent: "delete", confirm: "yes" })).status).toBe(404);
    expect(await count("roulette_users")).toBe(usersBefore + 2);
  });
});

describe("bad input on the wheel", () => {
  it("writes nothing and answers 4xx", async () => {
    const shopper = await newUser();
    const before = await count("game_spins");
    const junk = await outcome(() => gameRoute.action({ request: post(`/games/${DEMO_WHEEL_SLUG}`, shopper.cookie, { intent: "hack" }), params: { slug: DEMO_WHEEL_SLUG }, context: shopContextFor(null) }));
    expect(junk.status).toBe(400);
    const missing = await outcome(() => gameRoute.action({ request: post("/games/no-such-wheel", shopper.cookie, { intent: "spin" }), params: { slug: "no-such-wheel" }, context: shopContextFor(null) }));
    expect(missing.status).toBe(404);
    const jackpot = await outcome(() => gameRoute.action({ request: post(`/games/${DEMO_JACKPOT_SLUG}`, shopper.cookie, { intent: "spin" }), params: { slug: DEMO_JACKPOT_SLUG }, context: shopContextFor(null) }));
    expect(jackpot.status).toBe(404);
    const guest = await outcome(() => gameRoute.action({ request: post(`/games/${DEMO_WHEEL_SLUG}`, null, { intent: "spin" }), params: { slug: DEMO_WHEEL_SLUG }, context: shopContextFor(null) }));
    expect(guest.status).toBe(302);
    expect(await count("game_spins")).toBe(before);
  });
});
