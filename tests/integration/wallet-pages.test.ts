import { randomBytes } from "node:crypto";
import { args, get, outcome, post, SHOP } from "./support/route-requests";
import { afterAll, describe, expect, it } from "vitest";
import type { walletPage as walletPageOf } from "~/modules/wallet/index.server";
import type { userCouponList } from "~/modules/coupons/index.server";

/**
 * The wallet, coupon and partner-card pages against a real migrated and seeded SQLite
 * file: loaders and actions are called directly with real Requests and real session cookies.
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(20);

const { shopDb: openDb } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { ledgerSums, findWalletBalances, postWalletEntry } = await import("~/modules/wallet/queries/wallet.server");
const { startSession } = await import("~/platform/session.server");
const { issueGiftCard } = await import("~/modules/wallet/wallet.server");
const { GIFT_CARD_FAILURES_PER_USER } = await import("~/modules/wallet/domain/gift-card-attempts");
const { seedDemoWallet, DEMO_CUSTOMER, DEMO_GIFT_CARDS } = await import("~/db/seed/demo-wallet.server");
const walletRoute = await import("~/routes/_account+/account.wallet");
const couponsRoute = await import("~/routes/_account+/account.coupons._index");
const couponRoute = await import("~/routes/_account+/account.coupons.$id");
const cardsRoute = await import("~/routes/_account+/account.cards");
const staffWalletRoute = await import("~/routes/_staff+/staff.wallet");
const staffCouponsRoute = await import("~/routes/_staff+/staff.coupons");

type WalletPage = Awaited<ReturnType<typeof walletPageOf>>;
type CouponList = Awaited<ReturnType<typeof userCouponList>>;
type Reply = { status?: string; error?: Record<string, string[] | null> };

const db = openDb();
let counter = 0;

async function newUser(options: { role?: "customer" | "staff"; email?: boolean } = {}) {
  counter += 1;
  const email = options.email === false ? null : `wallet-${counter}-${randomBytes(4).toString("hex")}@example.mn`;
  return insertUser(
    db,
    { email, emailConfirmed: true, phone: email ? null : `9${String(1_000_000 + counter).padStart(7, "0")}`, phoneConfirmed: true, name: `Wallet ${counter}`, role: options.role ?? "customer" },
    new Date(),
  );
}

async function signedIn(options: { role?: "customer" | "staff"; email?: boolean } = {}) {
  const user = await newUser(options);
  const { cookie } = await startSession(db, user.id, { userAgent: "vitest", ip: "" }, new Date());
  return { user, cookie: cookie.split(";", 1)[0]! };
}


const walletPage = (cookie: string, query = "") => outcome<WalletPage>(() => walletRoute.loader(args(get(`/account/wallet${query}`, cookie))));
const walletAction = (cookie: string, fields: Record<string, string>) =>
  outcome<{ intent: string; result: Reply }>(() => walletRoute.action(args(post("/account/wallet", cookie, fields))));

afterAll(async () => {
  await database.cleanup();
});

describe("recharge by gift card", () => {
  it("credits the card once; a wrong password reads like a wrong number; a used card says so", async () => {
    const { user, cookie } = await signedIn();
    const card = await issueGiftCard(db, { amount: 75_000, staffId: null, now: new Date() });

    const wrongSecret = await walletAction(cookie, { intent: "giftcard", number: card.number, secret: "00000000" === card.secret ? "11111111" : "00000000" });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.result.error?.[""]).toEqual(["wallet:errors.giftCardIncorrect"]);
    const wrongNumber = await walletAction(cookie, { intent: "giftcard", number: "9496 1111 2222 3333", secret: card.secret });
    expect(wrongNumber.status).toBe(400);
    expect(wrongNumber.body.result.error?.[""]).toEqual(["wallet:errors.giftCardIncorrect"]);
    expect(await findWalletBalances(db, user.id)).toEqual({ topup: 0, cashback: 0 });

    const right = await walletAction(cookie, { intent: "giftcard", number: card.number.replace(/(\d{4})(?=\d)/g, "$1 "), secret: card.secret });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/account/wallet");
    expect(right.headers.get("Set-Cookie")).toContain("__toast=");
    expect(await findWalletBalances(db, user.id)).toEqual({ topup: 75_000, cashback: 0 });

    const again = await walletAction(cookie, { intent: "giftcard", number: card.number, secret: card.secret });
    expect(again.status).toBe(409);
    expect(again.body.result.error?.[""]).toEqual(["wallet:errors.giftCardUsed"]);
    expect(await findWalletBalances(db, user.id)).toEqual({ topup: 75_000, cashback: 0 });

    const page = await walletPage(cookie);
    expect(page.body.statement.entries[0]).toMatchObject({ reason: "gift_card", amount: 75_000, balanceAfter: 75_000, giftCardLast4: card.number.slice(-4) });
  });

  it("refuses a malformed number with a field message and counts nothing; too many attempts is 429", async () => {
    const { cookie } = await signedIn();
    const malformed = await walletAction(cookie, { intent: "giftcard", number: "12345", secret: "x" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.result.error?.number).toEqual(["wallet:errors.giftCardNumberFormat"]);
    const statuses: number[] = [];
    for (let i = 0; i <= GIFT_CARD_FAILURES_PER_USER; i++) {
      statuses.push((await walletAction(cookie, { intent: "giftcard", number: `94965555000000${String(i).padStart(2, "0")}`, secret: "12345678" })).status);
    }
    expect(statuses).toEqual([...Array<number>(GIFT_CARD_FAILURES_PER_USER).fill(400), 429]);
  });

  it("needs a signed-in user and a same-site request", async () => {
    const anonymous = await outcome(() => walletRoute.loader(args(get("/account/wallet"))));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?/);
    const { cookie } = await signedIn();
    const crossSite = new Request(`${SHOP}/account/wallet`, { method: "POST", body: new URLSearchParams({ intent: "bank" }), headers: { Cookie: cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect((await outcome(() => walletRoute.action(args(crossSite)))).status).toBe(403);
  });
});

describe("the statement", () => {
  it("pages 20 at a time, newest first, offers 'Older' only while there is more, and ends with an empty page", async () => {
    const { user, cookie } = await signedIn();
    await db.transaction().execute(async (trx) => {
      for (let i = 1; i <= 45; i++) {
        const posted = await postWalletEntry(trx, { userId: user.id, kind: i % 5 === 0 ? "cashback" : "topup", reason: "adjustment", amount: i * 100, idempotencyKey: `test:${user.id}:${i}`, now: new Date() });
        expect(posted.ok).toBe(true);
      }
    });
    const first = await walletPage(cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toContain("no-store");
    expect(first.body.statement).toMatchObject({ page: 1, hasMore: true });
    expect(first.body.statement.entries).toHaveLength(20);
    expect(first.body.statement.entries[0]!.amount).toBe(4_500);
    const total = (45 * 46 * 100) / 2;
    expect(first.body.statement.entries[0]!.balanceAfter).toBe(total);
    expect(first.body.balances.total).toBe(total);

    const third = await walletPage(cookie, "?page=3");
    expect(third.body.statement).toMatchObject({ page: 3, hasMore: false });
    expect(third.body.statement.entries.map((e) => e.amount)).toEqual([500, 400, 300, 200, 100]);
    const fourth = await walletPage(cookie, "?page=4");
    expect(fourth.body.statement).toMatchObject({ page: 4, hasMore: false, entries: [] });
    // Nonsense pages are the first page.
    expect((await walletPage(cookie, "?page=abc")).body.statement.page).toBe(1);
    expect((await walletPage(cookie, "?page=-2")).body.statement.page).toBe(1);
  });
});

describe("recharge by bank transfer", () => {
  it("creates a request with a reference and instructions; staff confirm the received amount once", async () => {
    const { user, cookie } = await signedIn();
    const bad = await walletAction(cookie, { intent: "bank", amount: "a lot" });
    expect(bad.status).toBe(400);
    expect(bad.body.result.error?.amount).toEqual(["wallet:errors.amountFormat"]);

    const requested = await walletAction(cookie, { intent: "bank", amount: "150,000" });
    expect(requested.status).toBe(302);
    const location = requested.headers.get("Location")!;
    const reference = /recharge=(W\d{8})/.exec(location)?.[1];
    expect(reference).toBeTruthy();
    const page = await walletPage(cookie, `?recharge=${reference}`);
    expect(page.body.instructions).toMatchObject({ reference, requestedAmount: 150_000, iban: "MN580005005107384691" });
    expect(page.body.recharges[0]).toMatchObject({ reference, state: "waiting" });

    const { cookie: customer } = await signedIn();
    expect((await outcome(() => staffWalletRoute.loader(args(get("/staff/wallet", customer))))).status).toBe(403);

    const { cookie: staff } = await signedIn({ role: "staff" });
    const console = await outcome<{ waiting: { id: number; reference: string; requestedAmount: number | null }[] }>(() => staffWalletRoute.loader(args(get("/staff/wallet", staff))));
    const row = console.body.waiting.find((r) => r.reference === reference)!;
    expect(row).toMatchObject({ requestedAmount: 150_000 });

    const badAmount = await outcome<{ errorKey: string }>(() => staffWalletRoute.action(args(post("/staff/wallet", staff, { intent: "confirm", rechargeId: String(row.id), amount: "0" }))));
    expect(badAmount.status).toBe(400);
    expect(await findWalletBalances(db, user.id)).toEqual({ topup: 0, cashback: 0 });

    const confirmed = await outcome(() => staffWalletRoute.action(args(post("/staff/wallet", staff, { intent: "confirm", rechargeId: String(row.id), amount: "120000" }))));
    expect(confirmed.status).toBe(302);
    expect(await findWalletBalances(db, user.id)).toEqual({ topup: 120_000, cashback: 0 });
    const twice = await outcome<{ errorKey: string }>(() => staffWalletRoute.action(args(post("/staff/wallet", staff, { intent: "confirm", rechargeId: String(row.id), amount: "120000" }))));
    expect(twice.status).toBe(409);
    expect(twice.body.errorKey).toBe("wallet:errors.rechargeAlreadyCredited");
    expect(await findWalletBalances(db, user.id)).toEqual({ topup: 120_000, cashback: 0 });

    const after = await walletPage(cookie);
    expect(after.body.statement.entries[0]).toMatchObject({ reason: "bank_recharge", amount: 120_000, rechargeReference: reference });
    expect(after.body.recharges[0]).toMatchObject({ reference, state: "credited", creditedAmount: 120_000 });
    expect(after.body.instructions).toBeNull();
  });

  it("issues a gift card whose number and password come back once, and lists it masked", async () => {
    const { cookie: staff } = await signedIn({ role: "staff" });
    const bad = await outcome(() => staffWalletRoute.action(args(post("/staff/wallet", staff, { intent: "issue", amount: "5" }))));
    expect(bad.status).toBe(400);
    const issued = await outcome<{ issued: { number: string; secret: string; amount: number } }>(() =>
      staffWalletRoute.action(args(post("/staff/wallet", staff, { intent: "issue", amount: "25 000" }))),
    );
    expect(issued.status).toBe(200);
    expect(issued.body.issued.number).toMatch(/^9496\d{12}$/);
    expect(issued.body.issued.secret).toMatch(/^\d{8}$/);
    expect(issued.body.issued.amount).toBe(25_000);
    const page = await outcome<{ giftCards: { masked: string; amount: number; state: string }[] }>(() => staffWalletRoute.loader(args(get("/staff/wallet", staff))));
    const listed = page.body.giftCards.find((c) => c.masked.endsWith(issued.body.issued.number.slice(-4)) && c.amount === 25_000)!;
    expect(listed.masked).toBe(`•••• •••• •••• ${issued.body.issued.number.slice(-4)}`);
    expect(JSON.stringify(page.body)).not.toContain(issued.body.issued.number);
    // The shopper can redeem it.
    const { user, cookie } = await signedIn();
    expect((await walletAction(cookie, { intent: "giftcard", number: issued.body.issued.number, secret: issued.body.issued.secret })).status).toBe(302);
    expect((await findWalletBalances(db, user.id)).topup).toBe(25_000);
  });
});

describe("coupons on the account", () => {
  const day = 86_400_000;
  async function coupon(values: { code: string; owner: number | null; endsAt?: string | null; kind?: "coupon" | "voucher"; voucherBalance?: number | null }) {
    return db
      .insertInto("coupons")
      .values({
        code: values.code,
        kind: values.kind ?? "coupon",
        title_mn: `${values.code} купон`,
        title_en: `${values.code} coupon`,
        discount_type: "amount",
        discount_value: 5_000,
        min_order: 30_000,
        starts_at: null,
        ends_at: values.endsAt ?? null,
        usage_limit: null,
        per_user_limit: null,
        eligible_taxon_ids: null,
        eligible_product_ids: null,
        voucher_balance: values.voucherBalance ?? null,
        owner_user_id: values.owner,
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const list = (cookie: string, query = "") => outcome<CouponList>(() => couponsRoute.loader(args(get(`/account/coupons${query}`, cookie))));

  it("lists only the user's coupons, filtered by state", async () => {
    const { user, cookie } = await signedIn();
    const tag = randomBytes(3).toString("hex").toUpperCase();
    const active = await coupon({ code: `ACT-${tag}`, owner: user.id, endsAt: new Date(Date.now() + 30 * day).toISOString() });
    const expired = await coupon({ code: `OLD-${tag}`, owner: user.id, endsAt: new Date(Date.now() - day).toISOString() });
    const used = await coupon({ code: `VCH-${tag}`, owner: user.id, kind: "voucher", voucherBalance: 0 });
    const { user: other } = await signedIn();
    const foreign = await coupon({ code: `OTH-${tag}`, owner: other.id });

    const all = await list(cookie);
    expect(all.body.coupons.map((c) => c.code).sort()).toEqual([active.code, expired.code, used.code].sort());
    expect(all.body.counts).toEqual({ all: 3, active: 1, used: 1, expired: 1 });
    expect((await list(cookie, "?state=expired")).body.coupons).toMatchObject([{ code: expired.code, state: "expired" }]);
    expect((await list(cookie, "?state=used")).body.coupons).toMatchObject([{ code: used.code, state: "used" }]);
    expect((await list(cookie, "?state=active")).body.coupons).toMatchObject([{ code: active.code, state: "active", minOrder: 30_000 }]);
    expect((await list(cookie, "?state=nonsense")).body.filter).toBe("all");

    const { cookie: empty } = await signedIn();
    expect((await list(empty, "?state=used")).body).toMatchObject({ coupons: [], filter: "used" });

    const detail = await outcome<{ coupon: { code: string } }>(() => couponRoute.loader(args(get(`/account/coupons/${active.id}`, cookie), { id: String(active.id) })));
    expect(detail.body.coupon.code).toBe(active.code);
    const notMine = await outcome(() => couponRoute.loader(args(get(`/account/coupons/${foreign.id}`, cookie), { id: String(foreign.id) })));
    expect(notMine.status).toBe(404);
    expect((await outcome(() => couponRoute.loader(args(get("/account/coupons/abc", cookie), { id: "abc" })))).status).toBe(404);
  });

  it("e-mails a coupon to the user's own address only", async () => {
    const { user, cookie } = await signedIn();
    const mine = await coupon({ code: `MAIL-${randomBytes(3).toString("hex").toUpperCase()}`, owner: user.id });
    const outbox = (recipient: string) => db.selectFrom("outbox_messages").selectAll().where("recipient", "=", recipient).execute();
    const send = (who: string, fields: Record<string, string>, id = mine.id) =>
      outcome<{ errorKey: string }>(() => couponRoute.action(args(post(`/account/coupons/${id}`, who, fields), { id: String(id) })));

    const elsewhere = await send(cookie, { intent: "email", email: "someone-else@example.mn" });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errorKey).toBe("wallet:errors.ownEmailOnly");
    expect(await outbox("someone-else@example.mn")).toHaveLength(0);
    expect(await outbox(user.email!)).toHaveLength(0);

    const sent = await send(cookie, { intent: "email" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/account/coupons/${mine.id}`);
    const rows = await outbox(user.email!);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body_text).toContain(mine.code);
    expect(rows[0]!.subject).toContain(mine.code);

    const { cookie: other } = await signedIn();
    expect((await send(other, { intent: "email" })).status).toBe(404);

    const { user: phoneOnly, cookie: phoneCookie } = await signedIn({ email: false });
    const theirs = await coupon({ code: `PHONE-${randomBytes(3).toString("hex").toUpperCase()}`, owner: phoneOnly.id });
    const noEmail = await send(phoneCookie, { intent: "email" }, theirs.id);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.errorKey).toBe("wallet:errors.noEmail");
  });
});

describe("partner cards and loyalty points", () => {
  const cardsPage = (cookie: string) =>
    outcome<{ cards: { id: number; program: string; cardNumber: string }[]; loyalty: { points: number } }>(() => cardsRoute.loader(args(get("/account/cards", cookie))));
  const cardsAction = (cookie: string, fields: Record<string, string>) => outcome<Reply>(() => cardsRoute.action(args(post("/account/cards", cookie, fields))));

  it("registers, refuses duplicates, and removes only the user's own cards", async () => {
    const { cookie } = await signedIn();
    const number = String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)).slice(0, 10);
    const bad = await cardsAction(cookie, { intent: "add", program: "club", cardNumber: "12ab" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.cardNumber).toEqual(["wallet:errors.cardNumberFormat"]);
    expect((await cardsAction(cookie, { intent: "add", program: "nope", cardNumber: number })).status).toBe(400);

    const added = await cardsAction(cookie, { intent: "add", program: "club", cardNumber: `${number.slice(0, 4)} ${number.slice(4)}` });
    expect(added.status).toBe(302);
    const page = await cardsPage(cookie);
    expect(page.body.cards).toHaveLength(1);
    expect(page.body.cards[0]).toMatchObject({ program: "club", cardNumber: `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}` });

    const { cookie: other } = await signedIn();
    const duplicate = await cardsAction(other, { intent: "add", program: "club", cardNumber: number });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.cardNumber).toEqual(["wallet:errors.cardDuplicate"]);

    const id = String(page.body.cards[0]!.id);
    expect((await cardsAction(other, { intent: "delete", id })).status).toBe(404);
    expect((await cardsPage(cookie)).body.cards).toHaveLength(1);
    expect((await cardsAction(cookie, { intent: "delete", id })).status).toBe(302);
    expect((await cardsPage(cookie)).body.cards).toHaveLength(0);
  });

  it("counts one point per 1,000₮ of delivered or completed orders", async () => {
    const { user, cookie } = await signedIn();
    const stamp = new Date().toISOString();
    const order = (state: string, total: number) => ({
      number: `R${String(800_000_000 + ++counter)}`,
      token: randomBytes(24).toString("base64url"),
      user_id: user.id,
      state,
      total,
      created_at: stamp,
      updated_at: stamp,
      completed_at: null,
    });
    await db.insertInto("orders").values([order("delivered", 125_500), order("completed", 20_999), order("canceled", 500_000), order("paid", 90_000)]).execute();
    expect((await cardsPage(cookie)).body.loyalty.points).toBe(146);
  });
});

describe("staff coupons", () => {
  const create = (cookie: string, fields: Record<string, string>) => outcome<Reply>(() => staffCouponsRoute.action(args(post("/staff/coupons", cookie, { intent: "create", ...fields }))));
  const base = { titleMn: "Туршилтын код", titleEn: "Test code", discountType: "amount", value: "2000" };

  it("validates codes and values, refuses a duplicate with 409, and lists the codes with their use counts", async () => {
    const { cookie: customer } = await signedIn();
    expect((await create(customer, { ...base, kind: "promo", code: "1234" })).status).toBe(403);

    const { cookie: staff } = await signedIn({ role: "staff" });
    const short = await create(staff, { ...base, kind: "promo", code: "123" });
    expect(short.status).toBe(400);
    expect(short.body.error?.code).toEqual(["wallet:errors.promoCodeFormat"]);
    expect((await create(staff, { ...base, kind: "promo", code: "12A4" })).body.error?.code).toEqual(["wallet:errors.promoCodeFormat"]);
    expect((await create(staff, { ...base, kind: "coupon", code: "AB" })).body.error?.code).toEqual(["wallet:errors.couponCodeFormat"]);
    expect((await create(staff, { ...base, kind: "coupon", code: "CODE-X", discountType: "percent", value: "150" })).body.error?.value).toEqual(["wallet:errors.percentRange"]);
    expect((await create(staff, { ...base, kind: "voucher", code: "VOUCH-X" })).body.error?.voucherBalance).toEqual(["wallet:errors.voucherBalanceRequired"]);
    expect((await create(staff, { ...base, kind: "coupon", code: "DATES-X", startsOn: "2026-05-10", endsOn: "2026-05-01" })).body.error?.endsOn).toEqual(["wallet:errors.endBeforeStart"]);
    expect((await create(staff, { ...base, kind: "coupon", code: "OWNER-X", ownerEmail: "nobody-here@example.mn" })).status).toBe(400);

    const code = String(1000 + Math.floor(Math.random() * 9000));
    await db.deleteFrom("coupons").where("code", "=", code).execute();
    const made = await create(staff, { ...base, kind: "promo", code, minOrder: "10,000", usageLimit: "5", endsOn: "2030-12-31", signedInOnly: "on" });
    expect(made.status).toBe(302);
    const row = await db.selectFrom("coupons").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "promo", discount_type: "amount", discount_value: 2_000, min_order: 10_000, usage_limit: 5, signed_in_only: 1, first_order_only: 0 });
    // The end date is inclusive in Ulaanbaatar: stored as the next day's local midnight.
    expect(row.ends_at).toBe("2030-12-31T16:00:00.000Z");

    const duplicate = await create(staff, { ...base, kind: "promo", code });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.code).toEqual(["wallet:errors.codeTaken"]);

    const { user: owner } = await signedIn();
    const voucherCode = `GIFT-${randomBytes(3).toString("hex").toUpperCase()}`;
    expect((await create(staff, { ...base, kind: "voucher", code: voucherCode.toLowerCase(), voucherBalance: "30000", ownerEmail: owner.email! })).status).toBe(302);
    const voucher = await db.selectFrom("coupons").selectAll().where("code", "=", voucherCode).executeTakeFirstOrThrow();
    expect(voucher).toMatchObject({ kind: "voucher", voucher_balance: 30_000, owner_user_id: owner.id });

    const page = await outcome<{ coupons: { code: string; usedCount: number; usageLimit: number | null; owner: string | null }[] }>(() => staffCouponsRoute.loader(args(get("/staff/coupons", staff))));
    expect(page.body.coupons.find((c) => c.code === code)).toMatchObject({ usedCount: 0, usageLimit: 5 });
    expect(page.body.coupons.find((c) => c.code === voucherCode)).toMatchObject({ owner: owner.email });
  });
});

describe("the demo wallet seed", () => {
  it("seeds the demo customer once, through the ledger, with known gift cards and the demo coupons", async () => {
    const created = await seedDemoWallet(db, new Date());
    expect(created).toBe(DEMO_CUSTOMER.email);
    expect(await seedDemoWallet(db, new Date())).toBeNull();

    const customer = await db.selectFrom("users").selectAll().where("email", "=", DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
    const balances = await findWalletBalances(db, customer.id);
    expect(balances).toEqual({ topup: 150_000, cashback: 40_000 });
    expect(await ledgerSums(db, customer.id)).toEqual(balances);
    expect(await db.selectFrom("wallet_entries").select("id").where("user_id", "=", customer.id).execute()).toHaveLength(2);

    const codes = await db.selectFrom("coupons").selectAll().where("code", "in", ["WELCOME10", "WINE5000", "SINGLE-USE", "GIFT-VOUCHER", "2026", "7777", "SUMMER-2025"]).execute();
    expect(codes).toHaveLength(7);
    const wine = await db.selectFrom("taxons").select("id").where("permalink", "=", "wine").executeTakeFirstOrThrow();
    expect(JSON.parse(codes.find((c) => c.code === "WINE5000")!.eligible_taxon_ids!)).toEqual([wine.id]);
    expect(codes.find((c) => c.code === "GIFT-VOUCHER")).toMatchObject({ kind: "voucher", voucher_balance: 30_000, owner_user_id: customer.id });

    // The customer signs in with the documented password, sees their coupons and redeems a known card.
    const { verifyPassword } = await import("~/modules/auth/passwords.server");
    expect(await verifyPassword(DEMO_CUSTOMER.password, customer.password_hash!)).toBe(true);
    const { cookie } = await startSession(db, customer.id, { userAgent: "vitest", ip: "" }, new Date());
    const session = cookie.split(";", 1)[0]!;
    const coupons = await outcome<CouponList>(() => couponsRoute.loader(args(get("/account/coupons", session))));
    expect(coupons.body.coupons.map((c) => [c.code, c.state]).sort()).toEqual([
      ["GIFT-VOUCHER", "active"],
      ["SUMMER-2025", "expired"],
    ]);
    const card = DEMO_GIFT_CARDS[2];
    expect((await walletAction(session, { intent: "giftcard", number: card.number, secret: card.secret })).status).toBe(302);
    const after = await findWalletBalances(db, customer.id);
    expect(after).toEqual({ topup: 150_000 + card.amount, cashback: 40_000 });
    expect(await ledgerSums(db, customer.id)).toEqual(after);
  });
});
