import { useTranslation } from "~/ui/i18n";
import type { PlaceView } from "../views";
import { SuggestInput } from "./SuggestInput";
import { applyPlace, type AddressFieldNames } from "./address-fill";

function readPlaces(body: unknown): PlaceView[] {
  const list = (body as { places?: unknown } | null)?.places;
  if (!Array.isArray(list)) return [];
  return list.filter((p): p is PlaceView => typeof p === "object" && p !== null && typeof p.zipid === "string" && typeof p.label === "string" && typeof p.cityCode === "string");
}

/**
 * The address form's place search (JavaScript only: the caller renders it once hydrated): the
 * shopper types a khoroo, district or aimag ("Баянгол 7", "bayangol 7", "16070") and chooses
 * it; the form's city, district and khoroo are set, and the zip code for a khoroo. Nothing of it
 * is posted: the fields it fills are.
 */
export function PlaceFinder({ formId, names }: { formId: string; names: AddressFieldNames & { sum?: string } }) {
  const { t, i18n } = useTranslation();
  return (
    <SuggestInput<PlaceView>
      id={`${formId}-place-finder`}
      label={t("places:finder.label")}
      hint={t("places:finder.hint")}
      url={(q) => `/api/places?${new URLSearchParams({ q, lng: i18n.language })}`}
      read={readPlaces}
      itemKey={(place) => place.zipid}
      itemText={(place) => (place.cat === "khoroo" || place.cat === "sum" || place.cat === "bag" ? `${place.label} — ${place.zipcode}` : place.label)}
      onChoose={(place) => {
        void applyPlace(formId, names, {
          ...place,
          sumName: place.cat === "sum" ? place.name : undefined,
          districtCode: place.cat === "sum" ? "" : place.districtCode,
        });
        return place.label;
      }}
      listLabel={t("places:finder.listLabel")}
    />
  );
}
