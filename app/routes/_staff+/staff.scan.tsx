import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CodeScanner, normalizeTicketCode, ScanAnswer, ScanSchema } from "~/modules/counter";
import { DOOR_ERROR_STATUS, scanAtDoor, scanPage } from "~/modules/counter/index.server";
import { readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { Field, FormErrors } from "~/ui/forms/Field";
import { parseWithZod } from "~/ui/forms/parse.server";
import { getFormProps, useShopForm } from "~/ui/forms/use-shop-form";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { useShopFormat } from "~/ui/use-shop-format";
import ticketsStylesHref from "~/styles/tickets.css";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ticketsStylesHref }];

const ID = /^\d{1,12}$/;

/**
 * /staff/scan: the door. Staff choose the event they admit to (or any), type or scan a ticket's
 * code and check it; a valid ticket offers "let in", which uses it once (a guarded update).
 *
 * Post/redirect/get: every check and use writes its ticket_scans row and redirects to
 * `?scan=<that row>`; the loader reads that row back, for this staff member only, and shows its
 * answer. A reload repeats the GET, never the scan, and the answer works the same with and
 * without JavaScript. (Rendering the answer from the action instead would make a reload offer
 * to post the form again.) Bad input answers 400 from the action and writes nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireRole(request, context, "staff");
  const url = new URL(request.url);
  const scanParam = url.searchParams.get("scan") ?? "";
  const eventParam = url.searchParams.get("event") ?? "";
  const page = await scanPage(context.db, staff.id, {
    scanId: ID.test(scanParam) ? Number(scanParam) : null,
    now: context.now,
    locale: context.locale,
  });
  const eventId = ID.test(eventParam) && page.events.some((e) => e.id === Number(eventParam)) ? Number(eventParam) : null;
  const t = await i18next.getFixedT(request);
  return data({ title: pageTitle(t, t("tickets:scan.title")), ...page, eventId }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const staff = await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: ScanSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const code = normalizeTicketCode(submission.value.code);
  if (!code)
    return data(
      submission.reply({
        fieldErrors: { code: ["tickets:scan.errors.codeInvalid"] },
      }),
      { status: 400 }
    );
  const eventId = submission.value.event ?? null;
  const result = await scanAtDoor(context.db, submission.value.intent, {
    staffId: staff.id,
    code,
    typed: submission.value.code,
    eventId,
    now: context.now,
  });
  if (!result.ok) {
    const reply = result.error === "tickets:scan.errors.eventUnknown" ? { fieldErrors: { event: [result.error] } } : { formErrors: [result.error] };
    return data(submission.reply(reply), { status: DOOR_ERROR_STATUS[result.error] });
  }
  const query = new URLSearchParams({ scan: String(result.value.scanId) });
  if (eventId !== null) query.set("event", String(eventId));
  return redirect(`/staff/scan?${query}`, 303);
}

export default function StaffScan() {
  const { t } = useTranslation();
  const format = useShopFormat();
  const { events, answer, scans, counts, eventId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof ScanSchema>({
    id: "scan-form",
    lastResult,
    defaultValue: { event: eventId === null ? "" : String(eventId) },
  });
  return (
    <section className="account-layout">
      <div className="account-panel account-panel-wide staff-scan">
        <p className="back-link">
          <Link to="/staff">← {t("auth:staff.title")}</Link>
        </p>
        <h1>{t("tickets:scan.title")}</h1>
        <p>{t("tickets:scan.intro")}</p>

        <Form method="post" className="form-stack scan-form" {...getFormProps(form)} key={answer?.scanId ?? "first"}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="check" />
          <div className="field">
            <label htmlFor="scan-event">{t("tickets:scan.event")}</label>
            <select
              id="scan-event"
              name="event"
              defaultValue={eventId === null ? "" : String(eventId)}
              aria-invalid={fields.event.errors ? true : undefined}
              aria-describedby={fields.event.errors ? fields.event.errorId : undefined}
            >
              <option value="">{t("tickets:scan.anyEvent")}</option>
              {events.map((event) => (
                <option key={event.id} value={String(event.id)}>
                  {event.title} · {event.when}
                  {event.isToday ? ` · ${t("tickets:scan.today")}` : ""}
                </option>
              ))}
            </select>
            {fields.event.errors ? (
              <p id={fields.event.errorId} className="field-error" role="alert">
                {t(fields.event.errors[0]!)}
              </p>
            ) : null}
          </div>
          <Field
            meta={fields.code}
            label={t("tickets:scan.code")}
            hint={t("tickets:scan.codeHint")}
            className="scan-code-input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            // The door's one field: the next code is typed (or scanned) straight away.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            required
            data-testid="scan-code"
          />
          {/* With JS: the holder's QR code read by the camera or from a photo is checked at once. */}
          <CodeScanner inputName="code" submitOnRead />
          <div className="form-actions">
            <button type="submit" className="button scan-check-button" data-testid="scan-check">
              {t("tickets:scan.check")}
            </button>
          </div>
        </Form>

        {answer ? <ScanAnswer answer={answer} eventId={eventId} /> : null}

        <h2>{t("tickets:scan.countsTitle")}</h2>
        {counts.length === 0 ? (
          <p>{t("tickets:scan.noCounts")}</p>
        ) : (
          <div className="scan-table-wrap">
            <table className="data-table scan-counts" data-testid="scan-counts">
              <thead>
                <tr>
                  <th scope="col">{t("tickets:scan.countsEvent")}</th>
                  <th scope="col">{t("tickets:scan.countsAdmitted")}</th>
                  <th scope="col">{t("tickets:scan.countsTotal")}</th>
                </tr>
              </thead>
              <tbody>
                {counts.map((row) => (
                  <tr key={row.eventId}>
                    <td>
                      {row.title}
                      {row.when ? <span className="scan-muted"> · {row.when}</span> : null}
                    </td>
                    <td>{row.admitted}</td>
                    <td>{row.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        <h2>{t("tickets:scan.scansTitle")}</h2>
        {scans.length === 0 ? (
          <p>{t("tickets:scan.noScans")}</p>
        ) : (
          <div className="scan-table-wrap">
            <table className="data-table scan-log" data-testid="scan-log">
              <thead>
                <tr>
                  <th scope="col">{t("tickets:scan.time")}</th>
                  <th scope="col">{t("tickets:scan.staff")}</th>
                  <th scope="col">{t("tickets:scan.code")}</th>
                  <th scope="col">{t("tickets:scan.what")}</th>
                  <th scope="col">{t("tickets:scan.answer")}</th>
                </tr>
              </thead>
              <tbody>
                {scans.map((scan) => (
                  <tr key={scan.id} data-result={scan.result}>
                    <td>
                      <time dateTime={scan.at}>{format.time(scan.at)}</time>
                    </td>
                    <td>{scan.staffName}</td>
                    <td>
                      <code>{scan.code}</code>
                    </td>
                    <td>{t(`tickets:scan.action.${scan.action}`)}</td>
                    <td>{t(`tickets:scan.short.${scan.result}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
