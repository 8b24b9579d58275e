import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for a browser's push service (FCM, Mozilla's autopush...) on 127.0.0.1, for tests:
 * it hands out subscriptions whose private keys it keeps, receives the requests the shop's
 * web-push sender makes, checks them as a real push service would (RFC 8030 TTL, RFC 8292 VAPID
 * signature and audience, RFC 8188 aes128gcm) and decrypts each body with the subscription's keys
 * (RFC 8291), so a test reads exactly what the browser's service worker would be given. Every
 * answer is 201 unless a test asks for others (410 Gone, 500...).
 */

export interface PushSubscriptionKeys {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  status: number;
  ttl: number;
  urgency: string | null;
  contentEncoding: string | null;
  vapid: { audience: string; subject: string; expiresAt: number; publicKey: string };
  /** The decrypted payload (what the service worker's `event.data.text()` gives). */
  payload: string;
}

export interface PushService {
  origin: string;
  /** A new subscription on this service (a browser calling pushManager.subscribe). */
  subscribe(): PushSubscriptionKeys;
  /** A subscription whose keys the test made (the e2e browser's, whose private key the test holds). */
  adopt(subscription: { privateKey: Buffer; auth: Buffer }): PushSubscriptionKeys;
  /** The pushes received and accepted or refused, in order. */
  received: ReceivedPush[];
  /** Requests refused before decryption (bad VAPID, wrong encoding...), with why. */
  refused: string[];
  /** The next `times` requests to this subscription (or any, with null) are answered `status`. */
  answerNext(status: number, times?: number, subscriptionId?: string | null): void;
  /** Waits until `count` pushes to the subscription (or any) were answered 2xx. */
  waitForDelivered(count: number, subscriptionId?: string | null, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Held {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the subscription's private key and auth secret. */
export function decryptAes128gcm(body: Buffer, held: Held): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || recordSize < 18 || ciphertext.length > recordSize) throw new Error(`not one aes128gcm record (idlen ${idLength}, rs ${recordSize}, ${ciphertext.length} bytes)`);
  const receiverPublic = held.ecdh.getPublicKey();
  const ecdhSecret = held.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, held.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT signed ES256 by that key, for this service's origin, not expired. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush["vapid"] {
  const match = /^vapid t=([A-Za-z0-9_.-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token = "", key = ""] = match;
  const [head = "", claims = "", signature = ""] = token.split(".");
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("VAPID key is not an uncompressed P-256 point");
  const publicKey = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) }, format: "jwk" });
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") throw new Error("VAPID JWT is not ES256");
  const valid = verify("sha256", Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!valid) throw new Error("VAPID signature does not verify");
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; sub: string; exp: number };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud} is not ${origin}`);
  if (!(body.exp * 1000 > Date.now())) throw new Error("VAPID JWT expired");
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`VAPID subject ${body.sub}`);
  return { audience: body.aud, subject: body.sub, expiresAt: body.exp, publicKey: key };
}

export async function startPushService(): Promise<PushService> {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const answers: { status: number; times: number; subscriptionId: string | null }[] = [];
  const waiters = new Set<() => void>();
  let counter = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? "")?.[1] ?? "";
      const subscription = held.get(id);
      const refuse = (status: number, why: string) => {
        refused.push(`${request.method} ${request.url}: ${why}`);
        response.writeHead(status).end(why);
      };
      if (request.method !== "POST") return refuse(405, "method");
      if (!subscription) return refuse(404, "unknown subscription");
      let vapid: ReceivedPush["vapid"];
      let payload: string;
      const ttl = Number(request.headers.ttl);
      try {
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL header ${request.headers.ttl}`);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error(`Content-Encoding ${request.headers["content-encoding"]}`);
        vapid = checkVapid(request.headers.authorization, `http://${request.headers.host}`);
        payload = decryptAes128gcm(Buffer.concat(chunks), subscription);
      } catch (error) {
        return refuse(400, error instanceof Error ? error.message : String(error));
      }
      const planned = answers.find((a) => a.times > 0 && (a.subscriptionId === null || a.subscriptionId === id));
      if (planned) planned.times -= 1;
      const status = planned?.status ?? 201;
      received.push({ subscriptionId: id, status, ttl, urgency: (request.headers.urgency as string | undefined) ?? null, contentEncoding: request.headers["content-encoding"] ?? null, vapid, payload });
      response.writeHead(status, status === 201 ? { Location: `/message/${++counter}` } : {}).end();
      for (const wake of [...waiters]) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const adopt = (keys: { privateKey: Buffer; auth: Buffer }): PushSubscriptionKeys => {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(keys.privateKey);
    const id = randomBytes(12).toString("base64url");
    held.set(id, { ecdh, auth: keys.auth });
    return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(keys.auth) } };
  };

  return {
    origin,
    received,
    refused,
    subscribe: () => {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      return adopt({ privateKey: ecdh.getPrivateKey(), auth: randomBytes(16) });
    },
    adopt,
    answerNext: (status, times = 1, subscriptionId = null) => void answers.push({ status, times, subscriptionId }),
    waitForDelivered: (count, subscriptionId = null, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const delivered = () => received.filter((r) => r.status >= 200 && r.status < 300 && (subscriptionId === null || r.subscriptionId === subscriptionId));
        const check = () => {
          if (delivered().length < count) return;
          cleanup();
          resolve(delivered());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${delivered().length} of ${count} pushes arrived in ${timeoutMs} ms (refused: ${refused.join("; ") || "none"})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
