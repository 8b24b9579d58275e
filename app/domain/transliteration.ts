/**
 * Mongolian Cyrillic to Latin in the informal spelling people type online
 * (Хар Сувд -> Khar Suvd, Өлзий -> Olzii, Чингис -> Chinggis stays recognisable).
 */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "ye", ё: "yo", ж: "j", з: "z", и: "i", й: "i",
  к: "k", л: "l", м: "m", н: "n", о: "o", ө: "o", п: "p", р: "r", с: "s", т: "t", у: "u",
  ү: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "sh", ъ: "", ы: "y", ь: "i", э: "e",
  ю: "yu", я: "ya",
};

export function toLatin(text: string): string {
  let out = "";
  let atWordStart = true;
  for (const char of text) {
    const lower = char.toLowerCase();
    const mapped = CYRILLIC_TO_LATIN[lower];
    if (mapped === undefined) {
      out += char;
      atWordStart = !/\p{L}/u.test(char);
      continue;
    }
    // Inside a word "е" reads as "e" (Сэлэнгэ, Мерло); at the start as "ye" (Ерөөл).
    const latin = lower === "е" && !atWordStart ? "e" : mapped;
    out += char !== lower && latin ? latin[0]!.toUpperCase() + latin.slice(1) : latin;
    atWordStart = false;
  }
  return out;
}

export function hasCyrillic(text: string): boolean {
  return /[\u0400-\u04FF]/.test(text);
}
