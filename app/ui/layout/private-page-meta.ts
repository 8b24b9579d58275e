import type { MetaFunction } from "@remix-run/node";
import type { TFunction } from "i18next";

/** Pages of one shopper (sign-in, account, back office): the loader's title, and never indexed. */
export const privatePageMeta: MetaFunction = ({ data }) => [
  { title: (data as { title?: string } | undefined)?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** `Page · Shop name`, as every page title reads. */
export function pageTitle(t: TFunction, text: string): string {
  return `${text} · ${t("common:site.name")}`;
}
