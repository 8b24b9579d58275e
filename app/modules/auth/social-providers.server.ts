import { shopNow } from "~/kernel/clock.server";
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { z } from "zod";
import { env, type Env } from "~/config/env.server";
import { DAY_MS } from "~/kernel/dates";
import { hmacSha256 } from "~/kernel/signing.server";

/**
 * The social sign-in providers the environment configures: Google (OpenID Connect), Facebook
 * (plain OAuth2 plus the Graph API) and any number of further OpenID Connect providers from
 * OIDC_PROVIDERS. Only what a provider answers through a verified channel becomes a profile:
 * ID tokens are checked against the provider's keys, issuer and our client id.
 */

const NETWORK_TIMEOUT_MS = 10_000;

interface ProviderBase {
  id: string;
  label: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

export interface OidcProvider extends ProviderBase {
  kind: "oidc";
  /** The issuer identifier as configured; the discovery document must name exactly this one. */
  issuer: string;
  /** `iss` values accepted in ID tokens (Google signs with and without the scheme). */
  acceptedIssuers: string[];
}

export interface FacebookProvider extends ProviderBase {
  kind: "facebook";
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileEndpoint: string;
}

export type SocialProvider = OidcProvider | FacebookProvider;

/** What the shop takes from a provider, after verification. */
export interface SocialProfile {
  subject: string;
  /** Lower-cased; null when the provider gave none. */
  email: string | null;
  /** True only when the provider itself vouches for the address. */
  emailVerified: boolean;
  name: string;
}

/** A provider could not be reached or answered something we cannot accept. Never carries tokens. */
export class SocialProviderError extends Error {
  constructor(
    readonly reason: "unreachable" | "badResponse" | "badIdToken" | "badProfile",
    message: string,
  ) {
    super(message);
    this.name = "SocialProviderError";
  }
}

/** `link` is taken by /auth/link; google and facebook have their own settings. */
const RESERVED_IDS = new Set(["google", "facebook", "link"]);

const OidcProviderEntry = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "lower-case letters, digits, - and _ (at most 40)")
    .refine((id) => !RESERVED_IDS.has(id), "google, facebook and link are reserved"),
  label: z.string().trim().min(1).max(60),
  issuer: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), "must be an http(s) URL"),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scopes: z.array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/)).min(1).optional(),
});

const OidcProvidersSetting = z
  .array(OidcProviderEntry)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, "provider ids must be unique");

type ProviderSettings = Pick<
  Env,
  "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET" | "FACEBOOK_CLIENT_ID" | "FACEBOOK_CLIENT_SECRET" | "OIDC_PROVIDERS"
>;

/** Builds the registry from settings; throws on a malformed OIDC_PROVIDERS so a typo is loud. */
export function parseSocialProviders(settings: ProviderSettings): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET) {
    providers.push({
      kind: "oidc",
      id: "google",
      label: "Google",
      issuer: "https://accounts.google.com",
      acceptedIssuers: ["https://accounts.google.com", "accounts.google.com"],
      clientId: settings.GOOGLE_CLIENT_ID,
      clientSecret: settings.GOOGLE_CLIENT_SECRET,
      scopes: ["openid", "email", "profile"],
    });
  }
  if (settings.FACEBOOK_CLIENT_ID && settings.FACEBOOK_CLIENT_SECRET) {
    providers.push({
      kind: "facebook",
      id: "facebook",
      label: "Facebook",
      clientId: settings.FACEBOOK_CLIENT_ID,
      clientSecret: settings.FACEBOOK_CLIENT_SECRET,
      scopes: ["email", "public_profile"],
      authorizationEndpoint: "https://www.facebook.com/v19.0/dialog/oauth",
      tokenEndpoint: "https://graph.facebook.com/v19.0/oauth/access_token",
      profileEndpoint: "https://graph.facebook.com/me?fields=id,name,email",
    });
  }
  if (settings.OIDC_PROVIDERS?.trim()) {
    let json: unknown;
    try {
      json = JSON.parse(settings.OIDC_PROVIDERS);
    } catch {
      throw new Error("Invalid configuration:\n  OIDC_PROVIDERS: not valid JSON");
    }
    const parsed = OidcProvidersSetting.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `  OIDC_PROVIDERS.${issue.path.join(".")}: ${issue.message}`);
      throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
    }
    for (const entry of parsed.data) {
      const scopes = entry.scopes ?? ["openid", "email", "profile"];
      providers.push({
        kind: "oidc",
        id: entry.id,
        label: entry.label,
        issuer: entry.issuer,
        acceptedIssuers: [entry.issuer],
        clientId: entry.clientId,
        clientSecret: entry.clientSecret,
        scopes: scopes.includes("openid") ? scopes : ["openid", ...scopes],
      });
    }
  }
  return providers;
}

let registry: SocialProvider[] | undefined;

export function socialProviders(): SocialProvider[] {
  registry ??= parseSocialProviders(env());
  return registry;
}

/** The configured providers, in button order (Google, Facebook, then OIDC_PROVIDERS). */
export function listSocialProviders(): { id: string; label: string }[] {
  return socialProviders().map(({ id, label }) => ({ id, label }));
}

export function findSocialProvider(id: string | undefined): SocialProvider | null {
  return socialProviders().find((provider) => provider.id === id) ?? null;
}

/* ------------------------------------------------------------------ discovery */

export interface OidcEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string | null;
  supportsS256: boolean;
  /** RFC 9207: the provider names itself in every authorization response, so a missing `iss` is refused. */
  requiresIssParameter: boolean;
  keys: JWTVerifyGetKey;
}

const DiscoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  authorization_response_iss_parameter_supported: z.boolean().optional(),
});

const DISCOVERY_TTL_MS = DAY_MS;
const discovered = new Map<string, { fetchedAt: number; endpoints: Promise<OidcEndpoints> }>();

export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
}

/**
 * The provider's endpoints and signing keys, fetched on first use and kept for a day (keys
 * refresh on their own when an unknown key id turns up). A failed fetch is not cached.
 */
// The cache's age is read on the shop's one clock (docs/decisions/031-one-clock.md).
export function oidcEndpoints(provider: OidcProvider, now = shopNow().getTime()): Promise<OidcEndpoints> {
  const cached = discovered.get(provider.issuer);
  if (cached && now - cached.fetchedAt < DISCOVERY_TTL_MS) return cached.endpoints;
  const endpoints = discover(provider);
  discovered.set(provider.issuer, { fetchedAt: now, endpoints });
  endpoints.catch(() => {
    if (discovered.get(provider.issuer)?.endpoints === endpoints) discovered.delete(provider.issuer);
  });
  return endpoints;
}

/** Tests and operators' scripts start over with fresh discovery. */
export function forgetDiscovery(): void {
  discovered.clear();
}

async function discover(provider: OidcProvider): Promise<OidcEndpoints> {
  const url = discoveryUrl(provider.issuer);
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS),
    });
    if (!response.ok) throw new SocialProviderError("badResponse", `discovery answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof SocialProviderError) throw error;
    throw new SocialProviderError("unreachable", `discovery failed: ${describeError(error)}`);
  }
  const parsed = DiscoveryDocument.safeParse(body);
  if (!parsed.success) throw new SocialProviderError("badResponse", "discovery document is incomplete");
  const document = parsed.data;
  // OpenID Connect Discovery 4.3: a document naming another issuer must not be used.
  if (document.issuer !== provider.issuer) {
    throw new SocialProviderError("badResponse", `discovery names issuer ${document.issuer}`);
  }
  return {
    authorizationEndpoint: document.authorization_endpoint,
    tokenEndpoint: document.token_endpoint,
    userinfoEndpoint: document.userinfo_endpoint ?? null,
    supportsS256: document.code_challenge_methods_supported?.includes("S256") ?? true,
    requiresIssParameter: document.authorization_response_iss_parameter_supported === true,
    keys: remoteKeySet(document.jwks_uri),
  };
}

export function remoteKeySet(jwksUri: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: NETWORK_TIMEOUT_MS });
}

/* ------------------------------------------------------------------ ID tokens */

const ASYMMETRIC_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA", "Ed25519"];

export interface IdTokenExpectations {
  issuers: string[];
  clientId: string;
  keys: JWTVerifyGetKey;
  /** Any of these nonces is accepted (one per rotating secret); omit when none was sent. */
  nonces?: string[];
  currentDate?: Date;
}

/**
 * Verifies an ID token (OpenID Connect Core 3.1.3.7): signature by the provider's published
 * keys, `iss`, `aud` containing our client id (and `azp` when there are several audiences),
 * `exp`/`iat`, and our nonce. Throws SocialProviderError("badIdToken") on any failure.
 */
export async function verifyIdToken(idToken: string, expect: IdTokenExpectations): Promise<JWTPayload & { sub: string }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, expect.keys, {
      issuer: expect.issuers,
      audience: expect.clientId,
      algorithms: ASYMMETRIC_ALGORITHMS,
      requiredClaims: ["sub", "iat", "exp"],
      clockTolerance: 60,
      currentDate: expect.currentDate,
    }));
  } catch (error) {
    throw new SocialProviderError("badIdToken", `ID token refused: ${describeError(error)}`);
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expect.clientId) {
    throw new SocialProviderError("badIdToken", "ID token refused: azp is not our client");
  }
  if (expect.nonces && (typeof payload.nonce !== "string" || !expect.nonces.includes(payload.nonce))) {
    throw new SocialProviderError("badIdToken", "ID token refused: nonce mismatch");
  }
  if (typeof payload.sub !== "string" || payload.sub === "" || payload.sub.length > 255) {
    throw new SocialProviderError("badIdToken", "ID token refused: unusable sub");
  }
  return payload as JWTPayload & { sub: string };
}

/** Some providers send `"true"` as a string; anything else is not a promise. */
function claimedVerified(value: unknown): boolean {
  return value === true || value === "true";
}

function cleanEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return email.length > 0 && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}

function cleanName(value: unknown): string {
  return typeof value === "string" ? value.trim().slice(0, 120) : "";
}

/**
 * The profile behind a verified ID token. When the token leaves out e-mail or name (providers
 * that put claims only in userinfo), userinfo fills them in, and must name the same subject.
 */
export async function oidcProfile(
  claims: JWTPayload & { sub: string },
  endpoints: Pick<OidcEndpoints, "userinfoEndpoint">,
  accessToken: string,
): Promise<SocialProfile> {
  let source: Record<string, unknown> = claims;
  if ((claims.email === undefined || claims.name === undefined) && endpoints.userinfoEndpoint) {
    const info = await fetchJson(endpoints.userinfoEndpoint, { Authorization: `Bearer ${accessToken}` }, "userinfo");
    if (info.sub !== claims.sub) throw new SocialProviderError("badProfile", "userinfo names another subject");
    source = { ...info, ...Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined)) };
  }
  const email = cleanEmail(source.email);
  return {
    subject: claims.sub,
    email,
    emailVerified: email !== null && claimedVerified(source.email_verified),
    name: cleanName(source.name),
  };
}

/* ------------------------------------------------------------------ Facebook */

/**
 * Facebook signs no ID token in this flow; the Graph API, called with the access token we just
 * obtained from its token endpoint, is the source. appsecret_proof ties the call to our app.
 * Facebook does not state whether an address was confirmed, so it is never treated as verified.
 */
export async function facebookProfile(provider: FacebookProvider, accessToken: string): Promise<SocialProfile> {
  const url = new URL(provider.profileEndpoint);
  url.searchParams.set("appsecret_proof", hmacSha256(provider.clientSecret, accessToken).toString("hex"));
  const body = await fetchJson(url.toString(), { Authorization: `Bearer ${accessToken}` }, "profile");
  if (typeof body.id !== "string" || body.id === "" || body.id.length > 255) {
    throw new SocialProviderError("badProfile", "profile has no id");
  }
  return { subject: body.id, email: cleanEmail(body.email), emailVerified: false, name: cleanName(body.name) };
}

async function fetchJson(url: string, headers: Record<string, string>, what: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json", ...headers }, signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS) });
  } catch (error) {
    throw new SocialProviderError("unreachable", `${what} failed: ${describeError(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SocialProviderError("badResponse", `${what} answered ${response.status}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new SocialProviderError("badResponse", `${what} is not an object`);
  return body as Record<string, unknown>;
}

/** A short, token-free description for the server log. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return String(error).slice(0, 300);
}

/**
 * The origins a sign-in form post redirects the browser to (their authorization pages), for the
 * Content-Security-Policy's form-action. An OpenID Connect provider's pages are on its issuer's
 * origin; Facebook's dialog is on its own.
 */
export function listFormActionOrigins(): string[] {
  return socialProviders().map((provider) => new URL(provider.kind === "facebook" ? provider.authorizationEndpoint : provider.issuer).origin);
}
