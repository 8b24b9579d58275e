import { useTranslation } from "~/ui/i18n";
import type { Industry } from "../domain/organisations";

/**
 * The one place that names the organisation industries (`account:industry.<code>`): the
 * organisation form's choices and the list of organisations both read it.
 */
export function useIndustryLabels(): Record<Industry, string> {
  const { t } = useTranslation();
  return {
    horeca: t("account:industry.horeca"),
    retail: t("account:industry.retail"),
    wholesale: t("account:industry.wholesale"),
    events: t("account:industry.events"),
    corporate: t("account:industry.corporate"),
    government: t("account:industry.government"),
    other: t("account:industry.other"),
  };
}

/** A stored industry code as the shopper reads it; an unknown code is shown as it is. */
export function useIndustryLabel(): (code: string) => string {
  const labels: Record<string, string> = useIndustryLabels();
  return (code) => labels[code] ?? code;
}
