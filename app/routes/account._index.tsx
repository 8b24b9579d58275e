import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { LoginRequired } from "~/components/layout/LoginRequired";

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function Account() {
  const { t } = useTranslation();
  return <LoginRequired title={t("nav.myAccount")} />;
}
