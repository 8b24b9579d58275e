/**
 * The search synonyms every shop starts with (migration 0009 writes them; staff edit them at
 * /staff/search/synonyms): the common Mongolian, Russian and English names of every product
 * type, spirit, grape and sweetness the catalogue sells, as a shopper in Ulaanbaatar types them.
 * Terms are lower case; a set with `expansions` is one way (its terms find the expansions, not
 * the reverse). Kept here, beside the demo catalogue whose vocabulary it covers
 * (demo/vocabulary.ts, demo/reference-data.ts).
 */
export interface SeedSynonymSet {
  kind: "equivalent" | "oneway";
  terms: string[];
  expansions: string[];
}

const same = (...terms: string[]): SeedSynonymSet => ({ kind: "equivalent", terms, expansions: [] });
const oneWay = (terms: string[], expansions: string[]): SeedSynonymSet => ({ kind: "oneway", terms, expansions });

export const DEFAULT_SYNONYM_SETS: readonly SeedSynonymSet[] = [
  // Product types and spirits.
  same("архи", "водка", "vodka", "arkhi"),
  same("коньяк", "cognac", "бренди", "brandy", "конъяк"),
  same("виски", "whisky", "whiskey", "вискарь"),
  same("дарс", "вино", "wine"),
  same("шар айраг", "пиво", "beer"),
  same("оргилуун дарс", "шампанское", "игристое", "игристое вино", "sparkling", "sparkling wine"),
  same("шампань", "champagne"),
  same("просекко", "prosecco", "просеко"),
  same("кава", "cava"),
  same("жин", "джин", "gin"),
  same("ром", "rum"),
  same("текила", "tequila", "текилла"),
  same("ликёр", "ликер", "liqueur"),
  same("улаан дарс", "красное вино", "красное", "red wine"),
  same("цагаан дарс", "белое вино", "белое", "white wine"),
  same("ягаан дарс", "розовое вино", "розовое", "rosé wine", "rose wine", "розе"),
  same("скотч", "scotch", "шотланд виски", "шотландский виски", "scotch whisky"),
  same("бурбон", "bourbon", "америк виски", "американский виски", "american whiskey"),
  same("ирланд виски", "ирландский виски", "irish whiskey"),
  same("япон виски", "японский виски", "japanese whisky"),
  same("сингл молт", "односолодовый", "single malt"),
  same("холимог виски", "купажированный виски", "blended whisky", "blended scotch"),
  same("лагер", "lager", "светлое пиво"),
  same("хар шар айраг", "тёмное пиво", "темное пиво", "dark beer"),
  same("крафт шар айраг", "крафтовое пиво", "craft beer"),
  same("улаан буудайн шар айраг", "пшеничное пиво", "wheat beer"),
  same("стаут", "stout"),
  same("пилснер", "пильзнер", "pilsner"),
  same("бэлгийн багц", "бэлэг", "подарок", "подарочный набор", "gift set", "gift"),
  same("хундага", "бокал", "рюмка", "стакан", "glass", "glassware"),
  same("декантер", "графин", "decanter"),
  same("барын хэрэгсэл", "барные принадлежности", "bar tools"),
  same("шейкер", "shaker"),
  same("хувцас", "одежда", "apparel"),
  same("футболк", "футболка", "t shirt", "tshirt"),
  // Sweetness.
  same("хуурай", "сухое", "dry"),
  same("хагас чихэрлэг", "полусладкое", "semi sweet"),
  same("брют", "brut"),
  same("экстра драй", "экстра сухое", "extra dry"),
  // Grapes: the Mongolian labels use the Russian spellings; the other spellings shoppers use.
  same("каберне совиньон", "cabernet sauvignon", "каберне", "cabernet"),
  same("мерло", "merlot"),
  same("пино нуар", "pinot noir", "пино ноир"),
  same("шираз", "shiraz", "сира", "syrah"),
  same("мальбек", "malbec"),
  same("темпранильо", "tempranillo"),
  same("санджовезе", "sangiovese"),
  same("саперави", "saperavi"),
  same("карменер", "карменэр", "carménère", "carmenere"),
  same("гренаш", "гарнача", "grenache", "garnacha"),
  same("сенсо", "cinsault", "cinsaut"),
  same("корвина", "corvina"),
  same("шардоне", "шардонне", "chardonnay"),
  same("совиньон блан", "sauvignon blanc"),
  same("семийон", "семильон", "sémillon", "semillon"),
  same("рислинг", "riesling"),
  same("пино гриджо", "пино гри", "pinot grigio", "pinot gris"),
  same("ркацители", "rkatsiteli"),
  same("мцване", "mtsvane"),
  same("верментино", "vermentino"),
  same("виура", "макабео", "viura", "macabeo"),
  same("глера", "glera"),
  same("пино мёнье", "пино менье", "pinot meunier"),
  // One way: a broad word finds every kind under it; a kind does not find the broad word.
  oneWay(["спиртное", "крепкий алкоголь", "spirits", "хүчтэй ундаа"], ["архи", "виски", "коньяк", "жин", "ром", "текила"]),
];
