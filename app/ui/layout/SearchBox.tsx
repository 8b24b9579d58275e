import { SearchCombobox } from "~/modules/search";

/**
 * The header search: a GET form to the results page that works the same with JavaScript off;
 * with JavaScript it offers suggestions as you type (see SearchCombobox).
 */
export function SearchBox() {
  return <SearchCombobox />;
}
