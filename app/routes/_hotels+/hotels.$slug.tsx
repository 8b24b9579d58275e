import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AmenityList, CalculatorSchema, PriceBreakdownTable, Stars, STAY_ERROR_FIELD, type PriceBreakdown, type StayError } from "~/modules/hotels";
import { hotelPage, quoteStay, shopToday } from "~/modules/hotels/index.server";
import i18next from "~/platform/i18next.server";
import hotelsStylesHref from "~/styles/hotels.css";
import { FieldErrors } from "~/ui/forms/Field";
import { parseWithZod } from "~/ui/forms/parse.server";
import { useTranslation } from "~/ui/i18n";
import { RouteErrorBoundary } from "~/ui/layout/RouteErrorBoundary";
import { seoMeta } from "~/ui/seo";
import { useShopFormat } from "~/ui/use-shop-format";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(matches, { title: data.title, description: data.hotel.description.slice(0, 160), path: `/hotels/${data.hotel.slug}` }) : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: hotelsStylesHref }];

type CalcErrors = Record<string, string[]>;

/**
 * /hotels/:slug: the hotel, its rooms (pictures, capacity, amenities, rates and seasons) and a
 * GET price calculator: with a room, dates, rooms and guests in the address, the server prices
 * the stay with the one price function and shows it line by line, with a link to book it.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = context.locale === "en" ? "en" : "mn";
  const hotel = await hotelPage(context.db, locale, params.slug ?? "");
  if (!hotel) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const t = await i18next.getFixedT(context.locale);
  let price: PriceBreakdown | null = null;
  let errors: CalcErrors = {};
  let status = 200;
  const asked = url.searchParams.has("checkIn") || url.searchParams.has("room");
  const submitted = Object.fromEntries(["room", "checkIn", "checkOut", "rooms", "guests"].map((k) => [k, url.searchParams.get(k) ?? ""]));
  if (asked) {
    const submission = parseWithZod(url.searchParams, { schema: CalculatorSchema });
    if (submission.status !== "success") {
      errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([k, v]) => [k, v ?? []]));
      status = 400;
    } else {
      const quote = await quoteStay(context.db, context.now, hotel.slug, submission.value.room, submission.value);
      if (quote.ok) price = quote.value.price;
      else {
        const field = quote.error === "hotels:errors.roomUnknown" || quote.error === "hotels:errors.hotelUnknown" ? "room" : STAY_ERROR_FIELD[quote.error as StayError];
        errors = { [field]: [t(quote.error, quote.values)] };
        status = 400;
      }
    }
  }
  const today = shopToday(context.now);
  return data({ title: `${hotel.name} · ${t("site.name")}`, hotel, price, errors, submitted, today }, { status, headers: { "Cache-Control": "private, no-store" } });
}

function CalcField({ name, label, errors, children }: { name: string; label: string; errors: CalcErrors; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={`calc-${name}`}>{label}</label>
      {children}
      <FieldErrors id={`calc-${name}-error`} errors={errors[name]} />
    </div>
  );
}

export default function HotelPage() {
  const { t } = useTranslation();
  const format = useShopFormat();
  const { hotel, price, errors, submitted, today } = useLoaderData<typeof loader>();
  const invalid = (name: string) => (errors[name]?.length ? { "aria-invalid": true as const, "aria-describedby": `calc-${name}-error` } : {});
  const bookHref = price
    ? `/hotels/${hotel.slug}/book?${new URLSearchParams({ room: submitted.room!, checkIn: price.checkIn, checkOut: price.checkOut, rooms: String(price.rooms), guests: String(price.guests) })}`
    : null;
  return (
    <article className="hotel-page" aria-labelledby="hotel-title">
      <p className="back-link">
        <Link to="/hotels">← {t("hotels:hotel.back")}</Link>
      </p>
      <header className="hotel-header">
        <h1 id="hotel-title">{hotel.name}</h1>
        <p className="hotel-card-meta">
          <Stars count={hotel.stars} /> · {hotel.city} · {hotel.address}
        </p>
      </header>
      {hotel.photos[0] ? <img className="hotel-photo" src={hotel.photos[0]} alt={hotel.name} width={800} height={520} /> : null}
      <p className="hotel-description">{hotel.description}</p>
      <p>{t("hotels:hotel.checkInOut", { checkIn: hotel.checkInTime, checkOut: hotel.checkOutTime })}</p>
      <h2>{t("hotels:hotel.amenities")}</h2>
      <AmenityList amenities={hotel.amenities} />

      <h2>{t("hotels:hotel.rooms")}</h2>
      <div className="room-cards">
        {hotel.rooms.map((room) => (
          <section key={room.slug} className="room-card" aria-labelledby={`room-${room.slug}`} data-testid="room-card">
            {room.photos[0] ? <img src={room.photos[0]} alt="" width={400} height={260} loading="lazy" /> : null}
            <div className="room-card-body">
              <h3 id={`room-${room.slug}`}>{room.name}</h3>
              <p>{room.description}</p>
              <p>
                {t("hotels:hotel.capacity", { count: room.capacity })} · {t("hotels:hotel.units", { count: room.units })}
              </p>
              <AmenityList amenities={room.amenities} />
              <ul className="room-rates">
                <li>{t("hotels:hotel.rate", { price: format.money(room.baseRate) })}</li>
                {room.weekendRate !== null ? <li>{t("hotels:hotel.weekendRate", { price: format.money(room.weekendRate) })}</li> : null}
                {room.seasons
                  .filter((s) => s.endsOn >= today)
                  .map((s) => (
                    <li key={`${s.name}-${s.startsOn}`}>{t("hotels:hotel.season", { name: s.name, from: s.startsOn, to: s.endsOn, price: format.money(s.rate) })}</li>
                  ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
      <p className="field-hint">
        {t("hotels:hotel.fees")} {hotel.serviceFeePercent > 0 ? t("hotels:hotel.serviceFee", { percent: hotel.serviceFeePercent }) : null}{" "}
        {hotel.guestTaxPerNight > 0 ? t("hotels:hotel.guestTax", { price: format.money(hotel.guestTaxPerNight) }) : null}
      </p>

      <section className="hotel-calculator" aria-labelledby="calc-title">
        <h2 id="calc-title">{t("hotels:calc.title")}</h2>
        <p className="field-hint">{t("hotels:calc.hint")}</p>
        <Form method="get" className="calc-form" preventScrollReset>
          <CalcField name="room" label={t("hotels:calc.room")} errors={errors}>
            <select id="calc-room" name="room" defaultValue={submitted.room || hotel.rooms[0]?.slug} {...invalid("room")}>
              {hotel.rooms.map((room) => (
                <option key={room.slug} value={room.slug}>
                  {room.name}
                </option>
              ))}
            </select>
          </CalcField>
          <CalcField name="checkIn" label={t("hotels:calc.checkIn")} errors={errors}>
            <input id="calc-checkIn" name="checkIn" type="date" min={today} defaultValue={submitted.checkIn} required {...invalid("checkIn")} />
          </CalcField>
          <CalcField name="checkOut" label={t("hotels:calc.checkOut")} errors={errors}>
            <input id="calc-checkOut" name="checkOut" type="date" min={today} defaultValue={submitted.checkOut} required {...invalid("checkOut")} />
          </CalcField>
          <CalcField name="rooms" label={t("hotels:calc.rooms")} errors={errors}>
            <input id="calc-rooms" name="rooms" type="number" min={1} max={20} defaultValue={submitted.rooms || "1"} required {...invalid("rooms")} />
          </CalcField>
          <CalcField name="guests" label={t("hotels:calc.guests")} errors={errors}>
            <input id="calc-guests" name="guests" type="number" min={1} max={240} defaultValue={submitted.guests || "2"} required {...invalid("guests")} />
          </CalcField>
          <div className="form-actions">
            <button type="submit" className="button" data-testid="calc-submit">
              {t("hotels:calc.submit")}
            </button>
          </div>
        </Form>
        {price ? (
          <>
            <PriceBreakdownTable price={price} />
            {bookHref ? (
              <p>
                <Link className="button" to={bookHref} data-testid="calc-book">
                  {t("hotels:calc.book")}
                </Link>
              </p>
            ) : null}
          </>
        ) : null}
      </section>
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
