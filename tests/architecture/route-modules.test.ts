import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shape every route module keeps (docs/architecture.md, "Routes"): one order of exports, and
 * an error boundary for every route tree, so a failing page shows a translated message or the
 * restart screen inside the layout instead of the root's bare notice.
 */

const ROOT = path.resolve(__dirname, "../..");
/** The order of a route module's exports; others (shouldRevalidate, headers) may sit anywhere. */
const ORDER = ["handle", "meta", "links", "loader", "action", "default", "ErrorBoundary"] as const;

interface RouteEntry {
  id: string;
  file: string;
  children?: RouteEntry[];
}

function routeTree(): RouteEntry {
  const json = execFileSync(process.execPath, [path.join(ROOT, "node_modules/@remix-run/dev/dist/cli.js"), "routes", "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  const routes = JSON.parse(json) as RouteEntry[];
  const root = routes[0];
  if (!root) throw new Error("no routes");
  return root;
}

/** Export names in the order they appear at the top level of the file. */
function exportsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, "app", file), "utf8");
  const names: string[] = [];
  const pattern = /^export\s+(?:default\b|(?:async\s+)?(?:function|const|let|class)\s+(\w+)|\{([^}]*)\})/gm;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) names.push(match[1]);
    else if (match[2]) for (const part of match[2].split(",")) names.push(part.trim().split(/\s+as\s+/).pop()!.trim());
    else names.push("default");
  }
  return names;
}

const root = routeTree();
const all: { route: RouteEntry; parents: RouteEntry[] }[] = [];
(function walk(route: RouteEntry, parents: RouteEntry[]) {
  for (const child of route.children ?? []) {
    all.push({ route: child, parents });
    walk(child, [...parents, child]);
  }
})(root, []);

describe("route modules", () => {
  it("finds the routes", () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it.each(all.map(({ route }) => [route.file, route] as const))("%s keeps the order meta, links, loader, action, component, ErrorBoundary", (_file, route) => {
    const positions = exportsOf(route.file)
      .map((name) => ORDER.indexOf(name as (typeof ORDER)[number]))
      .filter((position) => position >= 0);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it.each(all.map(({ route, parents }) => [route.file, route, parents] as const))("%s renders errors inside its tree", (_file, route, parents) => {
    if (!exportsOf(route.file).includes("default")) return; // a resource route answers with its own status
    const boundaries = [...parents, route].filter((entry) => exportsOf(entry.file).includes("ErrorBoundary"));
    expect(boundaries.map((entry) => entry.id)).not.toEqual([]);
  });

  // The browser build drops a page's loader and action only when nothing is left to run: a
  // top-level call (`export const action = withTranslatedRefusals(postAction)`) stays, its
  // .server import is empty there, and the page's script throws on load (it never hydrated:
  // /stock-alerts, found by the e2e wait for hydration).
  it.each(all.map(({ route }) => [route.file, route] as const))("%s declares its server exports as functions", (_file, route) => {
    if (!exportsOf(route.file).includes("default")) return; // no browser module
    const source = fs.readFileSync(path.join(ROOT, "app", route.file), "utf8");
    const called = [...source.matchAll(/^export\s+(?:const|let)\s+(loader|action|headers)\s*=\s*[\w.]+\s*\(/gm)].map((match) => match[1]);
    expect(called).toEqual([]);
  });
});
