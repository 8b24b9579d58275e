import { describe, expect, it } from "vitest";
import { averageOf, mayDelete, mayHide, rateRefusal, replyTarget, shownAs, type CommentFacts } from "./rules";

const top: CommentFacts = { id: 1, userId: 10, replyId: null, status: "visible" };
const reply: CommentFacts = { id: 2, userId: 11, replyId: 1, status: "visible" };

describe("replyTarget: replies are one level deep", () => {
  it.each([
    ["a visible top comment is answered directly", top, null, { ok: true, topId: 1 }],
    ["answering a reply attaches to its top comment", reply, top, { ok: true, topId: 1 }],
    ["a hidden comment cannot be answered", { ...top, status: "hidden" }, null, { ok: false, error: "comments:errors.cannotReply" }],
    ["a deleted comment cannot be answered", { ...top, status: "deleted" }, null, { ok: false, error: "comments:errors.cannotReply" }],
    ["a reply under a hidden top comment cannot be answered", reply, { ...top, status: "hidden" }, { ok: false, error: "comments:errors.cannotReply" }],
    ["a reply whose top comment is gone cannot be answered", reply, null, { ok: false, error: "comments:errors.cannotReply" }],
    ["a top comment that is not the reply's parent is refused", reply, { ...top, id: 7 }, { ok: false, error: "comments:errors.cannotReply" }],
  ] as const)("%s", (_name, parent, parentTop, expected) => {
    expect(replyTarget(parent as CommentFacts, parentTop as CommentFacts | null)).toEqual(expected);
  });
});

describe("rateRefusal: ratings are 1..5, on someone else's visible comment", () => {
  it.each([
    [1, top, 99, null],
    [5, top, 99, null],
    [3, reply, 99, null],
    [0, top, 99, "comments:errors.ratingInvalid"],
    [6, top, 99, "comments:errors.ratingInvalid"],
    [9, top, 99, "comments:errors.ratingInvalid"],
    [2.5, top, 99, "comments:errors.ratingInvalid"],
    [Number.NaN, top, 99, "comments:errors.ratingInvalid"],
    [4, top, 10, "comments:errors.ownComment"],
    [4, { ...top, status: "hidden" }, 99, "comments:errors.cannotRate"],
    [4, { ...top, status: "deleted" }, 99, "comments:errors.cannotRate"],
  ] as const)("rating %s", (rating, comment, userId, expected) => {
    expect(rateRefusal(comment as CommentFacts, userId, rating)).toBe(expected);
  });
});

describe("who may delete and hide", () => {
  it.each([
    ["the writer deletes their own", mayDelete(top, 10), true],
    ["someone else cannot delete it", mayDelete(top, 11), false],
    ["a deleted comment is not deleted twice", mayDelete({ ...top, status: "deleted" }, 10), false],
    ["the writer deletes a comment staff hid", mayDelete({ ...top, status: "hidden" }, 10), true],
    ["staff hide any visible comment", mayHide(reply, true), true],
    ["staff unhide a hidden comment", mayHide({ ...top, status: "hidden" }, true), true],
    ["a shopper cannot hide", mayHide(top, false), false],
    ["staff do not hide what the writer deleted", mayHide({ ...top, status: "deleted" }, true), false],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("shownAs", () => {
  it.each([
    ["visible", false, false, "full"],
    ["hidden", false, false, "none"],
    ["hidden", true, false, "full"],
    ["hidden", false, true, "placeholder"],
    ["deleted", false, false, "none"],
    ["deleted", true, true, "placeholder"],
  ] as const)("%s, staff %s, replies %s -> %s", (status, staff, replies, expected) => {
    expect(shownAs(status, staff, replies)).toBe(expected);
  });

  it("averages to one decimal", () => {
    expect(averageOf(0, 0)).toBeNull();
    expect(averageOf(14, 3)).toBe(4.7);
  });
});
