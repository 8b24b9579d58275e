import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { asContactState, CONTACT_STATES } from "~/modules/contact";
import { staffContactMessages } from "~/modules/contact/index.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { StateFilter } from "~/ui/StateFilter";
import { Pager } from "~/ui/Pager";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

/** /staff/messages: contact messages by state (new by default), newest first, paged. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const params = new URL(request.url).searchParams;
  const state = params.has("state") ? asContactState(params.get("state")) : "new";
  const t = await i18next.getFixedT(request);
  const page = await staffContactMessages(context.db, state, Number(params.get("page")) || 1);
  return data({ title: pageTitle(t, t("contact:staff.messagesTitle")), ...page }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function StaffMessages() {
  const { t } = useTranslation();
  const { messages, state, page, pages, total } = useLoaderData<typeof loader>();
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ state: state ?? "", ...extra }).toString()}`;
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide">
        <p className="back-link">
          <Link to="/staff">← {t("contact:staff.back")}</Link>
        </p>
        <h1>{t("contact:staff.messagesTitle")}</h1>
        <StateFilter
          id="messages-state"
          state={state}
          states={CONTACT_STATES.map((value) => ({ value, label: t(`contact:states.${value}`) }))}
          texts={{ filter: t("contact:staff.filter"), all: t("contact:staff.all"), show: t("contact:staff.show") }}
        />
        <p>{t("contact:staff.total", { count: total })}</p>
        {messages.length === 0 ? (
          <p className="empty-state">{t("contact:staff.empty")}</p>
        ) : (
          <ul className="staff-messages" data-testid="staff-messages">
            {messages.map((m) => (
              <li key={m.id} data-testid="staff-message">
                <Link to={`/staff/messages/${m.id}`}>
                  <strong>{t("contact:staff.messageNumber", { id: m.id })}</strong> · {t(`contact:topics.${m.topic}`)} · {m.name} ({m.email ?? m.phone}) · {t(`contact:states.${m.state}`)}
                </Link>
                <p>{m.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pages} hrefFor={(p) => query({ page: String(p) })} />
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
