import { parseWithZod } from "~/ui/forms/parse.server";
import { requireUser } from "~/platform/guards.server";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { BankInstructions, BankRechargeForm, RechargeList } from "~/modules/wallet";
import { GiftCardForm } from "~/modules/wallet";
import { WalletBalances } from "~/modules/wallet";
import { WalletStatement } from "~/modules/wallet";
import { formatMoney } from "~/kernel/money";
import { parseRechargeReference, parseStatementPage, redeemGiftCardForUser, requestRecharge, walletPage } from "~/modules/wallet/index.server";

import { badRequest, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import walletStylesHref from "~/styles/wallet.css";
import { BankRechargeSchema, GiftCardRedeemSchema, WALLET_STATUS } from "~/modules/wallet";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStylesHref }];


/** /account/wallet: balances and rules, recharge by gift card or bank transfer, the statement (`?page=`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const t = await i18next.getFixedT(request);
  const page = await walletPage(context.db, user.id, { page: parseStatementPage(params.get("page")), recharge: parseRechargeReference(params.get("recharge")) });
  return data({ title: pageTitle(t, t("wallet:title")), ...page }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const now = context.now;

  if (intent === "giftcard") {
    const submission = parseWithZod(formData, { schema: GiftCardRedeemSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: ["secret"] }) }, { status: 400 });
    const result = await redeemGiftCardForUser(context.db, user.id, submission.value, now);
    if (!result.ok) return data({ intent, result: submission.reply({ formErrors: [result.error], hideFields: ["secret"] }) }, { status: WALLET_STATUS[result.error] });
    const locale = context.locale;
    return redirectWithToast("/account/wallet", { kind: "success", key: "wallet:toast.giftCardRedeemed", values: { amount: formatMoney(result.value.amount, locale) } });
  }

  if (intent === "bank") {
    const submission = parseWithZod(formData, { schema: BankRechargeSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const recharge = await requestRecharge(context.db, user.id, submission.value.amount, now);
    return redirectWithToast(`/account/wallet?recharge=${recharge.reference}#bank-transfer`, {
      kind: "success",
      key: "wallet:toast.rechargeRequested",
      values: { reference: recharge.reference },
    });
  }

  throw badRequest();
}

export default function AccountWallet() {
  const { t } = useTranslation("wallet");
  const { balances, rules, statement, recharges, instructions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <section className="account-panel" aria-labelledby="wallet-title">
        <h1 id="wallet-title">{t("title")}</h1>
        <WalletBalances balances={balances} rules={rules} />
      </section>

      <section className="account-panel" aria-labelledby="gift-card-title">
        <h2 id="gift-card-title">{t("giftCard.title")}</h2>
        <GiftCardForm lastResult={actionData?.intent === "giftcard" ? actionData.result : undefined} />
      </section>

      <section className="account-panel" id="bank-transfer" aria-labelledby="bank-transfer-title">
        <h2 id="bank-transfer-title">{t("bank.title")}</h2>
        <p className="lead">{t("bank.lead")}</p>
        <BankRechargeForm lastResult={actionData?.intent === "bank" ? actionData.result : undefined} />
        {instructions ? <BankInstructions instructions={instructions} /> : null}
        <RechargeList recharges={recharges} />
      </section>

      <section className="account-panel" id="statement" aria-labelledby="statement-title">
        <h2 id="statement-title">{t("statement.title")}</h2>
        <WalletStatement entries={statement.entries} page={statement.page} hasMore={statement.hasMore} />
      </section>
    </>
  );
}
