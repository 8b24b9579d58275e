import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { QUOTE_ERROR_FIELD } from "./domain/events";
import { QuoteRequestSchema, StaffQuoteSchema } from "./forms";
import { QUOTE_STATUS } from "./status";

const valid = { groupSize: "6", dateWanted: "2026-12-05", guideLanguage: "ru", name: "Анна", email: "Anna@Example.RU" };

describe("QuoteRequestSchema", () => {
  it("normalises the contacts and defaults the message", () => {
    const parsed = QuoteRequestSchema.parse({ ...valid, phone: "+7 912 345-67-89" });
    expect(parsed).toEqual({ groupSize: 6, dateWanted: "2026-12-05", guideLanguage: "ru", name: "Анна", email: "anna@example.ru", phone: "+79123456789", message: "" });
  });

  it.each([
    ["a phone alone", { ...valid, email: undefined, phone: "9911 2233" }],
    ["the largest group the table takes", { ...valid, groupSize: "500" }],
    ["a message of 2,000 characters", { ...valid, message: "ж".repeat(2000) }],
  ])("takes %s", (_, input) => {
    expect(QuoteRequestSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ["a group of 0", { ...valid, groupSize: "0" }, "brandEvents:errors.groupSize"],
    ["a group of 501", { ...valid, groupSize: "501" }, "brandEvents:errors.groupSize"],
    ["a fractional group", { ...valid, groupSize: "2.5" }, "brandEvents:errors.groupSize"],
    ["a negative group", { ...valid, groupSize: "-3" }, "brandEvents:errors.groupSize"],
    ["no group size", { ...valid, groupSize: undefined }, "brandEvents:errors.groupSize"],
    ["a date that does not exist", { ...valid, dateWanted: "2026-02-30" }, "brandEvents:errors.dateInvalid"],
    ["a date written another way", { ...valid, dateWanted: "05.12.2026" }, "brandEvents:errors.dateInvalid"],
    ["no date", { ...valid, dateWanted: undefined }, "brandEvents:errors.dateInvalid"],
    ["an unknown language", { ...valid, guideLanguage: "de" }, "brandEvents:errors.languageRequired"],
    ["no language", { ...valid, guideLanguage: undefined }, "brandEvents:errors.languageRequired"],
    ["no name", { ...valid, name: "  " }, "brandEvents:errors.nameRequired"],
    ["a name of 101 characters", { ...valid, name: "a".repeat(101) }, "brandEvents:errors.nameTooLong"],
    ["a bad e-mail", { ...valid, email: "anna@" }, "brandEvents:errors.emailInvalid"],
    ["a bad phone", { ...valid, email: undefined, phone: "12345" }, "brandEvents:errors.phoneInvalid"],
    ["neither e-mail nor phone", { ...valid, email: undefined }, "brandEvents:errors.emailOrPhone"],
    ["a message of 2,001 characters", { ...valid, message: "ж".repeat(2001) }, "brandEvents:errors.messageTooLong"],
  ])("refuses %s", (_, input, message) => {
    const result = QuoteRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe("StaffQuoteSchema", () => {
  it.each([
    [{ intent: "answer", id: "7", price: "450000", message: "Ждём вас." }, { intent: "answer", id: 7, price: 450_000, message: "Ждём вас." }],
    [{ intent: "answer", id: "7", price: "450 000", message: "x" }, { intent: "answer", id: 7, price: 450_000, message: "x" }],
    [{ intent: "answer", id: "7", price: "450,000₮", message: "x" }, { intent: "answer", id: 7, price: 450_000, message: "x" }],
    [{ intent: "answer", id: "7", price: "0", message: "Free for you" }, { intent: "answer", id: 7, price: 0, message: "Free for you" }],
    [{ intent: "close", id: "7" }, { intent: "close", id: 7 }],
  ])("%j -> %j", (input, expected) => {
    expect(StaffQuoteSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{ intent: "answer", id: "7", price: "-1", message: "x" }, "quotes:errors.priceInvalid"],
    [{ intent: "answer", id: "7", price: "12.50", message: "x" }, "quotes:errors.priceInvalid"],
    [{ intent: "answer", id: "7", price: "", message: "x" }, "quotes:errors.priceInvalid"],
    [{ intent: "answer", id: "7", price: "2000000000", message: "x" }, "quotes:errors.priceInvalid"],
    [{ intent: "answer", id: "7", price: "100", message: " " }, "quotes:errors.messageRequired"],
    [{ intent: "answer", id: "7", price: "100", message: "x".repeat(2001) }, "quotes:errors.messageTooLong"],
    [{ intent: "close", id: "x" }, "quotes:errors.notFound"],
  ])("%j is refused with %s", (input, message) => {
    const result = StaffQuoteSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("refuses an unknown intent", () => {
    expect(StaffQuoteSchema.safeParse({ intent: "delete", id: "7" }).success).toBe(false);
  });
});

describe("every message key the forms and rules can answer with", () => {
  const LOCALES = path.resolve(__dirname, "../../../../public/locales");
  const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), "utf8")) as Record<string, unknown>;
  const lookup = (tree: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  const source = fs.readFileSync(path.join(__dirname, "forms.ts"), "utf8");
  const keys = new Set([...source.matchAll(/"((?:brandEvents|quotes):[\w.]+)"/g)].map((match) => match[1]!));
  for (const key of [...Object.keys(QUOTE_STATUS), ...Object.keys(QUOTE_ERROR_FIELD)]) keys.add(key);

  it.each([...keys].sort())("%s is written in every language", (key) => {
    const [ns, rest] = key.split(":") as [string, string];
    const languages = ns === "brandEvents" ? ["mn", "en", "ru", "cn", "it"] : ["mn", "en"];
    for (const lang of languages) expect(typeof lookup(read(lang, ns), rest), `${lang}/${ns}.json: ${rest}`).toBe("string");
  });

  it("brandEvents has the same keys in all five languages, quotes in mn and en", () => {
    const flat = (tree: Record<string, unknown>, prefix = ""): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === "object" && value !== null ? flat(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`]));
    const mn = flat(read("mn", "brandEvents")).sort();
    for (const lang of ["en", "ru", "cn", "it"]) expect(flat(read(lang, "brandEvents")).sort(), lang).toEqual(mn);
    expect(flat(read("en", "quotes")).sort()).toEqual(flat(read("mn", "quotes")).sort());
  });
});
