/**
 * Demo editorial content: authors, tags, articles and news for Khar Suvd Wine & Spirits.
 * Texts are Mongolian (default) and English; bodies are markdown with links only to the shop's
 * own paths. The seed turns `daysAgo` into a publication date and draws a cover from `coverColors`.
 */

export interface DemoAuthor {
  key: string;
  nameMn: string;
  nameEn: string;
  bioMn: string;
  bioEn: string;
}

export interface DemoTag {
  code: string;
  nameMn: string;
  nameEn: string;
  descriptionMn: string;
  descriptionEn: string;
}

export interface DemoArticle {
  kind: "article" | "news";
  slug: string;
  authorKey: string;
  tags: string[];
  titleMn: string;
  titleEn: string;
  summaryMn: string;
  summaryEn: string;
  /** Markdown: ## and ### headings, paragraphs, lists, **bold**; links only to the shop's own paths; no images. */
  bodyMn: string;
  bodyEn: string;
  /** Published this many days before the seed runs (1..400); news are recent (1..60). */
  daysAgo: number;
  /** One demo taxon permalink whose products are shown as related. */
  taxon: string;
  /** Two hex colours for a generated cover picture. */
  coverColors: [string, string];
}

export const demoAuthors: DemoAuthor[] = [
  {
    key: "oyunchimeg",
    nameMn: "Батсүхийн Оюунчимэг",
    nameEn: "Oyunchimeg Batsukh",
    bioMn:
      "Хар Сувдын ахлах сомелье. Дарсны чиглэлээр олон улсын гэрчилгээтэй бөгөөд арав гаруй жил Улаанбаатарын ресторануудад дарсны жагсаалт бүрдүүлж ирсэн. Дарсыг ярвигтай биш, харин өдөр тутмын баяр баясгалан гэж үздэг.",
    bioEn:
      "Head sommelier at Khar Suvd. She holds an international wine certificate and spent more than ten years building wine lists for restaurants in Ulaanbaatar. She believes wine should feel like an everyday pleasure, not an exam.",
  },
  {
    key: "temuulen",
    nameMn: "Ганбаатарын Тэмүүлэн",
    nameEn: "Temuulen Ganbaatar",
    bioMn:
      "Бармен, коктейлийн сургагч. Хотын нэрт баарнуудад ажиллаж, гэрийн бааранд зориулсан энгийн жор боловсруулах дуртай. Дэлгүүрийн амталгааны үдшүүдийг ихэвчлэн тэр удирддаг.",
    bioEn:
      "Bartender and cocktail trainer. He has worked behind some of the city's best-known bars and loves turning bar techniques into simple recipes for the home. He hosts most of the shop's tasting evenings.",
  },
  {
    key: "enkhjargal",
    nameMn: "Дорждагвын Энхжаргал",
    nameEn: "Enkhjargal Dorjdagva",
    bioMn:
      "Хар Сувдын худалдан авалтын менежер. Жил бүр үйлдвэрлэгчидтэй биечлэн уулзаж, тавиур дээр гарах шил бүрийг өөрөө амталж сонгодог. Монгол архины үйлдвэрлэлийг дотроос нь сайн мэддэг.",
    bioEn:
      "Buyer at Khar Suvd. Every year she meets producers in person and tastes each bottle before it reaches the shelf. She knows Mongolian vodka making from the inside.",
  },
  {
    key: "nomin",
    nameMn: "Цэрэнгийн Номин",
    nameEn: "Nomin Tseren",
    bioMn:
      "Хоол, аяллын сэтгүүлч. Монгол ахуйн хоолны тухай нийтлэл, жорын ном бичдэг бөгөөд уламжлалт хоолыг дэлхийн ундаатай хослуулах сонирхолтой. Гэрийн ширээн дээр туршиж үзээгүй зүйлээ бичдэггүй.",
    bioEn:
      "Food and travel writer. She writes about Mongolian home cooking, has authored a recipe book, and enjoys matching traditional dishes with drinks from around the world. She never writes about a pairing she has not tried at her own table.",
  },
];

export const demoTags: DemoTag[] = [
  {
    code: "wine-basics",
    nameMn: "Дарсны анхан шат",
    nameEn: "Wine basics",
    descriptionMn: "Дарсыг сонгох, ойлгох, таашаах энгийн зөвлөгөө. Шошго, сорт, бүс нутгийн тухай ойлгомжтой тайлбар.",
    descriptionEn: "Simple advice on choosing, understanding and enjoying wine: labels, grapes and regions explained plainly.",
  },
  {
    code: "food-pairing",
    nameMn: "Хоолтой хослуулах",
    nameEn: "Food pairing",
    descriptionMn: "Монгол болон дэлхийн хоолыг ямар ундаатай хослуулбал амт нь тодрох вэ.",
    descriptionEn: "Which drinks bring out the best in Mongolian and international dishes.",
  },
  {
    code: "vodka",
    nameMn: "Архи",
    nameEn: "Vodka",
    descriptionMn: "Монгол болон импортын архи, үйлдвэрлэлийн арга, зөв уух соёл.",
    descriptionEn: "Mongolian and imported vodka, how it is made, and how to enjoy it well.",
  },
  {
    code: "whisky",
    nameMn: "Виски",
    nameEn: "Whisky",
    descriptionMn: "Шотланд, Япон болон бусад орны вискиний бүс нутаг, хэв маяг, амталгааны зөвлөгөө.",
    descriptionEn: "Regions, styles and tasting tips for Scotch, Japanese and other whiskies.",
  },
  {
    code: "cognac-brandy",
    nameMn: "Коньяк, бренди",
    nameEn: "Cognac & brandy",
    descriptionMn: "Коньякийн зэрэглэл, насжилт, уух арга барилын тухай.",
    descriptionEn: "Cognac grades, ageing and the best ways to serve it.",
  },
  {
    code: "cocktails",
    nameMn: "Коктейль",
    nameEn: "Cocktails",
    descriptionMn: "Гэрийн бааранд хийхэд хялбар коктейлийн жор, багаж хэрэгслийн зөвлөгөө.",
    descriptionEn: "Easy cocktail recipes and bar-tool tips for the home bar.",
  },
  {
    code: "beer",
    nameMn: "Шар айраг",
    nameEn: "Beer",
    descriptionMn: "Крафт шар айрагны хэв маяг, амт, хоолтой хослуулах санаа.",
    descriptionEn: "Craft beer styles, flavours and food matches.",
  },
  {
    code: "storage-serving",
    nameMn: "Хадгалах, үйлчлэх",
    nameEn: "Storage & serving",
    descriptionMn: "Ундааг гэрт зөв хадгалах, зөв хэмд хөргөж, тохирох хундагаар үйлчлэх арга.",
    descriptionEn: "How to store drinks at home and serve them at the right temperature in the right glass.",
  },
  {
    code: "gifts-celebrations",
    nameMn: "Бэлэг, баяр ёслол",
    nameEn: "Gifts & celebrations",
    descriptionMn: "Цагаан сар, шинэ жил, төрсөн өдөр болон бусад баярт тохирох бэлэг, ундааны санаа.",
    descriptionEn: "Gift and drink ideas for Tsagaan Sar, New Year, birthdays and other celebrations.",
  },
  {
    code: "store-news",
    nameMn: "Дэлгүүрийн мэдээ",
    nameEn: "Store news",
    descriptionMn: "Шинэ бараа, арга хэмжээ, цагийн хуваарь, хүргэлтийн өөрчлөлтийн тухай мэдээ.",
    descriptionEn: "New arrivals, events, opening hours and delivery updates from the shop.",
  },
];

export const demoArticles: DemoArticle[] = [
  {
    kind: "article",
    slug: "how-khar-suvd-vodka-is-made",
    authorKey: "enkhjargal",
    tags: ["vodka"],
    titleMn: "Хар Сувд архи хэрхэн бүтдэг вэ",
    titleEn: "How Khar Suvd vodka is made",
    summaryMn: "Зургаан удаагийн нэрэлт, таван давхар шүүлтүүр, 21 хоногийн амраалт: шил бүрийн ард байгаа тэвчээрийн түүх.",
    summaryEn: "Six distillations, five filters and 21 days of rest: the patient work behind every bottle.",
    bodyMn: `Сайн архи энгийн зүйлээс эхэлдэг: цэвэр ус, чанартай үр тариа, тэгээд тэвчээр. [Хар Сувд](/brands/khar-suvd)-ын үйлдвэрлэлийн үе шат бүр эдгээр гурвыг хамгаалахад чиглэдэг. Худалдан авалтын менежерийн хувьд үйлдвэрт олон удаа очсон тул тэнд юу болдгийг алхам алхмаар нь хуваалцъя.

## Ус ба үр тариа

Архины ихэнх хэсэг нь ус. Тиймээс усыг олон шатаар цэвэршүүлж, зөөлрүүлсний дараа л спирттэй холино. Спиртийг сайтар сонгосон үр тарианаас гаргадаг бөгөөд түүхий эдийн чанар эцсийн амтад шууд нөлөөлдөг.

## Зургаан удаагийн нэрэлт

Хар Сувдын спиртийг **6 удаа** нэрдэг. Нэрэлт болгоны дараа хүнд тос, илүүдэл үнэр, хурц амт багасч, спирт улам цэвэр болно. Олон удаа нэрэх нь удаан, зардал ихтэй ажил. Гэвч шилийг нээхэд мэдрэгдэх тэр цэвэр, зөөлөн амт яг эндээс эхтэй.

## Таван давхар шүүлтүүр

Нэрсэн спиртийг дараа нь таван материалаар дамжуулан шүүнэ:

- **нүүрс** — илүүдэл үнэр, хольцыг шингээнэ;
- **кварц** — архийг болор мэт тунгалаг болгоно;
- **мөнгө** — амтыг тэгшилж, зөөлрүүлнэ;
- **сувд** — брэндийн нэрийн эх сурвалж бөгөөд төгсгөлийг уян зөөлөн болгоно;
- **алмаз** — эцсийн өнгөлгөө.

Материал бүр өөр үүрэгтэй бөгөөд дараалал нь ч чухал. Энэ бол хурдан арга биш, харин амтыг нарийн тохируулах арга.

## 500 гаруй цагийн амралт

Шүүлтүүрээс гарсан архийг шууд савлахгүй. Түүнийг **500 гаруй цаг, өөрөөр хэлбэл 21 хоног** амраадаг. Энэ хугацаанд ус, спирт бүрэн нийлж, амт нь тогтворжин, эхний хурц мэдрэмж арилдаг. Дэлгүүрт ирсэн шил бүр энэ хугацааг бүтэн өнгөрөөсөн байдаг.

## Чанарын хяналт

Үйлдвэрлэлийн шат бүрийн дараа лабораторид дээж авч шинжилдэг. Спиртийн цэвэршилт, усны зөөлөн байдал, эцсийн бүтээгдэхүүний үнэр, амтыг мэргэжлийн амталгааны баг шалгаж, стандарт хангаагүй багцыг савлахгүй. Бид ч гэсэн дэлгүүрт ирсэн багц бүрээс шил сонгон авч амталж, шошго, битүүмжлэлийг нь нягталдаг. Ингэснээр аль ч дэлгүүрээс, аль ч сард авсан Хар Сувд нэг л амттай байх баталгаатай.

## Хэрхэн таашаах вэ

Хар Сувдыг хөлдөөлгүйгээр, сайн хөргөж уухад амт нь хамгийн тод мэдрэгддэг. Жижиг хундагаар, халуун хоолтой хамт — бууз, хуушуур, даршилсан ногоотой — хослуулаарай. Коктейльд ч цэвэр суурь болно.

Бүх төрлийг [Монгол архины ангилал](/t/spirits/vodka/mongolian)-аас үзэж болно. Архи, согтууруулах ундааг зөвхөн 18 нас хүрсэн хүнд худалдана. Хэмжээгээ мэдэж, ухаалаг хэрэглээрэй.`,
    bodyEn: `Good vodka starts with simple things: clean water, good grain and patience. Every step in making [Khar Suvd](/brands/khar-suvd) is there to protect those three. As the shop's buyer I have visited the distillery many times, so here is what happens there, step by step.

## Water and grain

Most of what is in a bottle of vodka is water. That is why the water is purified and softened in several stages before it is blended with the spirit. The spirit itself comes from carefully chosen grain, and the quality of that raw material shows directly in the final taste.

## Distilled six times

Khar Suvd spirit is distilled **6 times**. Each run removes more of the heavy oils, stray aromas and harsh edges, leaving the spirit cleaner than before. Distilling this many times is slow and costly, but the clean, soft taste you notice when you open the bottle starts right here.

## Five filters

The distilled spirit is then filtered through five materials:

- **charcoal** — absorbs unwanted aromas and impurities;
- **quartz** — gives crystal clarity;
- **silver** — evens out and softens the taste;
- **pearls** — the source of the brand's name, for a smooth, rounded finish;
- **diamond** — the final polish.

Each material has its own job, and the order matters too. It is not a shortcut; it is a way of fine-tuning the taste.

## More than 500 hours of rest

Filtered vodka is not bottled straight away. It rests for **more than 500 hours, that is 21 days**. During that time water and spirit settle together completely, the flavour becomes stable and the first sharpness fades. Every bottle that reaches our shelves has had its full rest.

## Quality checks

After every stage of production, samples go to the laboratory. A professional tasting panel checks the purity of the spirit, the softness of the water and the aroma and taste of the finished vodka, and any batch that falls short is not bottled. We also pull bottles from every batch that reaches our stores, taste them and check the label and seal. That way a bottle of Khar Suvd tastes the same whichever store you buy it from, in whichever month.

## How to enjoy it

Khar Suvd shows its taste best well chilled, but not frozen. Pour it into small glasses and serve it with hot food — buuz, khuushuur or pickled vegetables. It also makes a clean base for cocktails.

Browse the whole range in [Mongolian vodka](/t/spirits/vodka/mongolian). Alcohol is sold only to customers aged 18 and over. Know your limit and enjoy responsibly.`,
    daysAgo: 320,
    taxon: "spirits/vodka/mongolian",
    coverColors: ["#0b1a2e", "#c9d6e3"],
  },
  {
    kind: "article",
    slug: "mongolian-food-and-wine-pairing",
    authorKey: "nomin",
    tags: ["food-pairing", "wine-basics"],
    titleMn: "Бууз, хуушуур, боодог: монгол хоолыг дарстай хослуулах нь",
    titleEn: "Buuz, khuushuur, boodog: pairing Mongolian food with wine",
    summaryMn: "Махлаг, тослог монгол хоолонд ямар дарс зохих вэ? Гэрийн ширээн дээр туршсан энгийн дүрмүүд.",
    summaryEn: "Which wines suit rich, meaty Mongolian dishes? Simple rules tested at a home table.",
    bodyMn: `Монгол хоол гэхээр ихэнх хүний санаанд архи, сүүтэй цай орж ирдэг. Гэвч махлаг, тослог, давс багатай манай хоол дарстай гайхалтай зохицдог. Гол нь хэдэн энгийн зарчим баримтлах.

## Гурван энгийн дүрэм

- **Тос ихтэй хоолонд хүчиллэг дарс.** Хүчил амыг сэргээж, дараагийн хазалтыг амттай болгоно.
- **Хүнд махан хоолонд таннинтай улаан дарс.** Таннин уураг, өөхтэй нийлж зөөлөрдөг.
- **Хоолноос илүү хүчтэй дарс бүү сонго.** Дарс хоолыг дарах биш, дэмжих ёстой.

## Бууз

Уурын бууз шүүслэг, зөөлөн, сонгинын амттай. Үүнд хэт хүнд дарс хэрэггүй. Хөнгөн, жимслэг улаан дарс, жишээ нь Pinot Noir, эсвэл хуурай [розе дарс](/t/wine/rose) тохирно. Бага зэрэг хөргөж үйлчлээрэй.

## Хуушуур

Шарсан зуурмаг, тослог мах — хуушуурт хөөс, хүчил хэрэгтэй. [Оргилуун дарс](/t/wine/sparkling) эсвэл хуурай, шинэхэн [цагаан дарс](/t/wine/white) тосыг "цэвэрлэж", амыг сэргээнэ. Цагаан сарын ширээн дээр ч энэ хослол гоё харагддаг.

## Боодог ба хорхог

Утаа, галын амттай, өөх ихтэй эдгээр хоол бол улаан дарсны жинхэнэ хань. Syrah, Malbec, Cabernet Sauvignon зэрэг биетэй, таннинтай [улаан дарс](/t/wine/red) сонгоорой. Утаат амт нь дарсны халуун ногоо, хар жимсний үнэртэй сайхан нийлнэ.

## Цуйван

Гоймон, мах, ногоо холилдсон цуйван дунд зэргийн хүнд. Дунд биетэй улаан дарс, эсвэл бага зэрэг эрдэс амттай цагаан дарс аль аль нь таарна. Цуйванд чинжүүтэй соус нэмдэг бол жимслэг, бага таннинтай дарс сонгох нь дээр.

## Хүйтэн зууш, салат

Хуушуурын өмнө ширээн дээр тавьдаг хүйтэн мах, хиам, ногоон салат, даршилсан ногоо зэрэгт хөнгөн, сэргэг дарс хамгийн тохиромжтой. Розе дарс энд бүх нийтийн сонголт болно: цагаан дарсны шинэхэн байдал, улаан дарсны жимслэг амтыг хослуулдаг.

## Цагаан идээ, амттан

Ааруул, ээзгий, өрөм зэрэг цагаан идээний исгэлэн, тослог амтанд бага зэрэг чихэрлэг цагаан дарс, жишээ нь Riesling эсвэл Moscato гайхалтай зохицно. Боовтой цай уусны дараа ширээн дээр чихэрлэг дарс эсвэл портвейн тавьбал зочдод сонирхолтой санагдана. Хонины шөл, гурилтай шөл зэрэг халуун шөлтэй хуурай, хөнгөн цагаан дарс эсвэл хөнгөн улаан дарс тохирно. Шөл өөрөө шингэн тул хэт хүнд дарс сонгох хэрэггүй.

## Эцэст нь

Хамгийн сайн хослол бол та өөрөө таашаасан хослол. Хоёр өөр дарс нээгээд, хоол бүртэй амталж харьцуулаарай — ширээний ард сонирхолтой яриа ч үүснэ. Согтууруулах ундааг зөвхөн 18 нас хүрсэн хүн хэрэглэнэ.`,
    bodyEn: `Say "Mongolian food" and most people think of vodka or milk tea. Yet our meaty, rich and lightly salted dishes go wonderfully with wine. The trick is to follow a few simple principles.

## Three simple rules

- **Fatty food wants acidity.** Acidity refreshes the palate and makes the next bite taste better.
- **Heavy meat dishes want a red wine with tannin.** Tannin binds with protein and fat and softens.
- **Never choose a wine stronger than the food.** The wine should support the dish, not bury it.

## Buuz

Steamed buuz are juicy, tender and full of onion. They do not need a heavy wine. A light, fruity red such as Pinot Noir, or a dry [rosé](/t/wine/rose), works well. Serve it slightly chilled.

## Khuushuur

Fried dough and rich meat: khuushuur needs bubbles and acidity. A [sparkling wine](/t/wine/sparkling) or a crisp, fresh [white wine](/t/wine/white) "cleans" the fat and wakes up the palate. It looks great on a Tsagaan Sar table too.

## Boodog and khorkhog

Smoky, fire-cooked and rich in fat, these dishes are red wine's true partners. Choose a full-bodied [red](/t/wine/red) with firm tannins: Syrah, Malbec or Cabernet Sauvignon. The smoke meets the wine's spice and dark fruit beautifully.

## Tsuivan

Noodles, meat and vegetables stir-fried together make tsuivan moderately rich. A medium-bodied red or a white with a mineral edge both work. If you add chilli sauce, pick a fruity wine with soft tannins.

## Cold cuts and salads

Cold meats, sausage, green salads and pickles served before the hot dishes call for a light, fresh wine. Rosé is the all-rounder here: it combines the freshness of a white with the fruit of a red.

## Dairy treats and desserts

The sour, creamy taste of aaruul, eezgii and urum goes beautifully with a slightly sweet white such as Riesling or Moscato. After tea and boortsog, a sweet wine or a port on the table will intrigue your guests. With hot soups such as mutton soup or guriltai shul, choose a dry, light white or a light red. Soup is already liquid, so there is no need for a heavy wine.

## Finally

The best pairing is the one you enjoy. Open two different wines, taste each with every dish and compare — it makes for good conversation at the table as well. Alcohol is for adults aged 18 and over only.`,
    daysAgo: 280,
    taxon: "wine/red",
    coverColors: ["#6b1d2a", "#e8c07d"],
  },
  {
    kind: "article",
    slug: "how-to-read-a-wine-label",
    authorKey: "oyunchimeg",
    tags: ["wine-basics"],
    titleMn: "Дарсны шошгыг хэрхэн унших вэ",
    titleEn: "How to read a wine label",
    summaryMn: "Үйлдвэрлэгч, бүс нутаг, сорт, он, зэрэглэл: шошгон дээрх мэдээллээс дарсны амтыг урьдчилан таах нь.",
    summaryEn: "Producer, region, grape, vintage and classification: how a label tells you what is in the bottle.",
    bodyMn: `Дэлгүүрийн тавиурын өмнө зогсоод олон шошгоны дундаас аль нь таны дуртай амт болохыг таах амаргүй. Гэвч шошго бол дарсны товч намтар. Үүнийг уншиж сурвал сонголт тань хамаагүй хялбар болно.

## Шинэ ертөнц ба Хуучин ертөнц

Австрали, Чили, Аргентин, АНУ зэрэг **Шинэ ертөнцийн** дарсны шошгон дээр ихэвчлэн **усан үзмийн сорт** томоор бичигддэг: Chardonnay, Malbec, Shiraz гэх мэт. Харин Франц, Итали, Испани зэрэг **Хуучин ертөнцийн** шошгон дээр **бүс нутгийн нэр** гол байр эзэлдэг: Bordeaux, Chianti, Rioja. Эдгээр бүс нутаг ямар сорт ашигладгийг мэдэх нь чухал: Chablis бол Chardonnay, Sancerre бол Sauvignon Blanc.

## Шошгон дээрх гол мэдээлэл

- **Үйлдвэрлэгч** — дарсны гэр бүлийн нэр. Танд таалагдсан үйлдвэрлэгчийн бусад дарсыг ч туршаарай.
- **Он (vintage)** — усан үзэм хурааж авсан жил. Хөнгөн цагаан, розе дарсыг залуу байхад нь уух нь дээр.
- **Спиртийн агууламж** — 12.5%-иас доош бол ихэвчлэн хөнгөн, 14%-иас дээш бол биетэй, дулаан дарс.
- **Зэрэглэл** — AOC, DOCG, DO зэрэг товчлол нь тухайн бүс нутгийн дүрмийн дагуу хийгдсэн болохыг илтгэнэ.

## Чихэрлэг үү, хуурай юу?

Оргилуун дарсанд **Brut** гэвэл хуурай, **Extra Dry** гэвэл бага зэрэг чихэрлэг, **Demi-Sec** гэвэл чихэрлэг гэсэн үг. Германы дарсанд **Trocken** бол хуурай. Бусад дарсанд "Sweet", "Dolce", "Moelleux" гэсэн үг байвал чихэрлэг.

## Шилний хэлбэр

Шошгоноос гадна шилний хэлбэр ч мэдээлэл өгдөг. Өндөр мөртэй шил ихэвчлэн Бордогийн маягийн дарс, налуу мөртэй шил Бургунд эсвэл Роны маягийнх, нарийн урт шил Рислинг зэрэг сэргэг цагаан дарс байдаг.

## Насжилтын тэмдэглэгээ

Испанийн **Crianza, Reserva, Gran Reserva**, Италийн **Riserva** нь дарсыг торх болон шилэнд удаан насжуулсныг заана. Ийм дарс ихэвчлэн илүү нарийн, давхраатай амттай.

## Арын шошго

Нүүрэн талын шошго анхаарал татахад зориулагдсан бол арын шошгон дээр хамгийн хэрэгтэй мэдээлэл байдаг: дарсны товч тодорхойлолт, үнэр амтын тэмдэглэл, тохирох хоол, үйлчлэх хэм. Импортын дарсан дээр импортлогчийн нэр, монгол хэл дээрх мэдээлэл бүхий наалт байх ёстой. Энэ наалт нь бүтээгдэхүүн албан ёсны замаар орж ирсэн гэдгийн баталгаа юм.

## Зөвлөгөө

Шошго унших нь эхлэл төдий. Танд таалагдсан дарсны шошгыг утсаараа зурагдаж аваад, дараа нь ижил бүс нутаг эсвэл сортын өөр дарс сонгоорой. Манай [дарсны ангилал](/t/wine)-д бүс нутаг, сортоор шүүх боломжтой. Эргэлзвэл дэлгүүрт ирж сомельетой зөвлөлдөөрэй.`,
    bodyEn: `Standing in front of a shelf, it is hard to guess which of the many labels holds the taste you like. But a label is a short biography of the wine. Learn to read it and choosing becomes much easier.

## New World and Old World

On **New World** labels — Australia, Chile, Argentina, the USA — the **grape variety** is usually written large: Chardonnay, Malbec, Shiraz. On **Old World** labels — France, Italy, Spain — the **region** takes the main place: Bordeaux, Chianti, Rioja. It helps to know which grapes those regions use: Chablis is Chardonnay, Sancerre is Sauvignon Blanc.

## The key facts on a label

- **Producer** — the wine's family name. If you like one producer, try their other wines.
- **Vintage** — the year the grapes were harvested. Light whites and rosés are best drunk young.
- **Alcohol** — below 12.5% usually means a lighter wine, above 14% a full-bodied, warm one.
- **Classification** — abbreviations such as AOC, DOCG or DO show the wine follows the rules of its region.

## Sweet or dry?

On sparkling wine, **Brut** means dry, **Extra Dry** slightly sweet, and **Demi-Sec** sweet. On German wine, **Trocken** means dry. On other wines, words like "Sweet", "Dolce" or "Moelleux" signal sweetness.

## Bottle shape

Beyond the label, the bottle's shape gives clues too. High-shouldered bottles usually hold Bordeaux-style wines, sloping shoulders point to Burgundy or Rhône styles, and tall slender bottles to crisp whites such as Riesling.

## Ageing terms

Spanish **Crianza, Reserva, Gran Reserva** and Italian **Riserva** tell you the wine spent longer in barrel and bottle. Such wines usually have a finer, more layered taste.

## The back label

The front label is there to catch your eye; the back label holds the most useful information: a short description, tasting notes, food matches and serving temperature. Imported wine should also carry a sticker with the importer's name and details in Mongolian. That sticker shows the product came in through official channels.

## A tip

Reading labels is only the beginning. Take a photo of the label of a wine you enjoyed, then next time pick another wine from the same region or grape. In our [wine section](/t/wine) you can filter by region and grape. And if in doubt, come to the store and talk to our sommelier.`,
    daysAgo: 350,
    taxon: "wine",
    coverColors: ["#f3ead8", "#7a2435"],
  },
  {
    kind: "article",
    slug: "speyside-vs-islay-single-malt",
    authorKey: "enkhjargal",
    tags: ["whisky"],
    titleMn: "Спэйсайд уу, Айла уу: сингл молт вискиний хоёр ертөнц",
    titleEn: "Speyside or Islay: two worlds of single malt",
    summaryMn: "Жимслэг, зөгийн балны амттай Спэйсайд ба утаат, далайн амьсгалтай Айлагийн ялгаа, аль нь танд тохирох вэ.",
    summaryEn: "Fruity, honeyed Speyside versus smoky, sea-salted Islay, and how to tell which one is for you.",
    bodyMn: `Шотландын **сингл молт** гэдэг нь нэг л нэрэх үйлдвэрт, зөвхөн соёолжтой арвайгаар хийж, царс торхонд дор хаяж гурван жил насжуулсан виски юм. Гэвч нэг улсын дотор ч амт нь эрс өөр. Үүнийг хамгийн тод харуулдаг хоёр бүс нутаг бол Спэйсайд ба Айла.

## Спэйсайд: жимс, зөгийн бал, амар амгалан

Спэй голын хөндийд Шотландын нэрэх үйлдвэрүүдийн бараг тал нь төвлөрдөг. Энд гол төлөв утаагүй соёолж хэрэглэдэг тул виски нь:

- лийр, алим, хатаасан жимсний үнэртэй;
- зөгийн бал, ванилийн зөөлөн амттай;
- шерри торхонд насжуулсан бол үзэм, шоколад, самрын өнгө аястай.

Виски анх амталж буй хүнд Спэйсайд бол хамгийн ээлтэй эхлэл. [Спэйсайдын сонголт](/t/spirits/whisky/scotch/single-malt/speyside)-оос эхлээрэй.

## Айла: утаа, далай, давс

Айла бол Шотландын баруун эргийн салхитай жижиг арал. Энд соёолжийг **хүлэрийн** галаар хатаадаг заншилтай. Тиймээс Айлагийн виски:

- галын утаа, эмнэлгийн иод шиг тод үнэртэй;
- далайн давс, замагны амьсгалтай;
- урт, дулаан төгсгөлтэй.

Анх амсахад гайхмаар ч, дуртай болсон хүн нь бусдыг бараг анзаардаггүй. [Айлагийн сонголт](/t/spirits/whisky/scotch/single-malt/islay)-ыг үзээрэй.

## Бусад бүс нутаг

Шотландад бас **Хайланд** (баялаг, олон янз), **Лоуланд** (хөнгөн, цэцгийн), **Кэмпбелтаун** (давслаг, бага зэрэг утаатай) гэсэн бүс нутгууд бий. Спэйсайд ба Айлагийн ялгааг ойлгосны дараа эдгээрийг туршвал вискиний газрын зураг улам бүрэн болно. Мөн зарим Спэйсайдын үйлдвэр утаатай, зарим Айлагийнх утаагүй виски гаргадаг тул шошгон дээрх тайлбарыг анхааралтай уншаарай.

## Хэрхэн амтлах вэ

1. Вискиг тулип хэлбэрийн жижиг хундагад хийнэ.
2. Эхлээд үнэрлээд, дараа нь бага зэрэг балгаж амандаа эргэлдүүлнэ.
3. Хэдэн дусал ус нэмэхэд үнэр нь нээгдэнэ. Мөс их хийвэл амт нь хаагдана.

Хоёр бүс нутгийг зэрэгцүүлэн амтлах нь ялгааг ойлгох хамгийн хурдан арга. Эхлээд Спэйсайд, дараа нь Айла гэсэн дарааллаар амтлаарай — эсрэгээр бол утаа нь зөөлөн амтыг дарна.

## Насжилтын тухай

Шошгон дээрх нас нь хольцын хамгийн залуу вискиний насыг заадаг. Илүү настай виски заавал илүү амттай гэсэн үг биш: зарим залуу Айлагийн виски утаа нь илүү тод, шинэхэн байдаг. Өөрийн амтанд итгээрэй.

## Монгол ширээн дээр

Спэйсайд нь хонины шөл, цагаан идээтэй, Айла нь утсан мах, боодогтой сайхан зохицдог. Хэмжээгээ мэдэж, таашаан амтлаарай. Бүх сонголтыг [сингл молт виски](/t/spirits/whisky/scotch/single-malt) ангиллаас харна уу.`,
    bodyEn: `A Scotch **single malt** is whisky made at a single distillery, from malted barley only, and aged in oak casks for at least three years. Yet even within one country the taste varies enormously. The two regions that show this most clearly are Speyside and Islay.

## Speyside: fruit, honey and calm

Almost half of Scotland's distilleries are gathered in the valley of the river Spey. Most use unpeated malt, so the whisky tends to have:

- aromas of pear, apple and dried fruit;
- a soft taste of honey and vanilla;
- if aged in sherry casks, notes of raisin, chocolate and nuts.

For someone new to whisky, Speyside is the friendliest place to start. Begin with our [Speyside selection](/t/spirits/whisky/scotch/single-malt/speyside).

## Islay: smoke, sea and salt

Islay is a small, windswept island off Scotland's west coast. Here the malt is traditionally dried over **peat** fires, so Islay whisky has:

- a bold aroma of bonfire smoke and iodine;
- a breath of sea salt and seaweed;
- a long, warming finish.

It can be a surprise at first sip, but people who fall for it rarely look elsewhere. See the [Islay selection](/t/spirits/whisky/scotch/single-malt/islay).

## Other regions

Scotland also has the **Highlands** (rich and varied), the **Lowlands** (light and floral) and **Campbeltown** (salty, lightly smoky). Once you understand Speyside and Islay, trying these completes your whisky map. Some Speyside distilleries also make a peated whisky, and some Islay ones an unpeated one, so read the label carefully.

## How to taste

1. Pour the whisky into a small tulip-shaped glass.
2. Nose it first, then take a small sip and let it roll around your mouth.
3. A few drops of water open up the aroma. Lots of ice closes the taste down.

Tasting the two regions side by side is the quickest way to understand the difference. Go Speyside first, then Islay — the other way round, the smoke will drown the gentler whisky.

## A note on age

The age on the label is that of the youngest whisky in the bottle. Older does not always mean better: some young Islay whiskies have brighter, fresher smoke. Trust your own taste.

## At a Mongolian table

Speyside goes well with mutton soup and dairy treats; Islay with smoked meat and boodog. Know your limit and taste with pleasure. Browse everything in [single malt whisky](/t/spirits/whisky/scotch/single-malt).`,
    daysAgo: 240,
    taxon: "spirits/whisky/scotch/single-malt",
    coverColors: ["#8a5a1f", "#2f3e46"],
  },
  {
    kind: "article",
    slug: "cognac-grades-vs-vsop-xo",
    authorKey: "oyunchimeg",
    tags: ["cognac-brandy"],
    titleMn: "VS, VSOP, XO: коньякийн зэрэглэлийг ойлгох нь",
    titleEn: "VS, VSOP, XO: understanding cognac grades",
    summaryMn: "Коньякийн шошгон дээрх үсгүүд юу гэсэн үг вэ, аль зэрэглэлийг ямар үед сонгох вэ.",
    summaryEn: "What the letters on a cognac label mean, and which grade to choose for which occasion.",
    bodyMn: `Коньяк бол Францын баруун өмнөд хэсэгт орших Коньяк мужид, цагаан усан үзмийн дарсыг хоёр удаа зэс аппаратаар нэрж, Францын царс торхонд насжуулсан бренди юм. Шошгон дээрх **VS, VSOP, XO** гэсэн үсгүүд нь түүний хамгийн залуу спирт хэр удаан насжсаныг харуулдаг.

## VS — Very Special

Хольцын хамгийн залуу спирт дор хаяж **2 жил** торхонд насжсан байна. VS нь шинэхэн, жимслэг, бага зэрэг хурц амттай. Цэвэрээр нь ч, мөстэй ч, коктейльд ч тохиромжтой. Тоник эсвэл ginger ale-тай холиход зуны сэрүүн ундаа болно.

## VSOP — Very Superior Old Pale

Хамгийн залуу спирт нь дор хаяж **4 жил** насжсан. Царсны амт илүү тод, ваниль, хатаасан жимс, амтлагчийн өнгө аяс нэмэгдэнэ. VSOP бол үнэ, чанарын хувьд хамгийн тэнцвэртэй сонголт бөгөөд бэлэгт ч, гэрийн ширээнд ч тохирно.

## XO — Extra Old

Хамгийн залуу спирт нь дор хаяж **10 жил** насжсан. Гэвч ихэнх XO-ийн хольцод хэдэн арван жилийн настай спирт ордог. Амт нь гүн, давхраатай: арьс, тамхи, шоколад, самар, хатаасан инжир. XO-г цэвэрээр, удаанаар, хоол идсэний дараа амтлах нь зүйтэй.

## Бусад тэмдэглэгээ

- **Napoléon** — ихэвчлэн VSOP ба XO-ийн хооронд.
- **Fine Champagne** — Grande Champagne ба Petite Champagne гэсэн хамгийн нэр хүндтэй хоёр бүсийн спиртийн хольц. Энэ нь оргилуун дарстай ямар ч холбоогүй.
- **Hors d'Âge** — XO-оос ч илүү удаан насжсан гэдгийг онцлох нэр.

## Коньяк хоолтой

Коньякийг ихэвчлэн хоолны дараа уудаг ч зарим хоолтой сайхан зохицдог. VS-ийг шарсан самар, бяслагтай, VSOP-ийг шарсан нугас, мөөгтэй хоолтой, XO-г хар шоколад, кофе, хатаасан жимстэй хослуулж үзээрэй. Монгол ширээн дээр утсан мах, ууцны дараа нэг хундага VSOP хоолыг сайхан дуусгана.

## Хэрхэн үйлчлэх вэ

Коньякийг өрөөний хэмд, тулип хэлбэрийн хундагаар үйлчилбэл үнэр нь бүрэн нээгдэнэ. Том бөмбөлөг хундага гоё харагддаг ч спиртийн үнэрийг хэт хурц болгодог. Хундагыг алгаараа бага зэрэг дулаацуулж болно, гэхдээ галд бүү халаа.

Бэлэг сонгож байгаа бол VSOP эсвэл XO, коктейль хийх бол VS. Манай [коньякийн сонголт](/t/spirits/cognac-brandy/cognac)-ыг үзээрэй. Согтууруулах ундааг зөвхөн 18 нас хүрсэн хүнд худалдана.`,
    bodyEn: `Cognac is a brandy made in the Cognac region of south-western France: white wine distilled twice in copper stills and aged in French oak. The letters **VS, VSOP and XO** on the label tell you how long its youngest spirit has been aged.

## VS — Very Special

The youngest spirit in the blend has spent at least **2 years** in oak. VS is fresh, fruity and a little lively. It works neat, on ice or in cocktails; with tonic or ginger ale it becomes a cool summer drink.

## VSOP — Very Superior Old Pale

The youngest spirit is at least **4 years** old. The oak is more noticeable, with vanilla, dried fruit and spice. VSOP is the best balance of price and quality, good as a gift and at the family table alike.

## XO — Extra Old

The youngest spirit is at least **10 years** old, and most XO blends contain spirits several decades old. The taste is deep and layered: leather, tobacco, chocolate, nuts and dried figs. Sip XO neat, slowly, after a meal.

## Other terms

- **Napoléon** — usually sits between VSOP and XO.
- **Fine Champagne** — a blend from the two most prestigious areas, Grande Champagne and Petite Champagne. It has nothing to do with sparkling wine.
- **Hors d'Âge** — a name that stresses ageing beyond even XO.

## Cognac with food

Cognac is usually sipped after a meal, but it also pairs well with some dishes. Try VS with roasted nuts and cheese, VSOP with roast duck or mushrooms, and XO with dark chocolate, coffee and dried fruit. At a Mongolian table, a glass of VSOP after smoked meat or uuts rounds off the meal nicely.

## How to serve

Serve cognac at room temperature in a tulip-shaped glass to let the aroma open fully. A big balloon glass looks impressive but makes the alcohol smell too sharp. You may warm the glass slightly in your palm, but never over a flame.

Buying a gift? Choose VSOP or XO. Making cocktails? VS. See our [cognac selection](/t/spirits/cognac-brandy/cognac). Alcohol is sold only to customers aged 18 and over.`,
    daysAgo: 210,
    taxon: "spirits/cognac-brandy/cognac",
    coverColors: ["#9c5b17", "#2b1a0e"],
  },
  {
    kind: "article",
    slug: "gin-and-tonic-guide",
    authorKey: "temuulen",
    tags: ["cocktails"],
    titleMn: "Төгс жин тоник: барменийн гарын авлага",
    titleEn: "The perfect gin and tonic: a bartender's guide",
    summaryMn: "Жин, тоник, мөс, чимэглэл: хамгийн энгийн коктейлийг гэртээ баарных шиг хийх нууц.",
    summaryEn: "Gin, tonic, ice and garnish: how to make the simplest cocktail at home as well as a bar does.",
    bodyMn: `Жин тоник бол хоёрхон орцтой ч алдахад амархан коктейль. Баарны жин тоник гэрийнхээс яагаад илүү амттай байдаг вэ? Нууц нь харьцаа, мөс, хүйтэнд бий.

## Жингээ сонго

- **London Dry** — арцны тод, хуурай амттай, сонгодог сонголт.
- **Цитрус жин** — нимбэг, жүржийн хальсны шинэхэн үнэртэй, зунд тохиромжтой.
- **Цэцгийн, ногооны жин** — сарнай, өргөст хэмх, ургамлын зөөлөн үнэртэй.

Эхлээд London Dry-гаар эхэлж, дараа нь бусдыг туршаарай. Манай [жингийн сонголт](/t/spirits/gin)-оос харна уу.

## Тоник бол тал хувь нь

Коктейлийн ихэнх нь тоник учраас чанартай тоник сонгоорой. Жижиг шилтэй тоник хэрэглэвэл хийнийх нь алдагдахгүй. Онгойлгосон том шилийг хэд хоног хадгалбал хий нь гарч, коктейль уйтгартай болно.

## Харьцаа

Жин ба тоникийн харьцаа **1:2-оос 1:3** байхад хамгийн тэнцвэртэй. Жингийн амт сайн мэдрэгдэхийг хүсвэл 1:2, хөнгөн ундаа хүсвэл 1:3.

## Мөс — их, том, хатуу

Мөс бага хийвэл хурдан хайлж, коктейль шингэрнэ. Хундагаа мөсөөр **дүүртэл** дүүргэ. Том, тунгалаг мөс удаан хайлдаг.

## Алхам алхмаар

1. Том хундага эсвэл бөмбөлөг хундагыг мөсөөр дүүргээд, хэдэн секунд эргүүлж хөргө. Хайлсан усыг асга.
2. Жинг хийнэ.
3. Тоникийг хундагын хананы дагуу, халбагаар дамжуулан болгоомжтой хийнэ — хий нь хадгалагдана.
4. Нэг удаа л зөөлөн хутгана.
5. Чимэглэлээ нэмнэ.

## Мөсний тухай нэмэлт

Гэртээ тунгалаг мөс хийх амархан: буцалгаж хөргөсөн усыг том хэвэнд хийж, хөлдөөгчинд удаан хөлдөөнө. Хөлдөөгчийн үнэр мөсөнд шингэдэг тул мөсөө таглаатай саванд хадгалаарай. Мөс ч гэсэн коктейлийн нэг орц шүү.

## Чимэглэл

Нимбэг, шүүслэг жүрж, өргөст хэмх, розмарин, арц, хар перец — жингийнхээ үнэрт тохирох чимэглэл сонго. Хальсыг хундагын дээр бага зэрэг мушгивал тос нь гарч, үнэр нь тодорно.

## Түгээмэл алдаа

- **Халуун хундага.** Хундага хөргөөгүй бол мөс хурдан хайлна.
- **Хэт их хутгах.** Тоникийн хий гарч, ундаа уйтгартай болно.
- **Хэмжээгүй хийх.** Нүдээр хийвэл коктейль бүр өөр амттай гарна.
- **Хуучин нимбэг.** Хатсан, хөргөгчинд удсан нимбэг үнэргүй.

Эдгээрээс зайлсхийхэд л гэрийн жин тоник баарных шиг болно.

## Багаж

Жиггер (хэмжүүр), урт халбага, сайн хундага байхад л хангалттай. [Баарны багаж](/t/accessories/bar-tools) болон [хундага](/t/accessories/glassware) хэсгээс бүгдийг олно. Хэмжээгээ мэдэж, ухаалгаар таашаагаарай.`,
    bodyEn: `A gin and tonic has only two ingredients, yet it is easy to get wrong. Why does the bar version taste better than the one at home? The secret is in the ratio, the ice and the cold.

## Choose your gin

- **London Dry** — bold, dry juniper; the classic choice.
- **Citrus gins** — fresh lemon and orange peel, perfect for summer.
- **Floral and herbal gins** — gentle notes of rose, cucumber and herbs.

Start with a London Dry, then explore. See our [gin selection](/t/spirits/gin).

## Tonic is half the drink

Most of the glass is tonic, so choose a good one. Small bottles keep their fizz; a big bottle left open for days goes flat and makes a dull drink.

## The ratio

Gin to tonic at **1:2 to 1:3** gives the best balance. Go 1:2 if you want to taste the gin, 1:3 for a lighter drink.

## Ice: plenty, big and hard

Too little ice melts fast and waters the drink down. Fill the glass **to the top** with ice. Large, clear cubes melt slowly.

## Step by step

1. Fill a highball or balloon glass with ice, stir for a few seconds to chill it, and pour off the meltwater.
2. Add the gin.
3. Pour the tonic gently down the side of the glass or along a bar spoon, to keep the bubbles.
4. Stir once, gently.
5. Add the garnish.

## A word more on ice

Clear ice is easy to make at home: pour boiled and cooled water into a large mould and freeze it slowly. Freezer smells get into ice, so keep it in a lidded container. Ice is an ingredient too.

## Garnish

Lemon, juicy orange, cucumber, rosemary, juniper berries, black pepper — choose one that echoes the gin's aromas. Twist a piece of peel over the glass to release its oils.

## Common mistakes

- **A warm glass.** Without chilling, the ice melts fast.
- **Stirring too much.** The tonic goes flat and the drink dull.
- **Free pouring.** Measure by eye and every drink tastes different.
- **Tired citrus.** A dried-out lemon from the back of the fridge has no aroma.

Avoid these and your home gin and tonic will match the bar's.

## Tools

A jigger, a long bar spoon and a good glass are all you need. Find them in [bar tools](/t/accessories/bar-tools) and [glassware](/t/accessories/glassware). Know your limit and enjoy responsibly.`,
    daysAgo: 150,
    taxon: "spirits/gin",
    coverColors: ["#cfe8e0", "#2e7d6b"],
  },
  {
    kind: "article",
    slug: "storing-wine-in-an-ulaanbaatar-apartment",
    authorKey: "oyunchimeg",
    tags: ["storage-serving", "wine-basics"],
    titleMn: "Улаанбаатарын орон сууцанд дарс хэрхэн хадгалах вэ",
    titleEn: "How to store wine in an Ulaanbaatar apartment",
    summaryMn: "Хуурай агаар, халаалтын улирал, нарны гэрэл: хотын байранд дарсаа хамгаалах энгийн аргууд.",
    summaryEn: "Dry air, the heating season and sunlight: simple ways to protect your wine in a city flat.",
    bodyMn: `Улаанбаатарын орон сууц дарсанд тийм ч ээлтэй орчин биш. Өвөлдөө төвийн халаалт агаарыг хуурай, халуун болгож, зундаа нарны гэрэл цонхоор шууд тусдаг. Гэвч хэдэн энгийн зүйлийг анхаарвал дарсаа олон сар, бүр хэдэн жил хадгалах боломжтой.

## Дарсны дөрвөн дайсан

- **Дулаан.** Хамгийн тохиромжтой хэм 12-16°C. 25°C-аас дээш удаан байвал дарс хурдан хөгширч, амт нь "чанагдсан" мэт болно.
- **Хэмийн огцом өөрчлөлт.** Өдөр шөнийн ялгаа үйсийг тэлж, агшааж, агаар нэвтрүүлнэ.
- **Гэрэл.** Нарны болон хүчтэй гэрэл дарсны амтыг гэмтээдэг.
- **Хуурай агаар.** Үйс хатаж агшвал дарс исэлдэнэ.

## Халаалтын улирал

Аравдугаар сараас тавдугаар сар хүртэл байрны агаар маш хуурай байдаг. Радиатор, пийшин, гал тогооны плитаны ойролцоо дарс бүү хадгал. Хамгийн сэрүүн өрөөний шүүгээ, орны доор, эсвэл хойд талын агуулах тохиромжтой. Агаар чийгшүүлэгч ажиллуулдаг бол дарсанд ч тус болно.

## Шилийг хэвтээ байрлуул

Үйстэй шилийг **хэвтээ** байрлуулбал дарс үйсийг норгож, хатахаас сэргийлнэ. Эргүүлдэг таглаатай шилийг босоо хадгалж болно.

## Тагт, хөргөгч ба дарсны шүүгээ

- **Тагт** өвөлдөө хөлдөөж, зундаа халаадаг тул урт хугацааны хадгалалтад тохиромжгүй.
- **Энгийн хөргөгч** хэт хүйтэн, хуурай. Хэдэн өдөр хадгалахад болно, хэдэн сар бол үгүй.
- **Дарсны шүүгээ** хамгийн найдвартай шийдэл. Хэрэв олон шил цуглуулдаг бол үнэ цэнээ хурдан нөхнө.

## Спиртлэг ундаа

Архи, виски, коньяк дарс шиг насжихгүй ч зөв хадгалах шаардлагатай. Шилийг **босоо** байрлуулаарай: өндөр хэмтэй спирт үйсийг идэж гэмтээдэг. Гэрэл, дулаанаас хол байлгавал онгойлгосон виски, коньяк ч олон сар амтаа хадгална. Шилэнд үлдсэн хэмжээ бага болбол агаартай харьцах нь ихсэх тул удаан хадгалахгүй байх нь дээр.

## Онгойлгосон шил

Онгойлгосон дарсыг таглаад хөргөгчинд хадгалбал улаан нь 2-3 хоног, цагаан, розе нь 3-5 хоног амтаа хадгална. Оргилуун дарсанд тусгай таглаа хэрэглээрэй.

## Шилээ эрэмбэл

Удахгүй уух шилээ урд, удаан хадгалах шилээ арын тавиурт байрлуулаарай. Шил бүрт худалдаж авсан огноог жижиг наалтаар тэмдэглэвэл аль нь хэр удаж байгааг мартахгүй.

## Хүргэлтийн дараа

Өвлийн хүйтэнд ирсэн шилийг шууд онгойлгох хэрэггүй. Өрөөний хэмд хэдэн цаг амраасны дараа хадгалах газарт нь байрлуулаарай.

Ихэнх дарс худалдан авснаас хойш нэг хоёр жилийн дотор уухад зориулагдсан байдаг. Урт насжуулах дарсны талаар сомельегоос асуугаарай. [Улаан дарсны сонголт](/t/wine/red)-ыг үзнэ үү.`,
    bodyEn: `An Ulaanbaatar apartment is not the kindest place for wine. In winter the central heating makes the air hot and dry; in summer the sun pours straight through the window. Still, a few simple habits let you keep wine for months, even years.

## Wine's four enemies

- **Heat.** The ideal is 12-16°C. Long spells above 25°C age wine quickly and make it taste "cooked".
- **Temperature swings.** Day-night changes make the cork expand and contract and let air in.
- **Light.** Sunlight and strong lamps damage the flavour.
- **Dry air.** A cork that dries out and shrinks lets the wine oxidise.

## The heating season

From October to May the air in a flat is very dry. Never store wine near radiators, the stove or the kitchen hob. The coolest room's cupboard, under a bed, or a north-facing storeroom are the best spots. If you run a humidifier, your wine benefits too.

## Lay bottles down

Store corked bottles **on their side** so the wine keeps the cork moist. Screw-cap bottles can stand upright.

## Balcony, fridge or wine cabinet?

- **The balcony** freezes in winter and bakes in summer, so it is not for long-term storage.
- **An ordinary fridge** is too cold and too dry. Fine for a few days, not for months.
- **A wine cabinet** is the most reliable solution and soon pays for itself if you collect.

## Spirits

Vodka, whisky and cognac do not age in the bottle like wine, but they still need proper storage. Keep these bottles **upright**: high-strength spirit attacks and damages the cork. Away from light and heat, even an opened whisky or cognac keeps its taste for many months. Once only a little is left in the bottle, there is more air in contact with it, so do not keep it too long.

## Opened bottles

Re-closed and kept in the fridge, an opened red stays good for 2-3 days, whites and rosés for 3-5 days. Use a special stopper for sparkling wine.

## Keep your bottles in order

Put the bottles you will open soon at the front and those for keeping at the back. A small sticker with the purchase date on each bottle helps you remember how long it has been waiting.

## After delivery

A bottle that arrives in the winter cold does not need to be opened at once. Let it rest at room temperature for a few hours before putting it away.

Most wines are made to be enjoyed within a year or two of purchase. Ask our sommelier about wines for long ageing, and browse the [red wine selection](/t/wine/red).`,
    daysAgo: 300,
    taxon: "wine/red",
    coverColors: ["#3b2f4a", "#d9b38c"],
  },
  {
    kind: "article",
    slug: "serving-temperatures-for-wine-and-spirits",
    authorKey: "oyunchimeg",
    tags: ["storage-serving"],
    titleMn: "Ундаа бүрийн зөв хэм: дарс, архи, виски",
    titleEn: "The right temperature for every drink: wine, vodka, whisky",
    summaryMn: "Хэт хүйтэн эсвэл хэт бүлээн үйлчилбэл сайн ундаа ч амтаа алддаг. Энгийн хүснэгт, практик зөвлөгөө.",
    summaryEn: "Served too cold or too warm, even a great drink loses its taste. A simple guide with practical tips.",
    bodyMn: `Нэг шил дарсыг хоёр өөр хэмд амталбал хоёр өөр ундаа мэт санагдана. Хэт хүйтэн бол үнэр нь хаагдаж, хэт бүлээн бол спирт нь хурц мэдрэгдэнэ. Зөв хэм бол ундааг бүрэн нээх хамгийн хялбар арга.

## Дарс

- **Оргилуун дарс, шампань:** 6-8°C. Шампанийн насжуулсан, нарийн хувилбарыг 8-10°C-д.
- **Хөнгөн цагаан дарс, розе:** 8-10°C. Sauvignon Blanc, Pinot Grigio, Провансын розе.
- **Биетэй цагаан дарс:** 10-13°C. Торхонд насжуулсан Chardonnay.
- **Хөнгөн улаан дарс:** 12-14°C. Pinot Noir, Gamay.
- **Биетэй улаан дарс:** 15-18°C. Cabernet Sauvignon, Syrah, Malbec.

"Улаан дарсыг өрөөний хэмд" гэдэг зөвлөгөө өвлийн халаалттай Улаанбаатарын байранд хамаарахгүй: манай өрөө ихэвчлэн 22-25°C байдаг. Улаан дарсаа уухаас **20-30 минутын өмнө** хөргөгчинд хийгээрэй.

## Архи

Чанартай архийг **4-6°C** хүртэл хөргөнө. Хөлдөөгчинд удаан байлгавал архи өтгөрч, амт нь мэдрэгдэхгүй болно. [Хар Сувд](/brands/khar-suvd) шиг олон удаа нэрж, шүүсэн архины зөөлөн амт хөргөгчийн хэмд хамгийн сайн мэдрэгддэг.

## Виски, коньяк

Вискиг **өрөөний хэмд** буюу 18-20°C-д, цэвэрээр нь эсвэл хэдэн дусал устай үйлчил. Коньякийг мөн адил. Мөс хийвэл амт нь хаагдана; хүйтэн ундаа хүсвэл нэг том мөс хангалттай.

## Шар айраг

Лагер, пилснерыг 4-7°C, IPA, пэйл эйлийг 7-10°C, стаут, бараан шар айргийг 10-13°C-д үйлчилбэл амт нь илүү баялаг.

## Хэт хүйтэн бол

Хэрэв ундаа хэт хүйтэн болчихвол санаа зовох хэрэггүй. Хундагаа алгаараа бариад хэдэн минут хүлээвэл амт, үнэр нь аажмаар нээгдэнэ. Дарсыг хундагандаа эргэлдүүлэх нь ч тус болно. Харин бүлээн ундааг хүйтэн болгох нь илүү хэцүү тул эхнээсээ сэрүүн талд нь байлгаарай.

## Хурдан хөргөх арга

Хувин дотор мөс, ус, нэг атга давс хийгээд шилээ дүр. 15-20 минутад хөрнө — хөлдөөгчөөс хурдан бөгөөд аюулгүй.

## Нэг оройн дараалал

Олон төрлийн ундаатай үдэшлэг зохион байгуулж байгаа бол хэмийн дагуу төлөвлөөрэй. Эхлээд хамгийн хүйтэн оргилуун дарс, дараа нь цагаан, розе, хоолтой хамт улаан дарс, хамгийн сүүлд өрөөний хэмтэй виски эсвэл коньяк. Ингэвэл шил бүрийг яг цагт нь бэлдэх амархан. Оргилуун болон цагаан дарсыг хөргөх хувинд, улаан дарсыг ширээн дээр байлгаарай. Хүйтэн шил ширээн дээр хурдан дулаардаг тул хувингаа дүүргэсэн байлгах нь чухал.

## Хундага

Хөлтэй хундагыг хөлөөс нь барьвал гарын дулаан дарсыг халаахгүй. Тохирох хундагыг [хундаганы хэсэг](/t/accessories/glassware)-ээс сонгоорой.`,
    bodyEn: `Taste the same wine at two temperatures and it can feel like two different drinks. Too cold and the aroma shuts down; too warm and the alcohol tastes sharp. The right temperature is the easiest way to get the most out of a bottle.

## Wine

- **Sparkling wine and champagne:** 6-8°C. Older, finer champagnes at 8-10°C.
- **Light whites and rosé:** 8-10°C. Sauvignon Blanc, Pinot Grigio, Provence rosé.
- **Full-bodied whites:** 10-13°C. Oak-aged Chardonnay.
- **Light reds:** 12-14°C. Pinot Noir, Gamay.
- **Full-bodied reds:** 15-18°C. Cabernet Sauvignon, Syrah, Malbec.

The old advice to serve red wine "at room temperature" does not apply to a heated Ulaanbaatar flat, where rooms are often 22-25°C. Put your red in the fridge **20-30 minutes** before serving.

## Vodka

Chill good vodka to **4-6°C**. Left in the freezer for long, vodka thickens and loses its taste. The smoothness of a many-times distilled and filtered vodka such as [Khar Suvd](/brands/khar-suvd) shows best at fridge temperature.

## Whisky and cognac

Serve whisky **at room temperature**, 18-20°C, neat or with a few drops of water. The same goes for cognac. Ice closes the taste; if you want it cold, one large cube is enough.

## Beer

Lagers and pilsners at 4-7°C, IPAs and pale ales at 7-10°C, stouts and dark beers at 10-13°C for the fullest flavour.

## If it is too cold

If a drink ends up too cold, do not worry. Cup the glass in your hands for a few minutes and the taste and aroma will slowly open up. Swirling the wine in the glass helps too. Warming is easy; cooling a warm drink is harder, so it is better to start on the cool side.

## Quick chilling

Fill a bucket with ice, water and a handful of salt, and plunge the bottle in. It chills in 15-20 minutes — faster and safer than the freezer.

## Planning an evening

Hosting an evening with several drinks? Plan by temperature. Start with the coldest, sparkling wine, then whites and rosés, reds with the main course, and finish with whisky or cognac at room temperature. That makes it easy to have every bottle ready at the right moment. Keep sparkling and white wine in an ice bucket and reds on the table. A cold bottle warms up fast on the table, so keep the bucket topped up.

## Glasses

Hold a stemmed glass by the stem so your hand does not warm the wine. Choose the right glasses in our [glassware section](/t/accessories/glassware).`,
    daysAgo: 180,
    taxon: "accessories/glassware",
    coverColors: ["#a8d8ea", "#7b2d26"],
  },
  {
    kind: "article",
    slug: "a-beginners-home-bar",
    authorKey: "temuulen",
    tags: ["cocktails", "storage-serving"],
    titleMn: "Гэрийн баар эхлүүлэгчдэд",
    titleEn: "A beginner's home bar",
    summaryMn: "Таван шил, хэдэн багаж, гурван хундага: зочдоо сонгодог коктейлиар дайлахад хангалттай гэрийн баар.",
    summaryEn: "Five bottles, a few tools and three kinds of glass: enough to treat your guests to the classics.",
    bodyMn: `Гэрийн баар гэхээр олон арван шил, үнэтэй багаж санаанд ордог. Үнэндээ цөөн хэдэн сайн сонголтоор ихэнх сонгодог коктейлийг хийж болно. Бармены хувьд эхлэгчдэд зөвлөдөг жагсаалтаа хуваалцъя.

## Үндсэн таван шил

1. **Архи** — хамгийн уян хатан суурь. Цэвэр амттай [монгол архи](/t/spirits/vodka/mongolian) ямар ч коктейльд тохирно.
2. **Жин** — жин тоник, негрони, гимлет. London Dry-гаар эхэл.
3. **Виски** — виски соур, олд фэшнд, хайбол. Зөөлөн бурбон эсвэл холимог шотланд виски.
4. **Ром** — мохито, дайкири. Цагаан ром хамгийн хэрэгтэй.
5. **Ликёр** — жүржийн ликёр коктейлийн олон жорт ордог. [Ликёрын сонголт](/t/spirits/liqueur)-ыг үзээрэй.

Дараа нь текила, вермут, битер нэмэхэд жорын тоо хоёр дахин өснө.

## Багаж

- **Шейкер** — гурван хэсэгтэй нь эхлэгчдэд хялбар.
- **Жиггер** — хэмжүүр. Коктейлийн амт нарийн харьцаанаас хамаардаг.
- **Урт баарны халбага** — хутгах коктейльд.
- **Шүүлтүүр** — мөс, жимсний хэсгийг шүүнэ.
- **Нимбэг шахагч ба хутга.**

Бүгдийг [баарны багаж](/t/accessories/bar-tools) хэсгээс олно.

## Хундага

Эхлэхэд гурван төрөл хангалттай:

- **Хайбол** — урт, мөстэй ундаа;
- **Рокс** — богино, хүчтэй коктейль, виски;
- **Коктейлийн хундага** — мөсгүй, хөргөсөн коктейль.

## Бусад орц

Шинэ нимбэг, лайм, элсэн чихрийн сироп (элсэн чихэр, усыг тэнцүү хэмжээгээр халааж уусгана), тоник, содон ус, том мөс. Шинэ шахсан шүүс лаазалсанаас хамаагүй амттай.

## Аажмаар өргөжүүл

Бүх зүйлийг нэг дор худалдаж авах шаардлагагүй. Сар бүр нэг шинэ шил, нэг шинэ жор нэмбэл жилийн дараа таны баар бүрэн болно. Аль коктейль танд болон зочдод тань хамгийн их таалагдаж байгааг анзаарч, дараагийн шилээ түүн дээр үндэслэн сонгоорой.

## Эхний гурван жор

- **Хайбол:** 50 мл виски, мөс, содон ус.
- **Дайкири:** 50 мл цагаан ром, 25 мл лайм, 15 мл сироп — мөстэй сайн сэгсэрч, шүүгээд хийнэ.
- **Москоу мюл:** 50 мл архи, 15 мл лайм, ginger beer, мөс.

## Хадгалалт

Спиртлэг ундааг босоо, гэрэл, дулаанаас хол хадгална. Вермут бол дарс тул онгойлгосны дараа хөргөгчинд хийж, нэг сарын дотор хэрэглэнэ. Сироп, шүүсийг ч хөргөгчинд хадгална. Нимбэг, лаймыг хэрэглэх өдрөө авах нь хамгийн сайн. Багажаа хэрэглэсний дараа шууд угааж хатаавал удаан эдэлнэ.

## Ухаалаг зочломтгой байдал

Сайн эзэн зочдоо ус, согтууруулах ундаагүй сонголтоор ч хангадаг. Жолоо барих хүнд коктейль биш, зөвхөн ундаа санал болгоорой.`,
    bodyEn: `"Home bar" sounds like dozens of bottles and expensive kit. In reality a few good choices let you make most of the classic cocktails. As a bartender, here is the list I give beginners.

## The five core bottles

1. **Vodka** — the most versatile base. A clean [Mongolian vodka](/t/spirits/vodka/mongolian) suits any cocktail.
2. **Gin** — gin and tonic, negroni, gimlet. Start with a London Dry.
3. **Whisky** — whisky sour, old fashioned, highball. A smooth bourbon or blended Scotch.
4. **Rum** — mojito, daiquiri. White rum is the most useful.
5. **Liqueur** — orange liqueur appears in many recipes. See our [liqueur selection](/t/spirits/liqueur).

Add tequila, vermouth and bitters later and your list of recipes doubles.

## Tools

- **Shaker** — a three-piece one is easiest for beginners.
- **Jigger** — for measuring. A cocktail depends on precise ratios.
- **Long bar spoon** — for stirred drinks.
- **Strainer** — holds back ice and fruit.
- **Citrus squeezer and a knife.**

Find them all in [bar tools](/t/accessories/bar-tools).

## Glasses

Three types are enough to start:

- **Highball** — long drinks over ice;
- **Rocks** — short, strong cocktails and whisky;
- **Cocktail glass** — chilled drinks served without ice.

## Other ingredients

Fresh lemons and limes, sugar syrup (equal parts sugar and water, warmed until dissolved), tonic, soda water and large ice cubes. Freshly squeezed juice beats bottled by a mile.

## Grow it slowly

There is no need to buy everything at once. Add one new bottle and one new recipe each month, and in a year your bar will be complete. Notice which cocktails you and your guests enjoy most, and choose your next bottle with that in mind.

## Your first three recipes

- **Highball:** 50 ml whisky, ice, soda water.
- **Daiquiri:** 50 ml white rum, 25 ml lime, 15 ml syrup — shake hard with ice and strain.
- **Moscow mule:** 50 ml vodka, 15 ml lime, ginger beer, ice.

## Storage

Keep spirits upright, away from light and heat. Vermouth is a wine, so once opened it goes in the fridge and should be used within a month. Syrups and juices belong in the fridge too. Buy lemons and limes on the day you need them. Wash and dry your tools straight after use and they will last for years.

## Hosting responsibly

A good host also offers water and alcohol-free options. Offer the driver a soft drink, not a cocktail.`,
    daysAgo: 120,
    taxon: "accessories/bar-tools",
    coverColors: ["#1f2933", "#e0a458"],
  },
  {
    kind: "article",
    slug: "tsagaan-sar-gift-guide",
    authorKey: "enkhjargal",
    tags: ["gifts-celebrations", "vodka"],
    titleMn: "Цагаан сарын бэлгийн зөвлөгөө",
    titleEn: "A Tsagaan Sar gift guide",
    summaryMn: "Ахмадад, хамт олонд, найз нөхөддөө: Цагаан сарын золгоонд тохирох ундаа, бэлгийн багцыг хэрхэн сонгох вэ.",
    summaryEn: "For elders, colleagues and friends: how to choose drinks and gift sets for Tsagaan Sar visits.",
    bodyMn: `Цагаан сар бол гэр бүл, ахан дүүсээ золгож, хүндэтгэлээ илэрхийлэх баяр. Золгох үед барьдаг бэлэг сэтгэлээ харуулах нэг хэлбэр. Энэ жил ямар бэлэг сонгох талаар худалдан авалтын баг бидний зөвлөгөө.

## Ахмад настандаа

Ахмадуудад хүндэтгэлтэй, уламжлалт бэлэг тохирно. Сайхан хайрцагтай **монгол архи** бол Цагаан сарын сонгодог бэлэг. [Хар Сувд](/brands/khar-suvd)-ын бэлгийн хайрцаг 6 удаагийн нэрэлт, таван давхар шүүлтүүрийн түүхтэй, ширээн дээр ч гоё харагдана. Архи хэрэглэдэггүй ахмадад чанартай коньяк эсвэл чихэрлэг дарс сонгож болно.

## Хамт олон, хамтрагчдад

Ажлын хүрээнд олон хүнд бэлэг барих бол нэг төрлийн **бэлгийн багц** сонгох нь цаг хэмнэнэ. Хундагатай багц, хоёр шил дарстай хайрцаг зэрэг нь хүн бүрт тохирно. Том захиалгыг эрт хийгээрэй: баярын өмнөх долоо хоногт захиалга их ирдэг.

## Найз нөхөд, залууст

Залуу үеийнхэнд сонирхолтой, шинэлэг бэлэг таалагддаг: Японы виски, жижиг үйлдвэрийн жин, гоё хундагатай коктейлийн багц. Тэдний амтыг мэдэхгүй бол [бэлгийн багц](/t/gift-sets)-ын дундаас сонгох нь найдвартай.

## Бэлгээ хэрхэн барих вэ

Монгол заншлаар бэлгийг хоёр гараараа, эсвэл баруун гараараа барьж, зүүн гараараа тохойгоо түшин өгдөг. Шилийг гоё хайрцаг, уутанд хийвэл илүү хүндэтгэлтэй харагдана. Манай бэлгийн багцууд аль хэдийн хайрцагласан байдаг тул нэмэлт боодол хэрэггүй. Хадаг дээр тавьж барих нь хамгийн хүндэтгэлтэй хэлбэр.

## Ширээндээ юу тавих вэ

Цагаан сарын ширээ махлаг, баялаг. Бууз, ууцтай хамт хөргөсөн архи, биетэй улаан дарс, оргилуун дарс аль аль нь зохино. Ганц төрлийн ундаанаас илүү хоёр гурван сонголттой байвал зочин бүр өөрийн дуртайгаа сонгоно. Согтууруулах ундаагүй сонголт, ус, жимсний шүүс бэлдэхээ бүү март.

## Төсвөө төлөвлө

Золгох айлын тоо олон бол бэлгээ урьдчилан жагсааж, хэн хэнд юу барихаа төлөвлөөрэй. Ахмадуудад илүү онцгой бэлэг, бусдад нэг төрлийн багц гэх мэтээр хуваарилбал төсөв ч, цаг ч хэмнэнэ.

## Захиалгын зөвлөгөө

- Баярын өмнөх хэдэн хоногт хүргэлт ачаалалтай байдаг тул **эртхэн захиалаарай**.
- 15:00 цагаас өмнө баталгаажсан захиалга тэр өдөртөө, түүнээс хойшхи нь маргааш нь хүргэгдэнэ. Дэлгэрэнгүйг [хүргэлтийн нөхцөл](/pages/delivery)-өөс харна уу.
- Хүргэлтийг 18 нас хүрсэн хүн биеийн байцаалтаа үзүүлж хүлээн авна.

## Хүндэтгэлтэй баяр

Цагаан сар бол хэмжээгээ мэдэж, ахмадаа хүндэлж, гэр бүлээрээ цуглах баяр. Зөв сонгосон бэлэг тэр хүндэтгэлийг улам тодотгоно. Сар шинэдээ сайхан шинэлээрэй!`,
    bodyEn: `Tsagaan Sar, the Lunar New Year, is a time to greet family and relatives and show them respect. The gift you bring when visiting is one way of showing you care. Here is our buying team's advice for this year.

## For elders

Elders appreciate respectful, traditional gifts. A beautifully boxed **Mongolian vodka** is the classic Tsagaan Sar present. The [Khar Suvd](/brands/khar-suvd) gift box carries the story of six distillations and five filters, and it looks good on the table too. For an elder who does not drink vodka, choose a fine cognac or a sweet wine.

## For colleagues and partners

When you need gifts for many people at work, choosing one kind of **gift set** saves time. Sets with glasses or boxes of two wines suit everyone. Order large quantities early: the week before the holiday is our busiest.

## For friends and younger people

Younger people enjoy something new and interesting: Japanese whisky, a small-batch gin, or a cocktail set with good glasses. If you do not know their taste, choosing from our [gift sets](/t/gift-sets) is the safe bet.

## How to present your gift

By Mongolian custom, a gift is offered with both hands, or with the right hand while the left supports the right elbow. A bottle in a handsome box or bag looks more respectful. Our gift sets come already boxed, so no extra wrapping is needed. Presenting it on a khadag, the blue ceremonial scarf, is the most respectful way of all.

## What to put on the table

The Tsagaan Sar table is rich and meaty. With buuz and uuts, chilled vodka, a full-bodied red and a sparkling wine all work. Two or three options are better than one, so every guest can pick a favourite. Do not forget alcohol-free options, water and fruit juice.

## Plan your budget

If you have many families to visit, list your gifts in advance and decide who gets what. A special gift for the elders and one kind of set for everyone else saves both money and time.

## Ordering tips

- Deliveries are busy in the days before the holiday, so **order early**.
- Orders confirmed before 15:00 are delivered the same day, later ones the next day. See the details on our [delivery page](/pages/delivery).
- Deliveries must be received by someone aged 18 or over, who shows ID.

## A respectful celebration

Tsagaan Sar is about knowing your limits, honouring elders and gathering as a family. A well-chosen gift makes that respect shine. Happy Lunar New Year!`,
    daysAgo: 290,
    taxon: "gift-sets",
    coverColors: ["#1b3a6b", "#f2f2f2"],
  },
  {
    kind: "article",
    slug: "sparkling-wine-for-celebrations",
    authorKey: "nomin",
    tags: ["gifts-celebrations", "wine-basics"],
    titleMn: "Баярын оргилуун дарс: шампань, просекко, кава",
    titleEn: "Sparkling wine for celebrations: champagne, prosecco, cava",
    summaryMn: "Хөөс бүхэн шампань биш. Баяр ёслолдоо тохирох оргилуун дарсыг сонгох, нээх, үйлчлэх зөвлөгөө.",
    summaryEn: "Not every bubble is champagne. How to choose, open and serve sparkling wine for your celebration.",
    bodyMn: `Шинэ жил, хурим, төгсөлт, төрсөн өдөр — баярын агшинг оргилуун дарсны хөөсгүйгээр төсөөлөхөд бэрх. Гэвч тавиур дээрх олон шилний ялгааг мэдвэл баяртаа хамгийн зөвийг нь сонгоно.

## Шампань

Жинхэнэ [шампань](/t/wine/sparkling/champagne) зөвхөн Францын Шампань мужид хийгддэг. Хоёр дахь исгэлт нь **шилэн дотроо** явагдаж, дараа нь шилийг удаан хугацаанд тунадастай нь хамт насжуулдаг. Үүний үр дүнд нарийн, жижиг хөөс, талх, бүйлс, шарсан самрын амт гардаг. Онцгой үйл явдал, бэлэгт тохирно.

## Просекко

Италийн [просекко](/t/wine/sparkling/prosecco) том саванд исгэгддэг тул шинэхэн, жимслэг — лийр, ногоон алим, цэцгийн үнэртэй. Хөөс нь илүү хөнгөн, амт нь энгийн бөгөөд ээлтэй. Олон зочинтой үдэшлэг, коктейль, зуны сэрүүн ундаанд төгс.

## Кава ба бусад

Испанийн кава шампанийн аргаар хийгддэг ч илүү хүртээмжтэй. Францын бусад бүс нутгийн **Crémant**, Германы **Sekt**, Шинэ ертөнцийн оргилуун дарс ч бас сайхан сонголт.

## Хэдэн шил хэрэгтэй вэ

Баярын хундага өргөхөд нэг шилээр зургаа орчим хүнд хүрэлцэнэ. Хэрэв оргилуун дарсыг оройн турш уух бол хоёр хүнд нэг шил гэж тооцоорой. Зочдын тоо тодорхойгүй бол нэмэлт нэг хоёр шил хөргөгчинд байлгах нь дээр.

## Чихэрлэгийн түвшин

Шошгон дээрх **Brut** бол хуурай, хамгийн түгээмэл. **Extra Brut, Brut Nature** бүр хуурай, **Demi-Sec** нь амттантай зохих чихэрлэг.

## Хэрхэн нээх вэ

1. Шилийг 6-8°C хүртэл сайн хөргө. Бүлээн шил хүчтэй хөөсөрнө.
2. Утсан торыг суллаад, үйсийг эрхий хуруугаараа дарж барь.
3. Шилийг 45 градус хазайлгаж, **үйсийг биш шилийг** эргүүл.
4. Үйс "хашгирах" биш, зөөлөн "шивнэх" ёстой.

Шилийг хэзээ ч хүн рүү чиглүүлж болохгүй.

## Оргилуун дарстай коктейль

Оргилуун дарс коктейлийн сайн суурь. **Мимоза** — хагас оргилуун дарс, хагас жүржийн шүүс, өглөөний баярын ширээнд. **Белини** — просекко, тоорын нухаш. **Кир Рояль** — шампанид бага зэрэг үхрийн нүдний ликёр. Коктейльд үнэтэй шампань биш, харин шинэхэн просекко эсвэл кава хангалттай.

## Хундага ба хоол

Нарийн "флют" хундага хөөсийг удаан хадгална, харин дарсны жижиг хундага үнэрийг илүү нээнэ. Оргилуун дарс хоолтой гайхалтай зохицдог: хуушуур, шарсан тахиа, далайн хоол, бяслаг. Хүчил, хөөс нь тосыг цэвэрлэж, амыг сэргээнэ.

Баярын хөөс баяр баясгаланг нэмэх ёстой. Хэмжээгээ мэдэж, зочдоо ухаалгаар дайлаарай. Бүх сонголтыг [оргилуун дарс](/t/wine/sparkling) ангиллаас харна уу.`,
    bodyEn: `New Year, weddings, graduations, birthdays — it is hard to imagine a celebration without bubbles. Know the difference between the bottles on the shelf and you will pick the right one every time.

## Champagne

True [champagne](/t/wine/sparkling/champagne) comes only from the Champagne region of France. Its second fermentation happens **inside the bottle**, which then ages for a long time on its lees. The result is fine, tiny bubbles and notes of bread, almond and toasted nuts. Perfect for a special occasion or a gift.

## Prosecco

Italian [prosecco](/t/wine/sparkling/prosecco) is fermented in large tanks, so it stays fresh and fruity, with pear, green apple and blossom. The bubbles are lighter and the taste simple and friendly. Ideal for parties with many guests, for cocktails and for summer.

## Cava and others

Spanish cava is made the same way as champagne but is more affordable. **Crémant** from other French regions, German **Sekt** and New World sparkling wines are great choices too.

## How many bottles?

For a toast, one bottle serves about six people. If sparkling wine is the drink of the evening, plan on one bottle for every two guests. If you are unsure how many will come, keep an extra bottle or two in the fridge.

## Sweetness

**Brut** on the label means dry, and it is the most common style. **Extra Brut** and **Brut Nature** are drier still; **Demi-Sec** is sweet enough for dessert.

## How to open

1. Chill the bottle well, to 6-8°C. A warm bottle gushes.
2. Loosen the wire cage and keep your thumb on the cork.
3. Tilt the bottle to 45 degrees and turn **the bottle, not the cork**.
4. The cork should sigh softly, not pop loudly.

Never point the bottle at anyone.

## Sparkling cocktails

Sparkling wine makes an excellent cocktail base. **Mimosa** — half sparkling wine, half orange juice, for a festive brunch. **Bellini** — prosecco and peach purée. **Kir Royal** — champagne with a splash of blackcurrant liqueur. For cocktails you do not need expensive champagne; a fresh prosecco or cava is plenty.

## Glasses and food

A tall flute keeps the bubbles longer; a small wine glass shows more of the aroma. Sparkling wine is wonderful with food: khuushuur, fried chicken, seafood, cheese. The acidity and bubbles cut through fat and refresh the palate.

Celebration bubbles should add to the joy. Know your limit and look after your guests. Browse everything in [sparkling wine](/t/wine/sparkling).`,
    daysAgo: 330,
    taxon: "wine/sparkling",
    coverColors: ["#f5e6b3", "#c8a24a"],
  },
  {
    kind: "article",
    slug: "craft-beer-styles-explained",
    authorKey: "temuulen",
    tags: ["beer", "food-pairing"],
    titleMn: "Крафт шар айрагны хэв маягууд: лагераас стаут хүртэл",
    titleEn: "Craft beer styles explained: from lager to stout",
    summaryMn: "IPA, пилснер, стаут, улаан буудайн шар айраг — ялгааг нь ойлгож, өөрийн дуртайг олох товч гарын авлага.",
    summaryEn: "IPA, pilsner, stout, wheat beer: a short guide to the differences, so you can find your favourite.",
    bodyMn: `Сүүлийн жилүүдэд Улаанбаатарт крафт шар айраг сонирхогчид эрс нэмэгдлээ. Тавиур дээрх олон өнгийн лаазны ард хэдэн үндсэн хэв маяг байдаг. Тэдгээрийг мэдвэл шинэ шар айраг сонгох илүү хөгжилтэй болно.

## Лагер ба эйл

Бүх шар айраг хоёр том бүлэгт хуваагдана:

- **Лагер** — доод исгэлийн мөөгөнцрөөр, сэрүүн хэмд удаан исгэнэ. Цэвэр, шинэхэн, хөнгөн амттай.
- **Эйл** — дээд исгэлийн мөөгөнцрөөр, дулаан хэмд исгэнэ. Жимслэг, илүү баялаг амттай.

## Гол хэв маягууд

### Пилснер
Алтан шаргал, хуурай, хөөсний гашуун амттай лагер. Халуун зуны өдөр, хуушуур, шарсан махтай төгс.

### Улаан буудайн шар айраг
Бүрхэг, зөөлөн, гадил, хумс, цитрусын үнэртэй. Гашуун бага тул шар айраг төдийлөн уудаггүй хүнд ч таалагддаг.

### Пэйл эйл ба IPA
Хопын тод үнэр, гашуун амттай. **IPA** (India Pale Ale) нь илүү хүчтэй, гашуун. Шинэ Англи маягийн IPA бүрхэг, шүүслэг, халуун орны жимсний үнэртэй. Халуун ногоотой хоол, бургертай сайн зохицно.

### Стаут ба портер
Шарсан соёолжоос бараан өнгө, кофе, шоколадны амт гардаг. Хүнд мэт харагддаг ч ихэнх нь дунд биетэй. Боодог, утсан мах, шоколадан амттантай гайхалтай.

### Исгэлэн шар айраг (sour)
Хүчиллэг, сэргэг, ихэвчлэн жимс нэмсэн. Дарсанд дуртай хүмүүст сонирхолтой.

## Спиртийн агууламж

Лагер, улаан буудайн шар айраг ихэвчлэн 4-5.5%, IPA 6-7%, хос IPA болон эзэнт гүрний стаут 8%-иас дээш байдаг. Хүчтэй хэв маягийг жижиг хундагаар, удаан амтлаарай.

## Хэрхэн амтлах вэ

Шар айргийг лаазнаас биш хундагаас уугаарай — үнэр нь илүү мэдрэгдэнэ. Хөнгөн хэв маягаас эхэлж, хүчтэй рүү шилжинэ. Хэт хөргөвөл амт нь хаагдана: IPA, стаутыг хөргөгчнөөс гаргаад хэдэн минут амраагаарай.

## Монгол хоолтой

Шар айраг монгол хоолтой хамгийн амархан зохицдог ундаа байж магадгүй. Пилснер хуушуурын тосыг цэвэрлэж, улаан буудайн шар айраг цуйван, бууз зэрэг зөөлөн хоолтой тэнцвэржинэ. IPA-ийн гашуун амт халуун ногоотой хуурганы амтыг тодруулж, стаут хорхог, боодогийн утаат амттай сайхан нийлнэ.

## Хадгалах

Крафт шар айраг, ялангуяа IPA шинэхэн байхдаа хамгийн амттай. Хөргөгчинд, гэрлээс хол хадгалж, удаан хүлээлгүй уугаарай.

Манай [крафт шар айраг](/t/beer/craft)-ны сонголтоос хэд хэдэн хэв маягийг холиод, найзуудтайгаа амталгааны үдэш зохиогоорой. Шар айраг ч согтууруулах ундаа тул зөвхөн 18 нас хүрсэн хүнд худалдана.`,
    bodyEn: `Craft beer fans in Ulaanbaatar have multiplied in recent years. Behind the colourful cans on the shelf sit a handful of basic styles. Know them and choosing a new beer becomes much more fun.

## Lager and ale

All beer falls into two big families:

- **Lager** — bottom-fermenting yeast, fermented slowly at cool temperatures. Clean, crisp and light.
- **Ale** — top-fermenting yeast, fermented warmer. Fruitier and fuller in flavour.

## The main styles

### Pilsner
A golden, dry lager with a pleasant hop bitterness. Perfect on a hot summer day with khuushuur or grilled meat.

### Wheat beer
Hazy and soft, with banana, clove and citrus. Low in bitterness, so even people who rarely drink beer often like it.

### Pale ale and IPA
Bold hop aroma and bitterness. **IPA** (India Pale Ale) is stronger and more bitter. New England IPAs are hazy and juicy, with tropical fruit. Great with spicy food and burgers.

### Stout and porter
Roasted malt gives dark colour and flavours of coffee and chocolate. They look heavy but most are medium-bodied. Wonderful with boodog, smoked meat and chocolate desserts.

### Sour beer
Tart and refreshing, often brewed with fruit. Interesting for wine lovers.

## Alcohol strength

Lagers and wheat beers are usually 4-5.5%, IPAs 6-7%, and double IPAs and imperial stouts above 8%. Sip the strong styles slowly, from a smaller glass.

## How to taste

Drink from a glass, not the can — you will smell much more. Start with lighter styles and move to stronger ones. Too cold hides the flavour: let an IPA or stout sit for a few minutes after the fridge.

## With Mongolian food

Beer may be the easiest drink to match with Mongolian food. A pilsner cuts through the fat of khuushuur, while a wheat beer balances gentle dishes like tsuivan or buuz. An IPA's bitterness lifts spicy stir-fries, and a stout meets the smoky taste of khorkhog and boodog.

## Storage

Craft beer, especially IPA, tastes best fresh. Keep it in the fridge, away from light, and do not wait too long to drink it.

Mix a few styles from our [craft beer selection](/t/beer/craft) and host a tasting evening with friends. Beer is alcohol too, so it is sold only to customers aged 18 and over.`,
    daysAgo: 90,
    taxon: "beer/craft",
    coverColors: ["#d98e04", "#3e2412"],
  },
  {
    kind: "news",
    slug: "new-arrivals-japanese-whisky",
    authorKey: "enkhjargal",
    tags: ["store-news", "whisky"],
    titleMn: "Шинэ бараа: Японы виски тавиур дээр ирлээ",
    titleEn: "New arrivals: Japanese whisky is on the shelf",
    summaryMn: "Олон хүний хүлээсэн Японы вискиний шинэ сонголт манай дэлгүүрүүд болон онлайнаар худалдаанд гарлаа.",
    summaryEn: "A new selection of Japanese whisky, long awaited by many of you, is now in our stores and online.",
    bodyMn: `Сүүлийн жилүүдэд үйлчлүүлэгчдээс хамгийн олон ирсэн хүсэлтийн нэг бол Японы виски. Энэ долоо хоногоос манай тавиур дээр Японы хэд хэдэн үйлдвэрийн сингл молт, холимог виски ирлээ.

## Юугаараа онцлог вэ

Японы виски Шотландын уламжлалаас эхтэй ч өөрийн гэсэн дүр төрхтэй: нарийн, тэнцвэртэй, цэвэр амттай. Зарим нь Японы царс **мизунара** торхонд насжиж, зандан мод, хүж, кокосын өвөрмөц үнэр олж авдаг.

## Хэнд тохирох вэ

- Виски анх амталж буй хүнд — зөөлөн холимог виски.
- Туршлагатай сонирхогчид — сингл молт.
- Хайбол хийх дуртай хүнд — цэвэр, шинэхэн хувилбарууд.

Японы вискиг хайболд хэрэглэх нь тэнд хамгийн түгээмэл: өндөр хундагыг мөсөөр дүүргэж, виски, хүйтэн содон ус хийгээд нэг удаа зөөлөн хутгана. Хоолтой ч сайхан зохицно.

Тоо хэмжээ хязгаарлагдмал тул сонирхож буй бол эртхэн захиалаарай. Бүх сонголтыг [Японы виски](/t/spirits/whisky/japanese) ангиллаас харна уу. Согтууруулах ундааг зөвхөн 18 нас хүрсэн хүнд худалдана.`,
    bodyEn: `Japanese whisky has been one of our customers' most frequent requests in recent years. This week several single malts and blends from Japanese distilleries arrived on our shelves.

## What makes it special

Japanese whisky grew out of the Scottish tradition but has a character of its own: precise, balanced and clean. Some are aged in casks of Japanese **mizunara** oak, which gives a distinctive scent of sandalwood, incense and coconut.

## Who it is for

- New to whisky — a gentle blend.
- Experienced fans — the single malts.
- Highball lovers — the clean, fresh styles.

In Japan the favourite way to drink it is the highball: fill a tall glass with ice, add whisky and cold soda water, and stir once. It goes beautifully with food.

Quantities are limited, so order early if you are interested. See the full selection in [Japanese whisky](/t/spirits/whisky/japanese). Alcohol is sold only to customers aged 18 and over.`,
    daysAgo: 6,
    taxon: "spirits/whisky/japanese",
    coverColors: ["#b22234", "#f4efe6"],
  },
  {
    kind: "news",
    slug: "wine-tasting-evening-at-the-store",
    authorKey: "oyunchimeg",
    tags: ["store-news", "wine-basics"],
    titleMn: "Дэлгүүрт дарсны амталгааны үдэш болно",
    titleEn: "A wine tasting evening at the store",
    summaryMn: "Сомелье, бармен хоёртой хамт Хуучин ба Шинэ ертөнцийн дарсыг зэрэгцүүлэн амтлах үдэшт урьж байна.",
    summaryEn: "Join our sommelier and bartender for an evening comparing Old World and New World wines.",
    bodyMn: `Энэ сарын сүүлийн баасан гарагийн орой төв дэлгүүртээ дарсны амталгааны үдэш зохион байгуулна. Энэ удаагийн сэдэв: **Хуучин ертөнц ба Шинэ ертөнц**.

## Хөтөлбөр

- Франц, Итали, Чили, Австралийн зургаан дарсыг хосоор нь амталж харьцуулна.
- Манай ахлах сомелье шошго унших, сорт таних энгийн аргыг заана.
- Бармен Тэмүүлэн дарстай хоёр хөнгөн коктейлийн жор танилцуулна.
- Дарс бүрт тохирох хөнгөн зууш бэлдэнэ.

## Оролцох

Суудал хязгаартай тул дэлгүүр дээр эсвэл утсаар урьдчилан бүртгүүлнэ үү. Амталгаанд зөвхөн **18 нас хүрсэн** хүн оролцох бөгөөд үүдэнд биеийн байцаалт шалгана. Үдэшлэгт танилцуулсан дарсыг тэр орой хөнгөлөлттэй үнээр авах боломжтой.

Дарсны талаар мэдлэг огт байхгүй ч санаа зовох хэрэггүй: энэ үдэш эхлэгчдэд зориулагдсан. Асуултаа чөлөөтэй асууж, өөрийн дуртай амтаа олох боломж.

Амталгааны дараа жолоо барих гэж байгаа бол такси дуудаж өгөхөд бэлэн байна. Уулзъя! Дарсны сонголтыг [эндээс](/t/wine) үзээрэй.`,
    bodyEn: `On the last Friday evening of this month we are holding a wine tasting at our main store. This time the theme is **Old World versus New World**.

## Programme

- Six wines from France, Italy, Chile and Australia, tasted and compared in pairs.
- Our head sommelier shows simple ways to read a label and recognise a grape.
- Bartender Temuulen presents two light wine-based cocktails.
- Light snacks to match each wine.

## Taking part

Places are limited, so please register in advance at the store or by phone. The tasting is open only to guests **aged 18 and over**, and ID is checked at the door. Wines presented during the evening can be bought at a special price that night.

No wine knowledge needed: this evening is made for beginners. Ask anything you like and discover the taste you enjoy.

If you came by car, we will gladly call you a taxi after the tasting. See you there! Browse our wines [here](/t/wine).`,
    daysAgo: 12,
    taxon: "wine",
    coverColors: ["#5c1a33", "#e9d8c4"],
  },
  {
    kind: "news",
    slug: "tsagaan-sar-opening-hours",
    authorKey: "enkhjargal",
    tags: ["store-news", "gifts-celebrations"],
    titleMn: "Цагаан сарын үеийн ажлын цагийн хуваарь",
    titleEn: "Opening hours over Tsagaan Sar",
    summaryMn: "Шинийн нэгэнд дэлгүүрүүд амарна; онлайн захиалга тасралтгүй авч, хүргэлт шинийн хоёроос сэргэнэ.",
    summaryEn: "Stores close on the first day of the new year; online orders stay open and deliveries resume on the second day.",
    bodyMn: `Эрхэм үйлчлүүлэгчид ээ, Цагаан сарын баярын үеэр манай дэлгүүрүүд дараах хуваарийн дагуу ажиллана.

## Дэлгүүрүүд

- **Битүүний өдөр** — ердийн цагаараа ажиллана. Бэлгээ сүүлчийн мөчид авах гэж байгаа бол энэ өдрийг ашиглаарай.
- **Шинийн нэгэн** — бүх дэлгүүр амарна. Хамт олон маань гэр бүлээрээ баярлана.
- **Шинийн хоёроос** — ердийн цагийн хуваариараа ажиллана.

## Онлайн захиалга ба хүргэлт

Цахим дэлгүүр баярын турш захиалга авсаар байна. Шинийн нэгэнд хийсэн захиалгыг шинийн хоёрт хүргэнэ. Бусад өдөр хүргэлт 11:00-22:00 цагийн хооронд явагдах бөгөөд 15:00 цагаас өмнө баталгаажсан захиалгыг тэр өдөртөө хүргэнэ. Баярын өмнөх өдрүүдэд захиалга их байдаг тул эртхэн захиалахыг зөвлөж байна. Дэлгэрэнгүйг [хүргэлтийн нөхцөл](/pages/delivery)-өөс үзнэ үү.

Баярын бэлгийн багц, Хар Сувдын хайрцагтай архийг баярын өмнө хангалттай нөөцөлсөн ч эрэлт өндөр байдаг тул хүссэн бараагаа эртхэн захиалаарай.

Хүргэлтийг зөвхөн 18 нас хүрсэн хүн биеийн байцаалтаа үзүүлж хүлээн авна. Сар шинэдээ сайхан шинэлээрэй!`,
    bodyEn: `Dear customers, over the Tsagaan Sar holiday our stores will keep the following hours.

## Stores

- **Bituun (New Year's Eve)** — normal opening hours. A good day for last-minute gifts.
- **First day of the new year** — all stores closed, so our team can celebrate with their families.
- **From the second day** — normal opening hours again.

## Online orders and delivery

The online shop keeps taking orders throughout the holiday. Orders placed on the first day are delivered on the second. On other days we deliver between 11:00 and 22:00, and orders confirmed before 15:00 arrive the same day. The days before the holiday are very busy, so we recommend ordering early. Details are on our [delivery page](/pages/delivery).

We have stocked up on holiday gift sets and boxed Khar Suvd, but demand is high, so order your favourites early.

Deliveries can only be received by someone aged 18 or over who shows ID. Happy Lunar New Year!`,
    daysAgo: 40,
    taxon: "gift-sets",
    coverColors: ["#0e4d92", "#f7e7b4"],
  },
  {
    kind: "news",
    slug: "new-pickup-point",
    authorKey: "enkhjargal",
    tags: ["store-news"],
    titleMn: "Шинэ захиалга авах цэг нээгдлээ",
    titleEn: "A new pickup point is open",
    summaryMn: "Онлайн захиалгаа хүргэлт хүлээлгүй, ажлын замдаа очиж авах шинэ цэг Хан-Уул дүүрэгт нээгдлээ.",
    summaryEn: "A new pickup point in Khan-Uul district lets you collect online orders on your way home.",
    bodyMn: `Хан-Уул дүүрэгт шинэ захиалга авах цэгээ нээлээ. Одоо онлайнаар захиалсан бараагаа хүргэлт хүлээлгүй, өөрт тохирох цагтаа очиж авах боломжтой.

## Хэрхэн ашиглах вэ

1. Захиалга хийхдээ хүргэлтийн оронд **очиж авах** сонголтыг сонгоно.
2. Жагсаалтаас шинэ цэгийг сонгоно.
3. Захиалга бэлэн болмогц танд мэдэгдэл ирнэ.
4. Цэг дээр захиалгын дугаар, биеийн байцаалтаа үзүүлж авна.

Очиж авах үйлчилгээ үнэгүй. Захиалгыг зөвхөн **18 нас хүрсэн** захиалагч өөрөө эсвэл түүний итгэмжилсэн насанд хүрсэн хүн биеийн байцаалтаа үзүүлж авна.

Ажлаас буцах замдаа, эсвэл амралтын өдөр дэлгүүр хэсэх зуураа захиалгаа авах нь хүргэлт хүлээхээс хялбар байж болно. Захиалга цэг дээр хэд хоног хадгалагдах тул яарах шаардлагагүй.

Цэгийн хаяг, ажлын цагийг дэлгүүрүүдийн жагсаалтаас харна уу. Хүргэлт илүү тохиромжтой бол [хүргэлтийн нөхцөл](/pages/delivery)-өө үзээрэй — та хоёр аргын алийг нь ч сонгож болно.`,
    bodyEn: `We have opened a new pickup point in Khan-Uul district. You can now collect your online order whenever it suits you, without waiting for a delivery.

## How it works

1. At checkout, choose **pickup** instead of delivery.
2. Pick the new point from the list.
3. You will get a notification as soon as your order is ready.
4. At the point, show your order number and ID to collect it.

Pickup is free. Orders can only be collected by the customer, aged **18 or over**, or an adult they authorise, on showing ID.

Picking up your order on the way home from work, or while out shopping at the weekend, can be easier than waiting in for a courier. Orders are held at the point for several days, so there is no rush.

The address and opening hours are in our list of stores. If delivery suits you better, see our [delivery terms](/pages/delivery) — you are free to choose either.`,
    daysAgo: 28,
    taxon: "spirits/vodka/mongolian",
    coverColors: ["#2d6a4f", "#d8f3dc"],
  },
  {
    kind: "news",
    slug: "summer-rose-arrivals",
    authorKey: "oyunchimeg",
    tags: ["store-news", "wine-basics"],
    titleMn: "Зуны розе дарс ирлээ",
    titleEn: "Summer rosé has arrived",
    summaryMn: "Прованс, Испани, Италийн шинэхэн розе дарсууд — зуны халуун өдөр, хөдөө гарахад зориулсан сонголт.",
    summaryEn: "Fresh rosés from Provence, Spain and Italy — made for hot summer days and trips to the countryside.",
    bodyMn: `Зун ирж, розе дарсны улирал эхэллээ. Энэ жилийн шинэ ургацын розе дарсууд манай дэлгүүрүүдэд ирлээ.

## Энэ жилийн сонголт

- **Прованс** — цайвар ягаан, хуурай, гүзээлзгэнэ, цитрусын нарийн үнэртэй. Сонгодог розе.
- **Испани** — илүү тод өнгөтэй, жимслэг, шүүслэг. Шарсан махтай сайхан.
- **Итали** — хөнгөн, сэргэг, бага зэрэг оргилуун хувилбар ч бий.

## Хэрхэн үйлчлэх вэ

Розе дарсыг 8-10°C хүртэл хөргөж үйлчилнэ. Хөдөө зусланд гарахдаа хөргөх цүнхэнд хийж аваарай. Хорхог, шарсан загас, ногоон салат, хуушууртай ч зохино. Розе дарсыг залуу байхад нь уух нь хамгийн сайхан тул жил бүр шинэ ургацаа хүлээж байдаг.

Розе дарсыг залуу байхад нь, ургац хураасны дараах жилд нь уух нь хамгийн сайхан. Тиймээс зун дуустал хадгалах хэрэггүй — энэ улиралдаа таашаагаарай.

Наранд удаан байх үед ус ихээр ууж, хэмжээгээ мэдэхээ бүү мартаарай. Бүх сонголтыг [розе дарс](/t/wine/rose) хэсгээс үзнэ үү.`,
    bodyEn: `Summer is here, and with it the rosé season. This year's new-vintage rosés have arrived in our stores.

## This year's selection

- **Provence** — pale pink, dry, with delicate strawberry and citrus. The classic rosé.
- **Spain** — deeper in colour, fruity and juicy. Lovely with grilled meat.
- **Italy** — light and lively, including a gently sparkling style.

## How to serve

Chill rosé to 8-10°C. Taking it to the countryside? Pack it in a cool bag. It goes well with khorkhog, grilled fish, green salads and khuushuur. Rosé is best drunk young, which is why we look forward to each new vintage.

Rosé is best drunk young, in the year after the harvest. So there is no need to save it — enjoy it this season.

On long days in the sun, drink plenty of water and know your limit. See the whole range in [rosé wine](/t/wine/rose).`,
    daysAgo: 55,
    taxon: "wine/rose",
    coverColors: ["#f4a6b7", "#fbe3d6"],
  },
  {
    kind: "news",
    slug: "delivery-area-growing",
    authorKey: "enkhjargal",
    tags: ["store-news"],
    titleMn: "Хүргэлтийн бүс тэлж байна",
    titleEn: "Our delivery area is growing",
    summaryMn: "Улаанбаатарын захын хороолол, дагуул хотуудад хүргэлт хийж эхэллээ.",
    summaryEn: "We now deliver to more outlying districts and satellite towns around Ulaanbaatar.",
    bodyMn: `Үйлчлүүлэгчдийнхээ хүсэлтээр хүргэлтийн бүсээ өргөжүүллээ. Одоо Улаанбаатарын захын хороолол, хотын ойролцоох дагуул суурин газруудад ч захиалгаа хүлээн авах боломжтой боллоо.

## Юу өөрчлөгдөх вэ

- Хүргэлт өмнөх шигээ өдөр бүр **11:00-22:00** цагийн хооронд явагдана.
- Төвийн бүсэд **15:00** цагаас өмнө баталгаажсан захиалгыг тэр өдөртөө, түүнээс хойш баталгаажсаныг маргааш нь хүргэнэ.
- Шуурхай хүргэлтээр захиалга **4 цагийн дотор** очно.
- Алслагдсан бүсэд хүргэх хугацаа, үнэ арай өөр байж болно. Захиалга хийхдээ хаягаа оруулахад тооцоолол шууд гарна.

## Санамж

Хүргэлтийг зөвхөн **18 нас хүрсэн** хүн биеийн байцаалтаа үзүүлж хүлээн авна. Хүлээн авагч насанд хүрээгүй эсвэл бичиг баримтгүй бол жолооч барааг хүлээлгэн өгөхгүй.

Бид хүргэлтийн бүсээ цаашид ч өргөжүүлэх болно. Танай хороолол одоогоор бүсэд ороогүй бол бидэнд мэдэгдээрэй — таны хүсэлт дараагийн өргөтгөлийг тодорхойлоход тусална.

Бүсүүд, хугацаа, үнийн дэлгэрэнгүйг [хүргэлтийн нөхцөл](/pages/delivery)-өөс харна уу. Манай бүх [бараа](/products) таны хаалга хүртэл ирнэ.`,
    bodyEn: `At our customers' request we have widened our delivery area. You can now receive orders in Ulaanbaatar's outlying districts and in the satellite settlements near the city.

## What changes

- Deliveries still run every day between **11:00 and 22:00**.
- In the central zone, orders confirmed before **15:00** arrive the same day; later ones the next day.
- Express delivery reaches you **within 4 hours**.
- Delivery times and prices for remote areas may differ a little. Enter your address at checkout to see them straight away.

## A reminder

Deliveries can only be received by someone **aged 18 or over** who shows ID. If the receiver is under age or has no ID, the driver will not hand over the order.

We will keep widening our delivery area. If your neighbourhood is not covered yet, let us know — your requests help us decide where to go next.

Zones, times and prices are explained on our [delivery page](/pages/delivery). All our [products](/products) can come to your door.`,
    daysAgo: 20,
    taxon: "spirits/vodka/mongolian",
    coverColors: ["#14213d", "#fca311"],
  },
];
