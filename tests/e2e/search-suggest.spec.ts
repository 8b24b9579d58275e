import { anyOf, tr, trPattern } from "./support/i18n";
import { expect, test, type Page } from "./support/test";

const LABEL = tr("mn", "common:search.label");

/** The header search box: a plain search field without JavaScript, a combobox with it. */
const searchField = (page: Page) => page.getByLabel(LABEL, { exact: true });

test("the header search submits to the results page, with or without JavaScript", { tag: "@no-js" }, async ({ page }) => {
  await page.goto("/");
  const field = searchField(page);
  await field.fill("khar");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=khar$/);
  await expect(searchField(page)).toHaveValue("khar");
});

declare global {
  interface Window {
    /** Suggestion requests the page made, and how many of their answers it has read or seen fail. */
    __suggestAnswers?: { asked: number; read: number };
  }
}

/** Counts, in the page, the suggestion answers its script has finished reading (or that failed). */
async function countSuggestAnswersRead(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = (window.__suggestAnswers = { asked: 0, read: 0 });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes("/search/suggest?")) return fetch(input, init);
      counts.asked++;
      return fetch(input, init).then(
        (response) => {
          if (!response.ok) {
            counts.read++;
            return response;
          }
          const json = response.json.bind(response);
          response.json = () => json().finally(() => counts.read++);
          return response;
        },
        (error: unknown) => {
          counts.read++;
          throw error;
        },
      );
    };
  });
}

test.describe("suggestions as you type", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the combobox needs JavaScript; without it the form still submits");

  /** The combobox role appears once the page is hydrated, so waiting for it waits for JavaScript. */
  const combobox = (page: Page) => page.getByRole("combobox", { name: LABEL });
  const listbox = (page: Page) => page.getByRole("listbox");

  test("ArrowDown + Enter goes to the first suggestion", async ({ page }) => {
    await page.goto("/");
    const box = combobox(page);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveAttribute("aria-autocomplete", "list");
    await box.pressSequentially("khar", { delay: 40 });

    const list = listbox(page);
    await expect(list).toBeVisible();
    await expect(list).toHaveAttribute("data-query", "khar");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(box).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
    const options = list.getByRole("option");
    await expect(options.first()).toBeVisible();
    // The live region tells screen reader users how many there are.
    await expect(page.locator(".search-combobox [role=status]")).toHaveText(trPattern("mn", "search:suggest.count_other"));
    // Each option names what it is, and marks what was typed.
    await expect(options.first().locator(".suggestion-kind")).toHaveText(anyOf(...["product", "brand", "category", "term"].map((kind) => tr("mn", `search:kind.${kind}`))));

    const first = options.first();
    const href = (await first.getAttribute("data-href"))!;
    expect(href).toMatch(/^\//);
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await box.press("Enter");

    await expect(page).toHaveURL(new URL(href, page.url()).href);
    await expect(listbox(page)).toBeHidden();
  });

  test("ArrowUp wraps to the last suggestion and ArrowDown back to the first", async ({ page }) => {
    await page.goto("/");
    const box = combobox(page);
    await box.pressSequentially("khar", { delay: 40 });
    const options = listbox(page).getByRole("option");
    await expect(options.first()).toBeVisible();
    // The list of the whole word, not of "kha" still being replaced (which resets the choice).
    await expect(listbox(page)).toHaveAttribute("data-query", "khar");
    await box.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
  });

  test("typing fast shows suggestions for the final text only", async ({ page }) => {
    const asked: string[] = [];
    const lateAnswered: string[] = [];
    await countSuggestAnswersRead(page);
    // Answers for the earlier texts come back late and wrong; they must never be shown. A slow
    // server, made certain: they are held until the final text's list is on screen.
    let releaseLateAnswers!: () => void;
    const lateAnswersMayGo = new Promise<void>((resolve) => (releaseLateAnswers = resolve));
    await page.route("**/search/suggest?*", async (route) => {
      const q = new URL(route.request().url()).searchParams.get("q") ?? "";
      asked.push(q);
      if (q === "kha") return route.continue();
      await lateAnswersMayGo;
      await route
        .fulfill({
          json: { q, suggestions: [{ text: `STALE ${q}`, kind: "term", href: `/search?q=stale-${q}` }] },
          headers: { "Cache-Control": "no-store" },
        })
        .catch(() => {}); // the box may have aborted it already
      lateAnswered.push(q);
    });

    await page.goto("/");
    const box = combobox(page);
    await box.pressSequentially("kha", { delay: 20 });
    const list = listbox(page);
    await expect(list).toBeVisible();
    await expect(list).toHaveAttribute("data-query", "kha");
    await expect(list.getByRole("option")).not.toHaveCount(0);

    // Slowly this time, so the answers for "k" and "kh" really are asked for and arrive last.
    await box.fill("");
    await expect(list).toBeHidden();
    const asksBefore = asked.length;
    await box.press("k");
    await expect.poll(() => asked.slice(asksBefore)).toContain("k");
    await box.press("h");
    await expect.poll(() => asked.slice(asksBefore)).toContain("kh");
    await box.press("a");
    await expect(list).toBeVisible();
    await expect(list).toHaveAttribute("data-query", "kha");
    releaseLateAnswers();
    // Wait until every late answer (those for "k" and "kh" among them) has been delivered, or
    // aborted by the box, and the page has read each one (or seen it aborted).
    await expect.poll(() => asked.filter((q) => q !== "kha").length - lateAnswered.length).toBe(0);
    await expect.poll(() => page.evaluate(() => window.__suggestAnswers!.asked - window.__suggestAnswers!.read)).toBe(0);
    // A stale answer the box wrongly accepted would be drawn in the next render: let two frames pass.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(list).toHaveAttribute("data-query", "kha");
    await expect(list.getByText(/STALE/)).toHaveCount(0);
    expect(asked).toContain("k");
    expect(asked).toContain("kh");
    expect(asked.at(-1)).toBe("kha");
  });

  test("Escape, Tab and a click outside close the list", async ({ page }) => {
    await page.goto("/");
    const box = combobox(page);
    await box.pressSequentially("khar", { delay: 40 });
    const list = listbox(page);
    await expect(list).toBeVisible();

    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("khar");
    await expect(box).toBeFocused();

    // ArrowDown opens it again with the same suggestions.
    await box.press("ArrowDown");
    await expect(list).toBeVisible();
    await box.press("Tab");
    await expect(list).toBeHidden();

    await box.focus();
    await box.press("ArrowDown");
    await expect(list).toBeVisible();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(list).toBeHidden();
  });

  test("Enter without a highlighted suggestion searches for the text", async ({ page }) => {
    await page.goto("/");
    const box = combobox(page);
    await box.pressSequentially("khar", { delay: 40 });
    await expect(listbox(page)).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=khar$/);
  });

  test("on a 390 px phone the list fits the screen below the header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const box = combobox(page);
    await box.pressSequentially("khar", { delay: 40 });
    const list = listbox(page);
    await expect(list).toBeVisible();
    // The answer for the whole word: an earlier one ("k", "kh") may still be on screen.
    await expect(list).toHaveAttribute("data-query", "khar");
    const boxRect = (await box.boundingBox())!;
    const listRect = (await list.boundingBox())!;
    expect(listRect.y).toBeGreaterThanOrEqual(boxRect.y + boxRect.height);
    expect(listRect.x).toBeGreaterThanOrEqual(0);
    expect(listRect.x + listRect.width).toBeLessThanOrEqual(390);
    expect(listRect.y + listRect.height).toBeLessThanOrEqual(844);
    // Nothing covers the first option: it is what a tap there hits.
    const first = list.getByRole("option").first();
    const href = (await first.getAttribute("data-href"))!;
    await first.click();
    await expect(page).toHaveURL(new URL(href, page.url()).href);
  });
});
