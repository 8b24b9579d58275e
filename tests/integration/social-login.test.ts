import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { startOidcProvider } from "../setup/oidc-provider.mjs";

/**
 * Social sign-in against a real OpenID Connect provider (oidc-provider 9 on 127.0.0.1). The
 * test plays the browser: it calls the shop's route functions with real Requests and walks the
 * provider's own login pages with fetch. Nothing listens on SHOP; the provider's redirect back
 * there is caught and handed to the callback loader.
 */
const SHOP = "http://127.0.0.1:3999";
const CLIENT = { id: "shop-local", secret: "shop-local-secret" };
const OTHER_CLIENT = { id: "other-client", secret: "other-client-secret" };

const op = await startOidcProvider({
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
  redirectUris: [`${SHOP}/auth/local/callback`, `${SHOP}/auth/mixup/callback`],
  extraClients: [{ clientId: OTHER_CLIENT.id, clientSecret: OTHER_CLIENT.secret, redirectUris: [`${SHOP}/auth/local/callback`] }],
  accounts: {
    "new-person": { email: "New.Person@example.mn", email_verified: true, name: "New Person" },
    "existing-person": { email: "existing@example.mn", email_verified: true, name: "Existing Elsewhere" },
    "unverified-person": { email: "existing@example.mn", email_verified: false, name: "Unverified" },
  },
});
// The same provider under an issuer name it does not use: tokens from it must be refused.
const MIXUP_ISSUER = `http://localhost:${op.port}`;

// Settings are read once per process, so they are in place before any app module loads.
process.env.FACEBOOK_CLIENT_ID = "fb-app";
process.env.FACEBOOK_CLIENT_SECRET = "fb-app-secret";
process.env.OIDC_PROVIDERS = JSON.stringify([
  { id: "local", label: "Local ID", issuer: op.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret },
  { id: "mixup", label: "Mixup", issuer: MIXUP_ISSUER, clientId: CLIENT.id, clientSecret: CLIENT.secret },
]);
const { prepareTestDatabase } = await import("./setup-db");
const database = await prepareTestDatabase(12);

const { action: startAction } = await import("~/routes/_auth+/auth.$provider");
const { loader: callbackLoader } = await import("~/routes/_auth+/auth.$provider.callback");
const linkRoute = await import("~/routes/_auth+/auth.link");
// Loaded after the settings above: the shop reads its environment once, on first use.
const { shopDb: db, shopContextFor } = await import("../support/shop-context");
const { insertUser } = await import("~/modules/accounts/queries/users.server");
const { startSession } = await import("~/platform/session.server");
const { getCurrentUser } = await import("~/platform/guards.server");
const { readToast } = await import("~/platform/toast.server");
const { forgetDiscovery, listSocialProviders, parseSocialProviders, remoteKeySet, verifyIdToken, SocialProviderError } = await import(
  "~/modules/auth/social-providers.server"
);

const realFetch = globalThis.fetch.bind(globalThis);

afterEach(() => {
  vi.restoreAllMocks();
  forgetDiscovery();
});

afterAll(async () => {
  await op.close();
  await database.cleanup();
});

/* ------------------------------------------------------------------ the browser */

class CookieJar {
  private cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";", 1)[0]!;
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }
}

/** Walks the provider's pages (login form, resume redirects) until it sends the browser back to the shop. */
async function atProvider(authorizeUrl: string, login: string, jar = new CookieJar(), options: { cancel?: boolean } = {}): Promise<URL> {
  let next = new URL(authorizeUrl);
  let post: string | null = null;
  for (let hop = 0; hop < 12; hop++) {
    if (next.origin === SHOP) return next;
    const headers: Record<string, string> = { cookie: jar.header() };
    if (post) headers["content-type"] = "application/x-www-form-urlencoded";
    const response = await realFetch(next, { method: post ? "POST" : "GET", body: post ?? undefined, headers, redirect: "manual" });
    jar.take(response);
    post = null;
    if (response.status >= 300 && response.status < 400) {
      next = new URL(response.headers.get("location")!, next);
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    if (options.cancel) {
      next = new URL(/href="([^"]*\/abort)"/.exec(html)![1]!, next);
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
    next = new URL(action.replace(/&amp;/g, "&"), next);
    post = new URLSearchParams({ prompt: "login", login, password: "anything" }).toString();
  }
  throw new Error("the provider never sent the browser back");
}

function setCookies(response: Response, prefix: string): string[] {
  return response.headers.getSetCookie().filter((line) => line.startsWith(prefix));
}

function pair(line: string): string {
  return line.split(";", 1)[0]!;
}

async function toastOf(response: Response) {
  const line = setCookies(response, "__toast=")[0];
  if (!line) return null;
  return (await readToast(new Request(SHOP, { headers: { Cookie: pair(line) } }))).toast;
}

function sessionCookie(response: Response): string | null {
  const line = setCookies(response, "__session=").find((l) => !/max-age=0\b/i.test(l) && !l.startsWith("__session=;"));
  return line ? pair(line) : null;
}

async function startFlow(provider: string, options: { redirectTo?: string; cookie?: string; origin?: string } = {}): Promise<Response> {
  const body = new URLSearchParams(options.redirectTo ? { redirectTo: options.redirectTo } : {});
  const headers: Record<string, string> = { Origin: options.origin ?? SHOP, "Content-Type": "application/x-www-form-urlencoded" };
  if (options.cookie) headers.Cookie = options.cookie;
  const request = new Request(`${SHOP}/auth/${provider}`, { method: "POST", body, headers });
  return (await startAction({ request, params: { provider }, context: shopContextFor(request) } as unknown as ActionFunctionArgs)) as Response;
}

async function callback(url: URL, cookie: string): Promise<Response> {
  const provider = url.pathname.split("/")[2]!;
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  return (await callbackLoader({ request, params: { provider }, context: shopContextFor(request) } as unknown as LoaderFunctionArgs)) as Response;
}

interface Flow {
  start: Response;
  flowCookie: string;
  returnUrl: URL;
  response: Response;
}

/** A whole sign-in: shop -> provider login -> shop callback. */
async function signInWith(
  login: string,
  options: { provider?: string; redirectTo?: string; cookie?: string; cancel?: boolean; alterAuthorizeUrl?: (url: URL) => void } = {},
): Promise<Flow> {
  const start = await startFlow(options.provider ?? "local", { redirectTo: options.redirectTo, cookie: options.cookie });
  expect(start.status).toBe(302);
  const flowCookie = pair(setCookies(start, "__sflow_")[0]!);
  const authorizeUrl = new URL(start.headers.get("Location")!);
  options.alterAuthorizeUrl?.(authorizeUrl);
  const returnUrl = await atProvider(authorizeUrl.toString(), login, new CookieJar(), { cancel: options.cancel });
  const cookie = [options.cookie, flowCookie].filter(Boolean).join("; ");
  const response = await callback(returnUrl, cookie);
  return { start, flowCookie, returnUrl, response };
}

async function counts() {
  const count = async (table: "users" | "user_identities" | "sessions") =>
    Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  return { users: await count("users"), identities: await count("user_identities"), sessions: await count("sessions") };
}

function identityOf(subject: string, provider = "local") {
  return db().selectFrom("user_identities").selectAll().where("provider", "=", provider).where("subject", "=", subject).executeTakeFirst();
}

async function expectRefused(flow: Flow, before: Awaited<ReturnType<typeof counts>>) {
  expect(flow.response.status).toBe(302);
  expect(flow.response.headers.get("Location")).toMatch(/^\/login/);
  expect(await toastOf(flow.response)).toMatchObject({ kind: "warning", key: "social:errors.couldNotConnect", values: { provider: expect.any(String) } });
  expect(sessionCookie(flow.response)).toBeNull();
  expect(await counts()).toEqual(before);
}

/* ------------------------------------------------------------------ tests */

describe("the provider registry", () => {
  it("lists the configured providers for the login page", () => {
    expect(listSocialProviders()).toEqual([
      { id: "facebook", label: "Facebook" },
      { id: "local", label: "Local ID" },
      { id: "mixup", label: "Mixup" },
    ]);
  });

  it("is loud about a malformed OIDC_PROVIDERS and quiet when nothing is configured", () => {
    expect(parseSocialProviders({})).toEqual([]);
    expect(() => parseSocialProviders({ OIDC_PROVIDERS: "[{" })).toThrow(/OIDC_PROVIDERS: not valid JSON/);
    const entry = { id: "link", label: "X", issuer: "https://id.example", clientId: "a", clientSecret: "b" };
    expect(() => parseSocialProviders({ OIDC_PROVIDERS: JSON.stringify([entry]) })).toThrow(/reserved/);
    expect(() => parseSocialProviders({ OIDC_PROVIDERS: JSON.stringify([{ ...entry, id: "ok", issuer: "not a url" }]) })).toThrow(/issuer/);
    const [google] = parseSocialProviders({ GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s" });
    expect(google).toMatchObject({ kind: "oidc", issuer: "https://accounts.google.com", acceptedIssuers: ["https://accounts.google.com", "accounts.google.com"] });
  });

  it("answers 404 for a provider that is not configured, and refuses cross-site starts", async () => {
    const unknown = await startFlow("nowhere").catch((thrown: unknown) => thrown);
    expect((unknown as Response).status).toBe(404);
    const crossSite = await startFlow("local", { origin: "https://evil.example" }).catch((thrown: unknown) => thrown);
    expect((crossSite as Response).status).toBe(403);
    const unknownCallback = await callback(new URL(`${SHOP}/auth/nowhere/callback?code=x&state=y`), "").catch((thrown: unknown) => thrown);
    expect((unknownCallback as Response).status).toBe(404);
  });
});

describe("signing in with an OpenID Connect provider", () => {
  it("sends the browser to the provider with state, PKCE S256 and a nonce, remembered in a signed httpOnly cookie", async () => {
    const start = await startFlow("local", { redirectTo: "/account/orders" });
    const location = new URL(start.headers.get("Location")!);
    expect(location.origin).toBe(op.issuer);
    expect(location.searchParams.get("client_id")).toBe(CLIENT.id);
    expect(location.searchParams.get("redirect_uri")).toBe(`${SHOP}/auth/local/callback`);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("state")?.length).toBeGreaterThan(20);
    expect(location.searchParams.get("nonce")?.length).toBeGreaterThan(20);
    expect(location.searchParams.get("scope")).toBe("openid email profile");
    const [cookie] = setCookies(start, "__sflow_");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/auth/);
    // The verifier never travels in the clear to the provider or in an unsigned cookie.
    expect(start.headers.getSetCookie().some((line) => line.startsWith("oauth2"))).toBe(false);
  });

  it("creates an account for a new identity (verified e-mail kept and confirmed) and signs it in", async () => {
    const before = await counts();
    const flow = await signInWith("new-person", { redirectTo: "/account/orders" });
    expect(flow.response.status).toBe(302);
    expect(flow.response.headers.get("Location")).toBe("/account/orders");
    expect(await toastOf(flow.response)).toMatchObject({ kind: "success", key: "social:toast.welcome", values: { provider: "Local ID" } });
    const session = sessionCookie(flow.response);
    expect(session).not.toBeNull();
    const user = await getCurrentUser(new Request(SHOP, { headers: { Cookie: session! } }), shopContextFor(null));
    expect(user).toMatchObject({ email: "new.person@example.mn", name: "New Person" });
    expect(user!.email_confirmed_at).not.toBeNull();
    expect(await identityOf("new-person")).toMatchObject({ user_id: user!.id, email: "new.person@example.mn" });
    expect(await counts()).toEqual({ users: before.users + 1, identities: before.identities + 1, sessions: before.sessions + 1 });
    // The flow cookie is spent.
    expect(setCookies(flow.response, flow.flowCookie.split("=")[0]!)[0]).toMatch(/Max-Age=0/i);
  });

  it("signs the same identity in to the same account next time", async () => {
    const owner = (await identityOf("new-person"))!.user_id;
    const before = await counts();
    const flow = await signInWith("new-person");
    expect(flow.response.headers.get("Location")).toBe("/account");
    expect(await toastOf(flow.response)).toMatchObject({ kind: "success", key: "social:toast.signedIn" });
    const user = await getCurrentUser(new Request(SHOP, { headers: { Cookie: sessionCookie(flow.response)! } }), shopContextFor(null));
    expect(user?.id).toBe(owner);
    expect(await counts()).toEqual({ ...before, sessions: before.sessions + 1 });
  });

  it("tells the shopper they declined when they cancel at the provider", async () => {
    const before = await counts();
    const flow = await signInWith("new-person", { cancel: true });
    expect(flow.returnUrl.searchParams.get("error")).toBe("access_denied");
    expect(flow.response.headers.get("Location")).toBe("/login");
    expect(await toastOf(flow.response)).toMatchObject({ kind: "warning", key: "social:errors.denied" });
    expect(sessionCookie(flow.response)).toBeNull();
    expect(await counts()).toEqual(before);
  });
});

describe("an identity whose verified e-mail belongs to an existing account", () => {
  it("does not sign in: a code goes to the account's address, and the right code links and signs in", async () => {
    const existing = await insertUser(db(), { email: "existing@example.mn", emailConfirmed: true, name: "Existing" }, new Date());
    const before = await counts();
    const flow = await signInWith("existing-person", { redirectTo: "/account/wallet" });
    expect(flow.response.status).toBe(302);
    expect(flow.response.headers.get("Location")).toBe("/auth/link");
    expect(sessionCookie(flow.response)).toBeNull();
    expect(await identityOf("existing-person")).toBeUndefined();
    expect(await counts()).toEqual(before);

    const code = await db()
      .selectFrom("verification_codes")
      .selectAll()
      .where("purpose", "=", "link_identity")
      .where("destination", "=", "existing@example.mn")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(code.user_id).toBe(existing.id);
    expect(JSON.parse(code.payload!)).toEqual({ provider: "local", subject: "existing-person", email: "existing@example.mn" });
    const message = await db()
      .selectFrom("outbox_messages")
      .selectAll()
      .where("recipient", "=", "existing@example.mn")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const sent = /\b(\d{6})\b/.exec(message.body_text)![1]!;

    const linkCookie = pair(setCookies(flow.response, "__social_link=")[0]!);
    const page = (await linkRoute.loader({
      request: new Request(`${SHOP}/auth/link`, { headers: { Cookie: linkCookie } }),
      params: {},
      context: shopContextFor(null),
    } as unknown as LoaderFunctionArgs)) as { masked: string; provider: string };
    expect(page).toMatchObject({ masked: "e***@example.mn", provider: "Local ID" });

    const submit = (code: string, website = "") =>
      linkRoute.action({
        request: new Request(`${SHOP}/auth/link`, {
          method: "POST",
          body: new URLSearchParams({ code, website }),
          headers: { Origin: SHOP, Cookie: linkCookie, "Content-Type": "application/x-www-form-urlencoded" },
        }),
        params: {},
        context: shopContextFor(null),
      } as unknown as ActionFunctionArgs);

    const wrongCode = sent === "000000" ? "111111" : "000000";
    const wrong = (await submit(wrongCode)) as unknown as { init: { status: number }; data: { error: Record<string, string[]> } };
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.error.code).toEqual(["auth:errors.wrongEmailCode"]);
    const bot = await Promise.resolve(submit(sent, "https://spam.example")).catch((thrown: unknown) => thrown);
    expect((bot as Response).status).toBe(400);
    expect(await identityOf("existing-person")).toBeUndefined();

    const right = (await submit(sent)) as Response;
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/account/wallet");
    expect(await toastOf(right)).toMatchObject({ kind: "success", key: "social:toast.linkedAndSignedIn" });
    const user = await getCurrentUser(new Request(SHOP, { headers: { Cookie: sessionCookie(right)! } }), shopContextFor(null));
    expect(user?.id).toBe(existing.id);
    expect(await identityOf("existing-person")).toMatchObject({ user_id: existing.id });

    // From now on the identity signs straight in.
    const again = await signInWith("existing-person");
    expect(await toastOf(again.response)).toMatchObject({ key: "social:toast.signedIn" });
  });

  it("never trusts an e-mail the provider did not verify: a separate account without e-mail is created", async () => {
    const before = await counts();
    const codesBefore = await db().selectFrom("verification_codes").select("id").execute();
    const flow = await signInWith("unverified-person");
    expect(await toastOf(flow.response)).toMatchObject({ key: "social:toast.welcome" });
    const user = await getCurrentUser(new Request(SHOP, { headers: { Cookie: sessionCookie(flow.response)! } }), shopContextFor(null));
    expect(user?.email).toBeNull();
    expect(user?.name).toBe("Unverified");
    expect(await counts()).toMatchObject({ users: before.users + 1, identities: before.identities + 1 });
    expect(await db().selectFrom("verification_codes").select("id").execute()).toHaveLength(codesBefore.length);
  });
});

describe("a signed-in shopper", () => {
  async function signedIn(email: string) {
    const user = await insertUser(db(), { email, emailConfirmed: true, name: email }, new Date());
    const { cookie } = await startSession(db(), user.id, { userAgent: "test", ip: "" }, new Date());
    return { user, cookie: pair(cookie) };
  }

  it("gets a new identity linked to their account", async () => {
    const { user, cookie } = await signedIn("linker@example.mn");
    const flow = await signInWith("linker-at-provider", { cookie, redirectTo: "/account/security" });
    expect(flow.response.headers.get("Location")).toBe("/account/security");
    expect(await toastOf(flow.response)).toMatchObject({ kind: "success", key: "social:toast.linked" });
    expect(await identityOf("linker-at-provider")).toMatchObject({ user_id: user.id });
  });

  it("cannot take an identity that belongs to someone else", async () => {
    const owner = (await identityOf("new-person"))!.user_id;
    const { cookie } = await signedIn("thief@example.mn");
    const flow = await signInWith("new-person", { cookie });
    expect(await toastOf(flow.response)).toMatchObject({ kind: "warning", key: "social:errors.identityTaken" });
    expect(sessionCookie(flow.response)).toBeNull();
    expect((await identityOf("new-person"))!.user_id).toBe(owner);
  });
});

describe("refused callbacks: no session, no account, back to /login with 'could not connect'", () => {
  it("refuses a callback whose state does not match the browser's flow", async () => {
    const start = await startFlow("local");
    const flowCookie = pair(setCookies(start, "__sflow_")[0]!);
    const returnUrl = await atProvider(start.headers.get("Location")!, "state-victim");
    const before = await counts();
    const forged = new URL(returnUrl);
    forged.searchParams.set("state", "forged-state-value-0123456789");
    await expectRefused({ start, flowCookie, returnUrl: forged, response: await callback(forged, flowCookie) }, before);
    // ...and one arriving in a browser that never started a flow.
    await expectRefused({ start, flowCookie, returnUrl, response: await callback(returnUrl, "") }, before);
  });

  it("refuses a flow cookie that was tampered with", async () => {
    const start = await startFlow("local");
    const flowCookie = pair(setCookies(start, "__sflow_")[0]!);
    const returnUrl = await atProvider(start.headers.get("Location")!, "tamper-victim");
    const [name, value] = [flowCookie.slice(0, flowCookie.indexOf("=")), flowCookie.slice(flowCookie.indexOf("=") + 1)];
    const decoded = decodeURIComponent(value);
    const flipped = decoded[10] === "A" ? "B" : "A";
    const tampered = `${name}=${encodeURIComponent(`${decoded.slice(0, 10)}${flipped}${decoded.slice(11)}`)}`;
    const before = await counts();
    await expectRefused({ start, flowCookie: tampered, returnUrl, response: await callback(returnUrl, tampered) }, before);
  });

  it("refuses a reused authorization code", async () => {
    const first = await signInWith("replayed-person");
    expect(sessionCookie(first.response)).not.toBeNull();
    const before = await counts();
    // The same callback URL with the same (still held) flow cookie: the provider refuses the spent code.
    await expectRefused({ ...first, response: await callback(first.returnUrl, first.flowCookie) }, before);
  });

  /** A discovery document for MIXUP_ISSUER that names it but points at the real provider. */
  function lyingDiscovery(extra: Record<string, unknown> = {}): string[] {
    const fetched: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      fetched.push(url);
      if (url === `${MIXUP_ISSUER}/.well-known/openid-configuration`) {
        const real = (await (await realFetch(`${op.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
        return Response.json({ ...real, issuer: MIXUP_ISSUER, ...extra });
      }
      return realFetch(input, init);
    });
    return fetched;
  }

  it("refuses an answer whose iss parameter names another issuer (RFC 9207), before redeeming the code", async () => {
    const fetched = lyingDiscovery();
    const before = await counts();
    const flow = await signInWith("mixup-person", { provider: "mixup" });
    expect(flow.returnUrl.searchParams.get("iss")).toBe(op.issuer);
    await expectRefused(flow, before);
    // The code was never sent to any token endpoint.
    expect(fetched.filter((url) => url.endsWith("/token"))).toEqual([]);
  });

  it("refuses an ID token from another issuer even when the answer carries no iss parameter", async () => {
    lyingDiscovery({ authorization_response_iss_parameter_supported: false });
    const before = await counts();
    const start = await startFlow("mixup");
    const flowCookie = pair(setCookies(start, "__sflow_")[0]!);
    const returnUrl = await atProvider(start.headers.get("Location")!, "mixup-person-2");
    returnUrl.searchParams.delete("iss");
    await expectRefused({ start, flowCookie, returnUrl, response: await callback(returnUrl, flowCookie) }, before);
  });

  it("refuses an answer without the iss parameter from a provider that promises one", async () => {
    const start = await startFlow("local");
    const flowCookie = pair(setCookies(start, "__sflow_")[0]!);
    const returnUrl = await atProvider(start.headers.get("Location")!, "no-iss-person");
    returnUrl.searchParams.delete("iss");
    const before = await counts();
    await expectRefused({ start, flowCookie, returnUrl, response: await callback(returnUrl, flowCookie) }, before);
  });

  it("refuses an ID token issued to another client of the same provider", async () => {
    // The browser is steered to authorize another client, and that client's code is redeemed:
    // the provider issues a genuine, signed ID token whose audience is not us.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url === `${op.issuer}/token` && init?.headers) {
        const headers = new Headers(init.headers);
        headers.set("Authorization", `Basic ${Buffer.from(`${OTHER_CLIENT.id}:${OTHER_CLIENT.secret}`).toString("base64")}`);
        return realFetch(input, { ...init, headers });
      }
      return realFetch(input, init);
    });
    const before = await counts();
    const flow = await signInWith("audience-person", { alterAuthorizeUrl: (url) => url.searchParams.set("client_id", OTHER_CLIENT.id) });
    await expectRefused(flow, before);
  });

  it("says the service did not answer when discovery names another issuer", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url === `${MIXUP_ISSUER}/.well-known/openid-configuration`) return realFetch(`${op.issuer}/.well-known/openid-configuration`);
      return realFetch(input, init);
    });
    const start = await startFlow("mixup");
    expect(start.headers.get("Location")).toBe("/login");
    expect(await toastOf(start)).toMatchObject({ kind: "warning", key: "social:errors.noAnswer" });
  });

  it("refuses a provider error other than a refusal", async () => {
    const start = await startFlow("local");
    const flowCookie = pair(setCookies(start, "__sflow_")[0]!);
    const state = new URL(start.headers.get("Location")!).searchParams.get("state")!;
    const returnUrl = new URL(`${SHOP}/auth/local/callback?error=server_error&state=${state}`);
    const before = await counts();
    await expectRefused({ start, flowCookie, returnUrl, response: await callback(returnUrl, flowCookie) }, before);
  });
});

describe("Facebook (plain OAuth2 and the Graph API)", () => {
  it("redeems the code with the credentials in the body, reads the profile, and never trusts its e-mail", async () => {
    const seen: { token?: { body: URLSearchParams; authorization: string | null }; profile?: { url: URL; authorization: string | null } } = {};
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      const headers = new Headers(init?.headers);
      if (url.origin === "https://graph.facebook.com" && url.pathname === "/v19.0/oauth/access_token") {
        seen.token = { body: new URLSearchParams(init!.body as URLSearchParams), authorization: headers.get("Authorization") };
        return Response.json({ access_token: "fb-access-token", token_type: "bearer", expires_in: 3600 });
      }
      if (url.origin === "https://graph.facebook.com" && url.pathname === "/me") {
        seen.profile = { url, authorization: headers.get("Authorization") };
        return Response.json({ id: "fb-1001", name: "Facebook Person", email: "existing@example.mn" });
      }
      return realFetch(input, init);
    });
    const start = await startFlow("facebook");
    const dialog = new URL(start.headers.get("Location")!);
    expect(`${dialog.origin}${dialog.pathname}`).toBe("https://www.facebook.com/v19.0/dialog/oauth");
    expect(dialog.searchParams.get("client_id")).toBe("fb-app");
    expect(dialog.searchParams.get("redirect_uri")).toBe(`${SHOP}/auth/facebook/callback`);
    expect(dialog.searchParams.get("scope")).toBe("email public_profile");
    expect(dialog.searchParams.has("nonce")).toBe(false);
    const flowCookie = pair(setCookies(start, "__sflow_")[0]!);
    const back = new URL(`${SHOP}/auth/facebook/callback?code=fb-code&state=${dialog.searchParams.get("state")}`);
    const before = await counts();

    const response = await callback(back, flowCookie);
    expect(seen.token?.authorization).toBeNull();
    expect(Object.fromEntries(seen.token!.body)).toMatchObject({
      grant_type: "authorization_code",
      code: "fb-code",
      client_id: "fb-app",
      client_secret: "fb-app-secret",
      redirect_uri: `${SHOP}/auth/facebook/callback`,
    });
    expect(seen.token!.body.get("code_verifier")?.length).toBeGreaterThan(40);
    expect(seen.profile?.authorization).toBe("Bearer fb-access-token");
    expect(seen.profile?.url.searchParams.get("appsecret_proof")).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.profile?.url.searchParams.has("access_token")).toBe(false);

    expect(await toastOf(response)).toMatchObject({ kind: "success", key: "social:toast.welcome", values: { provider: "Facebook" } });
    const user = await getCurrentUser(new Request(SHOP, { headers: { Cookie: sessionCookie(response)! } }), shopContextFor(null));
    expect(user).toMatchObject({ name: "Facebook Person", email: null });
    expect(await identityOf("fb-1001", "facebook")).toMatchObject({ user_id: user!.id, email: null });
    expect(await counts()).toMatchObject({ users: before.users + 1, identities: before.identities + 1 });
  });

  it("answers 'could not connect' when the token endpoint refuses the code", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.startsWith("https://graph.facebook.com/")) return Response.json({ error: { message: "bad code" } }, { status: 400 });
      return realFetch(input, init);
    });
    const start = await startFlow("facebook");
    const state = new URL(start.headers.get("Location")!).searchParams.get("state");
    const flowCookie = pair(setCookies(start, "__sflow_")[0]!);
    const returnUrl = new URL(`${SHOP}/auth/facebook/callback?code=bad&state=${state}`);
    const before = await counts();
    await expectRefused({ start, flowCookie, returnUrl, response: await callback(returnUrl, flowCookie) }, before);
  });
});

describe("ID token verification", () => {
  /** A code flow done by hand, to hold a real ID token. */
  async function realIdToken(nonce: string): Promise<string> {
    const authorize = new URL(`${op.issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: CLIENT.id,
      response_type: "code",
      redirect_uri: `${SHOP}/auth/local/callback`,
      scope: "openid email profile",
      state: "manual-state-0123456789",
      nonce,
    }).toString();
    const back = await atProvider(authorize.toString(), "token-person");
    const response = await realFetch(`${op.issuer}/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ grant_type: "authorization_code", code: back.searchParams.get("code")!, redirect_uri: `${SHOP}/auth/local/callback` }),
    });
    return ((await response.json()) as { id_token: string }).id_token;
  }

  it("accepts the provider's token and refuses a wrong issuer, audience, nonce, signature or age", async () => {
    const token = await realIdToken("nonce-0123456789");
    const keys = remoteKeySet(`${op.issuer}/jwks`);
    const good = { issuers: [op.issuer], clientId: CLIENT.id, keys, nonces: ["nonce-0123456789"] };
    await expect(verifyIdToken(token, good)).resolves.toMatchObject({ sub: "token-person", iss: op.issuer, aud: CLIENT.id });

    const refused = async (promise: Promise<unknown>, reason: RegExp) => {
      const error = await promise.then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(SocialProviderError);
      expect((error as InstanceType<typeof SocialProviderError>).reason).toBe("badIdToken");
      expect((error as Error).message).toMatch(reason);
    };
    await refused(verifyIdToken(token, { ...good, issuers: [MIXUP_ISSUER] }), /iss/);
    await refused(verifyIdToken(token, { ...good, clientId: OTHER_CLIENT.id }), /aud/);
    await refused(verifyIdToken(token, { ...good, nonces: ["another-nonce"] }), /nonce/);
    await refused(verifyIdToken(token, { ...good, currentDate: new Date(Date.now() + 3 * 3600_000) }), /exp/);
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url"), signature].join(".");
    await refused(verifyIdToken(forged, good), /signature/i);
  });
});
