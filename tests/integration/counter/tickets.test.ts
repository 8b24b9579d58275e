import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, get, outcome, post } from "../support/route-requests";

/**
 * E-tickets against a real migrated database (SQLite, and PostgreSQL in the postgres run): the
 * demo events' ticket products; an order paid (any path goes through applyOrderEventInTx) issues
 * one ticket per unit in its transaction with the e-mail in the outbox, and a second "paid"
 * issues nothing; cancel voids the valid ones and leaves the used one; the door's answers, each
 * logged; 500 parallel uses of one ticket let exactly one in; the staff action guards its role,
 * its input and its rate, and the shopper's pages show only the shopper's own tickets.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(4);

const { shopDb, shopSearchIndex } = await import("../../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { startSession } = await import("~/platform/session.server");
const { whenDeliveryIdle } = await import("~/adapters/messages/index.server");
const { inTransaction } = await import("~/db/transactions.server");
const { seedDemoBrandEvents } = await import("~/db/seed/demo-brand-events.server");
const { seedDemoEventTickets, insertEventTicketProduct } = await import("~/db/seed/demo-event-tickets.server");
const { commitOrderEvent } = await import("~/modules/orders/index.server");
const counter = await import("~/modules/counter/index.server");
const { normalizeTicketCode, SCANS_PER_MINUTE } = await import("~/modules/counter");
const scanRoute = await import("~/routes/_staff+/staff.scan");
const ticketsRoute = await import("~/routes/_account+/account.tickets._index");
const ticketRoute = await import("~/routes/_account+/account.tickets.$code");
const productRoute = await import("~/routes/_shop+/products.$slug");

const db = shopDb();
const now = new Date();
let seq = 0;

async function signedIn(role: "customer" | "staff" = "customer") {
  seq += 1;
  const user = await insertUser(db, { email: `tickets-${seq}-${randomBytes(3).toString("hex")}@example.mn`, emailConfirmed: true, name: `Зочин ${seq}`, role }, new Date());
  const { cookie } = await startSession(db, user.id, { userAgent: "vitest", ip: "" }, new Date());
  return { user, cookie: cookie.split(";", 1)[0]! };
}

/** Admission variants of an event, by its slug. */
async function admissionsOf(slug: string) {
  return db
    .selectFrom("brand_event_admissions as a")
    .innerJoin("brand_events as e", "e.id", "a.event_id")
    .innerJoin("variants as v", "v.id", "a.variant_id")
    .select(["a.variant_id", "a.event_id", "v.price", "a.name_en"])
    .where("e.slug", "=", slug)
    .orderBy("v.position")
    .execute();
}

/** An order waiting for its bank transfer, as checkout leaves one: its lines are admissions. */
async function awaitingOrder(userId: number | null, email: string | null, lines: { variantId: number; price: number; quantity: number }[]) {
  seq += 1;
  const stamp = now.toISOString();
  const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const order = await db
    .insertInto("orders")
    .values({
      number: `R${String(810_000_000 + seq)}`,
      token: randomBytes(24).toString("base64url"),
      user_id: userId,
      state: "awaiting_bank_transfer",
      item_total: total,
      ship_total: 0,
      adjustment_total: 0,
      tax_total: Math.round((total * 10) / 110),
      total,
      item_count: lines.reduce((n, l) => n + l.quantity, 0),
      created_at: stamp,
      updated_at: stamp,
      email,
      locale: "en",
      delivery_type: "pickup",
      pickup_location_id: 1,
      receiver_name: "Бат-Эрдэнэ",
      receiver_phone: "99112233",
      receiver_age_confirmed_at: stamp,
      payment_method: "bank_transfer",
      payment_due_at: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
      placed_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    await db.insertInto("line_items").values({ order_id: order.id, variant_id: line.variantId, quantity: line.quantity, unit_price: line.price, created_at: stamp, updated_at: stamp }).execute();
  }
  return order;
}

const context = () => ({ actor: "staff" as const, now, searchIndex: shopSearchIndex(), origin: "http://127.0.0.1:3999" });
const ticketsOf = (orderId: number) => db.selectFrom("e_tickets").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
const scanCount = async () => Number((await db.selectFrom("ticket_scans").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
const outboxTo = (recipient: string) => db.selectFrom("outbox_messages").selectAll().where("recipient", "=", recipient).orderBy("id").execute();

/** An event under way now, with its ticket product (the door admits to it today). */
let todaySlug = "";
let todayEventId = 0;

beforeAll(async () => {
  await seedDemoBrandEvents(db, now);
  const stamp = now.toISOString();
  const event = await db
    .insertInto("brand_events")
    .values({
      slug: "tonight-test-tasting",
      kind: "tasting",
      starts_at: new Date(now.getTime() - 3_600_000).toISOString(),
      ends_at: new Date(now.getTime() + 3 * 3_600_000).toISOString(),
      capacity: 500,
      price_per_person: 50_000,
      guide_languages: "mn,en",
      published: 1,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  todayEventId = event.id;
  await db
    .insertInto("brand_event_texts")
    .values([
      { event_id: event.id, lang: "mn", title: "Өнөө оройн амталгаа", place: "Амталгааны танхим", summary: "Туршилтын арга хэмжээ." },
      { event_id: event.id, lang: "en", title: "Tonight's tasting", place: "Tasting room", summary: "A test event." },
    ])
    .execute();
});

afterAll(async () => {
  await whenDeliveryIdle(db);
  await database.cleanup();
});

describe("the demo events' tickets", () => {
  it("put each upcoming paid event on sale once, two admissions whose stock is its capacity; past and free events get none", async () => {
    // The test's own event started an hour ago: not upcoming, so the seed leaves it out.
    expect(await seedDemoEventTickets(db, now)).toBe(5);
    expect(await seedDemoEventTickets(db, now)).toBe(0);
    const weekend = await admissionsOf("distillery-tour-weekend");
    expect(weekend.map((a) => a.name_en)).toEqual(["Standard", "With lunch"]);
    const stock = await db.selectFrom("stock_items").select((eb) => eb.fn.sum<number>("count_on_hand").as("n")).where("variant_id", "in", weekend.map((a) => a.variant_id)).executeTakeFirstOrThrow();
    expect(Number(stock.n)).toBe(20);
    expect(await admissionsOf("autumn-harvest-tasting")).toEqual([]);
    expect(await admissionsOf("open-distillery-day")).toEqual([]);
    const product = await db.selectFrom("products").select(["product_type", "image"]).where("slug", "=", "ticket-distillery-tour-weekend").executeTakeFirstOrThrow();
    expect(product).toMatchObject({ product_type: "event" });
    expect(product.image).not.toBeNull();
    // Listed and found like any product once the index has them (the server reindexes at start).
    const { reindexAll } = await import("~/modules/search/indexing.server");
    await reindexAll(db, shopSearchIndex());
    const found = await shopSearchIndex().search({ q: "distillery tour", locale: "en", pageSize: 40, now });
    expect(found.hits.map((hit) => hit.slug)).toContain("ticket-distillery-tour-weekend");

    await inTransaction(db, async (trx) => {
      const event = await trx.selectFrom("brand_events").select(["id", "slug", "kind", "starts_at", "capacity", "price_per_person"]).where("id", "=", todayEventId).executeTakeFirstOrThrow();
      todaySlug = (await insertEventTicketProduct(trx, event, now))!;
    });
    expect(todaySlug).toBe("ticket-tonight-test-tasting");
  });

  it("the product page names the event's time and place and says the ticket is e-mailed", async () => {
    const page = await outcome<{ eventNote: { lines: string[] } | null }>(() =>
      productRoute.loader(args(get("/products/ticket-distillery-tour-weekend"), { slug: "ticket-distillery-tour-weekend" })),
    );
    expect(page.status).toBe(200);
    expect(page.body.eventNote?.lines.join(" ")).toContain("Хар Сувдын нэрэх үйлдвэр");
    expect(page.body.eventNote?.lines[0]).toMatch(/11:00–13:00/);
  });
});

describe("issuing and voiding", () => {
  it("paying an order with 3 admissions issues 3 valid tickets with distinct codes, and e-mails them in the same transaction", async () => {
    const { user } = await signedIn();
    const [standard] = await admissionsOf("tasting-evening-classics");
    const order = await awaitingOrder(user.id, user.email, [{ variantId: standard!.variant_id, price: standard!.price, quantity: 3 }]);
    const paid = await commitOrderEvent(db, order.id, "bank_transfer_received", context());
    expect(paid.ok).toBe(true);
    const tickets = await ticketsOf(order.id);
    expect(tickets).toHaveLength(3);
    expect(tickets.map((t) => t.seq)).toEqual([1, 2, 3]);
    expect(new Set(tickets.map((t) => t.code)).size).toBe(3);
    for (const ticket of tickets) {
      expect(ticket).toMatchObject({ state: "valid", holder_user_id: user.id, holder_name: "Бат-Эрдэнэ", event_id: standard!.event_id, used_at: null });
      expect(normalizeTicketCode(ticket.code)).toBe(ticket.code);
      expect(ticket.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    }
    const mail = (await outboxTo(user.email!)).filter((m) => m.subject.includes("e-ticket"));
    expect(mail).toHaveLength(1);
    for (const ticket of tickets) expect(mail[0]!.body_text).toContain(ticket.code);
    expect(mail[0]!.body_text).toContain("Classic tasting evening");
    expect(mail[0]!.body_text).toContain("/account/tickets");

    // "Paid" once more (a repeated callback that reached the hook): nothing more, no second e-mail.
    const row = await db.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(await inTransaction(db, (trx) => counter.issueOrderTicketsInTx(trx, row, now, "http://127.0.0.1:3999"))).toBe(0);
    expect(await ticketsOf(order.id)).toHaveLength(3);
    expect((await outboxTo(user.email!)).filter((m) => m.subject.includes("e-ticket"))).toHaveLength(1);
  });

  it("an order without admissions issues nothing", async () => {
    const { user } = await signedIn();
    const variant = await db.selectFrom("variants").select(["id", "price"]).where("id", "not in", db.selectFrom("brand_event_admissions").select("variant_id")).orderBy("id").executeTakeFirstOrThrow();
    const order = await awaitingOrder(user.id, user.email, [{ variantId: variant.id, price: variant.price, quantity: 2 }]);
    expect((await commitOrderEvent(db, order.id, "bank_transfer_received", context())).ok).toBe(true);
    expect(await ticketsOf(order.id)).toHaveLength(0);
  });

  it("canceling voids the valid tickets and leaves the used one used", async () => {
    const { user } = await signedIn();
    const staff = await signedIn("staff");
    const [admission] = await admissionsOf(todaySlug.replace(/^ticket-/, ""));
    const order = await awaitingOrder(user.id, user.email, [{ variantId: admission!.variant_id, price: admission!.price, quantity: 3 }]);
    expect((await commitOrderEvent(db, order.id, "bank_transfer_received", context())).ok).toBe(true);
    const [first] = await ticketsOf(order.id);
    const used = await counter.admitTicket(db, { staffId: staff.user.id, code: first!.code, typed: first!.code, eventId: null, now });
    expect(used.result).toBe("admitted");
    const canceled = await commitOrderEvent(db, order.id, "cancel", { ...context(), reason: "changed_mind" });
    expect(canceled.ok).toBe(true);
    const after = await ticketsOf(order.id);
    expect(after.map((t) => t.state)).toEqual(["used", "void", "void"]);
    expect(after[0]!.voided_at).toBeNull();
    expect(after[1]!.voided_at).toBe(now.toISOString());
    // At the door a void ticket says so.
    expect((await counter.checkTicket(db, { staffId: staff.user.id, code: after[1]!.code, typed: after[1]!.code, eventId: null, now })).result).toBe("void");
  });
});

describe("the door", () => {
  async function paidTickets(slug: string, quantity: number) {
    const { user, cookie } = await signedIn();
    const [admission] = await admissionsOf(slug);
    const order = await awaitingOrder(user.id, user.email, [{ variantId: admission!.variant_id, price: admission!.price, quantity }]);
    expect((await commitOrderEvent(db, order.id, "bank_transfer_received", context())).ok).toBe(true);
    return { user, cookie, tickets: await ticketsOf(order.id), eventId: admission!.event_id };
  }

  it("answers valid, wrong event, not today and unknown, logging every check and changing no ticket", async () => {
    const staff = await signedIn("staff");
    const today = await paidTickets("tonight-test-tasting", 1);
    const later = await paidTickets("cocktail-masterclass", 1);
    const code = today.tickets[0]!.code;
    const input = (c: string, eventId: number | null = null) => ({ staffId: staff.user.id, code: c, typed: c.toLowerCase().replace(/-/g, " "), eventId, now });
    const before = await scanCount();
    expect((await counter.checkTicket(db, input(code))).result).toBe("valid");
    expect((await counter.checkTicket(db, input(code, today.eventId))).result).toBe("valid");
    expect((await counter.checkTicket(db, input(code, later.eventId))).result).toBe("wrongEvent");
    expect((await counter.checkTicket(db, input(later.tickets[0]!.code))).result).toBe("notToday");
    expect((await counter.checkTicket(db, input(counter.newTicketCode()))).result).toBe("unknown");
    expect(await scanCount()).toBe(before + 5);
    expect((await ticketsOf(today.tickets[0]!.order_id))[0]!.state).toBe("valid");
    const last = await db.selectFrom("ticket_scans").selectAll().orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ staff_user_id: staff.user.id, action: "check", result: "unknown", ticket_id: null });
  });

  it("500 parallel uses of one ticket: exactly 1 lets in, 499 say already used, none fails", async () => {
    const staff = await signedIn("staff");
    const { tickets } = await paidTickets("tonight-test-tasting", 1);
    const code = tickets[0]!.code;
    const before = await scanCount();
    const settled = await Promise.allSettled(Array.from({ length: 500 }, () => counter.admitTicket(db, { staffId: staff.user.id, code, typed: code, eventId: null, now })));
    const rejected = settled.filter((s) => s.status === "rejected");
    expect(rejected).toEqual([]);
    const results = settled.map((s) => (s as PromiseFulfilledResult<{ result: string }>).value.result);
    expect(results.filter((r) => r === "admitted")).toHaveLength(1);
    expect(results.filter((r) => r === "alreadyUsed")).toHaveLength(499);
    const ticket = await db.selectFrom("e_tickets").selectAll().where("code", "=", code).executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ state: "used", used_by: staff.user.id });
    expect(await scanCount()).toBe(before + 500);
  }, 120_000);

  it("the staff action: 40 parallel 'let in' posts answer 303 (no 5xx), one admits, and the page after the redirect says who and when", async () => {
    const staff = await signedIn("staff");
    const { tickets } = await paidTickets("tonight-test-tasting", 1);
    const code = tickets[0]!.code;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => outcome(() => scanRoute.action(args(post("/staff/scan", staff.cookie, { intent: "use", code: code.toLowerCase() }))))),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.every((a) => a.status === 303)).toBe(true);
    const scans = await db.selectFrom("ticket_scans as s").innerJoin("e_tickets as t", "t.id", "s.ticket_id").select(["s.id", "s.result", "s.created_at"]).where("t.code", "=", code).execute();
    expect(scans.filter((s) => s.result === "admitted")).toHaveLength(1);
    expect(scans.filter((s) => s.result === "alreadyUsed")).toHaveLength(39);

    const again = scans.find((s) => s.result === "alreadyUsed")!;
    const page = await outcome<{ answer: { result: string; ticket: { usedByName: string | null; usedAt: string | null } | null } }>(() =>
      scanRoute.loader(args(get(`/staff/scan?scan=${again.id}`, staff.cookie))),
    );
    expect(page.body.answer).toMatchObject({ result: "alreadyUsed", ticket: { usedByName: staff.user.name } });
    expect(page.body.answer.ticket?.usedAt).toBe(scans.find((s) => s.result === "admitted")!.created_at);
    // Another staff member's scan id shows nothing.
    const other = await signedIn("staff");
    expect((await outcome<{ answer: unknown }>(() => scanRoute.loader(args(get(`/staff/scan?scan=${again.id}`, other.cookie))))).body.answer).toBeNull();
  });

  it("a check redirects to its answer; the answer of a valid ticket offers the use", async () => {
    const staff = await signedIn("staff");
    const { tickets, eventId } = await paidTickets("tonight-test-tasting", 1);
    const answer = await outcome(() => scanRoute.action(args(post("/staff/scan", staff.cookie, { intent: "check", code: tickets[0]!.code.replace(/-/g, ""), event: String(eventId) }))));
    expect(answer.status).toBe(303);
    const location = answer.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^/staff/scan\\?scan=\\d+&event=${eventId}$`));
    const page = await outcome<{ answer: { result: string; canUse: boolean }; eventId: number | null; counts: { eventId: number; total: number }[] }>(() => scanRoute.loader(args(get(location, staff.cookie))));
    expect(page.body.answer).toMatchObject({ result: "valid", canUse: true });
    expect(page.body.eventId).toBe(eventId);
    expect(page.body.counts.find((c) => c.eventId === eventId)?.total).toBeGreaterThan(0);
  });

  it("customers get 403; bad input gets 400 and writes nothing; over the rate 429 and nothing", async () => {
    const customer = await signedIn();
    const staff = await signedIn("staff");
    const { tickets } = await paidTickets("tonight-test-tasting", 1);
    const code = tickets[0]!.code;
    expect((await outcome(() => scanRoute.loader(args(get("/staff/scan", customer.cookie))))).status).toBe(403);
    expect((await outcome(() => scanRoute.action(args(post("/staff/scan", customer.cookie, { intent: "use", code }))))).status).toBe(403);
    const before = await scanCount();
    for (const fields of <Record<string, string>[]>[
      { intent: "use" },
      { intent: "use", code: "123456" },
      { intent: "use", code: "x".repeat(500) },
      { intent: "drop", code },
      { intent: "check", code, event: "abc" },
      { intent: "check", code, event: "999999" },
      { intent: "check", code: `${code}\u0000\u202e` },
    ]) {
      const answer = await outcome(() => scanRoute.action(args(post("/staff/scan", staff.cookie, fields))));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await scanCount()).toBe(before);
    expect((await db.selectFrom("e_tickets").select("state").where("code", "=", code).executeTakeFirstOrThrow()).state).toBe("valid");

    const stamp = new Date().toISOString();
    await db
      .insertInto("rate_limit_hits")
      .values(Array.from({ length: SCANS_PER_MINUTE }, () => ({ bucket: `ticket-scan:staff:${staff.user.id}`, created_at: stamp })))
      .execute();
    const limited = await outcome<{ error?: Record<string, string[]> }>(() => scanRoute.action(args(post("/staff/scan", staff.cookie, { intent: "use", code }))));
    expect(limited.status).toBe(429);
    expect(JSON.stringify(limited.body)).toContain("tickets:scan.errors.tooMany");
    expect(await scanCount()).toBe(before);
    expect((await db.selectFrom("e_tickets").select("state").where("code", "=", code).executeTakeFirstOrThrow()).state).toBe("valid");
  });
});

describe("the shopper's pages", () => {
  it("/account/tickets lists the holder's tickets, upcoming first; another's ticket page is a 404", async () => {
    const { user, cookie } = await signedIn();
    const [classics] = await admissionsOf("tasting-evening-classics");
    const [weekend] = await admissionsOf("distillery-tour-weekend");
    const order = await awaitingOrder(user.id, user.email, [
      { variantId: classics!.variant_id, price: classics!.price, quantity: 1 },
      { variantId: weekend!.variant_id, price: weekend!.price, quantity: 2 },
    ]);
    expect((await commitOrderEvent(db, order.id, "bank_transfer_received", context())).ok).toBe(true);
    const list = await outcome<{ tickets: { code: string; eventTitle: string; state: string; qrSvg: string | null }[] }>(() => ticketsRoute.loader(args(get("/account/tickets", cookie))));
    expect(list.status).toBe(200);
    // The weekend tour (in 6 days) before the classics (in 9), in the page's language (mn).
    expect(list.body.tickets.map((t) => t.eventTitle)).toEqual(["Амралтын өдрийн үйлдвэрийн аялал", "Амралтын өдрийн үйлдвэрийн аялал", "Сонгодог амталгааны үдэш"]);
    expect(list.body.tickets.every((t) => t.state === "valid" && t.qrSvg?.startsWith("<svg"))).toBe(true);

    const code = list.body.tickets[0]!.code;
    const own = await outcome<{ ticket: { code: string } }>(() => ticketRoute.loader(args(get(`/account/tickets/${code}`, cookie), { code })));
    expect(own.body.ticket.code).toBe(code);
    const lower = code.toLowerCase();
    expect((await outcome(() => ticketRoute.loader(args(get(`/account/tickets/${lower}`, cookie), { code: lower })))).status).toBe(200);
    const stranger = await signedIn();
    expect((await outcome(() => ticketRoute.loader(args(get(`/account/tickets/${code}`, stranger.cookie), { code })))).status).toBe(404);
    expect((await outcome(() => ticketRoute.loader(args(get("/account/tickets/nonsense", cookie), { code: "nonsense" })))).status).toBe(404);
  });

  it("a guest's order shows its tickets (the order page's own guard decides who sees it)", async () => {
    const [admission] = await admissionsOf("cocktail-masterclass");
    const email = `guest-${randomBytes(3).toString("hex")}@example.mn`;
    const order = await awaitingOrder(null, email, [{ variantId: admission!.variant_id, price: admission!.price, quantity: 1 }]);
    expect((await commitOrderEvent(db, order.id, "bank_transfer_received", context())).ok).toBe(true);
    const views = await counter.orderTickets(db, order.id, "en", now);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ state: "valid", admission: "Standard", holderName: "Бат-Эрдэнэ" });
    const [mail] = (await outboxTo(email)).filter((m) => m.subject.includes("e-ticket"));
    expect(mail!.body_text).toContain(`/orders/${order.number}?token=`);
    expect(mail!.body_text).not.toContain("/account/tickets");
  });
});
