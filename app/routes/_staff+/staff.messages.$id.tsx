import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CONTACT_ANSWER_MAX, CONTACT_STATUS, StaffContactSchema } from "~/modules/contact";
import { handleContactMessage, staffContactMessage } from "~/modules/contact/index.server";
import { formatPhone } from "~/kernel/identifiers";
import { readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";

export const meta = privatePageMeta;

/** /staff/messages/:id: one contact message with its answers; answer it (sent to the sender through the outbox) or close it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const id = /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : null;
  const message = id === null ? null : await staffContactMessage(context.db, id);
  if (!message) throw data(null, { status: 404 });
  const t = await i18next.getFixedT(request);
  return data({ title: pageTitle(t, t("contact:staff.messageNumber", { id: message.id })), message }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  formData.set("id", params.id ?? "");
  const submission = parseWithZod(formData, { schema: StaffContactSchema });
  if (submission.status !== "success") return data({ error: firstError(submission.error) ?? "contact:errors.answerRequired" }, { status: 400 });
  const result = await handleContactMessage(context.db, context.now, staff.id, submission.value);
  if (!result.ok) return data({ error: result.error }, { status: CONTACT_STATUS[result.error] });
  return redirectWithToast(result.value.state === "answered" ? `/staff/messages/${submission.value.id}` : "/staff/messages", {
    kind: "success",
    key: result.value.state === "answered" ? "contact:toast.answered" : "contact:toast.closed",
  });
}

export default function StaffMessage() {
  const { t } = useTranslation();
  const { message } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide">
        <p className="back-link">
          <Link to="/staff/messages">← {t("contact:staff.messagesTitle")}</Link>
        </p>
        <h1>{t("contact:staff.messageNumber", { id: message.id })}</h1>
        <dl className="contact-details">
          <dt>{t("contact:staff.from")}</dt>
          <dd data-testid="message-sender">
            {message.name} · {message.email ?? ""} {message.phone ? formatPhone(message.phone) : ""} ({message.signedIn ? t("contact:staff.signedIn") : t("contact:staff.guest")})
          </dd>
          <dt>{t("contact:staff.topic")}</dt>
          <dd>{t(`contact:topics.${message.topic}`)}</dd>
          <dt>{t("contact:staff.state")}</dt>
          <dd data-testid="message-state">{t(`contact:states.${message.state}`)}</dd>
          <dt>{t("contact:staff.createdAt")}</dt>
          <dd>
            <time dateTime={message.createdAt}>{message.createdAt.slice(0, 16).replace("T", " ")}</time>
          </dd>
        </dl>
        <h2>{t("contact:staff.message")}</h2>
        <p className="contact-message-body" style={{ whiteSpace: "pre-wrap" }} data-testid="message-body">
          {message.message}
        </p>
        {message.replies.length > 0 ? (
          <>
            <h2>{t("contact:staff.replies")}</h2>
            <ul className="contact-replies">
              {message.replies.map((reply) => (
                <li key={reply.id} data-testid="message-reply">
                  <p style={{ whiteSpace: "pre-wrap" }}>{reply.body}</p>
                  <small>
                    {reply.staffName ?? ""} · <time dateTime={reply.createdAt}>{reply.createdAt.slice(0, 16).replace("T", " ")}</time>
                  </small>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {answer ? (
          <p className="field-error" role="alert" id="message-action-error">
            {t(answer.error)}
          </p>
        ) : null}
        {message.state !== "closed" ? (
          <>
            <Form method="post" className="form-stack">
              <div className="field">
                <label htmlFor="answer-body">{t("contact:staff.answerLabel")}</label>
                <textarea id="answer-body" name="body" rows={6} maxLength={CONTACT_ANSWER_MAX} required aria-describedby="answer-hint" />
                <p id="answer-hint" className="field-hint">
                  {t("contact:staff.answerHint")}
                </p>
              </div>
              <button type="submit" name="intent" value="answer" className="button" data-testid="message-answer">
                {t("contact:staff.answer")}
              </button>
            </Form>
            <Form method="post">
              <button type="submit" name="intent" value="close" className="button button-secondary" data-testid="message-close">
                {t("contact:staff.close")}
              </button>
            </Form>
          </>
        ) : null}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
