import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/i18n";
import { useShopFormat } from "~/ui/use-shop-format";
import type { PriceBreakdown } from "../domain/pricing";
import type { AmenityView, BookingListItemView, BookingView, HotelCardView } from "../views";

/** The hotel pages' pieces: stars, amenity lists, hotel cards, the price breakdown, a booking's facts. */

export function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="hotel-stars" role="img" aria-label={t("hotels:stars", { count })}>
      {"★".repeat(count)}
    </span>
  );
}

// Amenities read as words: an emoji icon is a box on a device without a colour emoji font.
export function AmenityList({ amenities, compact = false }: { amenities: AmenityView[]; compact?: boolean }) {
  if (amenities.length === 0) return null;
  return (
    <ul className={compact ? "hotel-amenities hotel-amenities-compact" : "hotel-amenities"}>
      {amenities.map((a) => (
        <li key={a.code} data-amenity={a.code} title={a.name}>
          {a.name}
        </li>
      ))}
    </ul>
  );
}

export function HotelCard({ hotel }: { hotel: HotelCardView }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  return (
    <article className="hotel-card" data-testid="hotel-card" data-slug={hotel.slug}>
      {hotel.photo ? <img src={hotel.photo} alt="" width={400} height={260} loading="lazy" className="hotel-card-photo" /> : null}
      <div className="hotel-card-body">
        <h2>
          <Link to={`/hotels/${hotel.slug}`}>{hotel.name}</Link>
        </h2>
        <p className="hotel-card-meta">
          <Stars count={hotel.stars} /> · {hotel.city}
        </p>
        <AmenityList amenities={hotel.amenities} compact />
        {hotel.fromRate !== null ? <p className="hotel-card-price">{t("hotels:list.fromRate", { price: format.money(hotel.fromRate) })}</p> : null}
      </div>
    </article>
  );
}

/** The price, line by line, as `calculatePrice` computed it on the server. */
export function PriceBreakdownTable({ price, testId = "price-breakdown" }: { price: PriceBreakdown; testId?: string }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const lineText = (line: PriceBreakdown["lines"][number]) => {
    const values = { count: line.nights, rate: format.money(line.rate) };
    if (line.kind === "season" && line.season) return t("hotels:price.seasonNights", { ...values, season: format.locale === "en" ? line.season.nameEn : line.season.nameMn });
    return t(line.kind === "weekend" ? "hotels:price.weekendNights" : "hotels:price.nights", values);
  };
  return (
    <table className="price-breakdown" data-testid={testId}>
      <caption>{t("hotels:price.caption", { count: price.nights, checkIn: price.checkIn, checkOut: price.checkOut })}</caption>
      <tbody>
        {price.lines.map((line, i) => (
          <tr key={i} data-testid="price-line">
            <th scope="row">{lineText(line)}</th>
            <td>{format.money(line.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t("hotels:price.rooms", { count: price.rooms, perRoom: format.money(price.perRoom) })}</th>
          <td>{format.money(price.roomsTotal)}</td>
        </tr>
        {price.serviceFee > 0 ? (
          <tr>
            <th scope="row">{t("hotels:price.serviceFee", { percent: price.serviceFeePercent })}</th>
            <td>{format.money(price.serviceFee)}</td>
          </tr>
        ) : null}
        {price.guestTax > 0 ? (
          <tr>
            <th scope="row">{t("hotels:price.guestTax", { guests: price.guests, nights: price.nights, rate: format.money(price.guestTaxPerNight) })}</th>
            <td>{format.money(price.guestTax)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr className="price-total">
          <th scope="row">{t("hotels:price.total")}</th>
          <td data-testid="price-total">{format.money(price.total)}</td>
        </tr>
        <tr className="price-vat">
          <th scope="row">{t("hotels:price.vatIncluded", { percent: price.vatPercent })}</th>
          <td>{format.money(price.vatIncluded)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function BookingStateBadge({ state }: { state: BookingView["state"] }) {
  const { t } = useTranslation();
  return (
    <span className={`booking-state booking-state-${state}`} data-testid="booking-state">
      {t(`hotels:states.${state}`)}
    </span>
  );
}

export function BookingList({ bookings, hrefBase, showContact = false }: { bookings: BookingListItemView[]; hrefBase: string; showContact?: boolean }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  return (
    <div className="table-scroll">
      <table className="booking-list" data-testid="booking-list">
        <thead>
          <tr>
            <th scope="col">{t("hotels:booking.number")}</th>
            <th scope="col">{t("hotels:booking.hotel")}</th>
            <th scope="col">{t("hotels:booking.dates")}</th>
            {showContact ? <th scope="col">{t("hotels:booking.contact")}</th> : null}
            <th scope="col">{t("hotels:price.total")}</th>
            <th scope="col">{t("hotels:booking.state")}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.number} data-number={b.number}>
              <td>
                <Link to={`${hrefBase}/${b.number}`}>{b.number}</Link>
              </td>
              <td>
                {b.hotelName}
                <br />
                <small>
                  {b.roomName} × {b.rooms}
                </small>
              </td>
              <td>
                {b.checkIn} – {b.checkOut}
              </td>
              {showContact ? <td>{b.contactName}</td> : null}
              <td>{format.money(b.total)}</td>
              <td>
                <BookingStateBadge state={b.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A booking's facts: hotel, room, dates, passengers ("MR Bat Dorj"), contact, transfer and price. */
export function BookingFacts({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  return (
    <>
      <dl className="booking-facts">
        <dt>{t("hotels:booking.state")}</dt>
        <dd>
          <BookingStateBadge state={booking.state} />
          {booking.state === "awaiting_payment" && booking.expiresAt ? <small> {t("hotels:booking.holdUntil", { time: format.dateTime(booking.expiresAt) })}</small> : null}
        </dd>
        <dt>{t("hotels:booking.hotel")}</dt>
        <dd>
          <Link to={`/hotels/${booking.hotel.slug}`}>{booking.hotel.name}</Link>, {booking.hotel.city}
          {booking.hotel.address ? <br /> : null}
          {booking.hotel.address}
        </dd>
        <dt>{t("hotels:booking.room")}</dt>
        <dd>
          {booking.roomName} × {booking.rooms}
        </dd>
        <dt>{t("hotels:booking.dates")}</dt>
        <dd>
          {t("hotels:booking.checkInAt", { date: booking.checkIn, time: booking.hotel.checkInTime })}
          <br />
          {t("hotels:booking.checkOutAt", { date: booking.checkOut, time: booking.hotel.checkOutTime })}
        </dd>
        <dt>{t("hotels:booking.passengers")}</dt>
        <dd>
          <ol className="booking-passengers" data-testid="booking-passengers">
            {booking.passengers.map((p) => (
              <li key={p.position}>{p.displayName}</li>
            ))}
          </ol>
        </dd>
        <dt>{t("hotels:booking.contact")}</dt>
        <dd>
          {booking.contact.name}
          <br />
          {booking.contact.phone} · {booking.contact.email}
        </dd>
        <dt>{t("hotels:booking.transfer")}</dt>
        <dd data-testid="booking-transfer">
          {booking.transfer
            ? t("hotels:booking.transferFacts", { airport: booking.transfer.airportLabel, flight: booking.transfer.flight, arrival: booking.transfer.arrival.replace("T", " ") })
            : t("hotels:booking.noTransfer")}
        </dd>
        <dt>{t("hotels:booking.payment")}</dt>
        <dd>{booking.payMethod ? t(`hotels:form.pay.${booking.payMethod}`) : t("hotels:form.pay.request")}</dd>
      </dl>
      <PriceBreakdownTable price={booking.price} testId="booking-price" />
    </>
  );
}
