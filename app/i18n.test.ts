import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "./i18n";

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

/** i18next plural forms: `count_one`/`count_other` answer to `count`. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

describe.each(Object.keys(resources.mn) as (keyof typeof resources.mn)[])("translations in %s.json", (ns) => {
  const mn = keys(resources.mn[ns] as unknown as Tree);
  const en = keys(resources.en[ns] as unknown as Tree);

  it("has every Mongolian key in English and the reverse", () => {
    expect(mn.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !mn.includes(k))).toEqual([]);
  });

  it("has no empty texts", () => {
    const empty = (tree: Tree, lng: string) =>
      keys(tree).filter((k) => {
        const value = k.split(".").reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);
        return typeof value === "string" && value.trim() === "";
      }).map((k) => `${lng}:${k}`);
    expect([...empty(resources.mn[ns] as unknown as Tree, "mn"), ...empty(resources.en[ns] as unknown as Tree, "en")]).toEqual([]);
  });

  it("defines every literal key the code asks for", () => {
    const known = new Set(mn.map(base));
    const missing = new Set<string>();
    for (const file of sourceFiles(path.resolve(__dirname))) {
      const text = fs.readFileSync(file, "utf8");
      // Keys of this namespace: `t("ns:key")`, or plain `t("key")` for the file's default: the
      // namespace its `useTranslation("ns")` / `getFixedT(request, "ns")` binds, else common.
      const bound = /useTranslation\(\s*"([a-z]+)"\s*\)|getFixedT\([^)]*?,\s*"([a-z]+)"\s*\)/.exec(text);
      const fileDefault = bound?.[1] ?? bound?.[2] ?? "common";
      for (const match of text.matchAll(/\bt\(\s*"(?:([a-z]+):)?([a-zA-Z0-9_.]+)"/g)) {
        if ((match[1] ?? fileDefault) !== ns) continue;
        if (!known.has(match[2]!)) missing.add(`${path.relative(__dirname, file)}: ${match[2]}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
