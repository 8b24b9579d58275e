import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { listRecentMessages } from "~/adapters/messages/queries.server";
import { devOutboxEnabled } from "~/config/env.server";
import i18next from "~/platform/i18next.server";
import { SHOP_TIME_ZONE } from "~/kernel/dates";

/**
 * Every e-mail and SMS the shop wrote, so a developer or a browser test can read the one-time
 * codes without a real mailbox or phone. It does not exist in production unless DEV_OUTBOX is on.
 */

const SHOWN_MESSAGES = 100;

const timeFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!devOutboxEnabled()) throw new Response("Not Found", { status: 404 });
  const to = recipientFilter(new URL(request.url).searchParams.get("to"));
  const rows = await listRecentMessages(context.db, { recipient: to || undefined, limit: SHOWN_MESSAGES });
  const t = await i18next.getFixedT(context.locale);
  return {
    title: t("dev:outbox.title"),
    to,
    messages: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      text: row.body_text,
      status: row.status,
      attempts: row.attempts,
      error: row.last_error,
      createdAt: row.created_at,
      createdAtLocal: timeFormat.format(new Date(row.created_at)),
    })),
  };
}

/**
 * Recipients are stored as lowercased e-mails and +976... phone numbers. An unencoded "+" in a
 * query string arrives as a space, so a leading space before digits is read back as "+".
 */
function recipientFilter(raw: string | null): string {
  return (raw ?? "").replace(/^ (?=\d)/, "+").trim().toLowerCase();
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function DevOutbox() {
  const { to, messages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="outbox-title" style={{ padding: "1rem 0" }}>
      <h1 id="outbox-title">{t("dev:outbox.title")}</h1>
      <p>{t("dev:outbox.intro")}</p>
      <Form method="get" action="/dev/outbox" style={{ display: "flex", flexWrap: "wrap", gap: ".5rem", alignItems: "end", margin: "1rem 0" }}>
        <div>
          <label htmlFor="outbox-to">{t("dev:outbox.filterLabel")}</label>
          <br />
          <input id="outbox-to" name="to" type="text" defaultValue={to} aria-describedby="outbox-to-hint" autoComplete="off" />
          <br />
          <small id="outbox-to-hint">{t("dev:outbox.filterHint")}</small>
        </div>
        <button type="submit" className="button">
          {t("dev:outbox.filterSubmit")}
        </button>
        {to ? <Link to="/dev/outbox">{t("dev:outbox.filterClear")}</Link> : null}
      </Form>
      {messages.length === 0 ? (
        <p role="status">{t("dev:outbox.empty")}</p>
      ) : (
        <div style={{ overflowX: "auto" }}>
          <table style={{ borderCollapse: "collapse", width: "100%" }}>
            <caption className="visually-hidden">{t("dev:outbox.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("dev:outbox.column.time")}</th>
                <th scope="col">{t("dev:outbox.column.channel")}</th>
                <th scope="col">{t("dev:outbox.column.recipient")}</th>
                <th scope="col">{t("dev:outbox.column.subject")}</th>
                <th scope="col">{t("dev:outbox.column.text")}</th>
                <th scope="col">{t("dev:outbox.column.status")}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr
                  key={message.id}
                  data-testid="outbox-message"
                  data-channel={message.channel}
                  data-recipient={message.recipient}
                  style={{ borderTop: "1px solid #ccc", verticalAlign: "top" }}
                >
                  <td>
                    <time dateTime={message.createdAt}>{message.createdAtLocal}</time>
                  </td>
                  <td>{t(`dev:outbox.channel.${message.channel}`)}</td>
                  <td>{message.recipient}</td>
                  <td>{message.subject}</td>
                  <td data-cell="text">
                    <pre style={{ whiteSpace: "pre-wrap", margin: 0, fontFamily: "inherit" }}>{message.text}</pre>
                  </td>
                  <td>
                    {t(`dev:outbox.status.${message.status}`)}
                    {message.attempts > 1 ? (
                      <>
                        <br />
                        <small>{t("dev:outbox.attempts", { count: message.attempts })}</small>
                      </>
                    ) : null}
                    {message.error ? (
                      <>
                        <br />
                        <small>{t("dev:outbox.error", { message: message.error })}</small>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
