import type { DB } from "~/db/client.server";
import { findAllTaxons } from "./queries/catalog.server";
import type { NavCategory } from "./view-models";

/** Top-level categories with their children, named in the page's language. */
export async function navigationCategories(db: DB, locale: string): Promise<NavCategory[]> {
  const taxons = await findAllTaxons(db);
  const label = (t: { name: string; translation_en: string }) => (locale === "en" ? t.translation_en : t.name);
  return taxons
    .filter((t) => t.depth === 0)
    .map((root) => ({
      permalink: root.permalink,
      name: label(root),
      children: taxons
        .filter((t) => t.parent_id === root.id)
        .map((child) => ({ permalink: child.permalink, name: label(child) })),
    }));
}
