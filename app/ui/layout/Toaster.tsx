import { useEffect, useState } from "react";
import { useTranslation } from "~/ui/i18n";

export interface ToastView {
  kind: "success" | "info" | "warning";
  key: string;
  values?: Record<string, string | number>;
}

/** The message a redirect carried (see utils/toast.server.ts), announced politely to screen readers. */
export function Toaster({ toast }: { toast: ToastView | null }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(toast);
  useEffect(() => setShown(toast), [toast]);
  return (
    <div aria-live="polite" role="status" className="toast-region">
      {shown ? (
        <div className={`toast toast-${shown.kind}`} data-testid="toast">
          <span>{t(shown.key, shown.values)}</span>
          <button type="button" className="link-button" onClick={() => setShown(null)} aria-label={t("auth:toast.dismiss")}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
