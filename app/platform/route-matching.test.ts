import { matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

/**
 * @remix-run/router flattened and ranked all 174 routes on every match, and Remix matches more
 * than once per request; it also built each pattern's RegExp again for every branch it tried.
 * patches/@remix-run+router+1.23.3.patch (after react-router#14967) keeps both per routes array
 * and per pattern in the file Node loads. The first test fails on an unpatched router: it
 * changes a route after the first match, which only a cache does not see.
 */
function tree(): AgnosticRouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "listing", path: "products" },
        { id: "product", path: "products/:slug" },
        { id: "label", path: "products/:slug/label" },
        { id: "category", path: "t/*" },
        { id: "page", path: "*" },
      ],
    },
  ];
}

const ids = (routes: AgnosticRouteObject[], pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id) ?? null;

describe("route matching (patched router)", () => {
  it("ranks a routes array's branches once: a route changed afterwards is not seen", () => {
    const routes = tree();
    expect(ids(routes, "/products/khar-suvd")).toEqual(["root", "product"]);
    routes[0]!.children![2]!.path = "wines/:slug";
    expect(ids(routes, "/products/khar-suvd")).toEqual(["root", "product"]);
  });

  it("ranks another routes array on its own", () => {
    const routes = tree();
    routes[0]!.children![2]!.path = "wines/:slug";
    expect(ids(routes, "/wines/khar-suvd")).toEqual(["root", "product"]);
    expect(ids(routes, "/products/khar-suvd")).toEqual(["root", "page"]);
  });

  it.each([
    ["/", ["root", "home"]],
    ["/products", ["root", "listing"]],
    ["/products/khar-suvd", ["root", "product"]],
    ["/products/khar-suvd/label", ["root", "label"]],
    ["/t/wine/red", ["root", "category"]],
    ["/about-us", ["root", "page"]],
  ])("keeps the ranking on repeated matches: %s", (pathname, expected) => {
    const routes = tree();
    for (let round = 0; round < 3; round++) expect(ids(routes, pathname)).toEqual(expected);
  });

  it("keeps a pattern's case sensitivity and end apart", () => {
    expect(matchPath({ path: "/Wine", caseSensitive: true }, "/wine")).toBeNull();
    expect(matchPath({ path: "/Wine" }, "/wine")?.pathname).toBe("/wine");
    expect(matchPath({ path: "/Wine", caseSensitive: true }, "/wine")).toBeNull();
    expect(matchPath({ path: "/products", end: false }, "/products/x")?.pathnameBase).toBe("/products");
    expect(matchPath({ path: "/products", end: true }, "/products/x")).toBeNull();
    expect(matchPath("/products/:slug", "/products/a")?.params).toEqual({ slug: "a" });
    expect(matchPath("/products/:slug", "/products/b")?.params).toEqual({ slug: "b" });
  });

  it("hands out each pathname's answer as a copy: a caller changing its params changes no other answer", () => {
    const routes = tree();
    const first = matchRoutes(routes, "/products/khar-suvd")!;
    // Typed read-only, but a plain object a loader can change (Remix hands it to loaders as `params`).
    (first[1]!.params as Record<string, string>).slug = "changed";
    first.push(first[0]!);
    const second = matchRoutes(routes, "/products/khar-suvd")!;
    expect(second.map((match) => match.route.id)).toEqual(["root", "product"]);
    expect(second[1]!.params).toEqual({ slug: "khar-suvd" });
    // As unpatched: the matches of one answer share one params object.
    expect(second[0]!.params).toBe(second[1]!.params);
    (second[1]!.params as Record<string, string>).slug = "again";
    expect(matchRoutes(routes, "/products/khar-suvd")![1]!.params).toEqual({ slug: "khar-suvd" });
  });

  it("keeps a pathname that matches nothing, and a pathname outside the basename, as no match", () => {
    const routes = [{ id: "listing", path: "products" }];
    for (let round = 0; round < 2; round++) {
      expect(matchRoutes(routes, "/nothing-here")).toBeNull();
      expect(matchRoutes(routes, "/products", "/shop")).toBeNull();
      expect(matchRoutes(routes, "/shop/products", "/shop")?.map((match) => match.pathname)).toEqual(["/products"]);
    }
  });

  it("the server's render reuses one route tree per build: route modules and data routes are made once", async () => {
    // @remix-run/server-runtime and react-router-dom's server entry are patched alongside
    // (patches/), so the render's matches find the ranked branches kept above.
    const { createEntryRouteModules } = await import("@remix-run/server-runtime/dist/entry.js");
    const { createStaticHandler, createStaticRouter } = await import("react-router-dom/server.js");
    type BuildRoutes = Parameters<typeof createEntryRouteModules>[0];
    const buildRoutes = { root: { id: "root", path: "", module: { default: () => null } }, "routes/products": { id: "routes/products", parentId: "root", path: "products", module: {} } } as unknown as BuildRoutes;
    expect(createEntryRouteModules(buildRoutes)).toBe(createEntryRouteModules(buildRoutes));
    expect(createEntryRouteModules({ ...buildRoutes })).not.toBe(createEntryRouteModules(buildRoutes));

    const routes = [{ id: "root", path: "/", children: [{ id: "listing", path: "products" }] }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://shop.test/products"));
    if (context instanceof Response) throw new Error("expected a context");
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.map((match) => match.route)).toEqual(first.state.matches.map((match) => match.route));
    expect(second.state.matches[1]!.route).toBe(first.routes[0]!.children![0]);
  });
});
