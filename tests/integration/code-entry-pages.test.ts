import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { args, outcome, post } from "./support/route-requests";

/**
 * The four pages that take a one-time code (/login/code, /password/reset/confirm,
 * /account/contact?kind=…, /auth/link), driven through their real actions against a real
 * SQLite file: each shows the same text for the same code error (docs/decisions/010), named
 * after the channel the code went by, and each can send a new code.
 */
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(4);

const { shopDb: openDb } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { startSession } = await import("~/platform/session.server");
const { issueCode } = await import("~/modules/auth/codes.server");
const { saveLinkFlow } = await import("~/web/social-login.server");
const loginRoute = await import("~/routes/_auth+/login._index");
const loginCodeRoute = await import("~/routes/_auth+/login.code");
const resetRoute = await import("~/routes/_auth+/password.reset._index");
const resetConfirmRoute = await import("~/routes/_auth+/password.reset.confirm");
const contactRoute = await import("~/routes/_account+/account.contact");
const linkRoute = await import("~/routes/_auth+/auth.link");

const db = openDb();

afterAll(async () => {
  const { whenDeliveryIdle } = await import("~/adapters/messages/index.server");
  await whenDeliveryIdle(db);
  await database.cleanup();
});

type Reply = { status?: string; error?: Record<string, string[] | null> } | null;
type Action = (typeof loginCodeRoute)["action"];

const unique = () => randomBytes(5).toString("hex");
const uniqueEmail = () => `code-${unique()}@example.mn`;
const uniquePhone = () => `+97699${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}`;

/** The cookie pairs a response set, as a browser would send them back. */
function cookiesOf(response: { headers: Headers }): string[] {
  return response.headers.getSetCookie().map((line) => line.split(";", 1)[0]!);
}

async function sentCode(recipient: string): Promise<string> {
  const row = await db.selectFrom("outbox_messages").select("body_text").where("recipient", "=", recipient).orderBy("id", "desc").executeTakeFirstOrThrow();
  return /(?<!\d)(\d{6})(?!\d)/.exec(row.body_text)![1]!;
}

interface Started {
  cookie: string;
  destination: string;
}

interface CodePage {
  name: string;
  channel: "email" | "phone";
  path: string;
  action: Action;
  start(): Promise<Started>;
  /** The fields the page posts with a code (besides it). */
  fields: Record<string, string>;
  /** What a right code leads to. */
  success: RegExp;
}

const pages: CodePage[] = [
  {
    name: "/login/code",
    channel: "email",
    path: "/login/code",
    action: loginCodeRoute.action,
    fields: { intent: "verify" },
    success: /^\/account$/,
    async start() {
      const destination = uniqueEmail();
      const sent = await outcome(() => loginRoute.action(args(post("/login", null, { identifier: destination }))));
      expect(sent.status).toBe(302);
      return { cookie: cookiesOf(sent).join("; "), destination };
    },
  },
  {
    name: "/password/reset/confirm",
    channel: "email",
    path: "/password/reset/confirm",
    action: resetConfirmRoute.action,
    fields: { intent: "reset", password: "a new password", confirmation: "a new password" },
    success: /^\/login\/password$/,
    async start() {
      const destination = uniqueEmail();
      await insertUser(db, { email: destination, emailConfirmed: true }, new Date());
      const sent = await outcome(() => resetRoute.action(args(post("/password/reset", null, { identifier: destination }))));
      expect(sent.status).toBe(302);
      return { cookie: cookiesOf(sent).join("; "), destination };
    },
  },
  {
    name: "/account/contact?kind=phone",
    channel: "phone",
    path: "/account/contact?kind=phone",
    action: contactRoute.action,
    fields: { intent: "verify" },
    success: /^\/account$/,
    async start() {
      const user = await insertUser(db, { email: uniqueEmail(), emailConfirmed: true }, new Date());
      const session = (await startSession(db, user.id, { userAgent: "vitest", ip: "" }, new Date())).cookie.split(";", 1)[0]!;
      const destination = uniquePhone();
      const sent = await outcome(() => contactRoute.action(args(post("/account/contact?kind=phone", session, { intent: "send", value: destination }))));
      expect(sent.status).toBe(302);
      return { cookie: [session, ...cookiesOf(sent)].join("; "), destination };
    },
  },
  {
    name: "/auth/link",
    channel: "email",
    path: "/auth/link",
    action: linkRoute.action,
    fields: { intent: "verify" },
    success: /^\/account$/,
    async start() {
      // What /auth/{provider}/callback does for a verified e-mail that has an account.
      const destination = uniqueEmail();
      const owner = await insertUser(db, { email: destination, emailConfirmed: true }, new Date());
      const subject = `subject-${unique()}`;
      const issued = await issueCode(
        db,
        { purpose: "link_identity", identifier: { kind: "email", value: destination }, ip: "", locale: "mn", userId: owner.id, payload: { provider: "local", subject, email: destination } },
        new Date(),
      );
      expect(issued).toEqual({ ok: true });
      const flow = await saveLinkFlow({ destination, provider: "local", subject, redirectTo: null });
      return { cookie: flow.split(";", 1)[0]!, destination };
    },
  },
];

const wrongKey = { email: "auth:errors.wrongEmailCode", phone: "auth:errors.wrongSmsCode" } as const;

function submit(page: CodePage, started: Started, fields: Record<string, string>) {
  return outcome<Reply>(() => page.action(args(post(page.path, started.cookie, fields))));
}

const codeErrors = (reply: { body: Reply }) => reply.body?.error?.code;
const formErrors = (reply: { body: Reply }) => reply.body?.error?.[""];
const other = (code: string) => (code === "000000" ? "111111" : "000000");

describe.each(pages)("$name", (page) => {
  it("a wrong code names the channel; the fifth says the code is dead; then even the right one is refused", async () => {
    const started = await page.start();
    const code = await sentCode(started.destination);
    for (let i = 0; i < 4; i++) {
      const wrong = await submit(page, started, { ...page.fields, code: other(code) });
      expect(wrong.status).toBe(400);
      expect(codeErrors(wrong)).toEqual([wrongKey[page.channel]]);
    }
    expect(codeErrors(await submit(page, started, { ...page.fields, code: other(code) }))).toEqual(["auth:errors.codeDead"]);
    expect(codeErrors(await submit(page, started, { ...page.fields, code }))).toEqual(["auth:errors.codeDead"]);
  });

  it("an expired code says so", async () => {
    const started = await page.start();
    const code = await sentCode(started.destination);
    await db.updateTable("verification_codes").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("destination", "=", started.destination).execute();
    expect(codeErrors(await submit(page, started, { ...page.fields, code }))).toEqual(["auth:errors.codeExpired"]);
  });

  it("a code that is no longer there (used or replaced) is a wrong verification code", async () => {
    const started = await page.start();
    const code = await sentCode(started.destination);
    await db.updateTable("verification_codes").set({ consumed_at: new Date().toISOString() }).where("destination", "=", started.destination).execute();
    expect(codeErrors(await submit(page, started, { ...page.fields, code }))).toEqual(["auth:errors.wrongCode"]);
  });

  it("'Send a new code' sends one; the new code works and the old one no longer does", async () => {
    const started = await page.start();
    const first = await sentCode(started.destination);
    const resent = await submit(page, started, { intent: "resend" });
    expect(resent.status).toBe(200);
    expect(formErrors(resent)).toEqual(["auth:login.codeResent"]);
    const cookie = [started.cookie, ...cookiesOf(resent)].join("; ");
    const second = await sentCode(started.destination);
    if (first !== second) expect(codeErrors(await submit(page, { ...started, cookie }, { ...page.fields, code: first }))).toEqual([wrongKey[page.channel]]);
    const right = await submit(page, { ...started, cookie }, { ...page.fields, code: second });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toMatch(page.success);
  });
});
