import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { args, get, outcome, post } from "./support/route-requests";

/**
 * /account/contact against a real SQLite file: the bare address is the e-mail and phone
 * confirmation page (both contacts, their state, and the way to confirm or change each);
 * ?kind= keeps taking a new address and its code.
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(4);

const { shopDb: openDb } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { startSession } = await import("~/platform/session.server");
const contactRoute = await import("~/routes/_account+/account.contact");

type Page = Awaited<ReturnType<typeof contactRoute.loader>>;
type Reply = { error?: Record<string, string[] | null> } | null;

const db = openDb();

afterAll(async () => {
  const { whenDeliveryIdle } = await import("~/adapters/messages/index.server");
  await whenDeliveryIdle(db);
  await database.cleanup();
});

async function signedIn(input: { email?: string | null; emailConfirmed?: boolean; phone?: string | null; phoneConfirmed?: boolean }) {
  const user = await insertUser(db, input, new Date());
  const { cookie } = await startSession(db, user.id, { userAgent: "vitest", ip: "" }, new Date());
  return { user, cookie: cookie.split(";", 1)[0]! };
}

const email = () => `contact-${randomBytes(5).toString("hex")}@example.mn`;
const page = (cookie: string, query = "") => outcome<Page>(() => contactRoute.loader(args(get(`/account/contact${query}`, cookie))));
const act = (cookie: string, query: string, fields: Record<string, string>) => outcome<Reply>(() => contactRoute.action(args(post(`/account/contact${query}`, cookie, fields))));
const cookiesOf = (response: { headers: Headers }) => response.headers.getSetCookie().map((line) => line.split(";", 1)[0]!);

describe("/account/contact without ?kind=", () => {
  it("is a page with both contacts and their confirmation state", async () => {
    const address = email();
    const { cookie } = await signedIn({ email: address, emailConfirmed: true, phone: "+97699001122" });
    const overview = await page(cookie);
    expect(overview.status).toBe(200);
    expect(overview.body.kind).toBeNull();
    expect(overview.body.panels).toEqual([
      { kind: "email", current: address, status: "confirmed", pending: null, awaitingCode: null, sendTo: null, sendToShown: null },
      { kind: "phone", current: "9900 1122", status: "unconfirmed", pending: null, awaitingCode: null, sendTo: "+97699001122", sendToShown: "9900 1122" },
    ]);
  });

  it("confirms an unconfirmed phone from its button: the code goes to it, the page then asks for the code", async () => {
    const { user, cookie } = await signedIn({ email: email(), emailConfirmed: true, phone: "+97699002233" });
    const sent = await act(cookie, "?kind=phone", { intent: "send", value: "+97699002233" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/account/contact?kind=phone");
    const withFlow = [cookie, ...cookiesOf(sent)].join("; ");

    const overview = await page(withFlow);
    expect(overview.body.panels[1]).toMatchObject({ kind: "phone", status: "unconfirmed", awaitingCode: "•••• 2233", sendTo: null });
    expect(overview.body.panels[0]).toMatchObject({ kind: "email", awaitingCode: null });

    const message = await db.selectFrom("outbox_messages").select("body_text").where("recipient", "=", "+97699002233").orderBy("id", "desc").executeTakeFirstOrThrow();
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(message.body_text)![1]!;
    const confirmed = await act(withFlow, "?kind=phone", { intent: "verify", code });
    expect(confirmed.status).toBe(302);
    const after = await db.selectFrom("users").select(["phone", "phone_confirmed_at", "pending_phone"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ phone: "+97699002233", pending_phone: null });
    expect(after.phone_confirmed_at).not.toBeNull();
    expect((await page(cookie)).body.panels[1]).toMatchObject({ status: "confirmed", sendTo: null });
  });

  it("a new address whose code flow has gone waits to confirm, and its button sends the code to the new address", async () => {
    const old = email();
    const { user, cookie } = await signedIn({ email: old, emailConfirmed: true });
    const fresh = email();
    expect((await act(cookie, "?kind=email", { intent: "send", value: fresh })).status).toBe(302);
    // The browser's flow cookie is not sent back (it expired, or another device): the page still offers the code.
    const overview = await page(cookie);
    expect(overview.body.panels[0]).toMatchObject({ current: old, status: "confirmed", pending: fresh, awaitingCode: null, sendTo: fresh });
    expect((await act(cookie, "?kind=email", { intent: "send", value: fresh })).status).toBe(302);
    const codes = await db.selectFrom("verification_codes").select("id").where("destination", "=", fresh).where("user_id", "=", user.id).execute();
    expect(codes).toHaveLength(2);
  });

  it("takes no posts itself, and an unknown kind is still a 404", async () => {
    const { cookie } = await signedIn({ email: email() });
    expect((await act(cookie, "", { intent: "send", value: "x@example.mn" })).status).toBe(405);
    expect((await page(cookie, "?kind=fax")).status).toBe(404);
  });

  it("asks a visitor to sign in first", async () => {
    const visitor = await outcome(() => contactRoute.loader(args(get("/account/contact"))));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("/account/contact?kind=", () => {
  it("shows one contact and refuses a bad address with the shared messages", async () => {
    const { cookie } = await signedIn({ email: email(), emailConfirmed: true });
    const phonePage = await page(cookie, "?kind=phone");
    expect(phonePage.body).toMatchObject({ kind: "phone", panels: [{ kind: "phone", current: null, status: null }] });
    expect((await act(cookie, "?kind=email", { intent: "send", value: "bat@mail" })).body?.error?.value).toEqual(["auth:errors.emailInvalid"]);
    expect((await act(cookie, "?kind=email", { intent: "send" })).body?.error?.value).toEqual(["auth:errors.emailRequired"]);
    expect((await act(cookie, "?kind=phone", { intent: "send", value: "1234" })).body?.error?.value).toEqual(["auth:errors.phoneInvalid"]);
  });
});
