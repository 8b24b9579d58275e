/**
 * Sort keys stored beside names so the database can sort by plain text comparison.
 * Unicode puts Mongolian ө and ү after я; the Mongolian alphabet puts them after о and у.
 */
const MONGOLIAN_ALPHABET = "абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя";
const PRIVATE_USE_START = 0xe000;

const RANK = new Map<string, string>(
  [...MONGOLIAN_ALPHABET].map((letter, index) => [letter, String.fromCharCode(PRIVATE_USE_START + index)]),
);

function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

export function mongolianSortKey(name: string): string {
  // NFKD would split й and ё into base + mark; fold those letters before the rest.
  let out = "";
  for (const char of name.toLowerCase().trim()) {
    const rank = RANK.get(char);
    out += rank ?? fold(char);
  }
  return out;
}

export function englishSortKey(name: string): string {
  return fold(name);
}
