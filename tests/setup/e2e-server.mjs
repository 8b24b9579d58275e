// Serves the production build on a fresh, seeded SQLite file for the Playwright run, with a
// local SMTP server that captures every e-mail the shop sends (tests read the codes from it).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import webpush from "web-push";
import { parseMail } from "./mail-parse.mjs";
import { startOidcProvider } from "./oidc-provider.mjs";

// E2E_DATA_DIR lets two runs on one machine keep separate databases and mailboxes.
const dir = path.resolve(process.env.E2E_DATA_DIR || "test-results/e2e-data");
const mailDir = path.join(dir, "mail");
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

const smtp = await startMailCapture(mailDir);
// A real OpenID Connect provider for the social-login journey.
const oidc = await startOidcProvider({
  clientId: "shop-local",
  clientSecret: "shop-local-secret",
  redirectUris: [`http://127.0.0.1:${process.env.PORT}/auth/local/callback`],
});

// The shop's clock starts at the next 20:15 in Ulaanbaatar: after 18:00 express delivery is
// refused, and the delivery and pickup slots are the next day's, whatever time the run starts.
// (From 19:30 a pickup was still ready for today's 21:00 slot until 20:00, so a run longer than
// 30 minutes lost that slot between a test's address step and its order.)
const UB_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
let clockStart = Math.floor((Date.now() + UB_OFFSET_MS) / DAY_MS) * DAY_MS + 20.25 * 3_600_000 - UB_OFFSET_MS;
if (clockStart < Date.now()) clockStart += DAY_MS;
const clockSetAt = new Date().toISOString();

const env = {
  ...process.env,
  // Card, QPay and instalment through the local simulators (/sandbox/...).
  PAYMENT_SANDBOX: "true",
  CARD_SANDBOX_LATE_CALLBACK_MS: "2500",
  SHOP_CLOCK_START: new Date(clockStart).toISOString(),
  // Fixed, not "when the server started", so the session fixture's process reads the same clock.
  SHOP_CLOCK_SET_AT: clockSetAt,
  NODE_ENV: "production",
  DATABASE_PATH: path.join(dir, "shop.db"),
  // Avatars, article images and review photos of this run, apart from the developer's own.
  UPLOADS_DIR: path.join(dir, "uploads"),
  SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
  SEED_DEMO_CATALOGUE: "true",
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  MAIL_FROM: "Khar Suvd <no-reply@shop.test>",
  // The app runs as in production, so the outbox page must be turned on; SMS are not sent
  // anywhere and stay in the outbox, where tests read them.
  DEV_OUTBOX: "true",
  // Web push as in production: configured keys, and the test's local push service on 127.0.0.1
  // over plain http (tests/e2e/push.spec.ts; decision 058).
  ...(() => {
    const keys = webpush.generateVAPIDKeys();
    return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "mailto:e2e@shop.test" };
  })(),
  PUSH_ALLOW_LOOPBACK: "true",
  // Passwords (the demo accounts', the journeys' own) hashed at a test cost, not OWASP's.
  TEST_CHEAP_PASSWORD_HASHING: "true",
  // The demo admin and staff sign-ins (README) for the back-office tests.
  SEED_DEMO_USERS: "true",
  // Tests act as many shoppers from one machine: each sends its own X-Forwarded-For, which
  // the server trusts from loopback as it would from a reverse proxy.
  TRUST_PROXY: "loopback",
  REQUEST_LOG: "off",
  OIDC_PROVIDERS: JSON.stringify([
    { id: "local", label: "Local ID", issuer: oidc.issuer, clientId: "shop-local", clientSecret: "shop-local-secret" },
  ]),
};
// The session fixture (tests/setup/e2e-session.ts) reads the same moved clock from here.
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "clock.json"), JSON.stringify({ SHOP_CLOCK_START: env.SHOP_CLOCK_START, SHOP_CLOCK_SET_AT: env.SHOP_CLOCK_SET_AT }));
delete env.SMS_GATEWAY_URL;

function step(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    smtp.close();
    process.exit(result.status ?? 1);
  }
}

// `npm test` builds once, beside the static checks, and says so (tests/setup/run-all.mjs).
if (process.env.E2E_PREBUILT !== "1" || !fs.existsSync("build/index.js")) step("npm", ["run", "build"]);
step(process.execPath, ["--import", "tsx", "scripts/prepare-database.ts"]);
const serverBuild = process.env.REMIX_BUILD_DIR ? path.join(process.env.REMIX_BUILD_DIR, "index.js") : "build/index.js";
// A build outside the project finds the project's packages through a link beside it.
if (process.env.REMIX_BUILD_DIR) {
  const link = path.join(process.env.REMIX_BUILD_DIR, "node_modules");
  if (!fs.existsSync(link)) fs.symlinkSync(path.resolve("node_modules"), link, "dir");
}
const server = spawn(process.execPath, ["server.mjs", serverBuild], {
  stdio: "inherit",
  env: { ...env, HOST: "127.0.0.1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
// The SMTP server would keep this process alive: when the shop stops, everything stops.
server.on("exit", (code) => {
  smtp.close();
  process.exit(code ?? 0);
});

/**
 * An SMTP server on a free 127.0.0.1 port that writes each message to `<dir>/<time>-<n>.eml`
 * and appends {to, subject, text, file, at} to `<dir>/index.jsonl`.
 */
async function startMailCapture(directory) {
  let count = 0;
  const capture = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        try {
          const raw = Buffer.concat(chunks).toString("utf8");
          const at = Date.now();
          const file = path.join(directory, `${at}-${++count}.eml`);
          fs.mkdirSync(directory, { recursive: true });
          fs.writeFileSync(file, raw);
          const { subject, text } = parseMail(raw);
          const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
          fs.appendFileSync(path.join(directory, "index.jsonl"), `${JSON.stringify({ to, subject, text, file, at })}\n`);
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  await new Promise((resolve) => capture.listen(0, "127.0.0.1", resolve));
  return capture;
}
