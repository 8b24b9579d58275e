import { useTranslation } from "~/ui/i18n";

/** What a simulator page charges: merchant, amount, description, then one reference row of its own. */
export function SandboxSummary({
  merchant,
  amountText,
  description,
  reference,
}: {
  merchant: string;
  amountText: string;
  description?: string | null;
  reference?: { label: string; value: string } | null;
}) {
  const { t } = useTranslation("sandbox");
  return (
    <dl className="sandbox-summary">
      <div>
        <dt>{t("merchant")}</dt>
        <dd>{merchant}</dd>
      </div>
      <div>
        <dt>{t("amount")}</dt>
        <dd className="sandbox-amount" data-testid="sandbox-amount">
          {amountText}
        </dd>
      </div>
      {description ? (
        <div>
          <dt>{t("description")}</dt>
          <dd>{description}</dd>
        </div>
      ) : null}
      {reference ? (
        <div>
          <dt>{reference.label}</dt>
          <dd>{reference.value}</dd>
        </div>
      ) : null}
    </dl>
  );
}
