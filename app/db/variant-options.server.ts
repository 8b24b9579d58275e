import { sql, type Kysely, type RawBuilder } from "kysely";
import { isPostgres } from "./dialect";

/**
 * A variant's option values (volume, size, colour) as a JSON array `[{"key","value"}]` in their
 * order, as text, for the variant whose id is in `variantIdColumn`. The cart, the order pages and
 * the placing snapshot name the variant bought with it. The JSON functions are each database's
 * own, so both forms live here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function variantOptionsJson(db: Kysely<any>, variantIdColumn: "li.variant_id" | "line_items.variant_id"): RawBuilder<string> {
  if (isPostgres(db)) {
    return sql<string>`(select coalesce(json_agg(json_build_object('key', o.option_key, 'value', o.value) order by o.position), '[]')::text
      from variant_option_values o where o.variant_id = ${sql.ref(variantIdColumn)})`;
  }
  return sql<string>`(select json_group_array(json_object('key', o.option_key, 'value', o.value) order by o.position)
    from variant_option_values o where o.variant_id = ${sql.ref(variantIdColumn)})`;
}
