import { useEffect, useRef } from "react";
import type { PlaceView, ZipAreaView } from "../views";

/**
 * Filling an address form's fields from a place the shopper found (JavaScript only). The house
 * forms keep their values from the inputs' own change events (ui/forms/use-shop-form.ts), so a
 * field is set through the element's native value setter and an event that bubbles to the form,
 * as if the shopper had typed or chosen it; the form re-renders the fields that follow (the
 * district select appears once the capital is chosen) before the next one is set.
 */
export interface AddressFieldNames {
  city: string;
  district: string;
  khoroo: string;
  zip: string;
}

const nextFrame = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));

export function setFieldValue(formId: string, name: string, value: string): boolean {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return false;
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLSelectElement) {
    if (![...element.options].some((option) => option.value === value)) return false;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(element, value);
    element.dispatchEvent(new Event("change", { bubbles: true }));
    return true;
  }
  if (element instanceof HTMLInputElement) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
    element.dispatchEvent(new Event("change", { bubbles: true }));
    return true;
  }
  return false;
}

function fieldValue(formId: string, name: string): string {
  const form = document.getElementById(formId);
  const element = form instanceof HTMLFormElement ? form.elements.namedItem(name) : null;
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : "";
}

/**
 * Sets the city, the district (or sum) and the khoroo a place or a found zip area names, then the
 * zip code. A place that is a whole aimag or district fills what it names and leaves the zip
 * code: its centre's code would be wrong for most addresses in it.
 */
export async function applyPlace(
  formId: string,
  names: AddressFieldNames & { sum?: string },
  place: Pick<PlaceView, "cityCode" | "districtCode" | "khoroo" | "cat"> & { zipcode: string | null; sumName?: string },
): Promise<void> {
  if (place.cityCode && setFieldValue(formId, names.city, place.cityCode)) await nextFrame();
  if (place.districtCode && setFieldValue(formId, names.district, place.districtCode)) await nextFrame();
  if (place.sumName && names.sum) setFieldValue(formId, names.sum, place.sumName);
  if (place.khoroo) setFieldValue(formId, names.khoroo, place.khoroo);
  if (place.zipcode && place.cat !== "aimag" && place.cat !== "district") setFieldValue(formId, names.zip, place.zipcode);
}

export function zipAreaPlace(area: ZipAreaView) {
  return { cityCode: area.cityCode ?? "", districtCode: area.districtCode ?? "", khoroo: area.khoroo ?? "", cat: "khoroo" as const, zipcode: area.zipcode };
}

/**
 * Fills the zip code when the shopper's city, district and khoroo name a place with one, unless
 * they typed a zip code of their own (a value this hook did not put there is left alone).
 */
export function useZipFill(options: { enabled: boolean; formId: string; zipName: string; city: string; district: string; khoroo: string; lng: string }): void {
  const { enabled, formId, zipName, city, district, khoroo, lng } = options;
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !city) return;
    const current = fieldValue(formId, zipName);
    if (current !== "" && current !== filled.current) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ city, district, khoroo, lng });
    void fetch(`/api/places?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const zip = (body as { zip?: unknown } | null)?.zip;
        const now = fieldValue(formId, zipName);
        if (now !== "" && now !== filled.current) return;
        const next = typeof zip === "string" && /^\d{5}$/.test(zip) ? zip : "";
        if (next === now) return;
        filled.current = next;
        setFieldValue(formId, zipName, next);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled, formId, zipName, city, district, khoroo, lng]);
}
