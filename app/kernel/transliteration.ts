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

/**
 * Cyrillic letters as people type them in Latin online, before the loose folding below.
 * (х is "kh", "h" or "x"; ө and ү lose their marks; ж is "j" or "zh".)
 */
const CYRILLIC_TO_LOOSE: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "yo", ж: "j", з: "z", и: "i", й: "i",
  к: "k", л: "l", м: "m", н: "n", о: "o", ө: "o", п: "p", р: "r", с: "s", т: "t", у: "u",
  ү: "u", ф: "f", х: "h", ц: "ts", ч: "ch", ш: "sh", щ: "sh", ъ: "", ы: "i", ь: "i", э: "e",
  ю: "yu", я: "ya",
};

/**
 * A loose match key shared by Cyrillic and Latin spellings: "Хар Сувд", "khar suvd",
 * "xar suvd" and "har suvd" all become "har subd"; "Чингис" and "chinggis" both "chingis".
 * It folds the spellings that informal Latin typing of Mongolian mixes up: kh/x/h, zh/j,
 * y-glides (ye/yo/yu/ya), b/v/w, ph/f, c/q/k, and doubled letters (long vowels, "gg").
 * Only ever compare keys with keys; a key is not meant to be read.
 */
export function looseKey(text: string): string {
  let latin = "";
  for (const char of text.toLowerCase()) latin += CYRILLIC_TO_LOOSE[char] ?? char;
  return latin
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9\s]+/g, " ")
    .replace(/kh|x/g, "h")
    .replace(/zh/g, "j")
    .replace(/ph/g, "f")
    .replace(/q|c(?!h)/g, "k")
    .replace(/[vw]/g, "b")
    .replace(/y(?=[aeiouy])/g, "")
    .replace(/y/g, "i")
    .replace(/([a-z])\1+/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}
