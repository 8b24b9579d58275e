import type { AddressParts } from "~/kernel/mongolia-places";

/**
 * When two addresses are the same place, so the address book never keeps a copy of one it
 * already has (a shopper who ticks "save this address" at every checkout got one row per order).
 * Each part is compared after the shop's normalisation: Unicode NFC, every run of white space
 * one space, no space at either end or before a comma or full stop, case ignored (Cyrillic
 * included: "Энхтайваны" = "ЭНХТАЙВАНЫ"). An empty country reads as Mongolia, as the form stores it.
 */
export function normaliseAddressPart(value: string | null | undefined): string {
  return (value ?? "")
    .normalize("NFC")
    .replace(/\s+/gu, " ")
    .replace(/ ([,.;])/g, "$1")
    .trim()
    .toLocaleLowerCase("mn");
}

const PARTS = ["country", "city", "district", "khoroo", "street", "detail", "zip"] as const satisfies readonly (keyof AddressParts)[];

/** One string per place: equal keys are the same address. */
export function addressKey(address: AddressParts): string {
  return PARTS.map((part) => {
    const value = normaliseAddressPart(address[part]);
    return part === "country" && value === "" ? "mn" : value;
  }).join("\u001f");
}

export function isSameAddress(a: AddressParts, b: AddressParts): boolean {
  return addressKey(a) === addressKey(b);
}

/** The first of each place, in the given order (the default and the newest come first from the list query). */
export function distinctAddresses<T extends AddressParts>(addresses: readonly T[]): T[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = addressKey(address);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
