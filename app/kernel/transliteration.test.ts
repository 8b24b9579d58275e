import { describe, expect, it } from "vitest";
import { looseKey, toLatin } from "./transliteration";

describe("toLatin", () => {
  it.each([
    ["Хар Сувд", "Khar Suvd"],
    ["Чингис Алтан", "Chingis Altan"],
    ["Өлзий", "Olzii"],
    ["Сэлэнгэ", "Selenge"],
    ["Ерөөл", "Yerool"],
    ["Мерло", "Merlo"],
    ["Шампанск дарс", "Shampansk dars"],
    ["Цагаан архи", "Tsagaan arkhi"],
    ["Юу ч биш", "Yuu ch bish"],
    ["Gold 750мл", "Gold 750ml"],
  ])("%s -> %s", (input, expected) => {
    expect(toLatin(input)).toBe(expected);
  });
});

describe("looseKey: Latin typing finds Cyrillic names and the reverse", () => {
  it.each([
    // [what the product is called, what a shopper types]
    ["Хар Сувд", "khar suvd"],
    ["Хар Сувд", "xar suvd"],
    ["Хар Сувд", "har suvd"],
    ["Хар Сувд Премиум архи", "khar suvd premium arkhi"],
    ["Чингис Алтан архи", "chinggis altan arkhi"],
    ["Соёмбо Сонгодог архи", "soyombo songodog"],
    ["Алтан Говь", "altan gobi"],
    ["Өлзий", "olzii"],
    ["Үүрийн гэгээ", "uuriin gegee"],
    ["Жимсний ликёр", "jimsnii likyor"],
    ["Жимсний ликёр", "zhimsnii"],
    ["Цагаан дарс", "tsagaan dars"],
    ["Шар айраг", "shar airag"],
    ["Chivas Regal", "чивас"],
    ["Château Valmorel", "chateau valmorel"],
    ["Glen Corran", "глен корран"],
  ])("%s is found by typing %s", (name, typed) => {
    expect(looseKey(name)).toContain(looseKey(typed));
  });

  it.each([
    ["Хар Сувд", "цагаан"],
    ["Чингис", "soyombo"],
    ["Алтан Говь", "arkhi"],
  ])("%s is not found by %s", (name, typed) => {
    expect(looseKey(name)).not.toContain(looseKey(typed));
  });

  it("drops punctuation and keeps digits", () => {
    expect(looseKey("Хар Сувд 0.75л, 40%")).toBe("har subd 0 75l 40");
  });
});
