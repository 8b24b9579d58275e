import fs from "node:fs";
import path from "node:path";
import { createInstance, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import i18n, { resources, supportedLngs, type Lng } from "~/i18n";
import i18nextServer from "~/platform/i18next.server";
import { serverTexts, textsResponse } from "~/platform/texts.server";
import { translatorFor, type TextsBundle } from "./texts";
import type { Translate } from "./translator";

// The shop's translator must give exactly what i18next gives (decision 038): every key of every
// namespace, in both languages, with the values and counts it needs, and the odd calls too.

type Tree = { [key: string]: unknown };
const namespaces = i18n.ns;

function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "object" && v !== null ? leaves(v as Tree, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] ?? "").trim());

/** Every base key of a namespace with the placeholders any of its forms uses, in either language. */
function calls(ns: string): { key: string; plural: boolean; names: Set<string> }[] {
  const byKey = new Map<string, { key: string; plural: boolean; names: Set<string> }>();
  for (const lng of supportedLngs) {
    for (const [key, value] of leaves(resources[lng][ns as keyof (typeof resources)["mn"]] as unknown as Tree)) {
      const base = key.replace(PLURAL, "");
      const entry = byKey.get(base) ?? { key: base, plural: false, names: new Set<string>() };
      if (base !== key) entry.plural = true;
      for (const name of placeholders(String(value))) entry.names.add(name);
      byKey.set(base, entry);
    }
  }
  return [...byKey.values()];
}

const reference = new Map<string, TFunction>();
beforeAll(async () => {
  for (const lng of supportedLngs) {
    // As react-i18next did it: one instance with every text, t fixed to the language and namespace.
    const instance = createInstance();
    await instance.init({ ...i18n, lng, resources });
    for (const ns of namespaces) reference.set(`${lng}|${ns}`, instance.getFixedT(lng, ns));
  }
});

/** The bundle as the browser gets it: the JSON the texts route sends. */
async function browserBundle(lng: Lng): Promise<TextsBundle> {
  const redirect = textsResponse(`${lng}.json`);
  const href = redirect.headers.get("Location") ?? "";
  const body = (await textsResponse(href.replace("/texts/", "")).json()) as Omit<TextsBundle, "href">;
  return { ...body, href };
}

const variants: [string, (lng: Lng, ns: string) => Promise<Translate>][] = [
  ["server render", async (lng, ns) => translatorFor(serverTexts(lng), ns)],
  ["browser", async (lng, ns) => translatorFor(await browserBundle(lng), ns)],
  ["getFixedT", async (lng, ns) => (await i18nextServer.getFixedT(lng, ns)) as unknown as Translate],
];

describe.each(variants)("the shop's t (%s)", (_name, ours) => {
  describe.each(supportedLngs.flatMap((lng) => namespaces.map((ns) => [lng, ns] as const)))("%s %s", (lng, ns) => {
    it("gives i18next's text for every key", async () => {
      const t = await ours(lng, ns);
      const theirs = reference.get(`${lng}|${ns}`)!;
      const differences: string[] = [];
      for (const call of calls(ns)) {
        const values = Object.fromEntries([...call.names].filter((n) => n !== "count").map((n) => [n, `«${n}»`]));
        const optionsList: Record<string, unknown>[] = call.plural
          ? [0, 1, 2, 3, 5, 11, 21, 100, 1.5, -1].map((count) => ({ ...values, count }))
          : [values, ...(call.names.size > 0 ? [{}] : [])];
        for (const options of optionsList) {
          for (const key of [call.key, `${ns}:${call.key}`]) {
            const want = theirs(key, options);
            const got = t(key, options);
            if (got !== want) differences.push(`${key} ${JSON.stringify(options)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
          }
        }
      }
      expect(differences).toEqual([]);
    });
  });

  it.each(supportedLngs)("treats the odd calls as i18next does (%s)", async (lng) => {
    const t = await ours(lng, "common");
    const theirs = reference.get(`${lng}|common`)!;
    const odd: [string | string[], unknown?][] = [
      ["missing.key"],
      ["missing.key", { defaultValue: "Fallback {{x}}", x: "X" }],
      ["missing.key", "plain default"],
      ["missing.key", { defaultValue_one: "one", defaultValue_other: "other", count: 2 }],
      ["missing.key", { defaultValue: "", count: 0 }],
      [["property.missing", "option.missing"], { defaultValue: "raw" }],
      [["missing.one", "nav.home"], { defaultValue: "raw" }],
      ["orders:missing.key"],
      ["nosuchns:nav.home"],
      ["wallet:title"],
      ["auth:errors.emailInvalid"],
      ["a:b:c"],
      ["Hello, world: again"],
      ["nav: home, please"],
      ["nav"],
      ["nav.home.deeper"],
      ["option."],
      ["optionValue.0.75l", { defaultValue: "0.75l" }],
      ["optionValue.12:00", { defaultValue: "12:00" }],
      ["optionValue.Red, dry: 2020", { defaultValue: "Red, dry: 2020" }],
      ["missing {{x}} key", { x: "$&$1 {{y}}", y: "Y" }],
      ["missing {{x}} {{y}}", { x: null, y: 5 }],
      ["missing {{ x }} {{z}}", { x: "trimmed" }],
      ["missing {{x}} {{x}}", { x: "twice" }],
      ["missing {{ns}} {{lng}}"],
      ["missing {{a.b}}", { a: { b: "deep" } }],
      ["missing.key", { count: "3" }],
      ["nav.home", { ns: "orders" }],
      ["nav.home", { replace: { x: 1 } }],
      ["nav.home", null],
    ];
    for (const [key, options] of odd) {
      expect(t(key, options as never), JSON.stringify([key, options])).toBe((theirs as unknown as Translate)(key, options as never));
    }
  });
});

describe("texts the translator can take", () => {
  const all = supportedLngs.flatMap((lng) => namespaces.flatMap((ns) => leaves((resources[lng] as unknown as Record<string, Tree>)[ns]!).map(([k, v]) => [`${lng}:${ns}:${k}`, v] as const)));

  it("are plain strings under keys without dots, in nested objects", () => {
    expect(all.filter(([, v]) => typeof v !== "string").map(([k]) => k)).toEqual([]);
    expect(all.filter(([k]) => k.split(":")[2]!.split(".").some((part) => part === "")).map(([k]) => k)).toEqual([]);
  });

  it("use only {{name}} values: no formats, nesting, unescaped values or context", () => {
    const unsupported = all.filter(([, v]) => {
      const text = String(v);
      return text.includes("$t(") || text.includes("{{-") || placeholders(text).some((name) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
    });
    expect(unsupported.map(([k]) => k)).toEqual([]);
  });

  it("are asked for with no i18next option the translator lacks", () => {
    const unsupported = /\b(returnObjects|returnDetails|context|ordinal|keyPrefix|joinArrays|postProcess|skipInterpolation|interpolation|nsSeparator|keySeparator|lngs?)\s*:/;
    const found: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
          for (const m of fs.readFileSync(full, "utf8").matchAll(/\bt\(\s*[^,()]+,\s*\{([^}]*)\}/g)) {
            if (unsupported.test(m[1] ?? "")) found.push(`${path.relative(process.cwd(), full)}: ${m[0]}`);
          }
        }
      }
    };
    walk(path.resolve(__dirname, "../.."));
    expect(found).toEqual([]);
  });
});

describe("the texts route", () => {
  it("serves each language under its hash for good, and sends other addresses there", async () => {
    for (const lng of supportedLngs) {
      const href = serverTexts(lng).href;
      expect(href).toMatch(new RegExp(`^/texts/${lng}\\.[A-Za-z0-9_-]{12}\\.json$`));
      const response = textsResponse(href.slice("/texts/".length));
      expect(response.headers.get("Cache-Control")).toContain("immutable");
      expect(((await response.json()) as { lng: string }).lng).toBe(lng);
      for (const stale of [`${lng}.json`, `${lng}.AAAAAAAAAAAA.json`]) {
        const redirect = textsResponse(stale);
        expect([redirect.status, redirect.headers.get("Location")]).toEqual([302, href]);
      }
    }
    expect(textsResponse("xx.json").status).toBe(404);
    expect(textsResponse("../etc/passwd").status).toBe(404);
  });

  it("sends the English page only the Mongolian texts English lacks", async () => {
    const body = (await (await fetchBody("en")).json()) as { fallback: Tree };
    expect(leaves(body.fallback)).toEqual([]);
  });
});

function fetchBody(lng: Lng) {
  return Promise.resolve(textsResponse(serverTexts(lng).href.slice("/texts/".length)));
}

describe("plain keys asked again", () => {
  it("answer the same text, and a key asked with options is still interpolated and pluralised", async () => {
    const { createTranslator } = await import("./translator");
    const t = createTranslator([{ lng: "en", texts: { common: { cart: { title: "Cart", items_one: "{{count}} item", items_other: "{{count}} items" } } } }], "common");
    expect(t("cart.title")).toBe("Cart");
    expect(t("cart.title")).toBe("Cart");
    expect(t("cart.items", { count: 1 })).toBe("1 item");
    expect(t("cart.items", { count: 3 })).toBe("3 items");
    expect(t("cart.missing")).toBe("cart.missing");
    expect(t("cart.missing", "A default")).toBe("A default");
    expect(t("cart.missing")).toBe("cart.missing");
  });
});
