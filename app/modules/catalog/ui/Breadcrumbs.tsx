import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import type { Crumb } from "../domain/catalog";

export function Breadcrumbs({ crumbs, currentLabel }: { crumbs: Crumb[]; currentLabel?: string }) {
  const { t } = useTranslation();
  const items = currentLabel ? [...crumbs, { label: currentLabel, href: "" }] : crumbs;
  return (
    <nav aria-label={t("catalog.breadcrumb")} className="breadcrumbs">
      <ol>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${crumb.href}-${index}`}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link to={crumb.href}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
