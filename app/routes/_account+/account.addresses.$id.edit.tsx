import { parseWithZod } from "~/ui/forms/parse.server";
import { requireUser } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { AddressForm, addressDefaults } from "~/modules/accounts";
import { findAddress } from "~/modules/accounts/index.server";
import { editAddress } from "~/modules/accounts/index.server";

import { notFound, readFormData, requireIdParam } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { AddressFormSchema } from "~/modules/accounts";
import { ADDRESS_PAGE_PERMISSIONS_POLICY } from "~/modules/places";

export const meta = privatePageMeta;
// The page itself may ask for the location (the form's "Use my location"; decision 057).
export const headers = () => ({ "Permissions-Policy": ADDRESS_PAGE_PERMISSIONS_POLICY });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = requireIdParam(params.id);
  // Another user's address is as absent as one that never existed.
  const address = await findAddress(context.db, user.id, id);
  if (!address) throw notFound();
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("account:addresses.editTitle")), address: addressDefaults(address) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const id = requireIdParam(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: AddressFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await editAddress(context.db, user.id, id, submission.value, context.now);
  if (!result.ok) throw notFound();
  return redirectWithToast("/account/addresses", { kind: "success", key: "account:toast.addressSaved" });
}

export default function EditAddress() {
  const { t } = useTranslation();
  const { address } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="account-panel" aria-labelledby="address-title">
      <p className="back-link">
        <Link to="/account/addresses">{t("account:addresses.back")}</Link>
      </p>
      <h1 id="address-title">{t("account:addresses.editTitle")}</h1>
      <AddressForm defaultValue={address} lastResult={lastResult} submitLabel={t("account:addresses.save")} />
    </section>
  );
}
