import { useTranslation } from "~/ui/i18n";
import type { ConfirmationStatus } from "../domain/contact-status";

/** The confirmation labels of storefront-spec.md §4: waiting to confirm, confirmed, not confirmed. */
export function StatusBadge({ status }: { status: ConfirmationStatus }) {
  const { t } = useTranslation();
  const label =
    status === "confirmed"
      ? t("account:status.confirmed")
      : status === "pending"
        ? t("account:status.pending")
        : t("account:status.unconfirmed");
  return <span className={`status-badge status-${status}`}>{label}</span>;
}
