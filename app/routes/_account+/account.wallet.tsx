import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { BankInstructions, BankRechargeForm, RechargeList } from "~/modules/wallet/ui/BankRechargePanel";
import { GiftCardForm } from "~/modules/wallet/ui/GiftCardForm";
import { WalletBalances } from "~/modules/wallet/ui/WalletBalances";
import { WalletStatement } from "~/modules/wallet/ui/WalletStatement";
import { db } from "~/db/client.server";
import { formatMoney } from "~/kernel/money";
import { parseRechargeReference, parseStatementPage, redeemGiftCardForUser, requestRecharge, walletPage } from "~/modules/wallet/wallet-pages.server";
import { requireUser } from "~/modules/auth/guards.server";
import { shopNow } from "~/kernel/clock.server";
import { badRequest, readFormData } from "~/platform/form-body.server";
import i18next, { shopLocale } from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import walletStylesHref from "~/styles/wallet.css";
import { BankRechargeSchema, GiftCardRedeemSchema } from "~/modules/wallet/forms";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStylesHref }];

export const meta = privatePageMeta;

/** /account/wallet: balances and rules, recharge by gift card or bank transfer, the statement (`?page=`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const t = await i18next.getFixedT(request);
  const page = await walletPage(db(), user.id, { page: parseStatementPage(params.get("page")), recharge: parseRechargeReference(params.get("recharge")) });
  return data({ title: pageTitle(t, t("wallet:title")), ...page }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const now = shopNow();

  if (intent === "giftcard") {
    const submission = parseWithZod(formData, { schema: GiftCardRedeemSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: ["secret"] }) }, { status: 400 });
    const result = await redeemGiftCardForUser(db(), user.id, submission.value, now);
    if (!result.ok) return data({ intent, result: submission.reply({ formErrors: [result.errorKey], hideFields: ["secret"] }) }, { status: result.status });
    const locale = await shopLocale(request);
    return redirectWithToast("/account/wallet", { kind: "success", key: "wallet:toast.giftCardRedeemed", values: { amount: formatMoney(result.amount, locale) } });
  }

  if (intent === "bank") {
    const submission = parseWithZod(formData, { schema: BankRechargeSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const recharge = await requestRecharge(db(), user.id, submission.value.amount, now);
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
