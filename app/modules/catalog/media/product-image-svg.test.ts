import { describe, expect, it } from "vitest";
import {
  escapeXml,
  isProductImageStyle,
  listProductImageStyles,
  parseProductImageStyle,
  renderBrandLogoSvg,
  renderProductImageSvg,
  renderStoreLogoSvg,
} from "./product-image-svg";

/** A light well-formedness check: balanced tags, no stray markup, no script. */
function expectWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).not.toMatch(/<script|javascript:|on[a-z]+=|NaN|undefined|Infinity/i);
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
}

describe("renderProductImageSvg", () => {
  const styles = listProductImageStyles();

  it("draws every listed style", () => {
    expect(styles.length).toBeGreaterThan(100);
    for (const style of styles) {
      const svg = renderProductImageSvg(style);
      expect(svg, style).not.toBeNull();
      expectWellFormedSvg(svg!);
      expect(svg).toContain('viewBox="0 0 400 500"');
    }
  });

  it("draws the examples the catalogue uses", () => {
    for (const style of ["wine-ruby", "wine-gold", "sparkling-green", "vodka-clear", "vodka-black", "whisky-amber", "cognac-amber", "gin-blue", "rum-dark", "tequila-clear", "liqueur-cream", "beer-amber", "can-gold", "giftbox-red", "glass-clear", "glass-smoke", "shaker-steel", "tshirt-black", "whisky-amber-box", "wine-ruby-back", "tshirt-black-back", "glass-clear-pair"]) {
      expect(isProductImageStyle(style), style).toBe(true);
      expect(renderProductImageSvg(style), style).not.toBeNull();
    }
  });

  it("draws different pictures for different styles", () => {
    const a = renderProductImageSvg("wine-ruby");
    expect(renderProductImageSvg("wine-gold")).not.toBe(a);
    expect(renderProductImageSvg("wine-ruby-back")).not.toBe(a);
    expect(renderProductImageSvg("wine-ruby-box")).not.toBe(a);
    expect(renderProductImageSvg("wine-ruby")).toBe(a);
  });

  it.each([
    "",
    "wine",
    "wine-",
    "-ruby",
    "wine-purple",
    "tshirt-ruby",
    "unicorn-ruby",
    "wine-ruby-side",
    "can-gold-box",
    "giftbox-red-back",
    "Wine-Ruby",
    "wine-ruby.svg",
    "wine-ruby/../x",
    "wine-ruby ",
    "wine_ruby",
    "constructor-ruby",
    "__proto__-x",
    "toString-x",
    "wine-constructor",
    "<script>-x",
    "wine-ruby-back-back",
    "a".repeat(500),
  ])("returns null for %j", (style) => {
    expect(parseProductImageStyle(style)).toBeNull();
    expect(renderProductImageSvg(style)).toBeNull();
  });
});

describe("renderBrandLogoSvg", () => {
  it("draws a monogram and escapes the name", () => {
    const svg = renderBrandLogoSvg("evil", `Tom & Jerry's <b>"Bar"</b>`);
    expectWellFormedSvg(svg);
    expect(svg).toContain("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;Bar&quot;&lt;/b&gt;");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain(">TB<");
  });

  it("handles Cyrillic names and is stable per code", () => {
    const svg = renderBrandLogoSvg("khar-suvd", "Хар Сувд");
    expectWellFormedSvg(svg);
    expect(svg).toContain(">ХС<");
    expect(svg).toContain("ХАР СУВД");
    expect(renderBrandLogoSvg("khar-suvd", "Хар Сувд")).toBe(svg);
  });

  it("fits long names", () => {
    expect(renderBrandLogoSvg("long", "Viña Cordillera Azul Reserva Familiar")).toContain('textLength="280"');
  });

  it("draws the store logo", () => {
    const svg = renderStoreLogoSvg("Хар Сувд");
    expectWellFormedSvg(svg);
    expect(svg).toContain("Хар Сувд");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });
});
