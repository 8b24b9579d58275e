// Product vocabulary: countries, regions, grapes, sweetness, tasting notes and pairings (Mongolian and English).

/** Country names for the `country` property; filter values are lower-case ISO 3166 codes. */
export const COUNTRIES = {
  mn: ["Монгол", "Mongolia"],
  fr: ["Франц", "France"],
  it: ["Итали", "Italy"],
  es: ["Испани", "Spain"],
  cl: ["Чили", "Chile"],
  ar: ["Аргентин", "Argentina"],
  au: ["Австрали", "Australia"],
  nz: ["Шинэ Зеланд", "New Zealand"],
  ge: ["Гүрж", "Georgia"],
  gb: ["Их Британи", "United Kingdom"],
  ie: ["Ирланд", "Ireland"],
  us: ["АНУ", "United States"],
  jp: ["Япон", "Japan"],
  mx: ["Мексик", "Mexico"],
  ru: ["Орос", "Russia"],
  de: ["Герман", "Germany"],
  am: ["Армени", "Armenia"],
  do: ["Доминикан", "Dominican Republic"],
  nl: ["Нидерланд", "Netherlands"],
  cz: ["Чех", "Czechia"],
} as const;
export type Country = keyof typeof COUNTRIES;

export type Pair = readonly [mn: string, en: string];

export const REGIONS = {
  bordeaux: ["Бордо", "Bordeaux"],
  burgundy: ["Бургунди", "Burgundy"],
  provence: ["Прованс", "Provence"],
  champagne: ["Шампань", "Champagne"],
  tuscany: ["Тоскана", "Tuscany"],
  veneto: ["Венето", "Veneto"],
  rioja: ["Риоха", "Rioja"],
  penedes: ["Пенедес", "Penedes"],
  maipo: ["Майпо", "Maipo Valley"],
  mendoza: ["Мендоса", "Mendoza"],
  barossa: ["Бароса", "Barossa Valley"],
  marlborough: ["Марлборо", "Marlborough"],
  kakheti: ["Кахети", "Kakheti"],
  speyside: ["Шотланд, Спейсайд", "Scotland, Speyside"],
  islay: ["Шотланд, Айла", "Scotland, Islay"],
  highlands: ["Шотланд, Хайланд", "Scotland, Highlands"],
  kentucky: ["Кентакки", "Kentucky"],
  cognac: ["Коньяк", "Cognac"],
  jalisco: ["Халиско", "Jalisco"],
  ararat: ["Арарат", "Ararat Valley"],
  selenge: ["Сэлэнгэ", "Selenge"],
  khuvsgul: ["Хөвсгөл", "Khuvsgul"],
  london: ["Лондон", "London"],
} as const satisfies Record<string, Pair>;
export type Region = keyof typeof REGIONS;

export const GRAPES = {
  cs: ["Каберне Совиньон", "Cabernet Sauvignon"],
  me: ["Мерло", "Merlot"],
  pn: ["Пино Нуар", "Pinot Noir"],
  sy: ["Шираз", "Shiraz"],
  ma: ["Мальбек", "Malbec"],
  te: ["Темпранильо", "Tempranillo"],
  sa: ["Санджовезе", "Sangiovese"],
  sp: ["Саперави", "Saperavi"],
  cm: ["Карменер", "Carménère"],
  gr: ["Гренаш", "Grenache"],
  ci: ["Сенсо", "Cinsault"],
  co: ["Корвина", "Corvina"],
  ch: ["Шардоне", "Chardonnay"],
  sb: ["Совиньон Блан", "Sauvignon Blanc"],
  se: ["Семийон", "Sémillon"],
  ri: ["Рислинг", "Riesling"],
  pg: ["Пино Гриджо", "Pinot Grigio"],
  rk: ["Ркацители", "Rkatsiteli"],
  mt: ["Мцване", "Mtsvane"],
  ve: ["Верментино", "Vermentino"],
  vi: ["Виура", "Viura"],
  gl: ["Глера", "Glera"],
  mc: ["Макабео", "Macabeo"],
  pm: ["Пино Мёнье", "Pinot Meunier"],
} as const satisfies Record<string, Pair>;
export type Grape = keyof typeof GRAPES;

export const SWEETNESS = {
  dry: ["Хуурай", "Dry"],
  "semi-sweet": ["Хагас чихэрлэг", "Semi-sweet"],
  brut: ["Брют", "Brut"],
  "extra-dry": ["Экстра драй", "Extra dry"],
} as const satisfies Record<string, Pair>;
export type Sweetness = keyof typeof SWEETNESS;

export type WineColour = "red" | "white" | "rose" | "sparkling";

export const WINE_COLOUR_TEXT: Record<WineColour, Pair> = {
  red: ["улаан дарс", "red wine"],
  white: ["цагаан дарс", "white wine"],
  rose: ["ягаан дарс", "rosé wine"],
  sparkling: ["оргилуун дарс", "sparkling wine"],
};

export const NOTES = {
  red: [
    ["боловсорсон интоор", "ripe cherry"],
    ["хар үхрийн нүд", "blackcurrant"],
    ["бөөрөлзгөнө", "blackberry"],
    ["чавга", "plum"],
    ["ванил", "vanilla"],
    ["какао", "cocoa"],
    ["хуш мод", "cedar"],
    ["хар перец", "black pepper"],
    ["тамхины навч", "tobacco leaf"],
    ["чихэр өвс", "liquorice"],
  ],
  white: [
    ["ногоон алим", "green apple"],
    ["нимбэг", "lemon"],
    ["тоор", "white peach"],
    ["лийр", "pear"],
    ["цагаан цэцэг", "white flowers"],
    ["хан боргоцой", "pineapple"],
    ["зөгийн бал", "honey"],
    ["шарсан самар", "toasted nuts"],
    ["шинэ хадсан өвс", "fresh-cut grass"],
    ["гүйлс", "apricot"],
  ],
  rose: [
    ["гүзээлзгэнэ", "strawberry"],
    ["бөөрөлзгөнө", "raspberry"],
    ["тарвас", "watermelon"],
    ["сарнайн дэлбээ", "rose petal"],
    ["бэрсүүт жүрж", "grapefruit"],
    ["улаан үхрийн нүд", "redcurrant"],
  ],
  sparkling: [
    ["шинэхэн талх", "fresh brioche"],
    ["ногоон алим", "green apple"],
    ["нимбэгний хальс", "lemon zest"],
    ["бүйлс", "almond"],
    ["цагаан цэцэг", "white blossom"],
    ["лийр", "pear"],
  ],
  whisky: [
    ["зөгийн бал", "honey"],
    ["ванил", "vanilla"],
    ["хатаасан жимс", "dried fruit"],
    ["карамель", "caramel"],
    ["цагаан гаа", "ginger"],
    ["хар шоколад", "dark chocolate"],
    ["шарсан самар", "toasted nuts"],
    ["жүржийн хальс", "orange peel"],
    ["царс мод", "oak"],
  ],
  peat: [
    ["хүлэрт утаа", "peat smoke"],
    ["далайн давс", "sea salt"],
    ["гал түймрийн үнс", "bonfire ash"],
    ["нимбэг", "lemon"],
  ],
  cognac: [
    ["хатаасан гүйлс", "dried apricot"],
    ["ванил", "vanilla"],
    ["царс мод", "oak"],
    ["хар чавга", "prune"],
    ["зөгийн бал", "honey"],
    ["шоколад", "chocolate"],
    ["чанамал жимс", "candied fruit"],
  ],
  rum: [
    ["карамель", "caramel"],
    ["гадил", "banana"],
    ["ванил", "vanilla"],
    ["наргил", "coconut"],
    ["бор элсэн чихэр", "brown sugar"],
    ["шанцай", "cinnamon"],
  ],
  agave: [
    ["шарсан агава", "cooked agave"],
    ["шохой", "lime"],
    ["хар перец", "black pepper"],
    ["ванил", "vanilla"],
    ["карамель", "caramel"],
  ],
  gin: [
    ["арц", "juniper"],
    ["кориандр", "coriander"],
    ["нимбэгний хальс", "lemon peel"],
    ["хар перец", "black pepper"],
    ["нарсны шилмүүс", "pine needles"],
    ["лаванда", "lavender"],
  ],
} satisfies Record<string, readonly Pair[]>;

export const PAIRINGS: Record<WineColour, readonly Pair[]> = {
  red: [
    ["Шарсан үхрийн мах, хатуу бяслагтай сайхан зохицно.", "Pairs well with grilled beef and hard cheeses."],
    ["Хонины мах, бууз, хуушууртай тохирно.", "A natural match for mutton, buuz and khuushuur."],
    ["16–18°C-т, өтгөн шөлтэй хоолтой хамт үйлчлээрэй.", "Serve at 16–18°C with hearty stews and roasts."],
  ],
  white: [
    ["Загас, далайн хоол, шинэхэн салаттай сайхан зохицно.", "Lovely with fish, seafood and fresh salads."],
    ["Тахианы мах, зөөлөн бяслагтай тохирно.", "Pairs with chicken and soft cheeses."],
    ["8–10°C хүртэл хөргөж үйлчлээрэй.", "Serve chilled at 8–10°C."],
  ],
  rose: [
    ["Зуны орой, хөнгөн зууш, салаттай сайхан.", "Perfect for summer evenings, light snacks and salads."],
    ["10–12°C хүртэл сайтар хөргөж үйлчлээрэй.", "Serve well chilled at 10–12°C."],
  ],
  sparkling: [
    ["Баяр ёслол, шинэ жилийн ширээнд зориулагдсан.", "Made for celebrations and the New Year table."],
    ["Далайн хоол, хөнгөн зуушны өмнө аперитив болгон үйлчлээрэй.", "Serve as an aperitif or with seafood and canapés."],
    ["6–8°C хүртэл хөргөж, нарийн хундагаар үйлчлээрэй.", "Serve at 6–8°C in a tall flute."],
  ],
};

export const noteSentence = (notes: Pair[]): Pair => [
  `Үнэр, амтанд нь ${notes.map((x) => x[0]).join(", ")} мэдрэгдэнэ.`,
  `Expect notes of ${andList(notes.map((x) => x[1]))}.`,
];

export const article = (word: string): string => (/^[aeiou]/i.test(word) ? "An" : "A");

/** "a", "a and b", "a, b and c". */
export const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
