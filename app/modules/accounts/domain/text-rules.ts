/**
 * storefront-spec.md §5 Validation rules: 'Cyrillic-only input for some fields'. Digits,
 * punctuation, symbols (№) and spaces are fine; every letter must be Cyrillic (Mongolian ө and ү
 * included).
 */
const NON_CYRILLIC_LETTER = /(?!\p{Script=Cyrillic})\p{L}/u;

export function isCyrillicText(value: string): boolean {
  return !NON_CYRILLIC_LETTER.test(value.normalize("NFC"));
}

/** Control characters other than tab and line breaks have no place in a form field. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}
