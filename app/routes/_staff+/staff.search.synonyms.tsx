import { parseWithZod } from "~/ui/forms/parse.server";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { SelectField, TextAreaField } from "~/ui/forms/SelectField";
import { SynonymIdSchema, SYNONYM_KINDS, SYNONYM_STATUS, SynonymSetSchema, synonymSetFromForm, termListText } from "~/modules/search";
import { deleteSynonymSet, saveSynonymSet, synonymSetViews } from "~/modules/search/index.server";
import { badRequest, readFormData } from "~/platform/form-body.server";
import { requireRole } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import walletStylesHref from "~/styles/wallet.css";
import { FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStylesHref }];

/** /staff/search/synonyms: the words search treats as one (list, add, edit with ?edit=id, delete). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "staff");
  const t = await i18next.getFixedT(request);
  const sets = await synonymSetViews(context.db);
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const editing = sets.find((s) => s.id === editId) ?? null;
  return data({ title: pageTitle(t, t("staff:synonyms.title")), sets, editing }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  await requireRole(request, context, "staff");
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "delete") {
    const target = SynonymIdSchema.safeParse({ id: formData.get("id") });
    if (!target.success) throw badRequest();
    const result = await deleteSynonymSet(context.db, context.searchIndex, target.data.id);
    if (!result.ok) throw data(null, { status: SYNONYM_STATUS[result.error] });
    return redirectWithToast("/staff/search/synonyms", { kind: "success", key: "staff:synonyms.toast.deleted" });
  }
  if (intent !== "create" && intent !== "update") throw badRequest();
  const target = intent === "update" ? SynonymIdSchema.safeParse({ id: formData.get("id") }) : null;
  if (target && !target.success) throw badRequest();
  const submission = parseWithZod(formData, { schema: SynonymSetSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await saveSynonymSet(context.db, context.searchIndex, { id: target?.data?.id, set: synonymSetFromForm(submission.value) }, context.now);
  if (!result.ok) return data(submission.reply({ formErrors: [result.error] }), { status: SYNONYM_STATUS[result.error] });
  return redirectWithToast("/staff/search/synonyms", { kind: "success", key: intent === "update" ? "staff:synonyms.toast.saved" : "staff:synonyms.toast.added" });
}

export default function StaffSearchSynonyms() {
  const { t } = useTranslation("staff");
  const { sets, editing } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof SynonymSetSchema>({
    id: editing ? `synonym-form-${editing.id}` : "synonym-form-new",
    lastResult,
    defaultValue: editing
      ? { kind: editing.kind, terms: termListText(editing.terms), expansions: termListText(editing.expansions) }
      : { kind: "equivalent" },
  });
  // Whether the set is whole depends on all three fields: a change to one makes the other's message stale.
  const recheck = (name: "terms" | "expansions") => () => form.clearErrors(fields[name].name);
  return (
    <div className="wallet-staff-page synonyms-page">
      <p className="back-link">
        <Link to="/staff">← {t("orders.backToConsole")}</Link>
      </p>
      <h1>{t("synonyms.title")}</h1>
      <p>{t("synonyms.intro")}</p>

      <section className="wallet-staff-section" aria-labelledby="synonym-form-title">
        <h2 id="synonym-form-title">{editing ? t("synonyms.editTitle") : t("synonyms.addTitle")}</h2>
        <Form method="post" className="form-stack" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <SelectField
            meta={fields.kind}
            label={t("synonyms.kind")}
            hint={t("synonyms.kindHint")}
            options={SYNONYM_KINDS.map((k) => ({ value: k, label: t(`synonyms.kinds.${k}`) }))}
            onChange={() => {
              recheck("terms")();
              recheck("expansions")();
            }}
            required
          />
          <TextAreaField meta={fields.terms} label={t("synonyms.terms")} hint={t("synonyms.termsHint")} rows={2} maxLength={2000} onInput={recheck("expansions")} required />
          <TextAreaField meta={fields.expansions} label={t("synonyms.expansions")} hint={t("synonyms.expansionsHint")} rows={2} maxLength={2000} onInput={recheck("terms")} />
          <input type="hidden" name="intent" value={editing ? "update" : "create"} />
          <div className="form-actions">
            <SubmitButton>{editing ? t("synonyms.save") : t("synonyms.add")}</SubmitButton>
            {editing ? (
              <Link className="button button-secondary" to="/staff/search/synonyms">
                {t("synonyms.cancel")}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>

      <section className="wallet-staff-section" aria-labelledby="synonym-list-title">
        <h2 id="synonym-list-title">{t("synonyms.listTitle", { count: sets.length })}</h2>
        {sets.length === 0 ? (
          <p className="empty-state">{t("synonyms.empty")}</p>
        ) : (
          <table className="wallet-table" data-testid="synonym-list">
            <thead>
              <tr>
                <th scope="col">{t("synonyms.terms")}</th>
                <th scope="col">{t("synonyms.kind")}</th>
                <th scope="col">{t("synonyms.expansions")}</th>
                <th scope="col">{t("synonyms.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {sets.map((set) => (
                <tr key={set.id} data-testid="synonym-row" aria-current={editing?.id === set.id ? "true" : undefined}>
                  <th scope="row" className="wallet-table-lead">
                    {termListText(set.terms)}
                  </th>
                  <td data-label={t("synonyms.kind")}>{t(`synonyms.kinds.${set.kind}`)}</td>
                  <td data-label={t("synonyms.expansions")}>{set.kind === "oneway" ? termListText(set.expansions) : "—"}</td>
                  <td data-label={t("synonyms.actions")}>
                    <span className="wallet-cell synonym-actions">
                      <Link to={`?edit=${set.id}`} aria-label={t("synonyms.editLabel", { terms: set.terms[0] })}>
                        {t("synonyms.edit")}
                      </Link>
                      <Form method="post" className="inline-form">
                        <input type="hidden" name="id" value={set.id} />
                        <button type="submit" name="intent" value="delete" className="button button-secondary button-small" aria-label={t("synonyms.deleteLabel", { terms: set.terms[0] })}>
                          {t("synonyms.delete")}
                        </button>
                      </Form>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
