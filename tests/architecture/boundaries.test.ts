import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The architecture check must fail on a new violation (docs/architecture.md). Each probe below
 * is a file that breaks exactly one rule; the check has to name that rule for it. Without these
 * the rules could match nothing (a typo in a path pattern) and the check would pass forever.
 */

const ROOT = path.resolve(__dirname, "../..");
const TAG = `probe${process.pid}`;

interface Probe {
  file: string;
  source: string;
  rule: string;
}

/** Import-graph probes, written into the tree for one dependency-cruiser run, then removed. */
const graphProbes: Probe[] = [
  { file: `app/web/${TAG}.server.ts`, source: `export { findAllTaxons } from "~/modules/catalog/queries/catalog.server";\n`, rule: "module-through-its-index" },
  { file: `app/modules/cart/${TAG}.ts`, source: `export * from "~/modules/catalog/domain/catalog";\n`, rule: "modules-meet-at-their-index" },
  { file: `app/modules/catalog/domain/${TAG}.ts`, source: `export { siteConfig } from "~/config/site";\n`, rule: "domain-is-pure" },
  { file: `app/kernel/${TAG}.ts`, source: `export { siteConfig } from "~/config/site";\n`, rule: "kernel-stands-alone" },
  { file: `app/ui/${TAG}.tsx`, source: `import type { ShopContext } from "~/platform/context.server";\nexport type X = ShopContext;\n`, rule: "ui-never-imports-server-code" },
  { file: `app/modules/catalog/${TAG}.server.ts`, source: `export { requireUser } from "~/platform/guards.server";\n`, rule: "use-cases-are-not-web-code" },
  { file: `app/modules/catalog/${TAG}b.server.ts`, source: `export { openDatabase } from "~/db/client.server";\n`, rule: "database-client-only-in-db-and-queries" },
  { file: `app/modules/catalog/${TAG}k.server.ts`, source: `export { sql } from "kysely";\n`, rule: "database-client-only-in-db-and-queries" },
  { file: `app/modules/catalog/${TAG}r.server.ts`, source: `export { redirect } from "@remix-run/node";\n`, rule: "use-cases-do-not-use-remix" },
  { file: `app/modules/catalog/ui/${TAG}.tsx`, source: `export { redirect } from "@remix-run/node";\n`, rule: "module-ui-is-browser-code" },
  { file: `app/web/${TAG}w.server.ts`, source: `export {};\n`, rule: "" },
  { file: `app/modules/cart/${TAG}w.server.ts`, source: `export * from "~/web/${TAG}w.server";\n`, rule: "use-cases-are-not-web-code" },
  { file: `app/db/${TAG}.ts`, source: `export * from "~/modules/catalog";\n`, rule: "lower-layers-do-not-reach-up" },
  { file: `app/platform/${TAG}.ts`, source: `export * from "~/routes/_shop+/_index";\n`, rule: "only-routes-import-routes" },
  { file: `app/kernel/${TAG}c.ts`, source: `export * from "./${TAG}d";\nexport const c = 1;\n`, rule: "no-circular" },
  // The other half of the cycle: reported once, on the file the cruise met first.
  { file: `app/kernel/${TAG}d.ts`, source: `export * from "./${TAG}c";\nexport const d = 1;\n`, rule: "" },
];

let violations: { from: string; rule: string }[] = [];

beforeAll(() => {
  for (const probe of graphProbes) fs.writeFileSync(path.join(ROOT, probe.file), probe.source);
  try {
    const output = execFileSync(
      process.execPath,
      [path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs"), "--config", ".dependency-cruiser.cjs", "--output-type", "json", ...graphProbes.map((p) => p.file)],
      { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    violations = parse(output);
  } catch (error) {
    // dependency-cruiser exits non-zero when it finds violations, which is what the probes are for.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    violations = parse(stdout);
  } finally {
    for (const probe of graphProbes) fs.rmSync(path.join(ROOT, probe.file), { force: true });
  }
}, 120_000);

afterAll(() => {
  for (const probe of graphProbes) fs.rmSync(path.join(ROOT, probe.file), { force: true });
});

function parse(json: string): { from: string; rule: string }[] {
  const result = JSON.parse(json) as { summary: { violations: { from: string; rule: { name: string } }[] } };
  return result.summary.violations.map((v) => ({ from: v.from, rule: v.rule.name }));
}

describe("the import-graph rules (dependency-cruiser)", () => {
  it.each(graphProbes.filter((p) => p.rule).map((p) => [p.rule, p.file] as const))("%s fails on %s", (rule, file) => {
    expect(violations.filter((v) => v.from === file).map((v) => v.rule)).toContain(rule);
  });
});

/** Syntax probes: ESLint lints them as if they were at that path, nothing is written. */
const syntaxProbes = [
  { file: "app/modules/catalog/catalog.server.ts", source: "export const q = (db: any) => db.selectFrom(\"products\").selectAll().execute();\n", message: /^SQL belongs/ },
  { file: "app/routes/_shop+/probe.tsx", source: "export const q = (db: any, sql: any) => sql`select 1`.execute(db);\n", message: /^SQL belongs/ },
  { file: "app/modules/cart/cart.server.ts", source: "export const now = () => new Date();\n", message: /not new Date\(\)/ },
  { file: "app/web/probe.server.ts", source: "export const stamp = () => Date.now();\n", message: /not Date\.now\(\)/ },
  { file: "app/modules/search/probe.server.ts", source: "export const url = process.env.ELASTICSEARCH_URL;\n", message: /only reader of process\.env/ },
];
const allowed = [
  { file: "app/modules/catalog/queries/catalog.server.ts", source: "export const q = (db: any) => db.selectFrom(\"products\").selectAll().execute();\n" },
  { file: "app/kernel/clock.server.ts", source: "export const now = () => new Date();\n" },
  { file: "app/config/env.server.ts", source: "export const url = process.env.ELASTICSEARCH_URL;\n" },
  { file: "app/modules/cart/cart.server.ts", source: "export const parsed = (iso: string) => new Date(iso);\n" },
];

describe("the syntax rules (ESLint)", () => {
  const eslint = new ESLint({ cwd: ROOT });
  const architectureMessages = async (file: string, source: string) =>
    (await eslint.lintText(source, { filePath: path.join(ROOT, file) }))
      .flatMap((result) => result.messages)
      .filter((m) => m.ruleId === "no-restricted-syntax" || m.ruleId === "no-restricted-properties")
      .map((m) => m.message);

  it.each(syntaxProbes.map((p) => [p.file, p] as const))("refuses the probe in %s", async (_file, probe) => {
    const messages = await architectureMessages(probe.file, probe.source);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.some((m) => probe.message.test(m))).toBe(true);
  });

  it.each(allowed.map((p) => [p.file, p] as const))("allows it where it belongs: %s", async (_file, probe) => {
    expect(await architectureMessages(probe.file, probe.source)).toEqual([]);
  });
});
