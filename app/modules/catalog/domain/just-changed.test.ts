import { describe, expect, it } from "vitest";
import { INITIAL_JUST_CHANGED, justChangedReducer, type JustChangedEvent, type JustChangedState } from "./just-changed";

describe("justChangedReducer (spec 4)", () => {
  const run = (events: JustChangedEvent[], from: JustChangedState = INITIAL_JUST_CHANGED) => events.reduce(justChangedReducer, from);

  it.each<[string, JustChangedEvent[], boolean]>([
    ["starts false", [], false],
    ["added sets it", [{ type: "added" }], true],
    ["3 s later it resets", [{ type: "added" }, { type: "tick3s", generation: 1 }], false],
    ["a plain success resets it", [{ type: "added" }, { type: "plainSuccess" }], false],
    ["a failure resets it", [{ type: "added" }, { type: "failure" }], false],
    ["an order reset resets it", [{ type: "added" }, { type: "orderReset" }], false],
    ["a stale timer from the first add leaves the second add highlighted", [{ type: "added" }, { type: "added" }, { type: "tick3s", generation: 1 }], true],
    ["the second add's timer resets it", [{ type: "added" }, { type: "added" }, { type: "tick3s", generation: 2 }], false],
    ["added after a failure sets it again", [{ type: "added" }, { type: "failure" }, { type: "added" }], true],
  ])("%s", (_, events, expected) => {
    expect(run(events).justChanged).toBe(expected);
  });

  it("returns the same state object when nothing changes", () => {
    expect(justChangedReducer(INITIAL_JUST_CHANGED, { type: "failure" })).toBe(INITIAL_JUST_CHANGED);
    const added = justChangedReducer(INITIAL_JUST_CHANGED, { type: "added" });
    expect(added).toEqual({ justChanged: true, generation: 1 });
    expect(justChangedReducer(added, { type: "tick3s", generation: 0 })).toBe(added);
  });
});
