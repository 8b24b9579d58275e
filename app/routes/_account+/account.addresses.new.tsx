import { parseWithZod } from "~/ui/forms/parse.server";
import { requireUser } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { AddressForm, EMPTY_ADDRESS } from "~/modules/accounts";
import { createAddress } from "~/modules/accounts/index.server";

import { readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { AddressFormSchema } from "~/modules/accounts";
import { ADDRESS_PAGE_PERMISSIONS_POLICY } from "~/modules/places";

export const meta = privatePageMeta;
// The page itself may ask for the location (the form's "Use my location"; decision 057).
export const headers = () => ({ "Permissions-Policy": ADDRESS_PAGE_PERMISSIONS_POLICY });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("account:addresses.newTitle")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: AddressFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await createAddress(context.db, user.id, submission.value, context.now);
  if (!result.ok) return data(submission.reply({ formErrors: ["account:errors.addressLimit"] }), { status: 400 });
  return redirectWithToast("/account/addresses", { kind: "success", key: "account:toast.addressSaved" });
}

export default function NewAddress() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="account-panel" aria-labelledby="address-title">
      <p className="back-link">
        <Link to="/account/addresses">{t("account:addresses.back")}</Link>
      </p>
      <h1 id="address-title">{t("account:addresses.newTitle")}</h1>
      <AddressForm defaultValue={EMPTY_ADDRESS} lastResult={lastResult} submitLabel={t("account:addresses.save")} />
    </section>
  );
}
