import { parseWithZod } from "~/ui/forms/parse.server";
import { requireUser } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { ConfirmDelete } from "~/modules/accounts";
import { EMPTY_ORGANISATION, OrganisationForm, useIndustryLabel } from "~/modules/accounts";
import { listBankAccounts } from "~/modules/accounts/index.server";
import { listOrganisations } from "~/modules/accounts/index.server";
import { formatPhone } from "~/kernel/identifiers";
import { createOrganisation, removeOrganisation } from "~/modules/accounts/index.server";

import { badRequest, notFound, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { DeleteRecordSchema, ORGANISATION_ERRORS, ORGANISATION_STATUS, OrganisationFormSchema } from "~/modules/accounts";

export const meta = privatePageMeta;


export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const [organisations, bankAccounts] = await Promise.all([listOrganisations(context.db, user.id), listBankAccounts(context.db, user.id)]);
  return {
    title: pageTitle(t, t("account:organisations.title")),
    bankAccountCount: bankAccounts.length,
    organisations: organisations.map((o) => ({
      id: o.id,
      name: o.name,
      registryNumber: o.registry_number,
      address: o.address,
      phone: o.phone ? formatPhone(o.phone) : "",
      contactPerson: o.contact_person,
      employees: o.employees,
      industry: o.industry,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const formData = await readFormData(request);
  const now = context.now;

  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: DeleteRecordSchema });
    if (submission.status !== "success") throw badRequest();
    const result = await removeOrganisation(context.db, user.id, submission.value.id);
    if (!result.ok) throw notFound();
    return redirectWithToast("/account/organisations", { kind: "success", key: "account:toast.organisationDeleted" });
  }

  const submission = parseWithZod(formData, { schema: OrganisationFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await createOrganisation(context.db, user.id, submission.value, now);
  if (!result.ok) {
    if (result.error === "notFound") throw notFound();
    const { field, message } = ORGANISATION_ERRORS[result.error];
    return data(submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), { status: ORGANISATION_STATUS[result.error] });
  }
  return redirectWithToast("/account/organisations", { kind: "success", key: "account:toast.organisationSaved" });
}

export default function Organisations() {
  const { t } = useTranslation();
  const industryLabel = useIndustryLabel();
  const { organisations, bankAccountCount } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <section className="account-panel" aria-labelledby="organisations-title">
        <h1 id="organisations-title">{t("account:organisations.title")}</h1>
        <p className="lead">{t("account:organisations.lead")}</p>
        {organisations.length === 0 ? (
          <p className="empty-state">{t("account:organisations.empty")}</p>
        ) : (
          <ul className="record-list">
            {organisations.map((o) => (
              <li key={o.id} className="record-card" data-testid="organisation-card">
                <h2 className="record-title">{o.name}</h2>
                <dl className="record-details">
                  <div>
                    <dt>{t("account:organisation.registryNumber")}</dt>
                    <dd>{o.registryNumber}</dd>
                  </div>
                  {o.industry ? (
                    <div>
                      <dt>{t("account:organisation.industry")}</dt>
                      <dd>{industryLabel(o.industry)}</dd>
                    </div>
                  ) : null}
                  {o.contactPerson ? (
                    <div>
                      <dt>{t("account:organisation.contactPerson")}</dt>
                      <dd>{o.contactPerson}</dd>
                    </div>
                  ) : null}
                  {o.phone ? (
                    <div>
                      <dt>{t("account:organisation.phone")}</dt>
                      <dd>{o.phone}</dd>
                    </div>
                  ) : null}
                  {o.employees !== null ? (
                    <div>
                      <dt>{t("account:organisation.employees")}</dt>
                      <dd>{o.employees}</dd>
                    </div>
                  ) : null}
                  {o.address ? (
                    <div>
                      <dt>{t("account:organisation.address")}</dt>
                      <dd>{o.address}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className="record-actions">
                  <Link className="button button-secondary button-small" to={`/account/organisations/${o.id}/edit`}>
                    {t("account:actions.edit")}
                    <span className="visually-hidden">: {o.name}</span>
                  </Link>
                  <ConfirmDelete id={o.id} label={t("account:actions.delete")} itemName={o.name} question={t("account:organisations.confirmDelete")} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="account-panel" aria-labelledby="organisation-add-title">
        <h2 id="organisation-add-title">{t("account:organisations.add")}</h2>
        <OrganisationForm
          id="organisation-form"
          intent="create"
          defaultValue={EMPTY_ORGANISATION}
          lastResult={lastResult}
          submitLabel={t("account:organisations.save")}
        />
      </section>

      <section className="account-panel" aria-labelledby="bank-link-title">
        <h2 id="bank-link-title">{t("account:bankAccounts.title")}</h2>
        <p>{t("account:bankAccounts.summary", { count: bankAccountCount })}</p>
        <Link className="button button-secondary" to="/account/bank-accounts">
          {t("account:bankAccounts.manage")}
        </Link>
      </section>
    </>
  );
}
