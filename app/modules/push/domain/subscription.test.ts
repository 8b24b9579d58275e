import { describe, expect, it } from "vitest";
import { deviceLabel, isAllowedEndpoint, isAuthSecret, isP256dhKey } from "./subscription";

describe("isAllowedEndpoint", () => {
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc:def", false, true],
    ["https://updates.push.services.mozilla.com/wpush/v2/gAAAA", false, true],
    ["http://fcm.googleapis.com/fcm/send/abc", false, false],
    ["http://fcm.googleapis.com/fcm/send/abc", true, false],
    ["http://127.0.0.1:4567/push/1", false, false],
    ["http://127.0.0.1:4567/push/1", true, true],
    ["http://localhost:4567/push/1", true, true],
    ["http://[::1]:4567/push/1", true, true],
    ["https://127.0.0.1/push/1", false, false],
    ["https://127.0.0.1/push/1", true, true],
    ["http://10.0.0.1/push", true, false],
    ["https://user:pw@push.example/x", false, false],
    ["https://push.example/x#frag", false, false],
    ["ftp://push.example/x", true, false],
    ["javascript:alert(1)", true, false],
    ["not a url", true, false],
    [`https://push.example/${"x".repeat(1000)}`, false, false],
  ])("%s (loopback allowed: %s) -> %s", (endpoint, allowLoopback, expected) => {
    expect(isAllowedEndpoint(endpoint, { allowLoopback })).toBe(expected);
  });
});

describe("keys", () => {
  const p256dh = `B${"A".repeat(86)}`;
  it.each([
    [p256dh, true],
    [`${p256dh}=`, true],
    [`A${"A".repeat(86)}`, false],
    [`B${"A".repeat(85)}`, false],
    [`B${"A".repeat(85)}+`, false],
    ["", false],
  ])("p256dh %s -> %s", (value, expected) => expect(isP256dhKey(value)).toBe(expected));
  it.each([
    ["A".repeat(22), true],
    [`${"A".repeat(22)}==`, true],
    ["A".repeat(21), false],
    ["A".repeat(23), false],
    [`${"A".repeat(21)}/`, false],
  ])("auth %s -> %s", (value, expected) => expect(isAuthSecret(value)).toBe(expected));
});

describe("deviceLabel", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari on iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on macOS"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome on Linux"],
    ["Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36", "Samsung Internet on Android"],
    ["curl/8.0", ""],
    [null, ""],
  ])("%s -> %s", (ua, expected) => expect(deviceLabel(ua)).toBe(expected));
});
