import { describe, expect, it } from "vitest";
import { UB_DISTRICT_CODES } from "~/kernel/mongolia-places";
import { UB_CENTRAL_DISTRICTS, UB_REMOTE_DISTRICTS, deliveryQuote, deliveryZone, type DeliveryRates } from "./delivery-zones";

const rates: DeliveryRates = {
  "ub-central": { simple: 5_000, express: 12_000 },
  "ub-remote": { simple: 10_000, express: 20_000 },
  aimag: { simple: 25_000, express: null },
  "MN-047": { simple: 15_000, express: null },
};

const ub = (district: string) => ({ city: "MN-1", district });

describe("deliveryZone", () => {
  it.each([
    ["bayangol", "ub-central"],
    ["bayanzurkh", "ub-central"],
    ["chingeltei", "ub-central"],
    ["khan-uul", "ub-central"],
    ["songinokhairkhan", "ub-central"],
    ["sukhbaatar", "ub-central"],
    ["bagakhangai", "ub-remote"],
    ["baganuur", "ub-remote"],
    ["nalaikh", "ub-remote"],
    [" nalaikh ", "ub-remote"],
  ])("Ulaanbaatar, %s -> %s", (district, kind) => {
    expect(deliveryZone(ub(district))).toEqual({ kind, id: kind });
  });

  it("covers every district of mongolia-places exactly once", () => {
    const zoned = [...UB_CENTRAL_DISTRICTS, ...UB_REMOTE_DISTRICTS].sort();
    expect(zoned).toEqual([...UB_DISTRICT_CODES].sort());
  });

  it.each([
    [{ city: "MN-073", district: "Tsetserleg" }, { kind: "aimag", id: "MN-073" }],
    [{ city: "MN-047", district: "" }, { kind: "aimag", id: "MN-047" }],
    [{ city: "MN-1", district: "" }, null],
    [{ city: "MN-1", district: "Bayangol" }, null],
    [{ city: "MN-999", district: "x" }, null],
    [{ city: "", district: "" }, null],
    [{ city: "MN-073", district: "x", country: "RU" }, null],
    [{ city: "MN-1", district: "bayangol", country: "MN" }, { kind: "ub-central", id: "ub-central" }],
  ])("%j -> %j", (address, expected) => {
    expect(deliveryZone(address)).toEqual(expected);
  });
});

describe("deliveryQuote", () => {
  type Case = [string, Parameters<typeof deliveryQuote>, ReturnType<typeof deliveryQuote>];
  const unavailable = { ok: false, error: "delivery.rateUnavailable" } as const;
  const central = { kind: "ub-central", id: "ub-central" } as const;
  const cases: Case[] = [
    ["central simple", [ub("bayangol"), "simple", rates, 50_000], { ok: true, zone: central, cost: 5_000, freeShipping: false }],
    ["central express", [ub("khan-uul"), "express", rates, 50_000], { ok: true, zone: central, cost: 12_000, freeShipping: false }],
    ["remote simple", [ub("nalaikh"), "simple", rates, 50_000], { ok: true, zone: { kind: "ub-remote", id: "ub-remote" }, cost: 10_000, freeShipping: false }],
    ["remote express: central only", [ub("nalaikh"), "express", rates, 50_000], unavailable],
    ["aimag with its own rate", [{ city: "MN-047", district: "Zuunmod" }, "simple", rates, 50_000], { ok: true, zone: { kind: "aimag", id: "MN-047" }, cost: 15_000, freeShipping: false }],
    ["aimag on the generic row", [{ city: "MN-041", district: "Mörön" }, "simple", rates, 50_000], { ok: true, zone: { kind: "aimag", id: "MN-041" }, cost: 25_000, freeShipping: false }],
    ["aimag express", [{ city: "MN-041", district: "" }, "express", rates, 50_000], unavailable],
    ["aimag without any aimag row", [{ city: "MN-041", district: "" }, "simple", { "ub-central": { simple: 1, express: 1 } }, 50_000], unavailable],
    ["unknown district", [ub("gobi"), "simple", rates, 50_000], unavailable],
    ["no address", [null, "simple", rates, 50_000], unavailable],
    ["zone without a row", [ub("bayangol"), "simple", { aimag: { simple: 1, express: null } }, 50_000], unavailable],
    ["express null in central", [ub("bayangol"), "express", { "ub-central": { simple: 5_000, express: null } }, 50_000], unavailable],
    ["malformed rate", [ub("bayangol"), "simple", { "ub-central": { simple: 4_999.5, express: null } }, 50_000], unavailable],
    ["negative rate", [ub("bayangol"), "simple", { "ub-central": { simple: -1, express: null } }, 50_000], unavailable],
    ["inherited keys are not rates", [ub("bayangol"), "simple", Object.create({ "ub-central": { simple: 1, express: 1 } }) as DeliveryRates, 50_000], unavailable],
    ["free simple at the threshold", [ub("bayangol"), "simple", rates, 100_000, 100_000], { ok: true, zone: central, cost: 0, freeShipping: true }],
    ["below the threshold", [ub("bayangol"), "simple", rates, 99_999, 100_000], { ok: true, zone: central, cost: 5_000, freeShipping: false }],
    ["threshold does not cover express", [ub("bayangol"), "express", rates, 500_000, 100_000], { ok: true, zone: central, cost: 12_000, freeShipping: false }],
    ["threshold does not create a rate", [ub("gobi"), "simple", rates, 500_000, 100_000], unavailable],
    ["free rate", [ub("bayangol"), "simple", { "ub-central": { simple: 0, express: null } }, 1], { ok: true, zone: central, cost: 0, freeShipping: false }],
    ["pickup needs no address", [null, "pickup", {}, 10_000], { ok: true, zone: null, cost: 0, freeShipping: false }],
  ];
  it.each(cases)("%s", (_, args, expected) => {
    expect(deliveryQuote(...args)).toEqual(expected);
  });
});
