import { describe, expect, it } from "vitest";
import {
  type RatingBand,
  REVIEW_TEXTS,
  type ReviewTextKind,
} from "./review-texts";

const KINDS: ReviewTextKind[] = [
  "wine",
  "sparkling",
  "spirit",
  "beer",
  "other",
];
const BANDS: RatingBand[] = ["praise", "good", "mixed", "poor"];
const CASES = KINDS.flatMap((kind) =>
  BANDS.map((band) => [kind, band] as const)
);

describe("demo review texts", () => {
  it("has exactly the five kinds and four bands", () => {
    expect(Object.keys(REVIEW_TEXTS).sort()).toEqual([...KINDS].sort());
    for (const kind of KINDS)
      expect(Object.keys(REVIEW_TEXTS[kind]).sort()).toEqual([...BANDS].sort());
  });

  it.each(CASES)(
    "%s / %s: 12 mn and 6 en plain texts of 40-400 characters",
    (kind, band) => {
      const { mn, en } = REVIEW_TEXTS[kind][band];
      expect(mn).toHaveLength(12);
      expect(en).toHaveLength(6);
      for (const text of [...mn, ...en]) {
        expect(text.length, text).toBeGreaterThanOrEqual(40);
        expect(text.length, text).toBeLessThanOrEqual(400);
        expect(text, text).not.toContain("<");
        expect(text, text).toBe(text.trim());
      }
      for (const text of mn) expect(text, text).toMatch(/[\u0400-\u04FF]/);
      for (const text of en) expect(text, text).not.toMatch(/[\u0400-\u04FF]/);
      expect(new Set([...mn, ...en]).size).toBe(18);
    }
  );
});
