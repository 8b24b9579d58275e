import type { AppLoadContext } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchIndex, Suggestion } from "~/modules/search";
import { loader } from "./search.suggest";
import { localeOf } from "../../../tests/support/shop-context";

// The real adapters are never built: every test installs its own index, which the loader is
// given in its context as server.mjs would give it the shop's.
let installed: SearchIndex | undefined;

type SuggestArgs = Parameters<SearchIndex["suggest"]>[1];

function installIndex(suggest: (prefix: string, args: SuggestArgs) => Promise<Suggestion[]>) {
  const fake = { name: "fts5", suggest: vi.fn(suggest) };
  installed = fake as unknown as SearchIndex;
  return fake;
}

const call = async (query: string, headers: Record<string, string> = {}) => {
  const request = new Request(`http://shop.test/search/suggest${query}`, { headers });
  // The language cookie decides the context's locale, as getLoadContext does (app/platform/context.server.ts).
  const response = await loader({ request, params: {}, context: { searchIndex: installed!, now: new Date(), locale: localeOf(request), clientIp: "" } as unknown as AppLoadContext });
  return { response, body: (await response.json()) as { q: string; suggestions: Suggestion[] } };
};

const many = (n: number): Suggestion[] =>
  Array.from({ length: n }, (_, i) => ({ text: `Khar ${i}`, kind: "product", href: `/products/khar-${i}` }));

afterEach(() => {
  installed = undefined;
  vi.restoreAllMocks();
});

describe("GET /search/suggest", () => {
  it("returns the index's suggestions for the trimmed query, cacheable for a minute", async () => {
    const fake = installIndex(async () => [
      { text: "Хар Сувд", kind: "brand", href: "/products?brand=khar-suvd" },
      { text: "khar suvd", kind: "term", href: "/search?q=khar%20suvd" },
    ]);
    const { response, body } = await call("?q=%20%20khar%20");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(body).toEqual({
      q: "khar",
      suggestions: [
        { text: "Хар Сувд", kind: "brand", href: "/products?brand=khar-suvd" },
        { text: "khar suvd", kind: "term", href: "/search?q=khar%20suvd" },
      ],
    });
    expect(fake.suggest).toHaveBeenCalledTimes(1);
    const [prefix, args] = fake.suggest.mock.calls[0]!;
    expect(prefix).toBe("khar");
    expect(args.limit).toBe(50);
    expect(args.locale).toBe("mn");
    expect(args.now).toBeInstanceOf(Date);
  });

  it("takes the language from the cookie, and from lng when the box sends it", async () => {
    const fake = installIndex(async () => []);
    const fromCookie = await call("?q=gin", { Cookie: `lng=${btoa(JSON.stringify("en"))}` });
    expect(fake.suggest.mock.calls[0]![1].locale).toBe("en");
    expect(fromCookie.response.headers.get("Vary")).toBe("Cookie");
    const fromParam = await call("?q=gin&lng=en");
    expect(fake.suggest.mock.calls[1]![1].locale).toBe("en");
    expect(fromParam.response.headers.get("Vary")).toBeNull();
    await call("?q=gin&lng=xx");
    expect(fake.suggest.mock.calls[2]![1].locale).toBe("mn");
  });

  it("never returns more than 50", async () => {
    installIndex(async () => many(80));
    const { body } = await call("?q=khar");
    expect(body.suggestions).toHaveLength(50);
  });

  it.each([
    ["no q", ""],
    ["an empty q", "?q="],
    ["a blank q", "?q=%20%20%20"],
    ["a q over 100 characters", `?q=${"k".repeat(101)}`],
  ])("answers an empty list for %s without asking the index", async (_name, query) => {
    const fake = installIndex(async () => many(3));
    const { response, body } = await call(query);
    expect(response.status).toBe(200);
    expect(body.suggestions).toEqual([]);
    expect(fake.suggest).not.toHaveBeenCalled();
  });

  it("accepts exactly 100 characters", async () => {
    installIndex(async () => many(1));
    const { body } = await call(`?q=${"k".repeat(100)}`);
    expect(body.suggestions).toHaveLength(1);
  });

  it("answers an empty list, and logs, when the index fails (spec 8)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    installIndex(async () => {
      throw new Error("index is down");
    });
    const { response, body } = await call("?q=khar");
    expect(response.status).toBe(200);
    expect(body).toEqual({ q: "khar", suggestions: [] });
    expect(error).toHaveBeenCalled();
  });

  it("answers an empty list when the index throws before returning a promise", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    installed = {
      name: "fts5",
      suggest: () => {
        throw new Error("sync failure");
      },
    } as unknown as SearchIndex;
    const { body } = await call("?q=khar");
    expect(body.suggestions).toEqual([]);
  });
});
