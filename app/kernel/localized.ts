/**
 * A row's text in the page's language: `name_en` for English, `name_mn` otherwise (Mongolian is
 * the default and the fallback). One helper instead of a ternary per field, so a third language
 * would change one place.
 */
export type LocalizedFields<Field extends string> = { readonly [Key in `${Field}_mn` | `${Field}_en`]: unknown };

export function localized<Field extends string, Row extends LocalizedFields<Field>>(
  row: Row,
  field: Field,
  locale: string,
): Row[`${Field}_mn`] | Row[`${Field}_en`] {
  return locale === "en" ? row[`${field}_en`] : row[`${field}_mn`];
}
