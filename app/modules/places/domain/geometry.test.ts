import { describe, expect, it } from "vitest";
import { boundingBox, isClosedRing, isCoordinate, type Position } from "./geometry";

const square = (x1: number, y1: number, x2: number, y2: number): Position[] => [[x1, y1], [x2, y1], [x2, y2], [x1, y2], [x1, y1]];

describe("boundingBox", () => {
  it.each([
    ["a polygon", { type: "Polygon" as const, coordinates: [square(106.86, 47.9, 106.88, 47.92)] }, { minLon: 106.86, minLat: 47.9, maxLon: 106.88, maxLat: 47.92 }],
    ["a polygon's hole does not widen it", { type: "Polygon" as const, coordinates: [square(0, 0, 2, 2), square(0.5, 0.5, 1, 1)] }, { minLon: 0, minLat: 0, maxLon: 2, maxLat: 2 }],
    ["a multipolygon spans its parts", { type: "MultiPolygon" as const, coordinates: [[square(1, 1, 2, 2)], [square(5, -1, 6, 0)]] }, { minLon: 1, minLat: -1, maxLon: 6, maxLat: 2 }],
  ])("%s", (_name, geometry, box) => {
    expect(boundingBox(geometry)).toEqual(box);
  });
});

describe("isCoordinate", () => {
  it.each([
    [47.91, 106.87, true],
    [90, 180, true],
    [-90, -180, true],
    [90.0001, 0, false],
    [0, 180.5, false],
    [Number.NaN, 0, false],
    [Infinity, 0, false],
    ["47", 106, false],
    [null, 106, false],
  ])("%s, %s -> %s", (lat, lon, expected) => {
    expect(isCoordinate(lat, lon)).toBe(expected);
  });
});

describe("isClosedRing", () => {
  it.each([
    [square(0, 0, 1, 1), true],
    [square(0, 0, 1, 1).slice(0, 4), false],
    [[[0, 0], [1, 0], [0, 0]] as Position[], false],
  ])("%j -> %s", (ring, expected) => {
    expect(isClosedRing(ring)).toBe(expected);
  });
});
