import type { MetaFunction } from "@remix-run/node";

/** Account pages: the translated title their loader gives, and never in search engines. */
export const accountPageMeta: MetaFunction = ({ data }) => [
  { title: (data as { title?: string } | undefined)?.title ?? "" },
  { name: "robots", content: "noindex" },
];
