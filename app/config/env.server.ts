import { z } from "zod";
import { siteConfig } from "./site";

/**
 * Every setting the server reads, checked once. `.env.example` documents each one;
 * keep the two in step.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_PATH: z.string().min(1).default("data/shop.db"),
    /** PostgreSQL, shared by several app servers (postgres://user:password@host:5432/shop). Set, it replaces DATABASE_PATH. */
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/\S+$/i, "DATABASE_URL must be a postgres:// address").optional(),
    /** PostgreSQL connections each app server keeps open. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    /** How often each app server tries to run the order sweeps (one server at a time holds the lease). */
    ORDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /** Memory for rendered anonymous pages (docs/decisions/037-page-cache.md); 0 turns the page cache off. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    /** The longest a rendered anonymous page is served again when nothing in the catalogue changed. */
    PAGE_CACHE_TTL_S: z.coerce.number().int().min(1).max(3600).default(30),
    SESSION_SECRET: z.string().optional(),
    SEED_DEMO_CATALOGUE: booleanFlag.default("true"),
    /** The demo admin and staff accounts (README); on outside production, off in production unless set. */
    SEED_DEMO_USERS: booleanFlag.optional(),
    DEMO_CATALOGUE_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(360),
    /** Cookies only over HTTPS; on by default in production, off for a plain-HTTP trial run. */
    SECURE_COOKIES: booleanFlag.optional(),
    /** Strict-Transport-Security max-age in seconds, sent when cookies are Secure (HTTPS); 0 turns it off. */
    HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),
    HSTS_INCLUDE_SUBDOMAINS: booleanFlag.default("false"),
    /** Further origins a form may post to or be redirected to (a card gateway whose hosted page is on another host). */
    CSP_FORM_ACTION: z.string().optional(),
    ELASTICSEARCH_URL: z.string().url().optional(),
    ELASTICSEARCH_USERNAME: z.string().optional(),
    ELASTICSEARCH_PASSWORD: z.string().optional(),
    ELASTICSEARCH_INDEX: z.string().regex(/^[a-z0-9_-]{1,100}$/).optional(),
    /** The shop's own address (https://shop.example), used in e-mails and OAuth redirect URIs. */
    PUBLIC_URL: z.string().url().optional(),
    /** A signed-in session ends after this long without a request (ASVS L2: 30 minutes)... */
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 90).default(30),
    /** ...and this long after sign-in whatever happens (ASVS L2: 12 hours). */
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(12),
    /** SMTP server for e-mail, as smtp(s)://user:password@host:port. Unset: e-mail stays in the outbox. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default("Хар Сувд <no-reply@localhost>"),
    /** HTTP SMS gateway: POST JSON {to, text, from} with a bearer token. Unset: SMS stays in the outbox. */
    SMS_GATEWAY_URL: z.string().url().optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    SMS_SENDER: z.string().max(11).default("KHARSUVD"),
    /** The development outbox page /dev/outbox. Off in production unless turned on here. */
    DEV_OUTBOX: booleanFlag.optional(),
    /** Social login. Google and Facebook by client id/secret; any OpenID Connect provider by JSON. */
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    FACEBOOK_CLIENT_ID: z.string().optional(),
    FACEBOOK_CLIENT_SECRET: z.string().optional(),
    /** JSON array of {id, label, issuer, clientId, clientSecret, scopes?}. */
    OIDC_PROVIDERS: z.string().optional(),
    /** Where uploaded avatars are kept. */
    UPLOADS_DIR: z.string().min(1).default("data/uploads"),
    AVATAR_MAX_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(2_000_000),
    /**
     * The local payment simulators (/sandbox/...: card gateway, QPay, instalment lender). On outside
     * production; in production only when set to true (never on a real shop). When on, every
     * provider without its own URL below talks to its simulator.
     */
    PAYMENT_SANDBOX: booleanFlag.optional(),
    /** Card: a hosted-payment-page gateway (API key + callback signing secret). */
    CARD_GATEWAY_URL: z.string().url().optional(),
    CARD_GATEWAY_KEY: z.string().optional(),
    CARD_GATEWAY_SECRET: z.string().optional(),
    /** The card sandbox's delay before a 'late callback' approval is sent. */
    CARD_SANDBOX_LATE_CALLBACK_MS: z.coerce.number().int().min(0).max(600_000).default(4_000),
    /** QPay merchant API v2 (https://merchant.qpay.mn). */
    QPAY_URL: z.string().url().optional(),
    QPAY_USERNAME: z.string().optional(),
    QPAY_PASSWORD: z.string().optional(),
    QPAY_INVOICE_CODE: z.string().optional(),
    /** The instalment lender's API. */
    LENDER_URL: z.string().url().optional(),
    LENDER_TOKEN: z.string().optional(),
    /** Demos and end-to-end tests: the shop's clock starts at this instant (ISO). Needs PAYMENT_SANDBOX in production. */
    SHOP_CLOCK_START: z.string().datetime().optional(),
    /** The real instant at which the moved clock read SHOP_CLOCK_START (default: when the server started). */
    SHOP_CLOCK_SET_AT: z.string().datetime().optional(),
    /** Google Analytics 4: purchase-funnel events are also pushed to the dataLayer when set. */
    GA4_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]{4,20}$/).optional(),
    /** Product comparison (/compare, compare buttons): overrides the site's `features.comparison` (on or off). */
    FEATURE_COMPARISON: z.enum(["on", "off"]).optional(),
    /** Web push (docs/decisions/058-web-push.md): the VAPID key pair (base64url, `npx web-push generate-vapid-keys`)... */
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, "VAPID_PUBLIC_KEY must be a base64url P-256 public key").optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, "VAPID_PRIVATE_KEY must be a base64url P-256 private key").optional(),
    /** ...and who push services may contact about it: mailto:... or https://... */
    VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "VAPID_SUBJECT must be mailto:... or https://...").optional(),
    /** Tests only: push endpoints on this machine over plain http (a local push service). Needs PAYMENT_SANDBOX in production. */
    PUSH_ALLOW_LOOPBACK: booleanFlag.optional(),
    /** Tests only: passwords hashed with scrypt N=2^10 instead of OWASP's 2^17; ignored in production without PAYMENT_SANDBOX. */
    TEST_CHEAP_PASSWORD_HASHING: booleanFlag.default("false"),
  })
  .superRefine((env, ctx) => {
    if (env.SHOP_CLOCK_START && env.NODE_ENV === "production" && env.PAYMENT_SANDBOX !== true) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["SHOP_CLOCK_START"], message: "a moved clock is for demos and tests: it needs PAYMENT_SANDBOX=true in production" });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["VAPID_PRIVATE_KEY"], message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together" });
    }
    if (env.NODE_ENV === "production" && env.VAPID_PUBLIC_KEY && !env.VAPID_SUBJECT) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["VAPID_SUBJECT"], message: "VAPID_SUBJECT (mailto:... or https://...) must be set with the VAPID keys in production" });
    }
    if (env.PUSH_ALLOW_LOOPBACK && env.NODE_ENV === "production" && env.PAYMENT_SANDBOX !== true) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["PUSH_ALLOW_LOOPBACK"], message: "loopback push endpoints are for tests: they need PAYMENT_SANDBOX=true in production" });
    }
    if (env.NODE_ENV === "production" && (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message:
          "SESSION_SECRET must be set (at least 32 characters; several comma-separated secrets rotate) in production",
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** What openDatabase is given: DATABASE_URL (PostgreSQL) when set, else the SQLite file DATABASE_PATH. */
export function databaseTarget(source: Pick<Env, "DATABASE_URL" | "DATABASE_PATH"> = env()): string {
  return source.DATABASE_URL ?? source.DATABASE_PATH;
}

export function secureCookies(): boolean {
  const config = env();
  return config.SECURE_COOKIES ?? config.NODE_ENV === "production";
}

/** Development-only secret so a fresh clone runs without setup; production refuses it (see above). */
export function sessionSecrets(): string[] {
  const configured = env().SESSION_SECRET;
  return configured ? configured.split(",").map((s) => s.trim()).filter(Boolean) : ["dev-only-secret-not-for-production"];
}

export function devOutboxEnabled(): boolean {
  const config = env();
  return config.DEV_OUTBOX ?? config.NODE_ENV !== "production";
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export function sessionTimeouts(): SessionTimeouts {
  const config = env();
  return { idleMs: config.SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000 };
}

export function paymentSandboxEnabled(): boolean {
  const config = env();
  return config.PAYMENT_SANDBOX ?? config.NODE_ENV !== "production";
}

export function seedDemoUsersEnabled(): boolean {
  const config = env();
  return config.SEED_DEMO_USERS ?? config.NODE_ENV !== "production";
}

/** Push endpoints on this machine over plain http: tests' local push service only. */
export function pushLoopbackAllowed(): boolean {
  return env().PUSH_ALLOW_LOOPBACK ?? env().NODE_ENV === "test";
}

/** The one reader of the comparison flag: FEATURE_COMPARISON when set, else the site's default. */
export function comparisonEnabled(): boolean {
  const setting = env().FEATURE_COMPARISON;
  return setting ? setting === "on" : siteConfig.features.comparison;
}
