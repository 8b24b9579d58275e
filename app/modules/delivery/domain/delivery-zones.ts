import { DEFAULT_COUNTRY, findCity, findUbDistrict, isUlaanbaatar, type AddressParts } from "~/kernel/mongolia-places";
import type { DeliveryType } from "./delivery-slots";

/**
 * Delivery zone and price of an address (storefront-spec.md §8 The error catalogue, §9 Business
 * constants and limits; docs/decisions/028-delivery-clock-and-receiver.md). Money is integer tugrik.
 *
 * Zones:
 * - `ub-central`: the six city districts of Ulaanbaatar (Bayangol, Bayanzürkh, Chingeltei,
 *   Khan-Uul, Songinokhairkhan, Sükhbaatar);
 * - `ub-remote`: Ulaanbaatar's outlying districts (Bagakhangai, Baganuur, Nalaikh);
 * - `aimag`: any of the 21 aimags, by ISO 3166-2:MN code (`MN-073`). The rate table may price an
 *   aimag by its own code; otherwise the generic `aimag` row applies.
 *
 * An address that names no known zone (another country, an unknown city, Ulaanbaatar without a
 * known district) or a zone without a usable rate yields `delivery.rateUnavailable`, which the
 * UI shows as the spec's message asking to choose the delivery location again. Express exists
 * only in central Ulaanbaatar. A free-shipping threshold (items total >= threshold) makes simple
 * delivery free (null/undefined: no threshold); express keeps its price.
 */

export type ZoneKind = "ub-central" | "ub-remote" | "aimag";

export interface DeliveryZone {
  kind: ZoneKind;
  /** The rate-table key tried first: the kind for the capital, the aimag code for an aimag. */
  id: string;
}

export interface ZoneRate {
  simple: number;
  /** null: no express delivery to this zone. */
  express: number | null;
}

/** Keys: `ub-central`, `ub-remote`, `aimag` and/or individual aimag codes such as `MN-073`. */
export type DeliveryRates = Readonly<Record<string, ZoneRate>>;

export type DeliveryQuote =
  | { ok: true; zone: DeliveryZone | null; cost: number; freeShipping: boolean }
  | { ok: false; error: "delivery.rateUnavailable" };

export const UB_CENTRAL_DISTRICTS = ["bayangol", "bayanzurkh", "chingeltei", "khan-uul", "songinokhairkhan", "sukhbaatar"] as const;
export const UB_REMOTE_DISTRICTS = ["bagakhangai", "baganuur", "nalaikh"] as const;

export type ZoneAddress = Pick<AddressParts, "city" | "district"> & { country?: string };

/** The zone of an address, or null when it cannot be placed. */
export function deliveryZone(address: ZoneAddress): DeliveryZone | null {
  if ((address.country ?? DEFAULT_COUNTRY) !== DEFAULT_COUNTRY) return null;
  const city = address.city.trim();
  if (isUlaanbaatar(city)) {
    const district = findUbDistrict(address.district.trim());
    if (!district) return null;
    if ((UB_CENTRAL_DISTRICTS as readonly string[]).includes(district.code)) return { kind: "ub-central", id: "ub-central" };
    if ((UB_REMOTE_DISTRICTS as readonly string[]).includes(district.code)) return { kind: "ub-remote", id: "ub-remote" };
    return null;
  }
  return findCity(city) ? { kind: "aimag", id: city } : null;
}

function usableRate(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** The rate row for a zone: the zone's own row, then (aimags only) the generic `aimag` row. */
export function zoneRate(zone: DeliveryZone, rates: DeliveryRates): ZoneRate | null {
  const own = Object.hasOwn(rates, zone.id) ? rates[zone.id] : undefined;
  if (own) return own;
  if (zone.kind === "aimag" && Object.hasOwn(rates, "aimag")) return rates.aimag ?? null;
  return null;
}

/**
 * What delivery costs. Pickup is free and needs no address (zone null). A malformed rate
 * (negative, fractional) counts as no rate rather than a crash: the shopper sees the
 * "choose the location again" message and staff fix the table.
 */
export function deliveryQuote(
  address: ZoneAddress | null,
  type: DeliveryType,
  rates: DeliveryRates,
  itemsTotal: number,
  freeShippingThreshold?: number | null,
): DeliveryQuote {
  if (type === "pickup") return { ok: true, zone: null, cost: 0, freeShipping: false };
  const unavailable = { ok: false, error: "delivery.rateUnavailable" } as const;
  if (!address) return unavailable;
  const zone = deliveryZone(address);
  if (!zone) return unavailable;
  if (type === "express" && zone.kind !== "ub-central") return unavailable;
  const rate = zoneRate(zone, rates);
  if (!rate) return unavailable;
  const price = type === "express" ? rate.express : rate.simple;
  if (!usableRate(price)) return unavailable;
  const free = type === "simple" && typeof freeShippingThreshold === "number" && itemsTotal >= freeShippingThreshold;
  return { ok: true, zone, cost: free ? 0 : price, freeShipping: free };
}
