import { expect, test, type Page } from "./support/test";

const LABEL = "Бүтээгдэхүүн хайх";

/** The header search box: a plain search field without JavaScript, a combobox with it. */
const searchField = (page: Page) => page.getByLabel(LABEL, { exact: true });

test("the header search submits to the results page, with or without JavaScript", async ({ page }) => {
  await page.goto("/");
  const field = searchField(page);
  await field.fill("khar");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=khar$/);
  await expect(searchField(page)).toHaveValue("khar");
});

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
    await expect(page.locator(".search-combobox [role=status]")).toHaveText(/санал олдлоо/);
    // Each option names what it is, and marks what was typed.
    await expect(options.first().locator(".suggestion-kind")).toHaveText(/Бүтээгдэхүүн|Брэнд|Ангилал|Хайлтын үг/);

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
    await box.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
  });

  test("typing fast shows suggestions for the final text only", async ({ page }) => {
    const asked: string[] = [];
    const lateAnswered: string[] = [];
    // Answers for the earlier texts come back late and wrong; they must never be shown.
    await page.route("**/search/suggest?*", async (route) => {
      const q = new URL(route.request().url()).searchParams.get("q") ?? "";
      asked.push(q);
      if (q === "kha") return route.continue();
      // Deliberate: this stands for a slow server, so the answer arrives after the final text's.
      await new Promise((resolve) => setTimeout(resolve, 900));
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
    // Wait until every late answer (those for "k" and "kh" among them) has been delivered, or
    // aborted by the box.
    await expect.poll(() => asked.filter((q) => q !== "kha").length - lateAnswered.length).toBe(0);
    // Deliberate real-time window: a stale answer that the box wrongly accepted would be drawn
    // just after delivery, and there is no event for "nothing happened"; give it that moment.
    await page.waitForTimeout(300);
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
