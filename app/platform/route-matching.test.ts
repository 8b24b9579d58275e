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
});
