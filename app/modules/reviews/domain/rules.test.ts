import { describe, expect, it } from "vitest";
import {
  cleanPhotoName,
  histogramRows,
  isReviewPhotoFile,
  mayChange,
  maySee,
  mayVote,
  moderationOf,
  moderationTransition,
  pageCountOf,
  parseReviewListParams,
  photoCountAllowed,
  reviewInputRefusal,
  summaryFromCounts,
  voteRefusal,
  type ReviewState,
} from "./rules";

const AUTHOR = 7;
const OTHER = 8;
const review = (status: ReviewState) => ({ userId: AUTHOR, status });

describe("who sees a review", () => {
  it.each([
    ["visible", null, false, true],
    ["visible", OTHER, false, true],
    ["hidden", null, false, false],
    ["hidden", OTHER, false, false],
    ["hidden", AUTHOR, false, true],
    ["hidden", OTHER, true, true],
  ] as const)("%s review, viewer %s, staff %s → %s", (status, userId, isStaff, expected) => {
    expect(maySee(review(status), { userId, isStaff })).toBe(expected);
  });
});

describe("who edits, deletes, votes and reports", () => {
  it.each([
    ["visible", AUTHOR, true],
    ["hidden", AUTHOR, true],
    ["visible", OTHER, false],
    ["hidden", OTHER, false],
  ] as const)("change: %s review by %s → %s", (status, userId, expected) => {
    expect(mayChange(review(status), userId)).toBe(expected);
  });

  it.each([
    ["visible", OTHER, null],
    ["visible", AUTHOR, "reviews:errors.ownReview"],
    ["hidden", OTHER, "reviews:errors.reviewNotFound"],
    ["hidden", AUTHOR, "reviews:errors.reviewNotFound"],
  ] as const)("vote or report: %s review by %s → %s", (status, userId, expected) => {
    expect(voteRefusal(review(status), userId)).toBe(expected);
  });

  it.each([
    ["visible", null, false],
    ["visible", OTHER, true],
    ["visible", AUTHOR, false],
    ["hidden", OTHER, false],
  ] as const)("buttons: %s review, viewer %s → %s", (status, viewerId, expected) => {
    expect(mayVote(review(status), viewerId)).toBe(expected);
  });
});

describe("moderation", () => {
  it.each([
    ["visible", true, "hide"],
    ["hidden", true, "restore"],
    ["visible", false, null],
    ["hidden", false, null],
  ] as const)("%s, staff %s → %s", (status, isStaff, expected) => {
    expect(moderationOf(status, isStaff)).toBe(expected);
  });

  it("hides only a visible review and restores only a hidden one", () => {
    expect(moderationTransition("hide")).toEqual({ from: "visible", to: "hidden" });
    expect(moderationTransition("restore")).toEqual({ from: "hidden", to: "visible" });
  });
});

describe("summary", () => {
  it("always has five rows, 5 stars first, missing ratings at 0", () => {
    expect(histogramRows([{ rating: 2, count: 3 }, { rating: 5, count: 1 }])).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 0 },
      { stars: 3, count: 0 },
      { stars: 2, count: 3 },
      { stars: 1, count: 0 },
    ]);
  });

  it.each([
    [[], 0, 0],
    [[{ rating: 5, count: 1 }], 5, 1],
    [[{ rating: 5, count: 2 }, { rating: 4, count: 1 }], 14 / 3, 3],
    [[{ rating: 1, count: 1 }, { rating: 2, count: 1 }], 1.5, 2],
  ])("counts %j → average %d of %d", (counts, average, total) => {
    const summary = summaryFromCounts(counts);
    expect(summary.average).toBe(average);
    expect(summary.total).toBe(total);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [1000, 100],
  ])("%d reviews → %d pages", (total, pages) => {
    expect(pageCountOf(total)).toBe(pages);
  });
});

describe("list parameters", () => {
  it.each([
    ["", "newest", 1],
    ["reviews=helpful", "helpful", 1],
    ["reviews=photos&reviewPage=3", "photos", 3],
    ["reviews=lowest&reviewPage=0", "lowest", 1],
    ["reviews=best&reviewPage=-2", "newest", 1],
    ["reviews=highest&reviewPage=2.5", "highest", 1],
    ["reviewPage=99999999", "newest", 1],
  ])("%s → %s, page %d", (query, sort, page) => {
    expect(parseReviewListParams(new URLSearchParams(query))).toEqual({ sort, page });
  });
});

describe("photos", () => {
  it.each([
    ["IMG_0001.JPG", "IMG_0001.JPG"],
    ["C:\\Users\\Bat\\Pictures\\зураг.png", "зураг.png"],
    ["../../etc/passwd", "passwd"],
    ["  a\u0000b\tc\n.jpg  ", "abc.jpg"],
    ["my  holiday   photo.jpg", "my holiday photo.jpg"],
    ["x".repeat(300), "x".repeat(200)],
    ["", ""],
  ])("name %j is kept as %j", (input, expected) => {
    expect(cleanPhotoName(input)).toBe(expected);
  });

  it.each([
    ["0123456789abcdef0123456789abcdef.webp", true],
    ["0123456789ABCDEF0123456789abcdef.webp", false],
    ["../0123456789abcdef0123456789abcd.webp", false],
    ["0123456789abcdef0123456789abcdef.png", false],
  ])("stored file %s is ours: %s", (file, expected) => {
    expect(isReviewPhotoFile(file)).toBe(expected);
  });

  it.each([
    [0, 0, 5, true],
    [0, 0, 6, false],
    [3, 1, 3, true],
    [5, 0, 1, false],
    [5, 5, 5, true],
  ])("%d kept, %d removed, %d added → %s", (existing, removed, added, expected) => {
    expect(photoCountAllowed(existing, removed, added)).toBe(expected);
  });
});

describe("rating and text", () => {
  it.each([
    [5, "Маш сайн чанартай.", null],
    [0, "Маш сайн чанартай.", "reviews:errors.ratingRequired"],
    [6, "Маш сайн чанартай.", "reviews:errors.ratingRequired"],
    [2.5, "Маш сайн чанартай.", "reviews:errors.ratingRequired"],
    [3, "Богино", "reviews:errors.textTooShort"],
    [3, "😀😀😀😀😀", "reviews:errors.textTooShort"],
    [3, "я".repeat(2000), null],
    [3, "я".repeat(2001), "reviews:errors.textTooLong"],
  ])("rating %d, text %j → %s", (rating, text, expected) => {
    expect(reviewInputRefusal(rating, text)).toBe(expected);
  });
});
