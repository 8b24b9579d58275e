import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { asLng } from "~/i18n";
import { ConfirmDelete } from "~/modules/accounts";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { listAddresses } from "~/modules/accounts/index.server";
import { describeAddress } from "~/kernel/mongolia-places";
import { makeDefaultAddress, removeAddress } from "~/modules/accounts/index.server";

import { badRequest, notFound, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { AddressListActionSchema } from "~/modules/accounts";

export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const addresses = await listAddresses(context.db, user.id);
  return {
    title: pageTitle(t, t("account:addresses.title")),
    addresses: addresses.map((a) => ({
      id: a.id,
      isDefault: a.is_default === 1,
      country: a.country,
      city: a.city,
      district: a.district,
      khoroo: a.khoroo,
      street: a.street,
      detail: a.detail,
      zip: a.zip,
    })),
  };
}

/** The list's buttons: make an address the default, or delete it (the newest remaining one becomes the default). */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const submission = parseWithZod(await readFormData(request), { schema: AddressListActionSchema });
  if (submission.status !== "success") throw badRequest();
  const { intent, id } = submission.value;
  const now = context.now;
  const result = intent === "default" ? await makeDefaultAddress(context.db, user.id, id, now) : await removeAddress(context.db, user.id, id, now);
  if (!result.ok) throw notFound();
  return redirectWithToast("/account/addresses", {
    kind: "success",
    key: intent === "default" ? "account:toast.addressDefault" : "account:toast.addressDeleted",
  });
}

export default function Addresses() {
  const { t, i18n } = useTranslation();
  const locale = asLng(i18n.language);
  const { addresses } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel" aria-labelledby="addresses-title">
      <div className="panel-heading">
        <h1 id="addresses-title">{t("account:addresses.title")}</h1>
        {addresses.length > 0 ? (
          <Link className="button button-small" to="/account/addresses/new">
            {t("account:addresses.add")}
          </Link>
        ) : null}
      </div>
      {addresses.length === 0 ? (
        <div className="empty-state">
          <p>{t("account:addresses.empty")}</p>
          <Link className="button" to="/account/addresses/new">
            {t("account:addresses.add")}
          </Link>
        </div>
      ) : (
        <ul className="record-list">
          {addresses.map((address) => {
            const line = describeAddress(address, locale);
            return (
              <li key={address.id} className="record-card" data-testid="address-card">
                <p className="record-text">{line}</p>
                {address.isDefault ? <span className="status-badge status-confirmed">{t("account:addresses.default")}</span> : null}
                <div className="record-actions">
                  <Link className="button button-secondary button-small" to={`/account/addresses/${address.id}/edit`}>
                    {t("account:actions.edit")}
                    <span className="visually-hidden">: {line}</span>
                  </Link>
                  {!address.isDefault ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={address.id} />
                      <SubmitButton className="button button-secondary button-small" name="intent" value="default">
                        {t("account:addresses.makeDefault")}
                        <span className="visually-hidden">: {line}</span>
                      </SubmitButton>
                    </Form>
                  ) : null}
                  <ConfirmDelete id={address.id} label={t("account:actions.delete")} itemName={line} question={t("account:addresses.confirmDelete")} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
