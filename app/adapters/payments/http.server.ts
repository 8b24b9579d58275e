import { PaymentProviderError } from "./payment-provider";

/**
 * The one way the payment adapters speak HTTP: global fetch with a deadline. A refused
 * connection, a DNS failure, a timeout or a 5xx becomes PaymentProviderError("unreachable");
 * a body that is not JSON becomes "invalid_response". Other statuses go back to the caller.
 */

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface HttpReply {
  status: number;
  /** The parsed JSON body; null for an empty body. */
  body: unknown;
}

export async function requestJson(
  provider: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<HttpReply> {
  const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
  let payload: string | undefined;
  if (init.body !== undefined) {
    payload = JSON.stringify(init.body);
    headers["Content-Type"] = "application/json";
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method: init.method, headers, body: payload, signal: AbortSignal.timeout(init.timeoutMs), redirect: "error" });
    text = await response.text();
  } catch (error) {
    throw new PaymentProviderError(`${provider}: ${init.method} ${safeUrl(url)} failed: ${describe(error)}`, "unreachable");
  }
  if (response.status >= 500) {
    throw new PaymentProviderError(`${provider}: ${init.method} ${safeUrl(url)} answered ${response.status}`, "unreachable");
  }
  if (text.trim() === "") return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new PaymentProviderError(`${provider}: ${init.method} ${safeUrl(url)} answered ${response.status} with a body that is not JSON`, "invalid_response");
  }
}

/** A rejection carrying the provider's own error text where it sent one. */
export function rejected(provider: string, what: string, reply: HttpReply): PaymentProviderError {
  const body = reply.body as { error?: unknown; message?: unknown } | null;
  const detail = [body?.error, body?.message].filter((part) => typeof part === "string" && part).join(": ");
  return new PaymentProviderError(`${provider}: ${what} answered ${reply.status}${detail ? ` (${detail})` : ""}`, "rejected");
}

export function invalidResponse(provider: string, what: string): PaymentProviderError {
  return new PaymentProviderError(`${provider}: ${what} answered with an unexpected body`, "invalid_response");
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "timed out";
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    if (cause && typeof cause.code === "string") return `${error.message} (${cause.code})`;
    return error.message;
  }
  return String(error);
}

/** URLs in messages never carry credentials or query strings. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return "(invalid url)";
  }
}

/** Joins a base URL and a path without doubling or dropping the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
