import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PriceOpinionList } from "~/modules/shopper-requests";
import { userPriceOpinions } from "~/modules/shopper-requests/index.server";
import { requireUser } from "~/platform/guards.server";
import i18next from "~/platform/i18next.server";
import { useTranslation } from "~/ui/i18n";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";

export const meta = privatePageMeta;

/** /account/price-opinions: the shopper's price opinions, newest first, with staff's answers and coupon codes. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  const opinions = await userPriceOpinions(context.db, user.id);
  return data({ title: pageTitle(t, t("requests:account.title")), opinions }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountPriceOpinions() {
  const { t } = useTranslation();
  const { opinions } = useLoaderData<typeof loader>();
  return (
    <section className="account-panel" aria-labelledby="opinions-title">
      <h1 id="opinions-title">{t("requests:account.title")}</h1>
      <p className="request-hint">{t("requests:account.intro")}</p>
      {opinions.length === 0 ? <p className="empty-state">{t("requests:account.empty")}</p> : <PriceOpinionList opinions={opinions} />}
    </section>
  );
}
