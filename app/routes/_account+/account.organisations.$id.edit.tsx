import { parseWithZod } from "~/ui/forms/parse.server";
import { requireUser } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { OrganisationForm } from "~/modules/accounts";
import { findOrganisation } from "~/modules/accounts/index.server";
import { formatPhone } from "~/kernel/identifiers";
import { editOrganisation } from "~/modules/accounts/index.server";

import { notFound, readFormData, requireIdParam } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { ORGANISATION_ERRORS, ORGANISATION_STATUS, OrganisationFormSchema } from "~/modules/accounts";

export const meta = privatePageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = requireIdParam(params.id);
  const organisation = await findOrganisation(context.db, user.id, id);
  if (!organisation) throw notFound();
  const t = await i18next.getFixedT(request);
  return {
    title: pageTitle(t, t("account:organisations.editTitle")),
    organisation: {
      name: organisation.name,
      registryNumber: organisation.registry_number,
      address: organisation.address,
      phone: organisation.phone ? formatPhone(organisation.phone) : "",
      contactPerson: organisation.contact_person,
      employees: organisation.employees === null ? "" : String(organisation.employees),
      industry: organisation.industry,
    },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const id = requireIdParam(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: OrganisationFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await editOrganisation(context.db, user.id, id, submission.value, context.now);
  if (!result.ok) {
    if (result.error === "notFound") throw notFound();
    const { field, message } = ORGANISATION_ERRORS[result.error];
    return data(submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), { status: ORGANISATION_STATUS[result.error] });
  }
  return redirectWithToast("/account/organisations", { kind: "success", key: "account:toast.organisationSaved" });
}

export default function EditOrganisation() {
  const { t } = useTranslation();
  const { organisation } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="account-panel" aria-labelledby="organisation-title">
      <p className="back-link">
        <Link to="/account/organisations">{t("account:organisations.back")}</Link>
      </p>
      <h1 id="organisation-title">{t("account:organisations.editTitle")}</h1>
      <OrganisationForm id="organisation-form" defaultValue={organisation} lastResult={lastResult} submitLabel={t("account:organisations.save")} />
    </section>
  );
}
