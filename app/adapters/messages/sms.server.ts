export interface OutgoingSms {
  to: string;
  text: string;
}

export type SendSms = (sms: OutgoingSms) => Promise<void>;

export interface SmsGatewayConfig {
  url: string;
  token: string | undefined;
  sender: string;
}

const GATEWAY_TIMEOUT_MS = 10_000;

/** An HTTP SMS gateway: POST JSON {to, text, from} with a bearer token; any non-2xx answer is a failure. */
export function httpSmsSender(config: SmsGatewayConfig): SendSms {
  return async (sms) => {
    const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
    if (config.token) headers.Authorization = `Bearer ${config.token}`;
    const response = await fetch(config.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ to: sms.to, text: sms.text, from: config.sender }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 200);
      throw new Error(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ""}`);
    }
    // Drain the body so the connection returns to the pool.
    await response.arrayBuffer().catch(() => undefined);
  };
}
