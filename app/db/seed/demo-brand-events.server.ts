import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { inTransaction } from "../transactions.server";
import { addCalendarDays, calendarDateIn, zonedInstant, SHOP_TIME_ZONE } from "~/kernel/dates";

/**
 * The demo's tours and events on the brand microsite (issue 19): distillery tours and tasting
 * evenings placed around `now`, six ahead and two behind, so the list always has upcoming and
 * past ones. Every event has its words in mn (the fallback); most have all five languages, a few
 * leave one out on purpose, so the fallback to mn can be seen. Idempotent: it writes nothing when
 * the table has rows (an operator's own events are never touched).
 */

type Lang = "mn" | "en" | "ru" | "cn" | "it";

interface Words {
  title: string;
  place: string;
  summary: string;
}

interface EventSeed {
  slug: string;
  kind: "tour" | "tasting";
  /** Days from today (Ulaanbaatar), and the local start and end times. */
  inDays: number;
  from: string;
  to: string;
  capacity: number;
  price: number;
  languages: Lang[];
  words: Partial<Record<Lang, Words>> & { mn: Words };
}

const DISTILLERY: Record<Lang, string> = {
  mn: "Хар Сувдын нэрэх үйлдвэр, Сонгинохайрхан дүүрэг, Улаанбаатар",
  en: "Khar Suvd distillery, Songinokhairkhan district, Ulaanbaatar",
  ru: "Завод Хар Сувд, район Сонгинохайрхан, Улан-Батор",
  cn: "黑珍珠酒厂，乌兰巴托松吉诺海尔汗区",
  it: "Distilleria Khar Suvd, distretto di Songinokhairkhan, Ulaanbaatar",
};

const TASTING_ROOM: Record<Lang, string> = {
  mn: "Хар Сувдын амталгааны танхим, Энхтайваны өргөн чөлөө 12, Улаанбаатар",
  en: "Khar Suvd tasting room, 12 Peace Avenue, Ulaanbaatar",
  ru: "Дегустационный зал Хар Сувд, проспект Мира, 12, Улан-Батор",
  cn: "黑珍珠品鉴厅，乌兰巴托和平大街12号",
  it: "Sala degustazioni Khar Suvd, Peace Avenue 12, Ulaanbaatar",
};

const EVENTS: EventSeed[] = [
  {
    slug: "distillery-tour-weekend",
    kind: "tour",
    inDays: 6,
    from: "11:00",
    to: "13:00",
    capacity: 20,
    price: 45_000,
    languages: ["mn", "en", "ru"],
    words: {
      mn: {
        title: "Амралтын өдрийн үйлдвэрийн аялал",
        place: DISTILLERY.mn,
        summary: "Усыг шүүхээс эхлээд зургаан удаа нэрэх, нүүрс ба мөнгөөр шүүх, 21 хоног амраах хүртэлх бүх шатыг үзнэ. Аяллын төгсгөлд гурван төрлийн архи амталж, мастертай ярилцана.",
      },
      en: {
        title: "Weekend distillery tour",
        place: DISTILLERY.en,
        summary: "Follow the spirit from the water we draw to the six distillations, the charcoal and silver filters and the 21 days of rest. The tour ends with three pours and a talk with our master distiller.",
      },
      ru: {
        title: "Экскурсия на завод в выходной",
        place: DISTILLERY.ru,
        summary: "Весь путь водки: от подготовки воды до шести перегонок, фильтрации через уголь и серебро и 21 дня отдыха. В конце — дегустация трёх напитков и беседа с мастером.",
      },
      cn: {
        title: "周末酒厂参观",
        place: DISTILLERY.cn,
        summary: "从取水到六次蒸馏、木炭与银过滤，再到 21 天的静置，完整了解一瓶酒的诞生。参观结束时品尝三款酒，并与酿酒师交流。",
      },
      it: {
        title: "Visita alla distilleria nel fine settimana",
        place: DISTILLERY.it,
        summary: "Seguite lo spirito dall'acqua alle sei distillazioni, ai filtri di carbone e argento e ai 21 giorni di riposo. Si chiude con tre assaggi e una chiacchierata con il mastro distillatore.",
      },
    },
  },
  {
    slug: "tasting-evening-classics",
    kind: "tasting",
    inDays: 9,
    from: "19:00",
    to: "21:30",
    capacity: 24,
    price: 85_000,
    languages: ["mn", "en"],
    words: {
      mn: {
        title: "Сонгодог амталгааны үдэш",
        place: TASTING_ROOM.mn,
        summary: "Хар Сувдын цэвэр архийг мөстэй, хөргөсөн, хоолтой хослуулан амтална. Монгол уламжлалт зуушнаас эхлээд далайн хоол хүртэл зургаан хослолыг тогооч, мастер хамтран танилцуулна.",
      },
      en: {
        title: "Classic tasting evening",
        place: TASTING_ROOM.en,
        summary: "Khar Suvd neat, chilled and with food: six pairings from Mongolian buuz to seafood, presented by our chef and our master distiller.",
      },
      ru: {
        title: "Классический дегустационный вечер",
        place: TASTING_ROOM.ru,
        summary: "Хар Сувд в чистом виде, охлаждённая и с едой: шесть сочетаний — от бууз до морепродуктов. Ведут шеф-повар и мастер-винокур.",
      },
      cn: {
        title: "经典品鉴之夜",
        place: TASTING_ROOM.cn,
        summary: "纯饮、冰镇与佐餐：从蒙古包子到海鲜的六种搭配，由主厨与酿酒师共同讲解。",
      },
      // No Italian words: the page falls back to mn.
    },
  },
  {
    slug: "distillery-tour-for-travellers",
    kind: "tour",
    inDays: 13,
    from: "14:00",
    to: "16:00",
    capacity: 15,
    price: 55_000,
    languages: ["en", "ru", "cn"],
    words: {
      mn: {
        title: "Гадаадын зочдод зориулсан үйлдвэрийн аялал",
        place: DISTILLERY.mn,
        summary: "Англи, орос, хятад хэлээр хөтөлнө. Буудлаас тань тээврээр авч, аяллын дараа буцааж хүргэнэ.",
      },
      en: {
        title: "Distillery tour for travellers",
        place: DISTILLERY.en,
        summary: "Guided in English, Russian and Chinese, with transport from and back to your hotel in the city centre.",
      },
      ru: {
        title: "Экскурсия на завод для путешественников",
        place: DISTILLERY.ru,
        summary: "На английском, русском и китайском языках. Трансфер из гостиницы в центре города и обратно включён.",
      },
      cn: {
        title: "游客酒厂参观",
        place: DISTILLERY.cn,
        summary: "提供英语、俄语和中文导览，含市中心酒店往返接送。",
      },
      it: {
        title: "Visita alla distilleria per viaggiatori",
        place: DISTILLERY.it,
        summary: "Guidata in inglese, russo e cinese, con trasferimento dall'hotel in centro e ritorno.",
      },
    },
  },
  {
    slug: "cocktail-masterclass",
    kind: "tasting",
    inDays: 20,
    from: "18:30",
    to: "21:00",
    capacity: 12,
    price: 120_000,
    languages: ["mn", "en", "it"],
    words: {
      mn: {
        title: "Коктейлийн мастер анги",
        place: TASTING_ROOM.mn,
        summary: "Манай бармен Хар Сувдаар хийх гурван коктейлийг алхам алхмаар заана. Оролцогч бүр өөрөө хольж, амталж, жорыг гэртээ авч явна.",
      },
      en: {
        title: "Cocktail masterclass",
        place: TASTING_ROOM.en,
        summary: "Our bartender takes you through three Khar Suvd cocktails step by step. Everyone mixes, tastes, and takes the recipes home.",
      },
      ru: {
        title: "Мастер-класс по коктейлям",
        place: TASTING_ROOM.ru,
        summary: "Наш бармен шаг за шагом покажет три коктейля на Хар Сувд. Каждый смешивает сам, пробует и уносит рецепты домой.",
      },
      // No Chinese words: the page falls back to mn.
      it: {
        title: "Masterclass di cocktail",
        place: TASTING_ROOM.it,
        summary: "Il nostro barman vi guida passo dopo passo in tre cocktail con Khar Suvd. Ognuno prepara, assaggia e porta a casa le ricette.",
      },
    },
  },
  {
    slug: "white-month-tasting",
    kind: "tasting",
    inDays: 34,
    from: "17:00",
    to: "20:00",
    capacity: 30,
    price: 95_000,
    languages: ["mn", "en", "ru", "cn"],
    words: {
      mn: {
        title: "Цагаан сарын амталгаа",
        place: TASTING_ROOM.mn,
        summary: "Цагаан сарын ширээнд тохирох архиа сонгоё: уламжлалт ёс заншил, хүндэтгэлийн хундага, бууз, ул боовтой хослуулах зөвлөгөө.",
      },
      en: {
        title: "White Month tasting",
        place: TASTING_ROOM.en,
        summary: "Choosing the vodka for the Tsagaan Sar table: the customs, the toast of respect, and what to pour with buuz and ul boov.",
      },
      ru: {
        title: "Дегустация к Белому месяцу",
        place: TASTING_ROOM.ru,
        summary: "Как выбрать водку к столу Цагаан Сар: обычаи, почётный тост и что наливать к бууз и ул боов.",
      },
      cn: {
        title: "白月节品鉴会",
        place: TASTING_ROOM.cn,
        summary: "为白月节餐桌挑选佳酿：传统习俗、敬酒礼仪，以及与蒙古包子、节日点心的搭配。",
      },
      it: {
        title: "Degustazione del Mese Bianco",
        place: TASTING_ROOM.it,
        summary: "Come scegliere la vodka per la tavola dello Tsagaan Sar: le usanze, il brindisi d'onore e cosa versare con i buuz e l'ul boov.",
      },
    },
  },
  {
    slug: "open-distillery-day",
    kind: "tour",
    inDays: 48,
    from: "10:00",
    to: "16:00",
    capacity: 60,
    price: 0,
    languages: ["mn", "en", "ru", "cn", "it"],
    words: {
      mn: {
        title: "Нээлттэй хаалганы өдөр",
        place: DISTILLERY.mn,
        summary: "Жилд нэг удаа үйлдвэрийн хаалгаа бүх хүнд нээнэ. Өдөржин цаг тутам аялал эхэлнэ; бүлгээрээ ирэх бол урьдчилан бүртгүүлээрэй.",
      },
      en: {
        title: "Open distillery day",
        place: DISTILLERY.en,
        summary: "Once a year the distillery opens its doors to everyone, with a tour starting every hour. Groups, please let us know in advance.",
      },
      ru: {
        title: "День открытых дверей",
        place: DISTILLERY.ru,
        summary: "Раз в год завод открывает двери для всех: экскурсии начинаются каждый час. Группам просим записаться заранее.",
      },
      cn: {
        title: "酒厂开放日",
        place: DISTILLERY.cn,
        summary: "每年一次，酒厂向所有人开放，每小时一场参观。团体请提前告知。",
      },
      it: {
        title: "Distilleria a porte aperte",
        place: DISTILLERY.it,
        summary: "Una volta all'anno la distilleria apre a tutti, con una visita ogni ora. I gruppi sono pregati di avvisarci in anticipo.",
      },
    },
  },
  {
    slug: "autumn-harvest-tasting",
    kind: "tasting",
    inDays: -12,
    from: "19:00",
    to: "21:30",
    capacity: 24,
    price: 85_000,
    languages: ["mn", "en"],
    words: {
      mn: {
        title: "Намрын ургацын амталгаа",
        place: TASTING_ROOM.mn,
        summary: "Шинэ ургацын улаан буудайгаар нэрсэн архийг анх удаа амталсан үдэш.",
      },
      en: {
        title: "Autumn harvest tasting",
        place: TASTING_ROOM.en,
        summary: "The evening we first poured the spirit distilled from the new wheat harvest.",
      },
      ru: {
        title: "Дегустация осеннего урожая",
        place: TASTING_ROOM.ru,
        summary: "Вечер, когда мы впервые разлили водку из пшеницы нового урожая.",
      },
      cn: {
        title: "秋收品鉴会",
        place: TASTING_ROOM.cn,
        summary: "首次品尝以新收小麦酿制的烈酒之夜。",
      },
      it: {
        title: "Degustazione del raccolto d'autunno",
        place: TASTING_ROOM.it,
        summary: "La serata in cui abbiamo versato per la prima volta lo spirito del nuovo raccolto di grano.",
      },
    },
  },
  {
    slug: "distillery-tour-autumn",
    kind: "tour",
    inDays: -30,
    from: "11:00",
    to: "13:00",
    capacity: 20,
    price: 45_000,
    languages: ["mn", "en", "ru"],
    words: {
      mn: { title: "Намрын үйлдвэрийн аялал", place: DISTILLERY.mn, summary: "Намрын улирлын сүүлчийн үйлдвэрийн аялал." },
      en: { title: "Autumn distillery tour", place: DISTILLERY.en, summary: "The last distillery tour of the autumn season." },
      ru: { title: "Осенняя экскурсия на завод", place: DISTILLERY.ru, summary: "Последняя экскурсия на завод в осеннем сезоне." },
      cn: { title: "秋季酒厂参观", place: DISTILLERY.cn, summary: "秋季的最后一场酒厂参观。" },
      it: { title: "Visita d'autunno alla distilleria", place: DISTILLERY.it, summary: "L'ultima visita alla distilleria della stagione autunnale." },
    },
  },
];

/** `HH:MM` on the shop's wall clock, `days` after the shop's calendar day of `now`, as a UTC instant. */
function ubInstant(now: Date, days: number, time: string): string {
  return zonedInstant(addCalendarDays(calendarDateIn(now, SHOP_TIME_ZONE), days), time, SHOP_TIME_ZONE);
}

/** Seeds the demo events when there are none; returns how many it wrote. */
export async function seedDemoBrandEvents(db: Kysely<Database>, now: Date): Promise<number> {
  const created = now.toISOString();
  return inTransaction(db, async (trx) => {
    if (await trx.selectFrom("brand_events").select("id").limit(1).executeTakeFirst()) return 0;
    for (const seed of EVENTS) {
      const event = await trx
        .insertInto("brand_events")
        .values({
          slug: seed.slug,
          kind: seed.kind,
          starts_at: ubInstant(now, seed.inDays, seed.from),
          ends_at: ubInstant(now, seed.inDays, seed.to),
          capacity: seed.capacity,
          price_per_person: seed.price,
          guide_languages: seed.languages.join(","),
          published: 1,
          created_at: created,
          updated_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const texts = (Object.entries(seed.words) as [Lang, Words][]).map(([lang, words]) => ({ event_id: event.id, lang, ...words }));
      await trx.insertInto("brand_event_texts").values(texts).execute();
    }
    return EVENTS.length;
  });
}
