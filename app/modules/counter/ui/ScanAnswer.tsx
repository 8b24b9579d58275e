import { Form } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { useShopFormat } from "~/ui/use-shop-format";
import type { ScanAnswerView } from "../tickets/view-models";

/** The answer's look: green for let in, amber for "check with a person", red for no; always with words and a mark. */
const TONE: Record<string, { tone: "go" | "stop" | "warn"; mark: string }> = {
  valid: { tone: "go", mark: "✓" },
  admitted: { tone: "go", mark: "✓" },
  alreadyUsed: { tone: "stop", mark: "✕" },
  void: { tone: "stop", mark: "✕" },
  unknown: { tone: "stop", mark: "?" },
  expired: { tone: "stop", mark: "✕" },
  wrongEvent: { tone: "warn", mark: "!" },
  notToday: { tone: "warn", mark: "!" },
};

/**
 * The door's answer, big and unmistakable: colour AND a mark AND words. A check that found a
 * valid ticket offers the "let in" button (a POST of the code: the guarded use).
 */
export function ScanAnswer({ answer, eventId }: { answer: ScanAnswerView; eventId: number | null }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const look = TONE[answer.result] ?? { tone: "stop", mark: "?" };
  const ticket = answer.ticket;
  const headline =
    answer.result === "alreadyUsed" && ticket?.usedAt
      ? t("tickets:scan.result.alreadyUsedAt", { time: format.dateTime(ticket.usedAt), staff: ticket.usedByName ?? t("tickets:scan.someone") })
      : t(`tickets:scan.result.${answer.result}`);
  return (
    <section className={`scan-answer scan-answer-${look.tone}`} role="status" aria-live="polite" data-testid="scan-answer" data-result={answer.result} data-action={answer.action}>
      <p className="scan-answer-headline">
        <span className="scan-answer-mark" aria-hidden="true">
          {look.mark}
        </span>
        <strong data-testid="scan-headline">{headline}</strong>
      </p>
      <p className="scan-answer-code">
        {t("tickets:scan.typed")}: <code>{answer.codeTyped}</code>
      </p>
      {ticket ? (
        <dl className="scan-answer-ticket">
          <dt>{t("tickets:card.holder")}</dt>
          <dd data-testid="scan-holder">{ticket.holderName || "—"}</dd>
          <dt>{t("tickets:card.event")}</dt>
          <dd>{ticket.eventTitle}</dd>
          <dt>{t("tickets:card.when")}</dt>
          <dd>{ticket.when}</dd>
          <dt>{t("tickets:card.admission")}</dt>
          <dd>{ticket.admission}</dd>
          <dt>{t("tickets:card.order")}</dt>
          <dd>{ticket.orderNumber}</dd>
        </dl>
      ) : null}
      {answer.canUse && ticket ? (
        <Form method="post" className="scan-use">
          <input type="hidden" name="intent" value="use" />
          <input type="hidden" name="code" value={ticket.code} />
          {eventId !== null ? <input type="hidden" name="event" value={String(eventId)} /> : null}
          <button type="submit" className="button scan-use-button" data-testid="scan-use">
            {t("tickets:scan.use")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
