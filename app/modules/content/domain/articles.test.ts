import { describe, expect, it } from "vitest";
import { canEditArticle, canSeeArticle, isSlug, isTagCode, pageCount, parsePage, publishedAtAfterSave, slugFromTitle, splitList, type Viewer } from "./articles";

const staff: Viewer = { userId: 1, isStaff: true, authorId: null };
const author: Viewer = { userId: 2, isStaff: false, authorId: 7 };
const otherAuthor: Viewer = { userId: 3, isStaff: false, authorId: 8 };
const shopper: Viewer = { userId: 4, isStaff: false, authorId: null };

describe("article visibility and editing", () => {
  it.each([
    ["published", null, true, false],
    ["published", shopper, true, false],
    ["draft", null, false, false],
    ["draft", shopper, false, false],
    ["draft", otherAuthor, false, false],
    ["draft", author, true, true],
    ["draft", staff, true, true],
    ["published", otherAuthor, true, false],
    ["published", author, true, true],
  ] as const)("%s seen by %o: sees %s, edits %s", (status, viewer, sees, edits) => {
    const article = { status, authorId: 7 };
    expect(canSeeArticle(article, viewer)).toBe(sees);
    expect(canEditArticle(article, viewer)).toBe(edits);
  });
});

describe("slugs and tags", () => {
  it.each([
    ["Whisky for beginners", "whisky-for-beginners"],
    ["  Хар Сувд: шинэ амт!  ", "khar-suvd-shine-amt"],
    ["Crème brûlée & cognac", "creme-brulee-cognac"],
    ["---", ""],
  ])("%j -> %j", (title, slug) => expect(slugFromTitle(title)).toBe(slug));

  it.each([
    ["a-b", true],
    ["a--b", false],
    ["-a", false],
    ["Ab", false],
    ["", false],
    ["x".repeat(121), false],
  ])("isSlug(%j) = %s", (slug, valid) => expect(isSlug(slug)).toBe(valid));

  it("splits a typed list, lower-cased, without duplicates", () => {
    expect(splitList(" Whisky, wine ,whisky,,gin ")).toEqual(["whisky", "wine", "gin"]);
    expect(isTagCode("gift-ideas")).toBe(true);
    expect(isTagCode("gift ideas")).toBe(false);
  });
});

describe("publishing and paging", () => {
  const now = new Date("2026-11-25T00:00:00.000Z");
  it.each([
    ["published", null, now.toISOString()],
    ["published", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
    ["draft", null, null],
    ["draft", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
  ] as const)("%s after %s -> %s", (status, previous, expected) => expect(publishedAtAfterSave(status, previous, now)).toBe(expected));

  it.each([
    [null, 1],
    ["3", 3],
    ["0", 1],
    ["-2", 1],
    ["abc", 1],
  ])("page %j -> %d", (value, page) => expect(parsePage(value)).toBe(page));

  it("counts pages", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });
});
