import { useTranslation } from "~/ui/i18n";
import type { AirportView } from "../views";
import { SuggestInput } from "./SuggestInput";

export interface AirportFieldProps {
  name: string;
  label: string;
  defaultValue?: string;
  /** An error key (or a message): shown translated under the field. */
  error?: string;
  describedBy?: string;
}

function readAirports(body: unknown): AirportView[] {
  const list = (body as { airports?: unknown } | null)?.airports;
  if (!Array.isArray(list)) return [];
  return list.filter((a): a is AirportView => typeof a === "object" && a !== null && typeof a.iata === "string" && /^[A-Z]{3}$/.test(a.iata) && typeof a.label === "string");
}

/**
 * The airport field (the booking form's transfer): a text input where the shopper types a code
 * or a name, which the server resolves (resolveAirport). With JavaScript it suggests up to 40
 * airports from /api/airports as they type ("IATA - name, city, country"); choosing one puts
 * its IATA code in the field.
 */
export function AirportField({ name, label, defaultValue, error, describedBy }: AirportFieldProps) {
  const { t, i18n } = useTranslation();
  return (
    <SuggestInput<AirportView>
      id={`airport-${name}`}
      name={name}
      label={label}
      defaultValue={defaultValue}
      hint={t("places:airport.hint")}
      error={error}
      describedBy={describedBy}
      url={(q) => `/api/airports?${new URLSearchParams({ q, lng: i18n.language })}`}
      read={readAirports}
      itemKey={(airport) => airport.iata}
      itemText={(airport) => airport.label}
      onChoose={(airport) => airport.iata}
      listLabel={t("places:airport.listLabel")}
    />
  );
}
