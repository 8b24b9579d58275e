// The browser tests' fixture service: sessions, articles, delivered orders, today's events and
// reviews written straight into the e2e server's database by the shop's own code, with the
// server's DATABASE_PATH, SESSION_SECRET and moved clock in the environment.
//
// It runs once per Playwright worker (tests/e2e/support/fixture-service.ts) and answers JSON
// lines on stdin: {"id", "kind", "input"} → {"id", "value"} or {"id", "error"}. Starting node
// with tsx and the app's modules costs about 2 s of CPU, which a process per fixture paid each
// time. It ends when its stdin closes, that is when the worker does.
//
// `node --import tsx tests/setup/e2e-fixtures.ts KIND '<json>'` answers one fixture and exits
// (the two-server test makes its sessions in PostgreSQL that way).
import readline from "node:readline";
import { openDatabase } from "../../app/db/client.server";
import { createArticle } from "./e2e-article";
import { createDeliveredOrder } from "./e2e-delivered-order";
import { createEventToday } from "./e2e-event-today";
import { createReviewedProduct } from "./e2e-review-moderation";
import { createSession } from "./e2e-session";

const FIXTURES = {
  session: createSession,
  article: createArticle,
  deliveredOrder: createDeliveredOrder,
  eventToday: createEventToday,
  reviewedProduct: createReviewedProduct,
} as const;

type Kind = keyof typeof FIXTURES;

const databasePath = process.env.DATABASE_PATH;
if (!databasePath) throw new Error("DATABASE_PATH is not set");
const db = openDatabase(databasePath);

function fixture(kind: string): (db: ReturnType<typeof openDatabase>, input: never) => Promise<unknown> {
  if (!(kind in FIXTURES)) throw new Error(`no fixture called ${kind}`);
  return FIXTURES[kind as Kind] as (db: ReturnType<typeof openDatabase>, input: never) => Promise<unknown>;
}

const [oneKind, oneInput] = process.argv.slice(2);
if (oneKind) {
  try {
    process.stdout.write(`${JSON.stringify(await fixture(oneKind)(db, JSON.parse(oneInput ?? "{}") as never))}\n`);
  } finally {
    await db.destroy();
  }
} else {
  const lines = readline.createInterface({ input: process.stdin });
  lines.on("line", (line) => {
    let id: unknown = null;
    void (async () => {
      try {
        const request = JSON.parse(line) as { id: number; kind: string; input: unknown };
        id = request.id;
        const value = await fixture(request.kind)(db, request.input as never);
        process.stdout.write(`${JSON.stringify({ id, value })}\n`);
      } catch (error) {
        process.stdout.write(`${JSON.stringify({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })}\n`);
      }
    })();
  });
  lines.on("close", () => void db.destroy().finally(() => process.exit(0)));
}
