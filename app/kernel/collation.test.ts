import { describe, expect, it } from "vitest";
import { englishSortKey, mongolianSortKey } from "./collation";

const sortBy = (names: string[], key: (s: string) => string) =>
  [...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

describe("mongolianSortKey", () => {
  it.each([
    [["Яргуй", "Өлзий", "Оргил", "Пиво"], ["Оргил", "Өлзий", "Пиво", "Яргуй"]],
    [["Үүр", "Фанта", "Ус"], ["Ус", "Үүр", "Фанта"]],
    [["ёотон", "ерөөл", "жимс"], ["ерөөл", "ёотон", "жимс"]],
    [["бор", "Алтан", "архи"], ["Алтан", "архи", "бор"]],
  ])("orders %j as %j", (input, expected) => {
    expect(sortBy(input, mongolianSortKey)).toEqual(expected);
  });
});

describe("englishSortKey", () => {
  it("ignores case and accents", () => {
    expect(sortBy(["rosé", "Rioja", "Amarone", "château"], englishSortKey)).toEqual([
      "Amarone",
      "château",
      "Rioja",
      "rosé",
    ]);
  });
});
