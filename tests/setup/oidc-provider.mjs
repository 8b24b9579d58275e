// A real OpenID Connect provider (oidc-provider 9) on 127.0.0.1 for integration and e2e tests.
// Sign-in uses oidc-provider's built-in development pages: any login name (password ignored)
// becomes the account id; consent is granted automatically so the flow is login -> back.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import Provider from "oidc-provider";

/** The account every test can use by typing its login name on the provider's page. */
export const TEST_ACCOUNT = {
  login: "local-user",
  email: "local.user@example.mn",
  email_verified: true,
  name: "Local User",
};

/**
 * @param {{
 *   port?: number,
 *   clientId: string,
 *   clientSecret: string,
 *   redirectUris: string[],
 *   accounts?: Record<string, { email?: string, email_verified?: boolean, name?: string }>,
 *   extraClients?: { clientId: string, clientSecret: string, redirectUris: string[] }[],
 *   keepAlive?: boolean,
 * }} options
 * accounts: claims per login name; other login names get `<login>@id.example.test` (verified).
 * extraClients: more confidential clients (e.g. one whose tokens the shop must refuse).
 * keepAlive: keep the process alive for the server (when run on its own).
 * @returns {Promise<{ issuer: string, port: number, close(): Promise<void> }>}
 */
export async function startOidcProvider({ port = 0, clientId, clientSecret, redirectUris, accounts = {}, extraClients = [], keepAlive = false }) {
  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("oidc-provider: no TCP address");
  const issuer = `http://127.0.0.1:${address.port}`;

  const known = { [TEST_ACCOUNT.login]: TEST_ACCOUNT, ...accounts };
  // A fresh signing key per run: nothing secret is checked in, and old tokens die with the process.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: `test-${randomBytes(4).toString("hex")}`, alg: "RS256", use: "sig" };

  const client = (id, secret, uris) => ({
    client_id: id,
    client_secret: secret,
    redirect_uris: uris,
    grant_types: ["authorization_code"],
    response_types: ["code"],
    token_endpoint_auth_method: "client_secret_basic",
  });

  const provider = new Provider(issuer, {
    clients: [client(clientId, clientSecret, redirectUris), ...extraClients.map((c) => client(c.clientId, c.clientSecret, c.redirectUris))],
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [randomBytes(32).toString("hex")],
      // The shop runs on the same host (cookies ignore ports): keep the names apart from its own.
      names: { session: "_op_session", interaction: "_op_interaction", resume: "_op_resume" },
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    // Supported for every client and checked when sent; the shop always sends S256.
    pkce: { required: () => false },
    clientBasedCORS: () => false,
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx, id) {
      const claims = known[id] ?? { email: `${id}@id.example.test`, email_verified: true, name: id };
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: claims.email, email_verified: claims.email_verified ?? true, name: claims.name ?? id };
        },
      };
    },
    // Consent is implied for these first-party test clients: the flow goes login -> callback.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) {
        const grant = await ctx.oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });

  server.on("request", provider.callback());
  if (!keepAlive) server.unref();

  let closed = false;
  const close = () => {
    if (closed) return Promise.resolve();
    closed = true;
    process.off("exit", closeNow);
    return new Promise((resolve) => {
      server.close(() => resolve(undefined));
      server.closeAllConnections();
    });
  };
  const closeNow = () => {
    closed = true;
    server.closeAllConnections();
    server.close();
  };
  process.on("exit", closeNow);

  return { issuer, port: address.port, close };
}

// `node tests/setup/oidc-provider.mjs` runs one on its own (OIDC_PORT, OIDC_CLIENT_ID,
// OIDC_CLIENT_SECRET, OIDC_REDIRECT_URIS comma-separated) for trying the flow by hand.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { issuer } = await startOidcProvider({
    port: Number(process.env.OIDC_PORT ?? 4400),
    clientId: process.env.OIDC_CLIENT_ID ?? "shop-local",
    clientSecret: process.env.OIDC_CLIENT_SECRET ?? "shop-local-secret",
    redirectUris: (process.env.OIDC_REDIRECT_URIS ?? "http://127.0.0.1:3000/auth/local/callback").split(","),
    keepAlive: true,
  });
  console.log(`oidc-provider listening: ${issuer}/.well-known/openid-configuration`);
}
