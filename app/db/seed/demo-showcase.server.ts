import type { Kysely } from "kysely";
import { continueNumberingAfterMax } from "../migrations/portable";
import type { Database } from "../schema";

const DAY_MS = 86_400_000;

/** A look: its products are the first few of each category named, so the demo picks the same bottles each time. */
interface LookSeed {
  slug: string;
  title_mn: string;
  title_en: string;
  summary_mn: string;
  summary_en: string;
  picks: { taxon: string; count: number }[];
  publishedDaysAgo: number;
}

const LOOKS: LookSeed[] = [
  {
    slug: "tsagaan-sar-table",
    title_mn: "Цагаан сарын ширээ",
    title_en: "The Tsagaan Sar table",
    summary_mn: "Ахмадаа хүндэтгэх архи, айлчлагчдад өргөх коньяк, шилэн аяга: шинийн нэгний ширээнд хэрэгтэй бүгд нэг дор.",
    summary_en: "A vodka to honour the elders, a cognac for guests and the glasses to pour them in: the New Year table in one place.",
    picks: [
      { taxon: "spirits/vodka", count: 2 },
      { taxon: "spirits/cognac-brandy", count: 1 },
      { taxon: "accessories/glassware", count: 2 },
    ],
    publishedDaysAgo: 3,
  },
  {
    slug: "summer-terrace",
    title_mn: "Зуны дэнж",
    title_en: "Summer on the terrace",
    summary_mn: "Хөнгөн ягаан дарс, хөөсөрсөн дарс, хүйтэн шар айраг: Тэрэлжийн нар жаргахыг угтах зуны оройн сонголт.",
    summary_en: "A light rosé, something sparkling and a cold lager: a summer evening's picks for watching the sun set over Terelj.",
    picks: [
      { taxon: "wine/rose", count: 1 },
      { taxon: "wine/sparkling", count: 2 },
      { taxon: "wine/white", count: 1 },
      { taxon: "beer/lager", count: 1 },
    ],
    publishedDaysAgo: 12,
  },
  {
    slug: "gift-for-a-connoisseur",
    title_mn: "Амтлагчид өгөх бэлэг",
    title_en: "A gift for a connoisseur",
    summary_mn: "Удаан хугацаанд хадгалсан виски, бэлгийн хайрцаг, баарны багаж: амт мэдэх хүнийг баярлуулах багц.",
    summary_en: "An aged whisky, a gift box and a proper bar tool: a set to please someone who knows their drinks.",
    picks: [
      { taxon: "spirits/whisky", count: 2 },
      { taxon: "gift-sets", count: 1 },
      { taxon: "accessories/bar-tools", count: 1 },
      { taxon: "spirits/cognac-brandy", count: 1 },
    ],
    publishedDaysAgo: 25,
  },
];

/** Pins on the look's picture (percent), one per product in order. */
const PINS: [number, number][] = [
  [20, 55],
  [35, 45],
  [50, 60],
  [65, 45],
  [80, 55],
  [85, 70],
];

async function productIdsIn(db: Kysely<Database>, permalink: string, count: number, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom("products as p")
    .innerJoin("product_taxons as pt", "pt.product_id", "p.id")
    .innerJoin("taxons as t", "t.id", "pt.taxon_id")
    .select("p.id")
    .where((eb) => eb.or([eb("t.permalink", "=", permalink), eb("t.permalink", "like", `${permalink}/%`)]))
    .where("p.available_on", "<=", now.toISOString())
    .groupBy("p.id")
    .orderBy("p.id")
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}

/** The demo's vendors, lookbooks and promotions in mn and en (issue 17). Skips when there are lookbooks already. */
export async function seedDemoShowcase(db: Kysely<Database>, now: Date): Promise<number> {
  const existing = await db.selectFrom("lookbooks").select("id").limit(1).executeTakeFirst();
  if (existing) return 0;
  const at = now.toISOString();
  const daysFrom = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

  // Vendors: the ids the demo stores already name (stores.vendor_id).
  const stores = await db.selectFrom("stores").select(["vendor_id", "code", "logo"]).orderBy("id").execute();
  const vendorTexts: Record<string, { name_mn: string; name_en: string; description_mn: string; description_en: string }> = {
    main: {
      name_mn: "Хар Сувд",
      name_en: "Khar Suvd",
      description_mn: "Улаанбаатарын дарс, спиртийн дэлгүүр. 2009 оноос хойш Монголын шилдэг архи, Франц, Итали, Испанийн дарсны ордуудын бүтээгдэхүүнийг шууд нийлүүлж байна.",
      description_en: "Ulaanbaatar's wine and spirits shop. Since 2009 we have brought Mongolia's best vodkas and wines straight from houses in France, Italy and Spain.",
    },
    "nomin-tal": {
      name_mn: "Номин Тал Брюери",
      name_en: "Nomin Tal Brewery",
      description_mn: "Туул голын хөндийд шар айргаа исгэдэг гэр бүлийн жижиг үйлдвэр. Лагер, улаан буудайн болон крафт шар айраг.",
      description_en: "A small family brewery in the Tuul valley. Lagers, wheat beers and small-batch craft ales.",
    },
  };
  const seenVendors = new Set<number>();
  for (const store of stores) {
    if (seenVendors.has(store.vendor_id)) continue;
    seenVendors.add(store.vendor_id);
    const texts = vendorTexts[store.code] ?? { name_mn: store.code, name_en: store.code, description_mn: "", description_en: "" };
    await db
      .insertInto("vendors")
      .values({ id: store.vendor_id, code: store.code === "main" ? "khar-suvd" : store.code, ...texts, logo: store.logo, is_active: 1, created_at: at })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  await continueNumberingAfterMax(db, "vendors");

  let rows = 0;
  for (const look of LOOKS) {
    const ids: number[] = [];
    for (const pick of look.picks) ids.push(...(await productIdsIn(db, pick.taxon, pick.count, now)).filter((id) => !ids.includes(id)));
    if (ids.length === 0) continue;
    const published = daysFrom(-look.publishedDaysAgo);
    const inserted = await db
      .insertInto("lookbooks")
      .values({
        slug: look.slug,
        title_mn: look.title_mn,
        title_en: look.title_en,
        summary_mn: look.summary_mn,
        summary_en: look.summary_en,
        image: `/media/showcase/look-${look.slug}.svg`,
        status: "published",
        published_at: published,
        created_at: published,
        updated_at: published,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("lookbook_items")
      .values(ids.map((product_id, index) => ({ lookbook_id: inserted.id, product_id, position: index + 1, hotspot_x: PINS[index]?.[0] ?? null, hotspot_y: PINS[index]?.[1] ?? null })))
      .execute();
    rows += 1;
  }

  // One promotion per kind of target: a category, a brand, a coupon (WINE5000, docs/features.md), and an ended hand-made list.
  const promotions = [
    {
      slug: "sparkling-season",
      title_mn: "Хөөсөрсөн баярын улирал",
      title_en: "Sparkling season",
      summary_mn: "Шампанск, просекко, кава: баяр ёслолын хөөсөрсөн дарсыг онцгой үнээр.",
      summary_en: "Champagne, prosecco and cava: sparkling wine for every celebration at a special price.",
      body_mn:
        "Баяр ёслол хөөсөрсөн дарсгүй өнгөрдөггүй. Энэ улирал бид **Франц, Итали, Испанийн** хөөсөрсөн дарсны сонголтоо нэг дор цуглууллаа.\n\n- Хөргөөд 6–8 хэмд сервис хийнэ\n- Нээсэн шилийг тусгай таглаатай хөргөгчид 2 хоног хадгална\n\nСонголтоо хийхэд тусламж хэрэгтэй бол манай сомельед хандаарай.",
      body_en:
        "No celebration goes without bubbles. This season we gathered our **French, Italian and Spanish** sparkling wines in one place.\n\n- Serve chilled at 6–8 °C\n- An opened bottle keeps for 2 days in the fridge with a stopper\n\nAsk our sommelier if you would like help choosing.",
      target_kind: "taxon" as const,
      target_value: "wine/sparkling",
      starts_at: daysFrom(-7),
      ends_at: daysFrom(30),
    },
    {
      slug: "chinggis-weekend",
      title_mn: "Чингис брэндийн амралтын өдрүүд",
      title_en: "Chinggis weekend",
      summary_mn: "Чингис брэндийн архи, бэлгийн багцууд зөвхөн энэ амралтын өдрүүдэд.",
      summary_en: "Chinggis vodkas and gift sets, this weekend only.",
      body_mn: "Монголын хамгийн алдартай брэндүүдийн нэг болох **Чингис**-ийн бүтээгдэхүүнүүд энэ амралтын өдрүүдэд онцгой саналтай. Урамшуулал удахгүй дуусна.",
      body_en: "Products from **Chinggis**, one of Mongolia's best-known names, are on special offer this weekend. Hurry: the promotion ends soon.",
      target_kind: "brand" as const,
      target_value: "chinggis",
      starts_at: daysFrom(-2),
      ends_at: daysFrom(2),
    },
    {
      slug: "wine-5000",
      title_mn: "Дарсанд 5,000₮ хөнгөлөлт",
      title_en: "₮5,000 off wine",
      summary_mn: "WINE5000 кодоор дарсны захиалгаа 5,000₮-өөр хямдруулаарай.",
      summary_en: "Take ₮5,000 off your wine order with the code WINE5000.",
      body_mn: "Төлбөрийн алхам дээр **WINE5000** кодыг оруулахад дарсны захиалгаас 5,000₮ хасагдана. 30,000₮-өөс дээш дарсны захиалгад хүчинтэй.",
      body_en: "Enter **WINE5000** at the payment step and ₮5,000 comes off your wine. Valid on wine orders from ₮30,000.",
      target_kind: "coupon" as const,
      target_value: "WINE5000",
      starts_at: daysFrom(-10),
      ends_at: daysFrom(20),
    },
  ];
  for (const promotion of promotions) {
    await db
      .insertInto("promotions")
      .values({ ...promotion, image: `/media/showcase/promo-${promotion.slug}.svg`, status: "published", created_at: at, updated_at: at })
      .execute();
    rows += 1;
  }

  const autumnIds = await productIdsIn(db, "wine/red", 6, now);
  if (autumnIds.length > 0) {
    const ended = await db
      .insertInto("promotions")
      .values({
        slug: "autumn-reds",
        title_mn: "Намрын улаан дарс",
        title_en: "Autumn reds",
        summary_mn: "Намрын оройд тохирох зургаан улаан дарс.",
        summary_en: "Six red wines for autumn evenings.",
        body_mn: "Манай сомелье намрын хүйтэн оройд зориулан зургаан улаан дарс сонгосон.",
        body_en: "Our sommelier picked six reds for cold autumn evenings.",
        image: "/media/showcase/promo-autumn-reds.svg",
        starts_at: daysFrom(-60),
        ends_at: daysFrom(-10),
        target_kind: "list",
        target_value: "-",
        status: "published",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("promotion_products")
      .values(autumnIds.map((product_id, index) => ({ promotion_id: ended.id, product_id, position: index + 1 })))
      .execute();
    rows += 1;
  }
  return rows + seenVendors.size;
}
