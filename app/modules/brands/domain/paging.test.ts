import { describe, expect, it } from "vitest";
import { pageCount, pageNumber } from "./paging";

describe("pageNumber", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["3", 3],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
    ["99999999", 1],
  ] as const)("%s -> %i", (value, page) => {
    expect(pageNumber(value)).toBe(page);
  });
});

describe("pageCount", () => {
  it.each([
    [0, 1],
    [40, 1],
    [41, 2],
    [80, 2],
  ])("%i products -> %i pages of 40", (total, pages) => {
    expect(pageCount(total, 40)).toBe(pages);
  });
});
