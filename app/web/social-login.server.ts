import { randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { OAuth2Tokens } from "arctic";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import type { DB } from "~/db/client.server";
import type { User } from "~/db/schema";
import type { Lng } from "~/i18n";
import { CODE_TTL_MS } from "~/modules/auth";
import {
  SocialProviderError,
  describeError,
  facebookProfile,
  oidcEndpoints,
  oidcProfile,
  resolveSocialAccount,
  verifyIdToken,
  type AccountOutcome,
  type LinkFlow,
  type OidcProvider,
  type SocialProfile,
  type SocialProvider,
} from "~/modules/auth/index.server";
import { env, secureCookies, sessionSecrets } from "~/config/env.server";
import { hmacSha256 } from "~/kernel/signing.server";
import { rawCookies } from "~/platform/cookies.server";

/**
 * Social sign-in, the web half: the OAuth2 round trip (remix-auth + remix-auth-oauth2, state and
 * PKCE verifier kept in a signed cookie) and the cookie of the /auth/link step. What a verified
 * profile means for the shop's accounts is decided in the auth module (social-accounts.server.ts).
 * Accounts are keyed on provider + subject; an e-mail address alone never signs anyone in.
 */

const NETWORK_TIMEOUT_MS = 10_000;
/** Discovery, token exchange, key fetch and userinfo together; past this the user gets an answer. */
const CALLBACK_TIMEOUT_MS = 25_000;
const FLOW_COOKIE_PREFIX = "__sflow_";
const FLOW_MAX_AGE_S = 10 * 60;
/** Too many unfinished flows in one browser: start over rather than grow the Cookie header. */
const MAX_OPEN_FLOWS = 4;
/** The name remix-auth-oauth2 gives its own (unsigned) cookie; it never reaches the browser. */
const LIBRARY_COOKIE = "oauth2";

/* ------------------------------------------------------------------ cookies */

/** Cookies of the social sign-in flows: signed, httpOnly, only sent to /auth. */
function socialCookieOptions(maxAge: number) {
  return { path: "/auth", httpOnly: true, sameSite: "lax" as const, secure: secureCookies(), secrets: sessionSecrets(), maxAge };
}

const linkCookie = createCookie("__social_link", socialCookieOptions(Math.floor(CODE_TTL_MS / 1000)));

const LinkFlowSchema = z.object({
  destination: z.string().min(3).max(254),
  provider: z.string(),
  subject: z.string(),
  redirectTo: z.string().max(2048).nullable(),
});

/** The pending "confirm with a code" step of /auth/link, or null when there is none (or it expired). */
export async function readLinkFlow(request: Request): Promise<LinkFlow | null> {
  const parsed = LinkFlowSchema.safeParse(await linkCookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export function clearLinkFlow(): Promise<string> {
  return linkCookie.serialize("", { maxAge: 0 });
}

/** The Set-Cookie value that starts (or, with a new code, renews) the /auth/link step. */
export function saveLinkFlow(flow: LinkFlow): Promise<string> {
  return linkCookie.serialize(flow);
}

function flowCookie(name: string) {
  return createCookie(name, socialCookieOptions(FLOW_MAX_AGE_S));
}

const FlowSchema = z.object({
  provider: z.string(),
  state: z.string().min(16),
  /** remix-auth-oauth2's state store (state -> PKCE verifier), re-wrapped under our signature. */
  store: z.string().min(1).max(2000),
  redirectTo: z.string().max(2048).nullable(),
  /** Who was signed in when the flow started: only they can have the identity linked. */
  userId: z.number().int().nullable(),
});
type Flow = z.infer<typeof FlowSchema>;

function cookieNames(header: string | null): string[] {
  return [...rawCookies(header).keys()];
}

/* ------------------------------------------------------------------ the strategy */

/**
 * The nonce is derived from the state, so it needs no storage of its own and still binds the
 * ID token to this browser's flow (the state is tied to the signed cookie).
 */
function nonceFor(state: string, secret: string): string {
  return hmacSha256(secret, `oidc-nonce\n${state}`).toString("base64url");
}

interface StrategySetup {
  clientAuth: "basic" | "post";
  sendNonce: boolean;
}

class SocialStrategy extends OAuth2Strategy<SocialProfile> {
  private readonly setup: StrategySetup;

  constructor(
    options: OAuth2Strategy.ConstructorOptions,
    setup: StrategySetup,
    verify: ConstructorParameters<typeof OAuth2Strategy<SocialProfile>>[1],
  ) {
    super(options, verify);
    this.setup = setup;
  }

  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const result = super.authorizationParams(params, request);
    const state = result.get("state");
    if (this.setup.sendNonce && state) result.set("nonce", nonceFor(state, sessionSecrets()[0]!));
    return result;
  }

  /**
   * Our own token request: the library's has no timeout and only sends HTTP Basic, while
   * Facebook wants the credentials in the body (client_secret_post).
   */
  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const { clientId, clientSecret, tokenEndpoint, redirectURI } = this.options;
    const body = new URLSearchParams({ grant_type: "authorization_code", code, code_verifier: codeVerifier });
    if (redirectURI) body.set("redirect_uri", redirectURI.toString());
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" };
    if (this.setup.clientAuth === "basic" && clientSecret) {
      headers.Authorization = `Basic ${Buffer.from(`${formEncode(clientId)}:${formEncode(clientSecret)}`).toString("base64")}`;
    } else {
      body.set("client_id", clientId);
      if (clientSecret) body.set("client_secret", clientSecret);
    }
    let response: Response;
    try {
      response = await fetch(tokenEndpoint.toString(), { method: "POST", headers, body, signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) });
    } catch (error) {
      throw new SocialProviderError("unreachable", `token request failed: ${describeError(error)}`);
    }
    const data: unknown = await response.json().catch(() => null);
    const record = data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
    if (response.status === 200 && record) return new OAuth2Tokens(record);
    if (record && typeof record.error === "string") {
      // Only the error code travels on: descriptions may echo what was sent.
      throw new OAuth2RequestError(record.error.slice(0, 64), null, null, "");
    }
    throw new SocialProviderError("badResponse", `token endpoint answered ${response.status}`);
  }
}

/** RFC 6749 2.3.1: Basic credentials are form-encoded before base64. */
function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

export function callbackUrl(request: Request, providerId: string): string {
  const base = env().PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin;
  return `${base}/auth/${encodeURIComponent(providerId)}/callback`;
}

async function buildAuthenticator(provider: SocialProvider, redirectURI: string): Promise<Authenticator<SocialProfile>> {
  const common = { cookie: LIBRARY_COOKIE, clientId: provider.clientId, clientSecret: provider.clientSecret, redirectURI, scopes: provider.scopes };
  let strategy: SocialStrategy;
  if (provider.kind === "facebook") {
    strategy = new SocialStrategy(
      { ...common, authorizationEndpoint: provider.authorizationEndpoint, tokenEndpoint: provider.tokenEndpoint },
      { clientAuth: "post", sendNonce: false },
      async ({ tokens }) => facebookProfile(provider, tokens.accessToken()),
    );
  } else {
    const endpoints = await oidcEndpoints(provider);
    strategy = new SocialStrategy(
      {
        ...common,
        authorizationEndpoint: endpoints.authorizationEndpoint,
        tokenEndpoint: endpoints.tokenEndpoint,
        codeChallengeMethod: endpoints.supportsS256 ? CodeChallengeMethod.S256 : CodeChallengeMethod.Plain,
      },
      { clientAuth: "basic", sendNonce: true },
      async ({ request, tokens }) => {
        const state = new URL(request.url).searchParams.get("state") ?? "";
        const claims = await verifyIdToken(tokens.idToken(), {
          issuers: provider.acceptedIssuers,
          clientId: provider.clientId,
          keys: endpoints.keys,
          nonces: sessionSecrets().map((secret) => nonceFor(state, secret)),
        });
        return oidcProfile(claims, endpoints, tokens.accessToken());
      },
    );
  }
  return new Authenticator<SocialProfile>().use(strategy, provider.id);
}

function logFailure(provider: SocialProvider, stage: string, error: unknown): void {
  console.warn(`[social-login] ${provider.id} ${stage}: ${describeError(error)}`);
}

/* ------------------------------------------------------------------ first leg */

export type BeginResult = { ok: true; location: string; setCookies: string[] } | { ok: false };

/**
 * Sends the browser to the provider. The library's state cookie is caught on its way out and
 * re-issued signed, together with where to go afterwards and who is signed in now.
 */
export async function beginSocialLogin(
  request: Request,
  provider: SocialProvider,
  options: { redirectTo: string | null; userId: number | null },
): Promise<BeginResult> {
  const redirectURI = callbackUrl(request, provider.id);
  let authenticator: Authenticator<SocialProfile>;
  try {
    authenticator = await buildAuthenticator(provider, redirectURI);
  } catch (error) {
    logFailure(provider, "start", error);
    return { ok: false };
  }
  // A bare GET without cookies or query: only the first leg of the library can run on it.
  const start = new Request(new URL(`/auth/${encodeURIComponent(provider.id)}`, redirectURI));
  let thrown: unknown;
  try {
    await authenticator.authenticate(provider.id, start);
  } catch (error) {
    thrown = error;
  }
  if (!(thrown instanceof Response)) throw thrown instanceof Error ? thrown : new Error("The OAuth2 strategy did not redirect");
  const location = thrown.headers.get("Location");
  const state = location ? new URL(location).searchParams.get("state") : null;
  const store = libraryCookieValue(thrown.headers.get("Set-Cookie"));
  if (!location || !state || !store) throw new Error("The OAuth2 strategy gave no state");

  const setCookies: string[] = [];
  const header = request.headers.get("Cookie");
  const open = cookieNames(header).filter((name) => name.startsWith(FLOW_COOKIE_PREFIX));
  if (open.length >= MAX_OPEN_FLOWS) {
    for (const name of open) setCookies.push(await flowCookie(name).serialize("", { maxAge: 0 }));
  }
  // One cookie per flow, so two tabs signing in at once do not overwrite each other.
  const name = `${FLOW_COOKIE_PREFIX}${randomBytes(6).toString("hex")}`;
  const flow: Flow = { provider: provider.id, state, store, redirectTo: options.redirectTo, userId: options.userId };
  setCookies.push(await flowCookie(name).serialize(flow));
  return { ok: true, location, setCookies };
}

function libraryCookieValue(setCookie: string | null): string | null {
  if (!setCookie) return null;
  const pair = setCookie.split(";", 1)[0] ?? "";
  const eq = pair.indexOf("=");
  if (eq < 0 || !pair.slice(0, eq).trim().startsWith(LIBRARY_COOKIE)) return null;
  return pair.slice(eq + 1).trim() || null;
}

/* ------------------------------------------------------------------ callback */

export type CallbackOutcome =
  | Exclude<AccountOutcome, { kind: "confirmByCode" }>
  | { kind: "confirmByCode" }
  | { kind: "denied" }
  | { kind: "failed" };

export interface CallbackResult {
  outcome: CallbackOutcome;
  /** Where the shopper was going when they started (same-site path), if anywhere. */
  redirectTo: string | null;
  /** Clears the used flow cookie; sets the /auth/link cookie when a code was sent. */
  setCookies: string[];
}

export interface CallbackContext {
  currentUser: User | null;
  locale: Lng;
  ip: string;
}

/**
 * Finishes the round trip: the matching signed flow cookie, the library's state and PKCE
 * checks, the code exchange, the ID token (or Graph profile), then the account decision.
 * Every failure is logged here and reported as "failed": the page only says it did not work.
 */
export async function finishSocialLogin(
  db: DB,
  request: Request,
  provider: SocialProvider,
  context: CallbackContext,
  now: Date,
): Promise<CallbackResult> {
  const url = new URL(request.url);
  const { flow, clear } = await takeFlow(request, provider.id, url.searchParams.get("state"));
  const done = (outcome: CallbackOutcome, extra: string[] = []): CallbackResult => ({
    outcome,
    redirectTo: flow?.redirectTo ?? null,
    setCookies: [...clear, ...extra],
  });

  const providerError = url.searchParams.get("error");
  if (providerError) {
    // Saying "you declined" needs no proof, so it does not wait for a valid state.
    if (providerError === "access_denied") return done({ kind: "denied" });
    logFailure(provider, "callback", new Error(`provider answered error=${providerError.slice(0, 64)}`));
    return done({ kind: "failed" });
  }
  if (!flow) {
    logFailure(provider, "callback", new Error("no signed flow cookie matches the state"));
    return done({ kind: "failed" });
  }

  let profile: SocialProfile;
  try {
    if (provider.kind === "oidc") await checkIssuerParameter(provider, url);
    const authenticator = await buildAuthenticator(provider, callbackUrl(request, provider.id));
    const replay = new Request(url, { headers: { Cookie: `${LIBRARY_COOKIE}=${flow.store}` } });
    profile = await withTimeout(authenticator.authenticate(provider.id, replay), CALLBACK_TIMEOUT_MS);
  } catch (error) {
    logFailure(provider, "callback", error);
    return done({ kind: "failed" });
  }

  const linkTo = context.currentUser && flow.userId === context.currentUser.id ? context.currentUser : null;
  const account = await resolveSocialAccount(db, provider.id, profile, { linkTo, locale: context.locale, ip: context.ip }, now);
  if (account.kind !== "confirmByCode") return done(account);
  const pending: LinkFlow = { destination: account.destination, provider: provider.id, subject: profile.subject, redirectTo: flow.redirectTo };
  return done({ kind: "confirmByCode" }, [await saveLinkFlow(pending)]);
}

/**
 * RFC 9207, before the code is redeemed anywhere: an answer naming another issuer is a mix-up,
 * and a provider that promises to name itself must do so.
 */
async function checkIssuerParameter(provider: OidcProvider, url: URL): Promise<void> {
  const iss = url.searchParams.get("iss");
  const refused = iss !== null ? !provider.acceptedIssuers.includes(iss) : (await oidcEndpoints(provider)).requiresIssParameter;
  if (refused) throw new SocialProviderError("badResponse", `authorization response names issuer ${iss ?? "(none)"}`);
}

async function takeFlow(request: Request, providerId: string, state: string | null): Promise<{ flow: Flow | null; clear: string[] }> {
  if (!state) return { flow: null, clear: [] };
  const header = request.headers.get("Cookie");
  for (const name of cookieNames(header).filter((n) => n.startsWith(FLOW_COOKIE_PREFIX))) {
    const cookie = flowCookie(name);
    const parsed = FlowSchema.safeParse(await cookie.parse(header));
    if (parsed.success && parsed.data.provider === providerId && parsed.data.state === state) {
      // Single use: a replayed callback URL finds no flow.
      return { flow: parsed.data, clear: [await cookie.serialize("", { maxAge: 0 })] };
    }
  }
  return { flow: null, clear: [] };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SocialProviderError("unreachable", `no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
