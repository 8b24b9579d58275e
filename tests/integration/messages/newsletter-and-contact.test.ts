import { afterAll, describe, expect, it } from "vitest";

/**
 * The newsletter and the contact form against a real migrated database (SQLite, and PostgreSQL
 * in the postgres run): parallel sign-ups of one address make one row and the same answer; a
 * confirmation token works once; an unsubscribe link with a wrong signature is refused; the
 * staff's CSV is escaped and formula-safe; a signed-in shopper may send only from their own
 * contacts; a staff answer goes out once and a closed message takes no answer.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(10);

const { shopDb } = await import("../../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const newsletter = await import("~/modules/newsletter/index.server");
const contact = await import("~/modules/contact/index.server");
const { whenDeliveryIdle } = await import("~/adapters/messages/index.server");

const db = shopDb();
const now = new Date("2026-11-24T02:00:00Z");
const origin = "https://shop.test";
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}-${Date.now()}@example.mn`;

const outboxTo = (recipient: string) => db.selectFrom("outbox_messages").selectAll().where("recipient", "=", recipient).orderBy("id").execute();
const subscribe = (email: string, clientIp = `10.0.0.${counter}`) =>
  newsletter.subscribeToNewsletter(db, now, { email, source: "footer", userId: null, locale: "mn", clientIp, origin });
const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
const unsubscribeIn = (text: string) => {
  const match = /\/newsletter\/unsubscribe\?(\S+)/.exec(text);
  if (!match) return null;
  const params = new URLSearchParams(match[1]);
  return { email: params.get("email")!, sig: params.get("sig")! };
};

afterAll(async () => {
  await whenDeliveryIdle(db);
  await database.cleanup();
});

describe("newsletter", () => {
  it("makes one row and one answer for 10 parallel sign-ups of one address", async () => {
    const email = unique("twice");
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => subscribe(i % 2 ? email.toUpperCase() : email, `10.1.0.${i}`)));
    // The per-address limit admits 3 a day; every admitted one answers "check your e-mail".
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(Array(7).fill("contact:errors.tooManySubscribes"));
    const rows = await db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe("pending");
  });

  it("refuses a bad address and writes nothing", async () => {
    expect(await subscribe("not-an-address")).toEqual({ ok: false, error: "contact:errors.subscribeEmail" });
    expect(await db.selectFrom("newsletter_subscribers").select("id").where("email", "=", "not-an-address").execute()).toHaveLength(0);
  });

  it("confirms with the e-mailed token once; the welcome carries a working unsubscribe link", async () => {
    const email = unique("confirm");
    expect((await subscribe(email)).ok).toBe(true);
    const [confirmation] = await outboxTo(email);
    const token = tokenIn(confirmation!.body_text)!;
    expect(token).toBeTruthy();
    expect(unsubscribeIn(confirmation!.body_text)).not.toBeNull();
    const twice = await Promise.all([newsletter.confirmNewsletter(db, now, token, origin), newsletter.confirmNewsletter(db, now, token, origin)]);
    expect(twice.filter((r) => r.ok)).toHaveLength(1);
    expect(await newsletter.confirmNewsletter(db, now, token, origin)).toEqual({ ok: false, error: "contact:errors.linkDead" });
    const row = await db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.state).toBe("active");
    expect(row.confirm_token_hash).toBeNull();
    const messages = await outboxTo(email);
    expect(messages).toHaveLength(2);
    const link = unsubscribeIn(messages[1]!.body_text)!;
    expect(await newsletter.unsubscribeNewsletter(db, now, link.email, link.sig)).toEqual({ ok: true, value: { email } });
    expect((await db.selectFrom("newsletter_subscribers").select("state").where("email", "=", email).executeTakeFirstOrThrow()).state).toBe("unsubscribed");
  });

  it("answers an active address like a new one and sends it nothing", async () => {
    const email = unique("active");
    await subscribe(email);
    await newsletter.confirmNewsletter(db, now, tokenIn((await outboxTo(email))[0]!.body_text)!, origin);
    const before = (await outboxTo(email)).length;
    expect(await subscribe(email)).toEqual({ ok: true, value: { state: "pending" } });
    expect(await outboxTo(email)).toHaveLength(before);
    expect((await db.selectFrom("newsletter_subscribers").select("state").where("email", "=", email).executeTakeFirstOrThrow()).state).toBe("active");
  });

  it("refuses an unsubscribe link whose signature is wrong or belongs to another address", async () => {
    const email = unique("sig");
    await subscribe(email);
    const link = unsubscribeIn((await outboxTo(email))[0]!.body_text)!;
    const other = unique("other");
    expect(await newsletter.unsubscribeNewsletter(db, now, other, link.sig)).toEqual({ ok: false, error: "contact:errors.unsubscribeLinkBad" });
    expect(await newsletter.unsubscribeNewsletter(db, now, email, `${link.sig.slice(0, -2)}xx`)).toEqual({ ok: false, error: "contact:errors.unsubscribeLinkBad" });
    expect((await db.selectFrom("newsletter_subscribers").select("state").where("email", "=", email).executeTakeFirstOrThrow()).state).toBe("pending");
  });

  it("exports CSV with quoting and formula-safe cells", async () => {
    const email = `=cmd|' /c calc'!a1,"x"${++counter}@example.mn`;
    await db
      .insertInto("newsletter_subscribers")
      .values({ email, locale: "mn", state: "active", confirm_token_hash: null, created_at: now.toISOString(), confirmed_at: now.toISOString(), unsubscribed_at: null, user_id: null, source: "page" })
      .execute();
    const csv = await newsletter.subscribersCsv(db, "active");
    expect(csv.split("\r\n")[0]).toBe("email,state,locale,source,created_at,confirmed_at,unsubscribed_at");
    expect(csv).toContain(`"'=cmd|' /c calc'!a1,""x""${counter}@example.mn",active,mn,page,`);
    expect(csv).not.toMatch(/(^|\r\n|,)=/);
  });
});

describe("contact", () => {
  const message = { name: "Болд", topic: "order" as const, message: "Захиалга маань хэзээ ирэх вэ?" };

  it("lets a signed-in shopper send only from their own e-mail or phone; the copy goes to the sender", async () => {
    const user = await insertUser(db, { email: unique("shopper"), emailConfirmed: true, name: "Болд" }, now);
    const send = (email: string | undefined, phone?: string) =>
      contact.sendContactMessage(db, now, { ...message, email, phone, userId: user.id, locale: "en", clientIp: `10.2.0.${++counter}` });
    expect(await send("someone@else.mn")).toEqual({ ok: false, error: "contact:errors.ownContactOnly" });
    expect(await send(undefined, "+97699887766")).toEqual({ ok: false, error: "contact:errors.ownContactOnly" });
    expect(await db.selectFrom("contact_forms").select("id").where("user_id", "=", user.id).execute()).toHaveLength(0);
    const sent = await send(user.email!);
    expect(sent.ok).toBe(true);
    const [copy] = await outboxTo(user.email!);
    expect(copy!.subject).toContain("We received your message");
    expect(copy!.body_text).toContain(message.message);
  });

  it("sends a guest with a phone only an SMS copy; staff answer once, then close; a closed message takes no answer", async () => {
    const phone = `+976991${String(10000 + (++counter % 90000)).slice(-5)}`;
    const sent = await contact.sendContactMessage(db, now, { ...message, email: undefined, phone, userId: null, locale: "mn", clientIp: "10.3.0.1" });
    if (!sent.ok) throw new Error(sent.error);
    expect(sent.value.copy).toBe("sms");
    const staff = await insertUser(db, { email: unique("staff"), emailConfirmed: true, name: "Ажилтан" }, now);
    expect(await contact.handleContactMessage(db, now, staff.id, { intent: "answer", id: sent.value.id, body: "Маргааш хүргэнэ." })).toEqual({ ok: true, value: { state: "answered" } });
    expect(await contact.handleContactMessage(db, now, staff.id, { intent: "close", id: sent.value.id })).toEqual({ ok: true, value: { state: "closed" } });
    const sms = await outboxTo(phone);
    expect(sms.map((m) => m.channel)).toEqual(["sms", "sms"]);
    expect(sms[1]!.body_text).toContain("Маргааш хүргэнэ.");
    expect(await contact.handleContactMessage(db, now, staff.id, { intent: "answer", id: sent.value.id, body: "Дахин" })).toEqual({ ok: false, error: "contact:errors.alreadyClosed" });
    expect((await contact.staffContactMessage(db, sent.value.id))!.state).toBe("closed");
  });

  it("refuses a database row with neither e-mail nor phone", async () => {
    await expect(
      db.insertInto("contact_forms").values({ user_id: null, name: "x", email: null, phone: null, topic: "other", message: "x", locale: "mn", state: "new", created_at: now.toISOString() }).execute(),
    ).rejects.toThrow();
  });
});
