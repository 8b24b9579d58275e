import { randomBytes } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, outcome, post, SHOP } from "../support/route-requests";

/**
 * The microsite's tours and events against a real migrated database (SQLite, and PostgreSQL in
 * the postgres run): the demo events seed once; the list shows upcoming and past events apart,
 * in the page's language with mn behind it; a quote request passes the age gate, its schema and
 * the event's rules before one row is written, and bad input, a filled honeypot or a reached
 * limit writes nothing; staff answer once, by one e-mail in the request's language (twice, or at
 * once from two tabs, still one), and close.
 */
const { prepareTestDatabase } = await import("../setup-db");
const database = await prepareTestDatabase(4);

const { shopDb, shopContextFor } = await import("../../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { startSession } = await import("~/platform/session.server");
const { whenDeliveryIdle } = await import("~/adapters/messages/index.server");
const { seedDemoBrandEvents } = await import("~/db/seed/demo-brand-events.server");
const microsite = { ...(await import("~/modules/microsite/index.server")), ...(await import("~/web/microsite-gate.server")) };
const eventsRoute = await import("~/routes/_brand+/brand.$lang.events._index");
const eventRoute = await import("~/routes/_brand+/brand.$lang.events.$slug");
const staffListRoute = await import("~/routes/_staff+/staff.quotes._index");
const staffQuoteRoute = await import("~/routes/_staff+/staff.quotes.$id");

const db = shopDb();
const now = new Date();
let gate = "";
let counter = 0;

const unique = (prefix: string) => `${prefix}-${++counter}-${randomBytes(3).toString("hex")}@example.it`;
const ip = () => `10.77.${counter % 250}.${++counter % 250}`;
const cookieOf = (setCookie: string) => setCookie.split(";", 1)[0]!;

function routeArgs(request: Request, params: Record<string, string>, clientIp = "127.0.0.1"): LoaderFunctionArgs {
  return { request, params, context: shopContextFor(request, { clientIp }) };
}

const requestsCount = async () => Number((await db.selectFrom("brand_quote_requests").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
const outboxTo = (recipient: string) => db.selectFrom("outbox_messages").selectAll().where("recipient", "=", recipient).orderBy("id").execute();
const eventId = async (slug: string) => (await db.selectFrom("brand_events").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

function request(lang: string, slug: string, fields: Record<string, string>, options: { cookie?: string | null; clientIp?: string } = {}) {
  const req = post(`/brand/${lang}/events/${slug}`, options.cookie === undefined ? gate : options.cookie, fields);
  return outcome<{ status?: string; error?: Record<string, string[] | null> }>(() => eventRoute.action(routeArgs(req, { lang, slug }, options.clientIp ?? ip())));
}

/** A date `days` after today in Ulaanbaatar. */
function ubDate(days: number): string {
  return new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const good = () => ({ groupSize: "6", dateWanted: ubDate(6), guideLanguage: "ru", name: "Анна Петрова", email: unique("anna"), phone: "", message: "Нас шесть человек, один вегетарианец." });

beforeAll(async () => {
  gate = cookieOf(await microsite.passedAgeGateCookie(now));
});

afterAll(async () => {
  await whenDeliveryIdle(db);
  await database.cleanup();
});

describe("the demo events", () => {
  it("seed six upcoming and two past events once", async () => {
    expect(await seedDemoBrandEvents(db, now)).toBe(8);
    expect(await seedDemoBrandEvents(db, now)).toBe(0);
    const texts = await db.selectFrom("brand_event_texts").select(["event_id", "lang"]).where("lang", "=", "mn").execute();
    expect(texts).toHaveLength(8);
  });
});

describe("the list and an event's page", () => {
  it("shows upcoming events soonest first and past ones apart, marked past", async () => {
    const page = await microsite.micrositeEvents(db, now, "ru");
    expect(page.upcoming.map((e) => e.phase)).toEqual(Array(6).fill("upcoming"));
    expect(page.upcoming.map((e) => e.startsAt)).toEqual([...page.upcoming.map((e) => e.startsAt)].sort());
    expect(page.past.map((e) => [e.slug, e.phase])).toEqual([
      ["autumn-harvest-tasting", "past"],
      ["distillery-tour-autumn", "past"],
    ]);
    const tour = page.upcoming.find((e) => e.slug === "distillery-tour-weekend")!;
    expect(tour).toMatchObject({ title: "Экскурсия на завод в выходной", textLang: "ru", capacity: 20, pricePerPerson: 45_000, guideLanguages: ["mn", "en", "ru"] });
    // The day and the time are Ulaanbaatar's, in Russian.
    expect(tour.timeLabel).toBe("11:00–13:00");
    expect(tour.dateLabel).toMatch(/\d{4}\u00a0г\.$/);
  });

  it("falls back to mn for an event without words in the page's language", async () => {
    const page = await microsite.micrositeEvents(db, now, "it");
    const classics = page.upcoming.find((e) => e.slug === "tasting-evening-classics")!;
    expect(classics).toMatchObject({ title: "Сонгодог амталгааны үдэш", textLang: "mn" });
    expect(page.upcoming.find((e) => e.slug === "cocktail-masterclass")).toMatchObject({ title: "Masterclass di cocktail", textLang: "it" });
  });

  it("serves the page behind the gate; an unknown slug or language, or an unpublished event, is a 404", async () => {
    const load = (lang: string, slug: string, cookie: string | null = gate) =>
      outcome<{ event: { slug: string }; form: unknown }>(() => eventRoute.loader(routeArgs(get(`/brand/${lang}/events/${slug}`, cookie), { lang, slug })));
    const ok = await load("ru", "distillery-tour-weekend");
    expect(ok.status).toBe(200);
    expect(ok.body.event.slug).toBe("distillery-tour-weekend");
    expect(ok.body.form).not.toBeNull();
    expect((await load("ru", "autumn-harvest-tasting")).body.form).toBeNull();
    expect((await load("ru", "no-such-event")).status).toBe(404);
    expect((await load("ru", "../../etc")).status).toBe(404);
    expect((await load("de", "distillery-tour-weekend")).status).toBe(404);
    const ungated = await load("ru", "distillery-tour-weekend", null);
    expect(ungated.status).toBe(303);
    expect(ungated.headers.get("Location")).toBe(`/brand/ru/age?next=${encodeURIComponent("/brand/ru/events/distillery-tour-weekend")}`);
    await db.updateTable("brand_events").set({ published: 0 }).where("slug", "=", "open-distillery-day").execute();
    expect((await load("ru", "open-distillery-day")).status).toBe(404);
    expect((await microsite.micrositeEvents(db, now, "ru")).upcoming.map((e) => e.slug)).not.toContain("open-distillery-day");
    await db.updateTable("brand_events").set({ published: 1 }).where("slug", "=", "open-distillery-day").execute();
  });
});

describe("a quote request", () => {
  it("is stored with the page's language, the normalised contact and the client address, and leads to the confirmation", async () => {
    const fields = { ...good(), email: `  Anna.${counter}@Example.RU `, phone: "+7 912 345-67-89" };
    const answer = await request("ru", "distillery-tour-weekend", fields, { clientIp: "10.1.2.3" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/brand/ru/events/distillery-tour-weekend?requested=1#quote");
    const row = await db.selectFrom("brand_quote_requests").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      event_id: await eventId("distillery-tour-weekend"),
      group_size: 6,
      date_wanted: fields.dateWanted,
      guide_language: "ru",
      name: "Анна Петрова",
      email: fields.email.trim().toLowerCase(),
      phone: "+79123456789",
      locale: "ru",
      state: "new",
      client_ip: "10.1.2.3",
      answer_price: null,
    });
  });

  it("for a private tour has no event and takes any language", async () => {
    const fields = { ...good(), guideLanguage: "it", groupSize: "30" };
    const req = post("/brand/it/events", gate, fields);
    const answer = await outcome(() => eventsRoute.action(routeArgs(req, { lang: "it" }, ip())));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/brand/it/events?requested=1#private-tour");
    const row = await db.selectFrom("brand_quote_requests").selectAll().where("email", "=", fields.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event_id: null, group_size: 30, guide_language: "it", locale: "it" });
  });

  it.each([
    ["a group size of 0", { groupSize: "0" }, "groupSize", "brandEvents:errors.groupSize", 400],
    ["a group size that is no number", { groupSize: "six" }, "groupSize", "brandEvents:errors.groupSize", 400],
    ["no group size", { groupSize: "" }, "groupSize", "brandEvents:errors.groupSize", 400],
    ["a group over the event's places", { groupSize: "21" }, "groupSize", "brandEvents:errors.groupTooLarge", 400],
    ["no date", { dateWanted: "" }, "dateWanted", "brandEvents:errors.dateInvalid", 400],
    ["30 February", { dateWanted: "2027-02-30" }, "dateWanted", "brandEvents:errors.dateInvalid", 400],
    ["a date in the past", { dateWanted: "2020-01-01" }, "dateWanted", "brandEvents:errors.datePast", 400],
    ["a date two years ahead", { dateWanted: ubDate(800) }, "dateWanted", "brandEvents:errors.dateTooFar", 400],
    ["a language the event does not offer", { guideLanguage: "cn" }, "guideLanguage", "brandEvents:errors.languageNotOffered", 400],
    ["an unknown language", { guideLanguage: "de" }, "guideLanguage", "brandEvents:errors.languageRequired", 400],
    ["no e-mail and no phone", { email: "", phone: "" }, "email", "brandEvents:errors.emailOrPhone", 400],
    ["a bad e-mail", { email: "anna@" }, "email", "brandEvents:errors.emailInvalid", 400],
    ["a bad phone", { email: "", phone: "12345" }, "phone", "brandEvents:errors.phoneInvalid", 400],
    ["no name", { name: "   " }, "name", "brandEvents:errors.nameRequired", 400],
    ["a 200 kB name", { name: "я".repeat(100_000) }, "name", "brandEvents:errors.nameTooLong", 400],
    ["a 2,001-character message", { message: "x".repeat(2001) }, "message", "brandEvents:errors.messageTooLong", 400],
  ])("refuses %s with a translated key and writes nothing", async (_, change, field, key, status) => {
    const before = await requestsCount();
    const answer = await request("ru", "distillery-tour-weekend", { ...good(), ...change });
    expect(answer.status).toBe(status);
    expect(answer.body.error?.[field]).toEqual([key]);
    expect(await requestsCount()).toBe(before);
  });

  it("refuses a past event (409), a filled honeypot (400), no gate (to the gate), and a cross-site post (403), writing nothing", async () => {
    const before = await requestsCount();
    const past = await request("ru", "autumn-harvest-tasting", good());
    expect(past.status).toBe(409);
    expect(past.body.error?.[""]).toEqual(["brandEvents:errors.eventClosed"]);
    expect((await request("ru", "distillery-tour-weekend", { ...good(), website: "http://spam.example" })).status).toBe(400);
    const ungated = await request("ru", "distillery-tour-weekend", good(), { cookie: null });
    expect(ungated.status).toBe(303);
    expect(ungated.headers.get("Location")).toBe(`/brand/ru/age?next=${encodeURIComponent("/brand/ru/events/distillery-tour-weekend")}`);
    const forged = await microsite.passedAgeGateCookie(new Date(now.getTime() - 400 * 86_400_000));
    expect((await request("ru", "distillery-tour-weekend", good(), { cookie: cookieOf(forged) })).status).toBe(303);
    const crossSite = new Request(`${SHOP}/brand/ru/events/distillery-tour-weekend`, {
      method: "POST",
      body: new URLSearchParams(good()),
      headers: { Cookie: gate, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await outcome(() => eventRoute.action(routeArgs(crossSite, { lang: "ru", slug: "distillery-tour-weekend" })))).status).toBe(403);
    expect((await request("ru", "no-such-event", good())).status).toBe(404);
    expect(await requestsCount()).toBe(before);
  });

  it.each([
    ["JSON", "application/json", JSON.stringify({ groupSize: "6", name: "x", email: "a@b.it" }), 415],
    ["plain text", "text/plain", "groupSize=6", 415],
    ["broken multipart", "multipart/form-data; boundary=XyZ", '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnna\r\n--XyZ\r\nContent-Disp', 400],
    ["a body over 1 MB", "application/x-www-form-urlencoded", `name=${"x".repeat(1_100_000)}`, 413],
    ["a NUL in a field", "application/x-www-form-urlencoded", new URLSearchParams({ ...good(), name: "An\u0000na" }).toString(), 400],
  ])("answers a %s body with a 4xx and writes nothing", async (_, contentType, body, status) => {
    const before = await requestsCount();
    const req = new Request(`${SHOP}/brand/ru/events/distillery-tour-weekend`, {
      method: "POST",
      body,
      headers: { Cookie: gate, Origin: SHOP, "Sec-Fetch-Site": "same-origin", "Content-Type": contentType },
    });
    const answer = await outcome(() => eventRoute.action(routeArgs(req, { lang: "ru", slug: "distillery-tour-weekend" }, ip())));
    expect(answer.status).toBe(status);
    expect(await requestsCount()).toBe(before);
  });

  it("takes five requests an hour from one address, then 429 in the page's language", async () => {
    const clientIp = "10.200.0.1";
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await request("cn", "white-month-tasting", { ...good(), guideLanguage: "cn" }, { clientIp }));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303, 429]);
    expect(answers[5]!.body.error?.[""]).toEqual(["brandEvents:errors.tooManyRequests"]);
  });

  it("takes five requests a day for one e-mail, from any address", async () => {
    const email = unique("same");
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await request("en", "white-month-tasting", { ...good(), email, guideLanguage: "en" })).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect(await db.selectFrom("brand_quote_requests").select("id").where("email", "=", email).execute()).toHaveLength(5);
  });
});

describe("the database", () => {
  it("refuses rows that break the rules", async () => {
    const base = { event_id: null, group_size: 2, date_wanted: "2027-01-10", guide_language: "mn", name: "x", email: "x@y.mn", phone: null, locale: "mn", created_at: now.toISOString() };
    await expect(db.insertInto("brand_quote_requests").values({ ...base, email: null }).execute()).rejects.toThrow();
    await expect(db.insertInto("brand_quote_requests").values({ ...base, group_size: 0 }).execute()).rejects.toThrow();
    await expect(db.insertInto("brand_quote_requests").values({ ...base, locale: "de" }).execute()).rejects.toThrow();
    await expect(db.insertInto("brand_quote_requests").values({ ...base, state: "answered" }).execute()).rejects.toThrow();
    await expect(db.insertInto("brand_quote_requests").values({ ...base, answer_price: -1, answer_message: "x", answered_at: now.toISOString() }).execute()).rejects.toThrow();
    const event = { slug: "bad-event", kind: "tour" as const, starts_at: "2027-01-10T03:00:00.000Z", ends_at: "2027-01-10T05:00:00.000Z", capacity: 10, price_per_person: 1000, guide_languages: "mn", created_at: now.toISOString(), updated_at: now.toISOString() };
    await expect(db.insertInto("brand_events").values({ ...event, price_per_person: -5 }).execute()).rejects.toThrow();
    await expect(db.insertInto("brand_events").values({ ...event, capacity: 0 }).execute()).rejects.toThrow();
    await expect(db.insertInto("brand_events").values({ ...event, ends_at: event.starts_at }).execute()).rejects.toThrow();
    await expect(db.insertInto("brand_events").values({ ...event, kind: "party" as "tour" }).execute()).rejects.toThrow();
    await expect(db.insertInto("brand_events").values({ ...event, slug: "distillery-tour-weekend" }).execute()).rejects.toThrow();
  });
});

describe("staff", () => {
  async function staffCookie() {
    const user = await insertUser(db, { email: unique("staff"), emailConfirmed: true, name: "Сараа" }, now);
    await db.updateTable("users").set({ role: "staff" }).where("id", "=", user.id).execute();
    const { cookie } = await startSession(db, user.id, { userAgent: "vitest", ip: "" }, now);
    return { user, cookie: cookieOf(cookie) };
  }

  async function newRequest(lang: string, fields: Partial<ReturnType<typeof good>> = {}) {
    const all = { ...good(), ...fields };
    expect((await request(lang, "distillery-tour-weekend", all)).status).toBe(303);
    return db.selectFrom("brand_quote_requests").selectAll().where(all.email ? "email" : "name", "=", all.email || all.name).orderBy("id", "desc").executeTakeFirstOrThrow();
  }

  it("see requests by state, newest first; a shopper may not", async () => {
    const { cookie } = await staffCookie();
    const first = await newRequest("ru");
    const second = await newRequest("en", { guideLanguage: "en" });
    const list = await outcome<{ quotes: { id: number; eventTitle: string | null; state: string }[] }>(() => staffListRoute.loader(routeArgs(get("/staff/quotes", cookie), {})));
    expect(list.status).toBe(200);
    const ids = list.body.quotes.map((q) => q.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.body.quotes.every((q) => q.state === "new")).toBe(true);
    expect(list.body.quotes.find((q) => q.id === first.id)?.eventTitle).toBe("Амралтын өдрийн үйлдвэрийн аялал");
    const shopper = await insertUser(db, { email: unique("shopper"), emailConfirmed: true, name: "x" }, now);
    const { cookie: shopperCookie } = await startSession(db, shopper.id, { userAgent: "vitest", ip: "" }, now);
    expect((await outcome(() => staffListRoute.loader(routeArgs(get("/staff/quotes", cookieOf(shopperCookie)), {})))).status).toBeGreaterThanOrEqual(300);
  });

  it("answer once: one e-mail in the request's language naming the price; answering again sends nothing", async () => {
    const { cookie } = await staffCookie();
    const quote = await newRequest("ru");
    const answer = (fields: Record<string, string>) =>
      outcome<{ error?: string }>(() => staffQuoteRoute.action(routeArgs(post(`/staff/quotes/${quote.id}`, cookie, fields), { id: String(quote.id) })));
    // A bad price or no message changes nothing.
    expect((await answer({ intent: "answer", price: "много", message: "Ждём вас" })).body.error).toBe("quotes:errors.priceInvalid");
    expect((await answer({ intent: "answer", price: "270000", message: " " })).body.error).toBe("quotes:errors.messageRequired");
    expect(await outboxTo(quote.email!)).toHaveLength(0);

    const sent = await answer({ intent: "answer", price: "270 000", message: "Будем рады вас видеть! Трансфер включён." });
    expect(sent.status).toBe(302);
    const [mail, ...more] = await outboxTo(quote.email!);
    expect(more).toHaveLength(0);
    expect(mail!.channel).toBe("email");
    expect(mail!.subject).toBe(`Хар Сувд: предложение по запросу № ${quote.id} — ₮270,000`);
    expect(mail!.body_text).toContain("Здравствуйте, Анна Петрова!");
    expect(mail!.body_text).toContain("Стоимость для группы: ₮270,000");
    expect(mail!.body_text).toContain("Программа: Экскурсия на завод в выходной");
    expect(mail!.body_text).toContain("Размер группы: 6");
    expect(mail!.body_text).toContain("Язык гида: Русский");
    expect(mail!.body_text).toContain("> Будем рады вас видеть! Трансфер включён.");
    expect(mail!.body_html).toContain('<html lang="ru">');
    const row = await db.selectFrom("brand_quote_requests").selectAll().where("id", "=", quote.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: "answered", answer_price: 270_000, answer_message: "Будем рады вас видеть! Трансфер включён." });

    const again = await answer({ intent: "answer", price: "1", message: "Ещё раз" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("quotes:errors.alreadyAnswered");
    expect(await outboxTo(quote.email!)).toHaveLength(1);

    expect((await answer({ intent: "close" })).status).toBe(302);
    expect((await answer({ intent: "close" })).status).toBe(409);
    expect((await answer({ intent: "answer", price: "1", message: "x" })).body.error).toBe("quotes:errors.alreadyClosed");
    expect(await outboxTo(quote.email!)).toHaveLength(1);
    const view = await microsite.staffQuoteRequest(db, quote.id, "mn");
    expect(view).toMatchObject({ state: "closed", answerPrice: 270_000 });
  });

  it("answered from two tabs at once still sends one e-mail", async () => {
    const { user } = await staffCookie();
    const quote = await newRequest("it", { guideLanguage: "en" });
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => microsite.handleQuoteRequest(db, now, user.id, { intent: "answer", id: quote.id, price: 250_000 + i, message: "Vi aspettiamo!" })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const mails = await outboxTo(quote.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Khar Suvd: preventivo per la richiesta n\. \d+, ₮250,00\d$/);
    expect(mails[0]!.body_text).toContain("Gentile Анна Петрова,");
  });

  it("answer a request with only a phone by SMS, in its language", async () => {
    const { user } = await staffCookie();
    const name = `Marco ${randomBytes(3).toString("hex")}`;
    const quote = await newRequest("it", { email: "", phone: "+39 06 1234 5678", name, guideLanguage: "en" });
    const phone = "+390612345678";
    const before = (await outboxTo(phone)).length;
    expect(await microsite.handleQuoteRequest(db, now, user.id, { intent: "answer", id: quote.id, price: 300_000, message: "A presto!" })).toEqual({ ok: true, value: { state: "answered" } });
    const sms = (await outboxTo(phone)).slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe("sms");
    expect(sms[0]!.body_text).toContain(`Khar Suvd, preventivo n. ${quote.id}: ₮300,000 per 6 persone`);
    expect(sms[0]!.body_text.length).toBeLessThanOrEqual(160);
  });

  it("a private tour's answer names no event and writes the price the mn way in mn", async () => {
    const { user } = await staffCookie();
    const fields = { ...good(), guideLanguage: "mn", groupSize: "12" };
    expect((await outcome(() => eventsRoute.action(routeArgs(post("/brand/mn/events", gate, fields), { lang: "mn" }, ip())))).status).toBe(303);
    const quote = await db.selectFrom("brand_quote_requests").selectAll().where("email", "=", fields.email).executeTakeFirstOrThrow();
    expect((await microsite.handleQuoteRequest(db, now, user.id, { intent: "answer", id: quote.id, price: 600_000, message: "Таныг хүлээж байна." })).ok).toBe(true);
    const [mail] = await outboxTo(fields.email);
    expect(mail!.subject).toBe(`Хар Сувд: таны №${quote.id} хүсэлтийн үнийн санал — 600,000₮`);
    expect(mail!.body_text).toContain("Аялал: Үйлдвэрийн хувийн аялал");
    expect(mail!.body_text).not.toContain("Арга хэмжээний өдөр");
  });
});
