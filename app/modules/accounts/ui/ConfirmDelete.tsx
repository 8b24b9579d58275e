import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SubmitButton } from "~/ui/forms/SubmitButton";

/**
 * Delete with a confirm step that needs no JavaScript: 'Delete' opens a disclosure whose
 * button posts `intent=delete` with the row id.
 */
export function ConfirmDelete({
  id,
  label,
  itemName,
  question,
  action,
}: {
  id: number;
  label: string;
  /** Read after the label by screen readers, so each row's button has its own name. */
  itemName: string;
  question: string;
  action?: string;
}) {
  const { t } = useTranslation();
  return (
    <details className="confirm-delete">
      <summary className="button button-secondary button-small">
        {label}
        <span className="visually-hidden">: {itemName}</span>
      </summary>
      <Form method="post" action={action} className="confirm-delete-panel">
        <p>{question}</p>
        <input type="hidden" name="id" value={id} />
        <SubmitButton className="button button-small button-danger" name="intent" value="delete">
          {t("account:actions.confirmDelete")}
        </SubmitButton>
      </Form>
    </details>
  );
}
