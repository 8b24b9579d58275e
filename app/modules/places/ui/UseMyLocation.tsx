import { useEffect, useState } from "react";
import { useTranslation } from "~/ui/i18n";
import type { ZipAreaView } from "../views";
import { applyPlace, zipAreaPlace, type AddressFieldNames } from "./address-fill";

type Status = "idle" | "locating" | "found" | "none" | "denied" | "unavailable";

/**
 * "Use my location" (JavaScript only, and only once an operator imported zip areas): the
 * browser's position, then /api/places/zip, fills the zip code (and the district and khoroo when
 * the area carries them). The position is sent to the shop only, never stored, and no map is
 * loaded from anywhere.
 */
export function UseMyLocation({ formId, names }: { formId: string; names: AddressFieldNames }) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const [status, setStatus] = useState<Status>("idle");

  useEffect(() => {
    if (!("geolocation" in navigator)) return;
    const controller = new AbortController();
    void fetch("/api/places/areas", { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => setAvailable((body as { areas?: unknown } | null)?.areas === true))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!available) return null;

  const locate = () => {
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const query = new URLSearchParams({ lat: String(position.coords.latitude), lon: String(position.coords.longitude) });
        fetch(`/api/places/zip?${query}`, { headers: { Accept: "application/json" } })
          .then((response) => (response.ok ? response.json() : null))
          .then(async (body: unknown) => {
            const zip = (body as { zip?: ZipAreaView | null } | null)?.zip;
            if (!zip || typeof zip.zipcode !== "string") {
              setStatus("none");
              return;
            }
            await applyPlace(formId, names, zipAreaPlace(zip));
            setStatus("found");
          })
          .catch(() => setStatus("unavailable"));
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 0 },
    );
  };

  return (
    <div className="use-my-location">
      <button type="button" className="button button-secondary button-small" onClick={locate} disabled={status === "locating"}>
        {status === "locating" ? t("places:location.locating") : t("places:location.use")}
      </button>
      <p className="field-hint" role="status" aria-live="polite">
        {status === "found" || status === "none" || status === "denied" || status === "unavailable" ? t(`places:location.${status}`) : ""}
      </p>
    </div>
  );
}
