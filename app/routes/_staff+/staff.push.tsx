import { randomBytes } from "node:crypto";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX, BROADCAST_URL_MAX, BroadcastSchema, PUSH_STATUS, broadcastHistory, previewBroadcast, sendBroadcast, taxonOptions, vapidConfig } from "~/modules/push/index.server";
import { readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { useShopFormat } from "~/ui/use-shop-format";
import { siteOrigin } from "~/web/site-origin.server";
import accountStylesHref from "~/styles/account.css";

export const meta = privatePageMeta;

// The audience radios are the account forms' (radio-group).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStylesHref }];

/**
 * /staff/push: a push broadcast (title, message, a link on the shop) to every linked device or to
 * the shoppers who bought from a category; "Count the devices" previews the reach, "Send" queues
 * one push per device (post/redirect/get; the form's one-time key sends a double submit once);
 * and the broadcasts sent so far, with how many devices each reached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  const [history, taxons, vapid] = await Promise.all([broadcastHistory(context.db), taxonOptions(context.db), vapidConfig(context.db)]);
  return data(
    {
      title: pageTitle(t, t("push:staff.title")),
      history,
      taxons,
      enabled: vapid !== null,
      requestKey: randomBytes(18).toString("base64url"),
      // The field limits come with the data: the browser door of the push module is the root's alone (its timer stays in the root's script).
      limits: { title: BROADCAST_TITLE_MAX, body: BROADCAST_BODY_MAX, url: BROADCAST_URL_MAX },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Values = Partial<Record<"title" | "body" | "url" | "audience" | "taxonId" | "requestKey", string>>;

function valuesOf(formData: FormData): Values {
  const values: Values = {};
  for (const key of ["title", "body", "url", "audience", "taxonId", "requestKey"] as const) {
    const value = formData.get(key);
    if (typeof value === "string") values[key] = value.slice(0, 400);
  }
  return values;
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  const values = valuesOf(formData);
  const submission = parseWithZod(formData, { schema: BroadcastSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flat().filter((e): e is string => Boolean(e));
    return data({ values, errors: errors.length > 0 ? [...new Set(errors)] : ["push:errors.badRequest"], devices: null }, { status: 400 });
  }
  if (submission.value.intent === "preview") {
    const preview = await previewBroadcast(context.db, submission.value);
    if (!preview.ok) return data({ values, errors: [preview.error], devices: null }, { status: PUSH_STATUS[preview.error] });
    return data({ values, errors: [] as string[], devices: preview.value.devices });
  }
  const sent = await sendBroadcast(context.db, context.now, staff.id, submission.value, siteOrigin(request));
  if (!sent.ok) return data({ values, errors: [sent.error], devices: null }, { status: PUSH_STATUS[sent.error] });
  if (sent.value.repeated) return redirectWithToast("/staff/push", { kind: "info", key: "push:toast.repeated" });
  return redirectWithToast("/staff/push", { kind: "success", key: "push:toast.sent", values: { count: sent.value.devices } });
}

export default function StaffPush() {
  const { t, i18n } = useTranslation();
  const format = useShopFormat();
  const { history, taxons, enabled, requestKey, limits } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const locale = i18n.language === "en" ? "en" : "mn";
  const values = answer?.values ?? {};
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide">
        <p className="back-link">
          <Link to="/staff">← {t("push:staff.back")}</Link>
        </p>
        <h1>{t("push:staff.title")}</h1>
        <p>{enabled ? t("push:staff.intro") : t("push:staff.off")}</p>
        <h2>{t("push:staff.formTitle")}</h2>
        <Form method="post" className="form-stack" data-testid="push-broadcast-form">
          <input type="hidden" name="requestKey" value={values.requestKey ?? requestKey} />
          {answer && answer.errors.length > 0 ? (
            <div className="form-error" role="alert">
              {answer.errors.map((error: string) => (
                <p key={error}>{t(error)}</p>
              ))}
            </div>
          ) : null}
          {answer && answer.devices !== null ? (
            <p className="notice" role="status" data-testid="push-preview">
              {t("push:staff.previewCount", { count: answer.devices })}
            </p>
          ) : null}
          <div className="field">
            <label htmlFor="push-title">{t("push:staff.titleField")}</label>
            <input id="push-title" name="title" defaultValue={values.title} maxLength={limits.title} required />
          </div>
          <div className="field">
            <label htmlFor="push-body">{t("push:staff.bodyField")}</label>
            <textarea id="push-body" name="body" defaultValue={values.body} maxLength={limits.body} rows={3} required />
          </div>
          <div className="field">
            <label htmlFor="push-url">{t("push:staff.urlField")}</label>
            <input id="push-url" name="url" defaultValue={values.url ?? "/"} maxLength={limits.url} aria-describedby="push-url-hint" spellCheck={false} required />
            <p id="push-url-hint" className="field-hint">
              {t("push:staff.urlHint")}
            </p>
          </div>
          <fieldset className="radio-group">
            <legend>{t("push:staff.audience")}</legend>
            <div className="radio-options">
              <label className="radio-option">
                <input type="radio" name="audience" value="all" defaultChecked={(values.audience ?? "all") === "all"} /> {t("push:staff.audienceAll")}
              </label>
              <label className="radio-option">
                <input type="radio" name="audience" value="category" defaultChecked={values.audience === "category"} /> {t("push:staff.audienceCategory")}
              </label>
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor="push-taxon">{t("push:staff.category")}</label>
            <select id="push-taxon" name="taxonId" defaultValue={values.taxonId ?? ""}>
              <option value="">{t("push:staff.choose")}</option>
              {taxons.map((taxon) => (
                <option key={taxon.id} value={taxon.id}>
                  {`${"\u00a0\u00a0".repeat(taxon.depth)}${taxon.name[locale]}`}
                </option>
              ))}
            </select>
          </div>
          <div className="form-actions">
            <SubmitButton className="button button-secondary" name="intent" value="preview" data-testid="push-preview-submit">
              {t("push:staff.preview")}
            </SubmitButton>
            <SubmitButton name="intent" value="send" data-testid="push-send">
              {t("push:staff.send")}
            </SubmitButton>
          </div>
        </Form>
        <h2>{t("push:staff.history")}</h2>
        {history.length === 0 ? (
          <p className="empty-state">{t("push:staff.none")}</p>
        ) : (
          <table className="wallet-table" data-testid="push-history">
            <thead>
              <tr>
                <th scope="col">{t("push:staff.when")}</th>
                <th scope="col">{t("push:staff.message")}</th>
                <th scope="col">{t("push:staff.to")}</th>
                <th scope="col">{t("push:staff.who")}</th>
                <th scope="col">{t("push:staff.devices")}</th>
                <th scope="col">{t("push:staff.delivered")}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((row) => (
                <tr key={row.id}>
                  <td data-label={t("push:staff.when")}>{format.dateTime(row.createdAt)}</td>
                  <th scope="row" data-label={t("push:staff.message")}>
                    <strong>{row.title}</strong>
                    <br />
                    {row.body} <span className="field-hint">{row.url}</span>
                  </th>
                  <td data-label={t("push:staff.to")}>{row.audience === "all" ? t("push:staff.toAll") : t("push:staff.toCategory", { name: row.categoryName ?? "?" })}</td>
                  <td data-label={t("push:staff.who")}>{row.staffName}</td>
                  <td data-label={t("push:staff.devices")}>{row.recipients}</td>
                  <td data-label={t("push:staff.delivered")}>{row.sent}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
