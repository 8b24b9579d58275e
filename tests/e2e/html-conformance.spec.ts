import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { MAIN_PAGES, test } from "./support/main-pages";
import { BOT_UA, decodeUtf8, rawGet } from "./support/raw-http";

/**
 * Every main page is conformant HTML (issue 12, section 1): html-validate with the project's
 * .htmlvalidate.mjs (the recommended and document presets; its short allow-list says why each
 * entry is there). The document checked is the whole one a crawler gets; page-integrity.spec.ts
 * shows that the streamed one is the same text.
 */

// Browserless (raw HTTP): once, in the js project.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "raw HTTP, no browser: runs in the js project only");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// Finds .htmlvalidate.mjs from the document's (virtual) file name upwards, as the CLI would.
const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());

for (const mainPage of MAIN_PAGES) {
  test(`${mainPage.name}: conformant HTML`, async ({ visitors }) => {
    const page = await visitors.reach(mainPage);
    const response = await rawGet(page.url, { ...page.headers, "User-Agent": BOT_UA });
    expect(response.status, page.url).toBe(page.status);
    const fileName = path.join(root, "pages", `${mainPage.name.replace(/[^a-z0-9]+/gi, "-")}.html`);
    const report = await htmlvalidate.validateString(decodeUtf8(response.bytes), fileName);
    const errors = report.results.flatMap((result) => result.messages).filter((message) => message.severity === 2);
    for (const [rule, count] of Object.entries(countByRule(errors))) {
      test.info().annotations.push({ type: "html-validate", description: `${rule}: ${count}` });
    }
    expect(errors.map(describe), `${page.url}: html-validate errors`).toEqual([]);
  });
}

function countByRule(messages: Message[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const message of messages) counts[message.ruleId] = (counts[message.ruleId] ?? 0) + 1;
  return counts;
}

function describe(message: Message): string {
  return `${message.ruleId} (line ${message.line}) ${message.selector ?? ""}: ${message.message}`;
}
