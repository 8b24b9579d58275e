import { afterEach, describe, expect, it, vi } from "vitest";
import { createAfterCommitRuns } from "./after-commit-runs";

type Handle = { readonly isTransaction: boolean; name: string };

describe("after-commit runs", () => {
  afterEach(() => vi.useRealTimers());

  it("runs once for several schedules made before the run starts, and again for one made during it", async () => {
    const seen: string[] = [];
    let release: () => void = () => {};
    const runs = createAfterCommitRuns<Handle>({
      label: "[test]",
      run: async (handle) => {
        seen.push(handle.name);
        if (seen.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return null;
      },
      now: () => 0,
    });
    const shop = { isTransaction: false, name: "shop" };
    runs.schedule(shop);
    runs.schedule(shop);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(["shop"]);
    runs.schedule(shop); // queued while the first run is going
    release();
    await runs.whenIdle(shop);
    expect(seen).toEqual(["shop", "shop"]);
  });

  it("sends a transaction's schedule to the home handle, and nowhere before there is one", async () => {
    const seen: string[] = [];
    const runs = createAfterCommitRuns<Handle>({ label: "[test]", run: async (h) => (seen.push(h.name), null), now: () => 0 });
    const trx = { isTransaction: true, name: "trx" };
    expect(runs.scheduleAfter(trx)).toBeNull();
    const shop = { isTransaction: false, name: "shop" };
    runs.setHome(shop);
    expect(runs.scheduleAfter(trx)).toBe(shop);
    await runs.whenIdle(shop);
    expect(seen).toEqual(["shop"]);
  });

  it("runs again when the next row falls due, and a failing run is logged, not thrown", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    let clock = 1_000;
    const answers: (number | Error | null)[] = [clock + 60_000, new Error("smtp down"), null];
    const runs = createAfterCommitRuns<Handle>({
      label: "[test]",
      run: async () => {
        const answer = answers.shift() ?? null;
        if (answer instanceof Error) throw answer;
        return answer;
      },
      now: () => clock,
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const shop = { isTransaction: false, name: "shop" };
    runs.schedule(shop);
    await runs.whenIdle(shop);
    expect(answers).toHaveLength(2);
    clock += 60_000;
    vi.advanceTimersByTime(60_100);
    await runs.whenIdle(shop);
    expect(answers).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith("[test] delivery run failed:", expect.any(Error));
    errors.mockRestore();
  });
});
