import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareTestDatabase } from "./setup-db";
import { shopContextFor } from "../support/shop-context";

let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ cleanup } = await prepareTestDatabase());
});
afterAll(async () => cleanup());

const args = (url: string) => ({ request: new Request(`http://shop.test${url}`), params: {}, context: shopContextFor(null) });

async function listing(url: string): Promise<unknown> {
  const { loader } = await import("~/routes/_shop+/products._index");
  try {
    return await loader(args(url));
  } catch (thrown) {
    return thrown;
  }
}

describe("sort=random from the sort menu", () => {
  it("gets a seed of its own in the address, so each visitor sees another order and the pages stay stable", async () => {
    const seeds = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const answer = await listing("/products?sort=random&brand=x&page=3");
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(302);
      const target = new URL(response.headers.get("Location")!, "http://shop.test");
      expect(target.pathname).toBe("/products");
      expect(target.searchParams.get("sort")).toBe("random");
      expect(target.searchParams.get("brand")).toBe("x");
      expect(target.searchParams.has("page")).toBe(false);
      expect(Number(target.searchParams.get("seed"))).toBeGreaterThan(0);
      seeds.add(target.searchParams.get("seed")!);
    }
    expect(seeds.size).toBeGreaterThan(1);
  });

  it("keeps the order of a seeded address", async () => {
    const first = (await listing("/products?sort=random&seed=42")) as { products: { id: number }[] };
    const again = (await listing("/products?sort=random&seed=42")) as { products: { id: number }[] };
    expect(first.products.length).toBeGreaterThan(0);
    expect(again.products.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
  });
});
