import { requireUser } from "~/platform/guards.server";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { asLng } from "~/i18n";
import { ConfirmDelete } from "~/modules/accounts";
import { SelectField } from "~/ui/forms/SelectField";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { listBankAccounts } from "~/modules/accounts/index.server";
import { BANKS, bankName } from "~/modules/accounts";
import { formatAccountNumber } from "~/modules/accounts";
import { addBankAccount, removeBankAccount } from "~/modules/accounts/index.server";

import { badRequest, notFound, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { BANK_ACCOUNT_ERRORS, BANK_ACCOUNT_STATUS, BankAccountFormSchema } from "~/modules/accounts";
import { DeleteRecordSchema } from "~/modules/accounts";

/** /account/bank-accounts: the buyer's bank accounts (refunds, invoices), linked from the organisations page. */
export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const accounts = await listBankAccounts(context.db, user.id);
  return {
    title: pageTitle(t, t("account:bankAccounts.title")),
    accounts: accounts.map((a) => ({
      id: a.id,
      accountName: a.account_name,
      accountNumber: formatAccountNumber(a.account_number),
      isIban: a.account_number.startsWith("MN"),
      bank: a.bank,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const formData = await readFormData(request);

  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: DeleteRecordSchema });
    if (submission.status !== "success") throw badRequest();
    const result = await removeBankAccount(context.db, user.id, submission.value.id);
    if (!result.ok) throw notFound();
    return redirectWithToast("/account/bank-accounts", { kind: "success", key: "account:toast.bankAccountDeleted" });
  }

  const submission = parseWithZod(formData, { schema: BankAccountFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await addBankAccount(context.db, user.id, submission.value, context.now);
  if (!result.ok) {
    if (result.error === "notFound") throw notFound();
    const { field, message } = BANK_ACCOUNT_ERRORS[result.error];
    return data(submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), { status: BANK_ACCOUNT_STATUS[result.error] });
  }
  return redirectWithToast("/account/bank-accounts", { kind: "success", key: "account:toast.bankAccountSaved" });
}

export default function BankAccounts() {
  const { t, i18n } = useTranslation();
  const locale = asLng(i18n.language);
  const { accounts } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof BankAccountFormSchema>({
    id: "bank-account-form",
    lastResult,
  });
  return (
    <>
      <section className="account-panel" aria-labelledby="bank-accounts-title">
        <p className="back-link">
          <Link to="/account/organisations">{t("account:organisations.back")}</Link>
        </p>
        <h1 id="bank-accounts-title">{t("account:bankAccounts.title")}</h1>
        <p className="lead">{t("account:bankAccounts.lead")}</p>
        {accounts.length === 0 ? (
          <p className="empty-state">{t("account:bankAccounts.empty")}</p>
        ) : (
          <ul className="record-list">
            {accounts.map((account) => {
              const name = `${bankName(account.bank, locale)} ${account.accountNumber}`;
              return (
                <li key={account.id} className="record-card" data-testid="bank-account-card">
                  <h2 className="record-title">{account.accountName}</h2>
                  <dl className="record-details">
                    <div>
                      <dt>{t("account:bankAccount.bank")}</dt>
                      <dd>{bankName(account.bank, locale)}</dd>
                    </div>
                    <div>
                      <dt>{account.isIban ? t("account:bankAccount.iban") : t("account:bankAccount.domestic")}</dt>
                      <dd className="account-number">{account.accountNumber}</dd>
                    </div>
                  </dl>
                  <div className="record-actions">
                    <ConfirmDelete id={account.id} label={t("account:actions.delete")} itemName={name} question={t("account:bankAccounts.confirmDelete")} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="account-panel" aria-labelledby="bank-account-add-title">
        <h2 id="bank-account-add-title">{t("account:bankAccounts.add")}</h2>
        <Form method="post" className="form-stack" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="create" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field meta={fields.accountName} label={t("account:bankAccount.accountName")} autoComplete="name" maxLength={120} required />
          <Field
            meta={fields.accountNumber}
            label={t("account:bankAccount.accountNumber")}
            hint={t("account:bankAccount.accountNumberHint")}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            className="account-number"
            required
          />
          <SelectField
            meta={fields.bank}
            label={t("account:bankAccount.bank")}
            options={BANKS.map((b) => ({ value: b.code, label: locale === "en" ? b.en : b.mn }))}
            placeholder={t("account:address.choose")}
            required
          />
          <div className="form-actions">
            <SubmitButton>{t("account:bankAccounts.save")}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
