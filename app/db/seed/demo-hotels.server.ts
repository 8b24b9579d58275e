import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { inTransaction } from "../transactions.server";

/**
 * The demo's partner hotels for tasting tours (issue 21): one in the centre of Ulaanbaatar, a
 * ger lodge in Gorkhi-Terelj national park and a guest house by the vineyard near Kharkhorin;
 * seven amenities; two or three room types each with generated pictures, rates, a Friday and
 * Saturday rate, the summer high season and Naadam week (this year's and next year's). The guest
 * tax and service fee are demo settings (docs/decisions/056-hotel-booking.md). Idempotent: writes
 * nothing when there is any hotel.
 */
export const DEMO_HOTEL_SLUGS = ["khar-suvd-city-hotel", "terelj-wine-lodge", "kharkhorin-vineyard-house"] as const;

const AMENITIES = [
  { code: "wifi", name_mn: "Wi-Fi", name_en: "Wi-Fi", icon: "📶" },
  { code: "breakfast", name_mn: "Өглөөний цай", name_en: "Breakfast", icon: "🍳" },
  { code: "parking", name_mn: "Зогсоол", name_en: "Parking", icon: "🅿️" },
  { code: "spa", name_mn: "Спа", name_en: "Spa", icon: "💆" },
  { code: "sauna", name_mn: "Саун", name_en: "Sauna", icon: "🧖" },
  { code: "airport-shuttle", name_mn: "Нисэх буудлын тээвэр", name_en: "Airport shuttle", icon: "🚐" },
  { code: "wine-cellar", name_mn: "Дарсны зоорь, амталгааны өрөө", name_en: "Wine cellar and tasting room", icon: "🍷" },
  { code: "pets", name_mn: "Тэжээвэр амьтан зөвшөөрнө", name_en: "Pets welcome", icon: "🐾" },
];

interface DemoRoom {
  slug: string;
  name_mn: string;
  name_en: string;
  description_mn: string;
  description_en: string;
  capacity: number;
  units: number;
  base_rate: number;
  weekend_rate: number | null;
  photo: string;
  amenities: string[];
  summer: number;
  naadam: number;
}

interface DemoHotel {
  slug: string;
  name_mn: string;
  name_en: string;
  description_mn: string;
  description_en: string;
  city_mn: string;
  city_en: string;
  address_mn: string;
  address_en: string;
  stars: number;
  photo: string;
  service_fee_percent: number;
  guest_tax_per_night: number;
  amenities: string[];
  rooms: DemoRoom[];
}

const HOTELS: DemoHotel[] = [
  {
    slug: "khar-suvd-city-hotel",
    name_mn: "Хар Сувд Сити зочид буудал",
    name_en: "Khar Suvd City Hotel",
    description_mn:
      "Сүхбаатарын талбайгаас алхаад таван минут. Манай дарсны амталгааны аялалд оролцогчдод зориулсан хамтрагч буудал: өглөө бүр өглөөний цай, орой нь доод давхрын дарсны зооринд амталгаа.",
    description_en:
      "Five minutes' walk from Sükhbaatar Square. Our tasting tours' partner hotel in town: breakfast every morning, and tastings in the cellar downstairs in the evening.",
    city_mn: "Улаанбаатар",
    city_en: "Ulaanbaatar",
    address_mn: "Чингэлтэй дүүрэг, Бага тойруу 15",
    address_en: "15 Baga Toiruu, Chingeltei district",
    stars: 4,
    photo: "/images/hotels/ulaanbaatar-centre.svg",
    service_fee_percent: 0,
    guest_tax_per_night: 0,
    amenities: ["wifi", "breakfast", "parking", "spa", "airport-shuttle", "wine-cellar"],
    rooms: [
      {
        slug: "standard",
        name_mn: "Стандарт өрөө",
        name_en: "Standard room",
        description_mn: "Хоёр хүний ор, ажлын ширээ, хотын зүг харсан цонх.",
        description_en: "A double bed, a desk and a window onto the city.",
        capacity: 2,
        units: 12,
        base_rate: 180_000,
        weekend_rate: 220_000,
        photo: "/images/hotels/room-standard.svg",
        amenities: ["wifi", "breakfast"],
        summer: 250_000,
        naadam: 320_000,
      },
      {
        slug: "deluxe",
        name_mn: "Делюкс өрөө",
        name_en: "Deluxe room",
        description_mn: "Том ор, суух булан, дарсны жижиг хөргөгч.",
        description_en: "A king-size bed, a sitting corner and a small wine fridge.",
        capacity: 3,
        units: 6,
        base_rate: 260_000,
        weekend_rate: 300_000,
        photo: "/images/hotels/room-deluxe.svg",
        amenities: ["wifi", "breakfast", "wine-cellar"],
        summer: 340_000,
        naadam: 420_000,
      },
      {
        slug: "suite",
        name_mn: "Люкс өрөө",
        name_en: "Suite",
        description_mn: "Тусдаа зочны өрөөтэй, спа-д үнэгүй нэвтрэх эрхтэй.",
        description_en: "A separate living room, with free entry to the spa.",
        capacity: 4,
        units: 2,
        base_rate: 450_000,
        weekend_rate: null,
        photo: "/images/hotels/room-suite.svg",
        amenities: ["wifi", "breakfast", "spa"],
        summer: 550_000,
        naadam: 650_000,
      },
    ],
  },
  {
    slug: "terelj-wine-lodge",
    name_mn: "Тэрэлж дарсны лодж",
    name_en: "Terelj Wine Lodge",
    description_mn:
      "Горхи-Тэрэлжийн байгалийн цогцолборт газарт, гол дагасан тохилог гэр бааз. Оройн хоолны үеэр манай дарсны мэргэжилтэн амталгаа хөтөлнө; саун халуун, нохойтойгоо ирж болно.",
    description_en:
      "A comfortable ger camp by the river in Gorkhi-Terelj national park. Our sommelier leads a tasting over dinner; the sauna is hot, and your dog is welcome too.",
    city_mn: "Тэрэлж",
    city_en: "Terelj",
    address_mn: "Горхи-Тэрэлжийн байгалийн цогцолборт газар, Улаанбаатараас 70 км",
    address_en: "Gorkhi-Terelj national park, 70 km from Ulaanbaatar",
    stars: 3,
    photo: "/images/hotels/terelj-lodge.svg",
    service_fee_percent: 5,
    guest_tax_per_night: 2_000,
    amenities: ["breakfast", "parking", "sauna", "wine-cellar", "pets"],
    rooms: [
      {
        slug: "ger",
        name_mn: "Монгол гэр",
        name_en: "Mongolian ger",
        description_mn: "Зуух, модон ор, гэрийн тооно руу харсан тэнгэр.",
        description_en: "A stove, wooden beds and the sky through the crown of the ger.",
        capacity: 3,
        units: 8,
        base_rate: 150_000,
        weekend_rate: 180_000,
        photo: "/images/hotels/room-ger.svg",
        amenities: ["breakfast"],
        summer: 210_000,
        naadam: 260_000,
      },
      {
        slug: "lodge-room",
        name_mn: "Лоджийн өрөө",
        name_en: "Lodge room",
        description_mn: "Модон байшинд, тусдаа ариун цэврийн өрөөтэй.",
        description_en: "In the log house, with its own bathroom.",
        capacity: 2,
        units: 4,
        base_rate: 200_000,
        weekend_rate: 240_000,
        photo: "/images/hotels/room-deluxe.svg",
        amenities: ["breakfast", "sauna"],
        summer: 280_000,
        naadam: 330_000,
      },
    ],
  },
  {
    slug: "kharkhorin-vineyard-house",
    name_mn: "Хархорин усан үзмийн тосгоны зочны байшин",
    name_en: "Kharkhorin Vineyard Guest House",
    description_mn:
      "Эрдэнэ Зуу хийдээс холгүй, Орхоны хөндийн усан үзмийн талбай, нэрэх үйлдвэрийн дэргэд. Аяллын үеэр талбай, зоориор зочилж, өөрийн нэрмэл архи, дарсыг амтална.",
    description_en:
      "Near Erdene Zuu monastery, beside the Orkhon valley vineyard and distillery. The tour visits the vines and the cellar and tastes their own wine and spirits.",
    city_mn: "Хархорин",
    city_en: "Kharkhorin",
    address_mn: "Өвөрхангай аймаг, Хархорин сум",
    address_en: "Kharkhorin, Övörkhangai province",
    stars: 3,
    photo: "/images/hotels/kharkhorin-vineyard.svg",
    service_fee_percent: 0,
    guest_tax_per_night: 0,
    amenities: ["wifi", "breakfast", "parking", "wine-cellar"],
    rooms: [
      {
        slug: "vineyard-room",
        name_mn: "Усан үзмийн талбай руу харсан өрөө",
        name_en: "Vineyard-view room",
        description_mn: "Хоёр ор, тагтнаас усан үзмийн талбай харагдана.",
        description_en: "Two beds and a balcony over the vines.",
        capacity: 2,
        units: 5,
        base_rate: 120_000,
        weekend_rate: 140_000,
        photo: "/images/hotels/room-standard.svg",
        amenities: ["wifi", "breakfast"],
        summer: 170_000,
        naadam: 200_000,
      },
      {
        slug: "family-room",
        name_mn: "Гэр бүлийн өрөө",
        name_en: "Family room",
        description_mn: "Дөрвөн хүнд зориулсан, жижиг гал тогоотой.",
        description_en: "For four, with a small kitchen.",
        capacity: 4,
        units: 3,
        base_rate: 190_000,
        weekend_rate: null,
        photo: "/images/hotels/room-suite.svg",
        amenities: ["wifi", "breakfast", "parking"],
        summer: 240_000,
        naadam: 280_000,
      },
    ],
  },
];

export async function seedDemoHotels(db: Kysely<Database>, now: Date): Promise<number> {
  const any = await db.selectFrom("hotels").select("id").limit(1).executeTakeFirst();
  if (any) return 0;
  const at = now.toISOString();
  const year = now.getUTCFullYear();
  await inTransaction(db, async (trx) => {
    for (const [position, a] of AMENITIES.entries()) await trx.insertInto("amenities").values({ ...a, position }).execute();
    const amenityIds = new Map((await trx.selectFrom("amenities").select(["id", "code"]).execute()).map((a) => [a.code, a.id]));
    for (const [position, hotel] of HOTELS.entries()) {
      const { rooms, amenities, photo, ...fields } = hotel;
      const row = await trx
        .insertInto("hotels")
        .values({ ...fields, photos: JSON.stringify([photo]), position, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("hotel_amenities").values(amenities.map((code) => ({ hotel_id: row.id, amenity_id: amenityIds.get(code)! }))).execute();
      for (const [roomPosition, room] of rooms.entries()) {
        const { amenities: roomAmenities, photo: roomPhoto, summer, naadam, ...roomFields } = room;
        const roomRow = await trx
          .insertInto("room_types")
          .values({ ...roomFields, hotel_id: row.id, photos: JSON.stringify([roomPhoto]), position: roomPosition })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx.insertInto("room_amenities").values(roomAmenities.map((code) => ({ room_type_id: roomRow.id, amenity_id: amenityIds.get(code)! }))).execute();
        for (const y of [year, year + 1]) {
          await trx
            .insertInto("room_rates")
            .values([
              { room_type_id: roomRow.id, code: "summer", name_mn: "Зуны өндөр улирал", name_en: "Summer high season", starts_on: `${y}-06-15`, ends_on: `${y}-08-31`, nightly_rate: summer },
              { room_type_id: roomRow.id, code: "naadam", name_mn: "Наадмын долоо хоног", name_en: "Naadam week", starts_on: `${y}-07-09`, ends_on: `${y}-07-15`, nightly_rate: naadam },
            ])
            .execute();
        }
      }
    }
  });
  return HOTELS.length;
}
