import fs from "node:fs";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { e2eDataDir } from "./messages";

/**
 * A published article or news item of the test's own, written into the e2e database by
 * tests/setup/e2e-article.ts, so journeys on comments and bookmarks do not depend on (or
 * disturb) the demo content.
 */
const SCRIPT = path.resolve("tests/setup/e2e-article.ts");
const run = promisify(execFile);

export interface TestArticle {
  id: number;
  slug: string;
  path: string;
}

export async function createArticle(options: { slug: string; kind?: "article" | "news"; title?: string }): Promise<TestArticle> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", SCRIPT, JSON.stringify(options)], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATABASE_PATH: path.join(e2eDataDir(), "shop.db"),
      // The shop's configuration check runs on import; these are the e2e server's values (sessions.ts).
      SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
      PAYMENT_SANDBOX: "true",
      ...(JSON.parse(fs.readFileSync(path.join(e2eDataDir(), "clock.json"), "utf8")) as Record<string, string>),
    },
  });
  return JSON.parse(stdout) as TestArticle;
}

/** A slug no other test (or project, or retry) uses. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
