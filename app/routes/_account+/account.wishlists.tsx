import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/platform/guards.server";
import { useTranslation } from "~/ui/i18n";
import { EmptyState } from "~/modules/accounts";
import { pageTitle, privatePageMeta } from "~/ui/layout/private-page-meta";

import i18next from "~/platform/i18next.server";

export const meta = privatePageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const t = await i18next.getFixedT(request);
  return { title: pageTitle(t, t("auth:menu.wishlist")) };
}

export default function AccountWishlists() {
  const { t } = useTranslation();
  return <EmptyState title={t("auth:menu.wishlist")} message={t("auth:empty.wishlist")} actionLabel={t("cart.browse")} actionTo="/products" />;
}
