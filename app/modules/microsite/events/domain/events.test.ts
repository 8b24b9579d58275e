import { describe, expect, it } from "vitest";
import { MICROSITE_LOCALES } from "../../locales";
import {
  addDays,
  answerChannel,
  asQuoteState,
  EVENT_LANGUAGES,
  eventPhase,
  groupSizeMax,
  judgeQuoteRequest,
  normaliseVisitorPhone,
  parseGuideLanguages,
  pickEventText,
  PRIVATE_TOUR_GROUP_MAX,
  QUOTE_ERROR_FIELD,
  suggestedGroupPrice,
  type RequestedEvent,
} from "./events";

const now = new Date("2026-11-24T04:00:00Z"); // 12:00 in Ulaanbaatar
const today = "2026-11-24";

describe("EVENT_LANGUAGES", () => {
  it("are the microsite's languages", () => {
    expect([...EVENT_LANGUAGES].sort()).toEqual([...MICROSITE_LOCALES].sort());
  });
});

describe("eventPhase", () => {
  it.each([
    ["starts tomorrow", "2026-11-25T10:00:00.000Z", "2026-11-25T12:00:00.000Z", "upcoming"],
    ["starts in a minute", "2026-11-24T04:01:00.000Z", "2026-11-24T06:00:00.000Z", "upcoming"],
    ["started a minute ago", "2026-11-24T03:59:00.000Z", "2026-11-24T06:00:00.000Z", "underway"],
    ["starts exactly now", "2026-11-24T04:00:00.000Z", "2026-11-24T06:00:00.000Z", "underway"],
    ["ended exactly now", "2026-11-24T02:00:00.000Z", "2026-11-24T04:00:00.000Z", "past"],
    ["ended last week", "2026-11-17T10:00:00.000Z", "2026-11-17T12:00:00.000Z", "past"],
  ])("%s -> %s", (_, startsAt, endsAt, phase) => {
    expect(eventPhase({ startsAt, endsAt }, now)).toBe(phase);
  });
});

describe("parseGuideLanguages", () => {
  it.each([
    ["mn,en,ru", ["mn", "en", "ru"]],
    [" mn , en ", ["mn", "en"]],
    ["mn,mn,en", ["mn", "en"]],
    ["mn,xx,de,it", ["mn", "it"]],
    ["", []],
  ])("%j -> %j", (stored, expected) => {
    expect(parseGuideLanguages(stored)).toEqual(expected);
  });
});

describe("pickEventText", () => {
  const texts = [
    { lang: "mn", title: "Аялал", place: "Үйлдвэр", summary: "" },
    { lang: "ru", title: "Экскурсия", place: "Завод", summary: "" },
  ];
  it.each([
    ["ru", "Экскурсия"],
    ["mn", "Аялал"],
    ["it", "Аялал"],
    ["cn", "Аялал"],
  ])("%s -> %s", (lang, title) => {
    expect(pickEventText(texts, lang)?.title).toBe(title);
  });
  it("is null without any text", () => {
    expect(pickEventText([], "en")).toBeNull();
  });
});

describe("normaliseVisitorPhone", () => {
  it.each([
    ["9911 2233", "+97699112233"],
    ["+976 8811-2233", "+97688112233"],
    ["+7 912 345-67-89", "+79123456789"],
    ["0039 06 1234 5678", "+390612345678"],
    ["+86 138 0013 8000", "+8613800138000"],
    ["12345", null],
    ["1234 5678", null],
    ["+0 123 456 789", null],
    ["+1 234", null],
    ["+1234567890123456", null],
    ["phone", null],
    ["", null],
  ])("%j -> %j", (input, expected) => {
    expect(normaliseVisitorPhone(input)).toBe(expected);
  });
});

describe("answerChannel", () => {
  it.each([
    [{ email: "a@b.it", phone: "+390612345678" }, { channel: "email", to: "a@b.it" }],
    [{ email: null, phone: "+390612345678" }, { channel: "sms", to: "+390612345678" }],
    [{ email: null, phone: null }, null],
  ])("%j -> %j", (contact, expected) => {
    expect(answerChannel(contact)).toEqual(expected);
  });
});

describe("asQuoteState", () => {
  it.each([
    ["new", "new"],
    ["answered", "answered"],
    ["closed", "closed"],
    ["", null],
    [null, null],
    ["deleted", null],
  ])("%j -> %j", (value, expected) => {
    expect(asQuoteState(value)).toBe(expected);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-11-24", 1, "2026-11-25"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-11-24", 366, "2027-11-25"],
  ])("%s + %d = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe("judgeQuoteRequest", () => {
  const tour: RequestedEvent = { capacity: 12, guideLanguages: ["mn", "en", "ru"], startsAt: "2026-12-01T06:00:00.000Z", endsAt: "2026-12-01T08:00:00.000Z" };
  const good = { groupSize: 6, dateWanted: "2026-12-01", guideLanguage: "ru" as const };
  it.each([
    ["a good request", good, tour, []],
    ["the whole event", { ...good, groupSize: 12 }, tour, []],
    ["a group over the places", { ...good, groupSize: 13 }, tour, ["brandEvents:errors.groupTooLarge"]],
    ["a language the event does not offer", { ...good, guideLanguage: "it" as const }, tour, ["brandEvents:errors.languageNotOffered"]],
    ["today", { ...good, dateWanted: today }, tour, []],
    ["yesterday", { ...good, dateWanted: "2026-11-23" }, tour, ["brandEvents:errors.datePast"]],
    ["a year and a day ahead", { ...good, dateWanted: addDays(today, 366) }, tour, []],
    ["too far ahead", { ...good, dateWanted: addDays(today, 367) }, tour, ["brandEvents:errors.dateTooFar"]],
    [
      "everything wrong at once",
      { groupSize: 40, dateWanted: "2020-01-01", guideLanguage: "cn" as const },
      tour,
      ["brandEvents:errors.groupTooLarge", "brandEvents:errors.datePast", "brandEvents:errors.languageNotOffered"],
    ],
    ["an event under way", good, { ...tour, startsAt: "2026-11-24T03:00:00.000Z", endsAt: "2026-11-24T06:00:00.000Z" }, ["brandEvents:errors.eventClosed"]],
    ["a past event", good, { ...tour, startsAt: "2026-11-20T03:00:00.000Z", endsAt: "2026-11-20T06:00:00.000Z" }, ["brandEvents:errors.eventClosed"]],
    ["a private tour in any language", { ...good, guideLanguage: "it" as const }, null, []],
    ["a private tour at its largest", { ...good, groupSize: PRIVATE_TOUR_GROUP_MAX }, null, []],
    ["a private tour too large", { ...good, groupSize: PRIVATE_TOUR_GROUP_MAX + 1 }, null, ["brandEvents:errors.groupTooLarge"]],
  ])("%s", (_, facts, event, expected) => {
    expect(judgeQuoteRequest(facts, event, now, today)).toEqual(expected);
  });

  it("names a field for every refusal", () => {
    expect(Object.keys(QUOTE_ERROR_FIELD).sort()).toEqual(
      ["brandEvents:errors.dateTooFar", "brandEvents:errors.datePast", "brandEvents:errors.eventClosed", "brandEvents:errors.groupTooLarge", "brandEvents:errors.languageNotOffered"].sort(),
    );
  });
});

describe("groupSizeMax and suggestedGroupPrice", () => {
  it.each([
    [{ capacity: 12, guideLanguages: [], startsAt: "", endsAt: "" }, 12],
    [null, PRIVATE_TOUR_GROUP_MAX],
  ] as const)("%j -> %d", (event, max) => {
    expect(groupSizeMax(event as RequestedEvent | null)).toBe(max);
  });
  it.each([
    [45_000, 6, 270_000],
    [0, 6, 0],
    [null, 6, null],
  ])("%j x %d = %j", (price, size, total) => {
    expect(suggestedGroupPrice(price, size)).toBe(total);
  });
});
