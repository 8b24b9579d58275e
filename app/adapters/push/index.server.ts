import webpush from "web-push";

/**
 * Sending one web push (RFC 8030) to one browser's push service. The encryption of the payload
 * (RFC 8291, aes128gcm) and the VAPID signature (RFC 8292) are the `web-push` library's
 * (docs/decisions/058-web-push.md); the HTTP request is ours, with a timeout, so a push service
 * that hangs never holds a delivery run, and so a test's local push service can listen on plain
 * http on 127.0.0.1 (web-push's own request speaks https only).
 *
 * The interface is all the push module sees: the real sender below, or a test's stand-in.
 */

export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url. */
  p256dh: string;
  auth: string;
}

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for a browser that is offline, in seconds. */
  ttlSeconds: number;
  urgency?: "very-low" | "low" | "normal" | "high";
  /** Replaces an undelivered message with the same topic at the push service (RFC 8030 §5.4). */
  topic?: string;
}

/** The push service's answer: its HTTP status, or null when there was none (network error, timeout). Never throws. */
export interface PushSendResult {
  status: number | null;
  /** What went wrong, for the outbox row (short, never the payload). */
  error: string | null;
}

export type SendPush = (target: PushTarget, payload: string, options: PushOptions) => Promise<PushSendResult>;

/** How long one push request may take before it counts as no answer. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;

/** The real sender: encrypts and signs with web-push, posts with fetch. */
export function webPushSender(vapid: VapidConfig, timeoutMs = PUSH_REQUEST_TIMEOUT_MS): SendPush {
  return async (target, payload, options) => {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        contentEncoding: "aes128gcm",
        ...(options.urgency ? { urgency: options.urgency } : {}),
        ...(options.topic ? { topic: options.topic } : {}),
      });
    } catch (error) {
      // Keys the library refuses: no push service could ever take this subscription's messages.
      return { status: 400, error: `not encrypted: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300) };
    }
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = response.ok ? "" : (await response.text().catch(() => "")).slice(0, 200);
      return { status: response.status, error: response.ok ? null : `push service answered ${response.status}${text ? `: ${text}` : ""}` };
    } catch (error) {
      return { status: null, error: `no answer: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300) };
    }
  };
}

/** A new VAPID key pair (base64url), for a shop whose configuration has none outside production. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
