import { z } from "zod";

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
    SESSION_SECRET: z.string().optional(),
    SEED_DEMO_CATALOGUE: booleanFlag.default("true"),
    DEMO_CATALOGUE_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(360),
    /** Cookies only over HTTPS; on by default in production, off for a plain-HTTP trial run. */
    SECURE_COOKIES: booleanFlag.optional(),
    ELASTICSEARCH_URL: z.string().url().optional(),
    ELASTICSEARCH_USERNAME: z.string().optional(),
    ELASTICSEARCH_PASSWORD: z.string().optional(),
    ELASTICSEARCH_INDEX: z.string().regex(/^[a-z0-9_-]{1,100}$/).optional(),
  })
  .superRefine((env, ctx) => {
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

export function secureCookies(): boolean {
  const config = env();
  return config.SECURE_COOKIES ?? config.NODE_ENV === "production";
}

/** Development-only secret so a fresh clone runs without setup; production refuses it (see above). */
export function sessionSecrets(): string[] {
  const configured = env().SESSION_SECRET;
  return configured ? configured.split(",").map((s) => s.trim()).filter(Boolean) : ["dev-only-secret-not-for-production"];
}
