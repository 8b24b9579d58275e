import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { e2eDataDir } from "./messages";

/**
 * Rows a journey starts from (a session, an article, a delivered order, an event under way,
 * reviews), written by the shop's own code in the e2e server's database. One service process per
 * worker (tests/setup/e2e-fixtures.ts), started at the first call and ended with the worker; each
 * call is one JSON line. It runs with the e2e server's values: the same database, session secret
 * and moved clock.
 */

/** The e2e server's session secret (tests/setup/e2e-server.mjs). */
export const SESSION_SECRET = "e2e-only-session-secret-0123456789abcdef";

interface Service {
  child: ChildProcessWithoutNullStreams;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

let service: Service | null = null;
let nextId = 1;

function start(): Service {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/setup/e2e-fixtures.ts")], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATABASE_PATH: path.join(e2eDataDir(), "shop.db"),
      UPLOADS_DIR: path.join(e2eDataDir(), "uploads"),
      // The shop's configuration check runs on import; these are the e2e server's values.
      SESSION_SECRET,
      PAYMENT_SANDBOX: "true",
      // The server's moved clock: a session starts at the shop's time, as a sign-in would.
      ...(JSON.parse(fs.readFileSync(path.join(e2eDataDir(), "clock.json"), "utf8")) as Record<string, string>),
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const started: Service = { child, pending: new Map() };
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    const answer = JSON.parse(line) as { id: number; value?: unknown; error?: string };
    const waiting = started.pending.get(answer.id);
    started.pending.delete(answer.id);
    if (answer.error !== undefined) waiting?.reject(new Error(`fixture service: ${answer.error}`));
    else waiting?.resolve(answer.value);
  });
  child.on("exit", (code) => {
    if (service === started) service = null;
    for (const waiting of started.pending.values()) waiting.reject(new Error(`the fixture service stopped (exit ${code}): ${errors}`));
    started.pending.clear();
  });
  // The worker may end while the service waits for its next line.
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr] as unknown as { unref?: () => void }[]) stream.unref?.();
  return started;
}

export function fixture<T>(kind: "session" | "article" | "deliveredOrder" | "eventToday" | "reviewedProduct", input: unknown): Promise<T> {
  service ??= start();
  const { child, pending } = service;
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    child.stdin.write(`${JSON.stringify({ id, kind, input })}\n`);
  });
}
