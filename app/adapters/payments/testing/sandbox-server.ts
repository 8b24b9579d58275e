import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase, type DB } from "~/db/client.server";
import { handleCardApi } from "../sandbox/card.server";
import type { SandboxContext } from "../sandbox/common.server";
import { handleLenderApi } from "../sandbox/lender.server";
import { handleQpayApi } from "../sandbox/qpay.server";

/**
 * For tests: the three simulators' APIs on a real node:http server (127.0.0.1, a free port)
 * over a real migrated SQLite file, plus a 'shop' endpoint at /shop/... that records the
 * callbacks it receives. Not used by the app.
 */

export interface ReceivedCallback {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SandboxTestServer {
  origin: string;
  ctx: SandboxContext;
  db: DB;
  /** Every request the server saw, as "METHOD /path". */
  log: string[];
  callbacks: ReceivedCallback[];
  /** Status the /shop callback endpoint answers with (default 200). */
  callbackStatus: number;
  close(): Promise<void>;
}

type Handler = (request: Request, ctx: SandboxContext) => Promise<Response>;

const ROUTES: [string, Handler][] = [
  ["/sandbox/card/api", handleCardApi],
  ["/sandbox/qpay/v2", handleQpayApi],
  ["/sandbox/lender/api", handleLenderApi],
];

/** node IncomingMessage -> fetch Request. */
export async function toRequest(req: http.IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const body = method === "GET" || method === "HEAD" || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(new URL(req.url ?? "/", origin), { method, headers, body });
}

export async function writeResponse(res: http.ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startSandboxServer(): Promise<SandboxTestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "payments-sandbox-"));
  const db = openDatabase(path.join(dir, "sandbox.db"));
  await migrateToLatest(db);
  const ctx: SandboxContext = { db };
  const state = { origin: "", log: [] as string[], callbacks: [] as ReceivedCallback[], callbackStatus: 200 };

  const server = http.createServer((req, res) => {
    void (async () => {
      const request = await toRequest(req, state.origin);
      const url = new URL(request.url);
      state.log.push(`${request.method} ${url.pathname}`);
      if (url.pathname.startsWith("/shop/")) {
        state.callbacks.push({
          method: request.method,
          url: request.url,
          headers: Object.fromEntries(request.headers.entries()),
          body: await request.text(),
        });
        res.statusCode = state.callbackStatus;
        res.end("ok");
        return;
      }
      const route = ROUTES.find(([prefix]) => url.pathname.startsWith(prefix));
      if (!route) {
        res.statusCode = 404;
        res.end("not found");
        return;
      }
      await writeResponse(res, await route[1](request, ctx));
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.origin = `http://127.0.0.1:${port}`;

  const result: SandboxTestServer = {
    get origin() {
      return state.origin;
    },
    ctx,
    db,
    log: state.log,
    callbacks: state.callbacks,
    get callbackStatus() {
      return state.callbackStatus;
    },
    set callbackStatus(value: number) {
      state.callbackStatus = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return result;
}

/** A server that accepts connections and never answers (for timeouts). */
export async function startSilentServer(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer(() => {
    /* never answers */
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPortOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
