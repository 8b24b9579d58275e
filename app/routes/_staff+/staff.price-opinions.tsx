import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ANSWER_REASON_MAX, AnswerOpinionSchema, PriceOpinionList, REQUESTS_STATUS } from "~/modules/shopper-requests";
import { answerPriceOpinion, staffPriceOpinionQueue } from "~/modules/shopper-requests/index.server";
import { readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { firstError, parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";

export const meta = privatePageMeta;

/** /staff/price-opinions: open requests first (oldest first); accept with a one-time coupon or decline with a reason. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  const opinions = await staffPriceOpinionQueue(context.db);
  return data({ title: pageTitle(t, t("requests:staff.title")), opinions }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: AnswerOpinionSchema });
  const postedId = Number(formData.get("id")) || null;
  if (submission.status !== "success") {
    const first = firstError(submission.error) ?? "requests:errors.opinionNotFound";
    return data({ id: postedId, error: first }, { status: 400 });
  }
  const result = await answerPriceOpinion(context.db, context.now, staff.id, submission.value, new URL(request.url).origin);
  if (!result.ok) return data({ id: postedId, error: result.error }, { status: REQUESTS_STATUS[result.error] });
  return redirectWithToast("/staff/price-opinions", {
    kind: "success",
    key: result.value.state === "accepted" ? "requests:toast.accepted" : "requests:toast.declined",
    values: { code: result.value.couponCode ?? "" },
  });
}

export default function StaffPriceOpinions() {
  const { t } = useTranslation();
  const { opinions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide">
        <p className="back-link">
          <Link to="/staff">← {t("requests:staff.back")}</Link>
        </p>
        <h1>{t("requests:staff.title")}</h1>
        <p className="request-hint">{t("requests:staff.intro")}</p>
        {answer && answer.id === null ? (
          <p className="field-error" role="alert">
            {t(answer.error)}
          </p>
        ) : null}
        {opinions.length === 0 ? (
          <p className="empty-state">{t("requests:staff.empty")}</p>
        ) : (
          <PriceOpinionList
            opinions={opinions}
            showContact
            actions={(opinion) => (
              <div className="opinion-actions">
                {answer && answer.id === opinion.id ? (
                  <p className="field-error" role="alert" id={`opinion-${opinion.id}-error`}>
                    {t(answer.error)}
                  </p>
                ) : null}
                <Form method="post" className="opinion-accept">
                  <input type="hidden" name="id" value={opinion.id} />
                  <button type="submit" name="intent" value="accept" className="button" data-testid="opinion-accept">
                    {t("requests:staff.accept")}
                  </button>
                </Form>
                <Form method="post" className="opinion-decline">
                  <input type="hidden" name="id" value={opinion.id} />
                  <label htmlFor={`decline-reason-${opinion.id}`}>{t("requests:staff.reason")}</label>
                  <input id={`decline-reason-${opinion.id}`} name="reason" maxLength={ANSWER_REASON_MAX} required />
                  <button type="submit" name="intent" value="decline" className="button button-secondary" data-testid="opinion-decline">
                    {t("requests:staff.decline")}
                  </button>
                </Form>
              </div>
            )}
          />
        )}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
