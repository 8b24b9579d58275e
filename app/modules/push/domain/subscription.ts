/**
 * What a browser's push subscription must look like before the shop stores it (pure rules, no
 * I/O). A push service endpoint is an https URL; plain http only on this machine and only when
 * the configuration allows it (the tests' local push service). The keys are the browser's P-256
 * public key (65 bytes, uncompressed: 0x04 first) and its 16-byte auth secret, base64url.
 */

export const ENDPOINT_MAX = 1000;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

export function isAllowedEndpoint(endpoint: string, options: { allowLoopback: boolean }): boolean {
  if (endpoint.length > ENDPOINT_MAX) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === "https:") return !LOOPBACK_HOSTS.has(url.hostname) || options.allowLoopback;
  return url.protocol === "http:" && options.allowLoopback && LOOPBACK_HOSTS.has(url.hostname);
}

/** The browser's ECDH public key: 65 bytes, an uncompressed P-256 point (0x04 first, so "B..."), base64url: 87 characters. */
export function isP256dhKey(value: string): boolean {
  return /^B[A-Za-z0-9_-]{86}=?$/.test(value);
}

/** The subscription's auth secret: 16 bytes, base64url: 22 characters. */
export function isAuthSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}(==)?$/.test(value);
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b|\biPad\b|\biPod\b/, "iOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

/** A short name for the device the shopper will recognise in their list: "Chrome on Android". */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").slice(0, 500);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "";
}
