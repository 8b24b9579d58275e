import { sql, type RawBuilder } from "kysely";

/**
 * A variant's option values (volume, size, colour) as a JSON array `[{"key","value"}]` in their
 * order, for the variant whose id is in `variantIdColumn`. The cart, the order pages and the
 * placing snapshot name the variant bought with it. Dialect-specific (SQLite's JSON functions):
 * kept in app/db so a second dialect changes it in one place.
 */
export function variantOptionsJson(variantIdColumn: "li.variant_id" | "line_items.variant_id"): RawBuilder<string> {
  return sql<string>`(select json_group_array(json_object('key', o.option_key, 'value', o.value) order by o.position)
    from variant_option_values o where o.variant_id = ${sql.ref(variantIdColumn)})`;
}
