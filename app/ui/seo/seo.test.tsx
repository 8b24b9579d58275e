import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { absoluteUrl, JsonLd, localizedUrl, seoMeta } from "./index";
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, type ProductFacts } from "~/web/structured-data.server";

// JSON-LD is read back as the loose JSON a search engine would read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

const root = (locale: "mn" | "en", origin = "https://shop.example") => [{ id: "root", data: { origin, locale } }];
const find = (tags: ReturnType<typeof seoMeta>, test: (tag: Record<string, unknown>) => boolean) => tags.find((tag) => test(tag as Record<string, unknown>)) as Record<string, string> | undefined;

describe("localizedUrl", () => {
  it.each([
    ["/products", "mn", "https://shop.example/products"],
    ["/products", "en", "https://shop.example/products?lng=en"],
    ["/products?page=2", "en", "https://shop.example/products?page=2&lng=en"],
    ["/products?lng=en", "mn", "https://shop.example/products"],
  ] as const)("%s in %s -> %s", (path, locale, expected) => {
    expect(localizedUrl("https://shop.example", path, locale)).toBe(expected);
  });
  it("answers a path when the origin is unknown", () => {
    expect(localizedUrl("", "/t/wine", "en")).toBe("/t/wine?lng=en");
  });
});

describe("absoluteUrl", () => {
  it("makes a site path absolute and leaves a full address alone", () => {
    expect(absoluteUrl("https://shop.example", "/media/products/x.svg")).toBe("https://shop.example/media/products/x.svg");
    expect(absoluteUrl("https://shop.example", "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
});

describe("seoMeta", () => {
  it("names the canonical page in the page's language and both alternates", () => {
    const tags = seoMeta(root("en"), { title: "Red wine · Shop", description: "  Many\n wines ", path: "/t/wine/red", image: "/media/x.png", type: "product" });
    expect(find(tags, (tag) => tag.rel === "canonical")?.href).toBe("https://shop.example/t/wine/red?lng=en");
    expect(find(tags, (tag) => tag.hrefLang === "mn")?.href).toBe("https://shop.example/t/wine/red");
    expect(find(tags, (tag) => tag.hrefLang === "en")?.href).toBe("https://shop.example/t/wine/red?lng=en");
    expect(find(tags, (tag) => tag.hrefLang === "x-default")?.href).toBe("https://shop.example/t/wine/red");
    expect(find(tags, (tag) => tag.property === "og:url")?.content).toBe("https://shop.example/t/wine/red?lng=en");
    expect(find(tags, (tag) => tag.property === "og:image")?.content).toBe("https://shop.example/media/x.png");
    expect(find(tags, (tag) => tag.property === "og:type")?.content).toBe("product");
    expect(find(tags, (tag) => tag.name === "description")?.content).toBe("Many wines");
    expect(find(tags, (tag) => tag.name === "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, (tag) => tag.name === "robots")).toBeUndefined();
  });
  it("keeps a Mongolian page's canonical without a parameter and marks noindex when asked", () => {
    const tags = seoMeta(root("mn"), { title: "T", path: "/", noindex: true });
    expect(find(tags, (tag) => tag.rel === "canonical")?.href).toBe("https://shop.example/");
    expect(find(tags, (tag) => tag.name === "robots")?.content).toBe("noindex");
    expect(find(tags, (tag) => tag.property === "og:image")).toBeUndefined();
  });
});

const product: ProductFacts = {
  path: "/products/chateau-x",
  name: "Château X </script><script>alert(1)</script>",
  sku: "CX-750",
  description: "Dry   red\nwine",
  brand: "Château X",
  images: ["/media/products/cx.svg", "https://cdn.example/cx.png"],
  sellingPrice: 45_000,
  stock: "low_stock",
  reviews: null,
};

describe("productJsonLd", () => {
  it("offers the selling price in MNT with the stock as availability and absolute images", () => {
    const data = productJsonLd({ origin: "https://shop.example", locale: "en" }, product) as Loose;
    expect(data.offers).toMatchObject({ "@type": "Offer", priceCurrency: "MNT", price: 45_000, availability: "https://schema.org/LimitedAvailability", url: "https://shop.example/products/chateau-x?lng=en" });
    expect(data.image).toEqual(["https://shop.example/media/products/cx.svg", "https://cdn.example/cx.png"]);
    expect(data.description).toBe("Dry red wine");
  });
  it.each([
    ["in_stock", "https://schema.org/InStock"],
    ["sold_out", "https://schema.org/OutOfStock"],
  ] as const)("%s -> %s", (stock, availability) => {
    expect((productJsonLd({ origin: "https://s.example", locale: "mn" }, { ...product, stock }) as Loose).offers.availability).toBe(availability);
  });
  it("rates only with real reviews", () => {
    const site = { origin: "https://s.example", locale: "mn" } as const;
    expect(productJsonLd(site, product)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd(site, { ...product, reviews: { average: 4.5, count: 0 } })).not.toHaveProperty("aggregateRating");
    expect(productJsonLd(site, { ...product, reviews: { average: 4.5, count: 12 } })).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 12 } });
  });
});

describe("breadcrumbJsonLd and organizationJsonLd", () => {
  it("numbers the crumbs and links all but an unlinked last one", () => {
    const data = breadcrumbJsonLd({ origin: "https://s.example", locale: "mn" }, [{ name: "All", path: "/products" }, { name: "Wine", path: "/t/wine" }, { name: "X" }]) as Loose;
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "All", item: "https://s.example/products" },
      { "@type": "ListItem", position: 2, name: "Wine", item: "https://s.example/t/wine" },
      { "@type": "ListItem", position: 3, name: "X" },
    ]);
  });
  it("lists the stores with their opening hours", () => {
    const data = organizationJsonLd(
      { origin: "https://s.example", locale: "mn" },
      { name: "Shop", logo: "/icon-512.png", phone: "+976 1", email: "a@b.mn", sameAs: ["https://www.facebook.com/x"], stores: [{ name: "Central", address: "Peace Ave 14", opens: "11:00", closes: "22:00" }] },
    ) as Loose;
    expect(data.logo).toBe("https://s.example/icon-512.png");
    expect(data.department[0].openingHoursSpecification[0]).toMatchObject({ opens: "11:00", closes: "22:00" });
    expect(data.department[0].openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
  });
});

describe("JsonLd", () => {
  it("cannot be closed by text inside the data, and parses back to the same data", () => {
    const data = productJsonLd({ origin: "https://s.example", locale: "mn" }, { ...product, description: "a & b <!-- c -->" });
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    const inner = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1];
    expect(inner).toBeDefined();
    expect(inner).not.toMatch(/<|>/);
    expect(JSON.parse(inner!)).toEqual(data);
  });
});
