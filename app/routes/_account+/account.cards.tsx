import { requireUser } from "~/platform/guards.server";
import { parseWithZod } from "~/ui/forms/parse.server";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { ConfirmDelete } from "~/modules/accounts";
import { SelectField } from "~/ui/forms/SelectField";
import { Field, FormErrors } from "~/ui/forms/Field";
import { SubmitButton } from "~/ui/forms/SubmitButton";
import { useShopForm, getFormProps } from "~/ui/forms/use-shop-form";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";
import { useWalletFormat } from "~/modules/wallet";
import { PARTNER_PROGRAMS, partnerProgram } from "~/config/partner-cards";
import { addPartnerCard, partnerCardsPage, removePartnerCard } from "~/modules/wallet/index.server";

import { badRequest, notFound, readFormData } from "~/platform/form-body.server";
import i18next from "~/platform/i18next.server";
import { assertSameSite } from "~/platform/request-guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import walletStylesHref from "~/styles/wallet.css";
import { PARTNER_CARD_ERRORS, PARTNER_CARD_STATUS, PartnerCardSchema, RemovePartnerCardSchema } from "~/modules/wallet";

export const meta = privatePageMeta;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: walletStylesHref }];


/** /account/cards: partner and loyalty cards, and loyalty points (storefront-spec.md §7 The calls it makes, users/cards). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const page = await partnerCardsPage(context.db, user.id);
  return data({ title: pageTitle(t, t("wallet:cards.title")), ...page }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameSite(request);
  const user = await requireUser(request, context);
  const formData = await readFormData(request);

  if (formData.get("intent") === "delete") {
    const submission = parseWithZod(formData, { schema: RemovePartnerCardSchema });
    if (submission.status !== "success") throw badRequest();
    const result = await removePartnerCard(context.db, user.id, submission.value.id);
    if (!result.ok) throw notFound();
    return redirectWithToast("/account/cards", { kind: "success", key: "wallet:toast.cardRemoved" });
  }

  if (formData.get("intent") !== "add") throw badRequest();
  const submission = parseWithZod(formData, { schema: PartnerCardSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await addPartnerCard(context.db, user.id, submission.value, context.now);
  if (!result.ok) {
    const { field, message } = PARTNER_CARD_ERRORS[result.error];
    return data(submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }), { status: PARTNER_CARD_STATUS[result.error] });
  }
  return redirectWithToast("/account/cards", { kind: "success", key: "wallet:toast.cardAdded" });
}

export default function AccountCards() {
  const { t } = useTranslation("wallet");
  const format = useWalletFormat();
  const { cards, loyalty } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useShopForm<typeof PartnerCardSchema>({
    id: "partner-card-form",
    lastResult,
  });
  const programName = (id: string) => partnerProgram(id)?.name[format.locale] ?? t("cards.unknownProgram");
  const minimumText = (program: (typeof PARTNER_PROGRAMS)[number]) =>
    program.minimum.kind === "points"
      ? t("cards.minimumPoints", { value: program.minimum.value.toLocaleString("en-US") })
      : t("cards.minimumPurchase", { value: format.money(program.minimum.value) });
  return (
    <>
      <section className="account-panel" aria-labelledby="cards-title">
        <h1 id="cards-title">{t("cards.title")}</h1>
        <div className="wallet-loyalty" data-testid="loyalty-points">
          <h2>{t("cards.loyaltyTitle")}</h2>
          <p className="wallet-loyalty-points">{t("cards.points", { count: loyalty.points, formatted: loyalty.points.toLocaleString("en-US") })}</p>
          <p className="wallet-note">{t("cards.loyaltyRule", { amount: format.money(loyalty.tugrikPerPoint) })}</p>
        </div>
        <h2>{t("cards.listTitle")}</h2>
        {cards.length === 0 ? (
          <p className="empty-state" data-testid="cards-empty">
            {t("cards.empty")}
          </p>
        ) : (
          <ul className="record-list">
            {cards.map((card) => {
              const name = `${programName(card.program)} ${card.cardNumber}`;
              return (
                <li key={card.id} className="record-card" data-testid="partner-card">
                  <h3 className="record-title">{programName(card.program)}</h3>
                  <dl className="record-details">
                    <div>
                      <dt>{t("cards.cardNumber")}</dt>
                      <dd className="account-number">{card.cardNumber}</dd>
                    </div>
                    <div>
                      <dt>{t("cards.added")}</dt>
                      <dd>{format.date(card.createdAt)}</dd>
                    </div>
                  </dl>
                  <div className="record-actions">
                    <ConfirmDelete id={card.id} label={t("cards.remove")} itemName={name} question={t("cards.confirmRemove")} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="account-panel" aria-labelledby="card-add-title">
        <h2 id="card-add-title">{t("cards.add")}</h2>
        <Form method="post" className="form-stack" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="form-grid">
            <SelectField
              meta={fields.program}
              label={t("cards.program")}
              options={PARTNER_PROGRAMS.map((p) => ({ value: p.id, label: p.name[format.locale] }))}
              placeholder={t("cards.choose")}
              required
            />
            <Field meta={fields.cardNumber} label={t("cards.cardNumber")} hint={t("cards.cardNumberHint")} inputMode="numeric" autoComplete="off" spellCheck={false} maxLength={30} className="account-number" required />
          </div>
          <div className="form-actions">
            <SubmitButton name="intent" value="add">
              {t("cards.save")}
            </SubmitButton>
          </div>
        </Form>
        <h3 className="wallet-subheading">{t("cards.conditionsTitle")}</h3>
        <ul className="wallet-program-list">
          {PARTNER_PROGRAMS.map((program) => (
            <li key={program.id}>
              <strong>{program.name[format.locale]}</strong>: {minimumText(program)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
