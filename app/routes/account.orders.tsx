import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/account/EmptyState";
import { requireUser } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function AccountOrders() {
  const { t } = useTranslation();
  return <EmptyState title={t("nav.myOrders")} message={t("auth:empty.orders")} actionLabel={t("cart.browse")} actionTo="/products" />;
}
