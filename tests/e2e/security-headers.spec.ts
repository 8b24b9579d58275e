import { createHash } from "node:crypto";
import { test as plain } from "@playwright/test";
import { asHtml, tr } from "./support/i18n";
import { expect, test } from "./support/test";

/**
 * What every response promises (docs/security.md): a Content-Security-Policy whose nonce is on
 * every inline script and nowhere else, the headers every response carries, one address per page,
 * and translated refusals for cross-site posts and bodies that are not forms.
 */

test.describe.configure({ mode: "parallel" });

const PAGES = ["/", "/products", "/t/spirits", "/search?q=архи", "/login", "/cart"];

test("every page sends a strict policy: a fresh nonce on every script, or the hashes of a stored page's scripts", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "headers are the same for every project");
  const nonces = new Set<string>();
  let rendered = 0;
  let stored = 0;
  // Each page twice in a row: the second answer to an anonymous visitor may come from the page
  // cache (docs/decisions/037-page-cache.md), which allows its scripts by hash instead of a nonce.
  // Search comes last: its answer gives the visitor a guest-state cookie (recent searches), and
  // with it no page is anonymous any more.
  const pages = [...PAGES.filter((path) => !path.startsWith("/search")), ...PAGES.filter((path) => path.startsWith("/search"))];
  for (const path of pages.flatMap((path) => [path, path])) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = response.headers()["content-security-policy"] ?? "";
    const directives = Object.fromEntries(policy.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives["script-src"]).not.toContain("'unsafe-eval'");
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["form-action"]).toContain("'self'");
    const html = await response.text();
    // JSON-LD is a data block, never executed, so script-src does not govern it (CSP3 §
    // "Should element's inline type behavior be blocked": only script types run): every script
    // that can run must carry the nonce or the hash.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!));
    expect(scripts.length, path).toBeGreaterThan(0);
    if (response.headers()["x-page-cache"] === "hit") {
      stored++;
      expect(policy, path).not.toContain("nonce");
      expect(html, path).not.toContain(" nonce=");
      for (const [, attributes, content] of scripts) {
        if (/\ssrc=/.test(attributes!)) continue;
        const hash = `'sha256-${createHash("sha256").update(content!, "utf8").digest("base64")}'`;
        expect(directives["script-src"], `${path}: ${content!.slice(0, 60)}`).toContain(hash);
      }
    } else {
      rendered++;
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce, `${path}: ${policy}`).toBeTruthy();
      nonces.add(nonce!);
      for (const [tag] of scripts) expect(tag.slice(0, tag.indexOf(">") + 1), path).toContain(`nonce="${nonce}"`);
    }
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // The e2e server runs as production without SECURE_COOKIES=false, so it is "on HTTPS".
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  }
  // Every rendered answer had its own nonce, and the anonymous pages were served from the cache.
  expect(nonces.size).toBe(rendered);
  expect(stored).toBeGreaterThan(0);
});

plain("an inline script without the nonce does not run, and the browser reports it", async ({ page, javaScriptEnabled }) => {
  plain.skip(!javaScriptEnabled, "needs JavaScript to inject a script");
  await page.goto("/products");
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true });
      }),
  );
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  expect(await violation).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test("JSON resource routes are not sniffed", async ({ request }) => {
  const response = await request.get("/search/suggest?q=kha");
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
});

test("an address with a trailing slash moves to the address without it, query kept", async ({ baseURL, request }) => {
  for (const [from, to] of [
    ["/products/", "/products"],
    ["/t/spirits/?sort=price_asc&page=2", "/t/spirits?sort=price_asc&page=2"],
    ["/search/?q=%D0%B0%D1%80%D1%85%D0%B8", "/search?q=%D0%B0%D1%80%D1%85%D0%B8"],
    ["//evil.test/", "/evil.test"],
  ]) {
    const response = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  expect((await request.get("/t/spirits/")).status()).toBe(200);
});

test("a post with Origin: null is refused like any cross-site post, in the shopper's language", async ({ request }) => {
  const mn = await request.post("/login", { headers: { Origin: "null" }, form: { identifier: "bat@mail.mn" } });
  expect(mn.status()).toBe(403);
  expect(await mn.text()).toContain(asHtml(tr("mn", "common:errors.crossSite")));
  const en = await request.post("/cart/add", {
    headers: { Origin: "https://evil.test", Cookie: "lng=ImVuIg%3D%3D" },
    form: { variantId: "1", quantity: "1" },
  });
  expect(en.status()).toBe(403);
  expect(await en.text()).toContain(asHtml(tr("en", "common:errors.crossSite")));
});

test("a JSON body is not a form: 415 with the translated page, never a 500", async ({ baseURL, request }) => {
  const response = await request.post("/login", {
    headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
    data: "{}",
  });
  expect(response.status()).toBe(415);
  expect(await response.text()).toContain(asHtml(tr("mn", "common:errors.notAForm")));
});
