import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INTENTIONAL_FALLBACKS } from "./content";
import { MICROSITE_LOCALES } from "./locales";
import { brandTranslator, BRAND_NAMESPACES } from "./texts";
import { brandTexts, micrositeResources } from "./texts.server";

type Tree = { [key: string]: unknown };

function leaves(tree: unknown, prefix = ""): [string, unknown][] {
  if (typeof tree !== "object" || tree === null) return [[prefix.slice(0, -1), tree]];
  return Object.entries(tree as Tree).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`));
}
const keysOf = (lang: (typeof MICROSITE_LOCALES)[number]) =>
  new Map(BRAND_NAMESPACES.flatMap((ns) => leaves(micrositeResources[lang][ns]).map(([key, value]): [string, unknown] => [`${ns}:${key}`, value])));
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)].map((m) => m[1]).sort();

const mn = keysOf("mn");

describe.each(MICROSITE_LOCALES.filter((lang) => lang !== "mn"))("microsite texts in %s", (lang) => {
  const own = keysOf(lang);
  const intentional = new Set(INTENTIONAL_FALLBACKS[lang] ?? []);

  it("has every mn key, or lists it as falling back on purpose", () => {
    expect([...mn.keys()].filter((key) => !own.has(key) && !intentional.has(key))).toEqual([]);
  });

  it("lists as intentional only keys that are really missing, and has no key mn lacks", () => {
    expect([...intentional].filter((key) => own.has(key) || !mn.has(key))).toEqual([]);
    expect([...own.keys()].filter((key) => !mn.has(key))).toEqual([]);
  });

  it("uses the same values as mn in each text, and no empty text", () => {
    const differing = [...own.entries()].filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(mn.get(key))));
    expect(differing.map(([key]) => key)).toEqual([]);
    expect([...own.entries()].filter(([, text]) => typeof text !== "string" || text.trim() === "").map(([key]) => key)).toEqual([]);
  });
});

describe("microsite texts in mn and en", () => {
  it("have the same keys (the shop's two languages are complete)", () => {
    expect([...keysOf("en").keys()].sort()).toEqual([...mn.keys()].sort());
  });

  it("write the brand's numbers only as values from the site configuration", () => {
    // "6 times", "500 hours", "21 days" typed into a text would not follow a change of the facts.
    const typed = MICROSITE_LOCALES.flatMap((lang) => [...keysOf(lang).entries()].filter(([, text]) => /(^|[^\d{])(500|21)(?!\d)/.test(String(text))).map(([key]) => `${lang}:${key}`));
    expect(typed).toEqual([]);
  });

  it("defines every literal key the microsite's code asks for", () => {
    const roots = ["app/modules/microsite", "app/routes/_brand+"].map((dir) => path.resolve(__dirname, "../../..", dir));
    const walk = (dir: string): string[] =>
      !fs.existsSync(dir)
        ? []
        : fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
            const full = path.join(dir, entry.name);
            return entry.isDirectory() ? walk(full) : /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
          });
    const files = roots.flatMap((root) => walk(root));
    const missing = files.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/\bt\(\s*["'`]((?:brand|brandStory|brandEvents):[A-Za-z0-9_.]+)["'`]/g)].map((m) => m[1]!).filter((key) => !mn.has(key)).map((key) => `${path.basename(file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the fallback to mn", () => {
  it("gives a key a language lacks in Mongolian, and says so", () => {
    const bundle = { lang: "ru" as const, htmlLang: "ru", texts: { brand: { nav: { story: "История" } } }, fallback: { brand: { nav: { events: "Аялал" } } } };
    const { t, langOf } = brandTranslator([bundle]);
    expect([t("brand:nav.story"), langOf("brand:nav.story")]).toEqual(["История", "ru"]);
    expect([t("brand:nav.events"), langOf("brand:nav.events")]).toEqual(["Аялал", "mn"]);
  });

  it("sends a page only the mn texts its language lacks", () => {
    for (const lang of MICROSITE_LOCALES) {
      const bundle = brandTexts(lang, BRAND_NAMESPACES);
      const missing = BRAND_NAMESPACES.flatMap((ns) => leaves((bundle.fallback as Tree)[ns] ?? {}).map(([key]) => `${ns}:${key}`)).filter((key) => !key.endsWith(":"));
      expect(missing.sort()).toEqual(lang === "mn" ? [] : [...(INTENTIONAL_FALLBACKS[lang] ?? [])].sort());
    }
  });

  it("fills the brand's facts from the configuration in every language", () => {
    for (const lang of MICROSITE_LOCALES) {
      const { t } = brandTranslator([brandTexts(lang, ["brand"])]);
      expect(t("brand:gate.intro")).toContain("21");
      expect(t("brand:gate.intro")).not.toContain("{{");
    }
  });
});
