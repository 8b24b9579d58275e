import { Link } from "@remix-run/react";
import { HTML_LANG, micrositePath, type MicrositeLocale } from "../../locales";
import { useBrandTexts } from "../use-brand-texts";
import type { EventCardView } from "../../events/views";

/** The `lang` of an event's words when they are not in the page's language (they fell back to mn). */
function langAttr(textLang: string, pageLang: MicrositeLocale): string | undefined {
  return textLang === pageLang ? undefined : (HTML_LANG[textLang as MicrositeLocale] ?? textLang);
}

/** When, where, places, price and the guides' languages of one event. */
export function EventFacts({ event }: { event: EventCardView }) {
  const { t, lang, money } = useBrandTexts();
  return (
    <dl className="brand-event-facts">
      <div>
        <dt>{t("brandEvents:event.when")}</dt>
        <dd>
          <time dateTime={event.startsAt}>{event.dateLabel}</time>
          <br />
          <span className="brand-event-time">{event.timeLabel}</span>
        </dd>
      </div>
      <div>
        <dt>{t("brandEvents:event.where")}</dt>
        <dd lang={langAttr(event.textLang, lang)}>{event.place}</dd>
      </div>
      <div>
        <dt>{t("brandEvents:event.places")}</dt>
        <dd data-testid="brand-event-capacity">{event.capacity}</dd>
      </div>
      <div>
        <dt>{t("brandEvents:event.price")}</dt>
        <dd data-testid="brand-event-price">{event.pricePerPerson === 0 ? t("brandEvents:event.free") : money(event.pricePerPerson)}</dd>
      </div>
      <div>
        <dt>{t("brandEvents:event.languages")}</dt>
        <dd>{event.guideLanguages.map((code) => t(`brandEvents:languages.${code}`)).join(", ")}</dd>
      </div>
    </dl>
  );
}

/** The small badge beside an event's kind: past, or happening now. */
function PhaseBadge({ event }: { event: EventCardView }) {
  const { t } = useBrandTexts();
  if (event.phase === "upcoming") return null;
  return (
    <span className={`brand-event-badge brand-event-badge-${event.phase}`} data-testid="brand-event-phase">
      {t(event.phase === "past" ? "brandEvents:event.past" : "brandEvents:event.underway")}
    </span>
  );
}

export function EventCard({ event }: { event: EventCardView }) {
  const { t, lang } = useBrandTexts();
  const href = micrositePath(lang, `events/${event.slug}`);
  const titleId = `brand-event-${event.slug}`;
  return (
    <li className={`brand-event-card brand-event-${event.phase}`} data-testid="brand-event" data-slug={event.slug} data-phase={event.phase}>
      <article aria-labelledby={titleId}>
        <div className="brand-event-tile" aria-hidden="true">
          <span className="brand-event-tile-day">{event.tile.day}</span>
          <span className="brand-event-tile-month">{event.tile.month}</span>
        </div>
        <div className="brand-event-body">
          <p className="brand-event-kind">
            {t(`brandEvents:kinds.${event.kind}`)} <PhaseBadge event={event} />
          </p>
          <h3 id={titleId} lang={langAttr(event.textLang, lang)}>
            <Link to={href} prefetch="intent">
              {event.title}
            </Link>
          </h3>
          <EventFacts event={event} />
          {event.summary ? (
            <p className="brand-event-summary" lang={langAttr(event.textLang, lang)}>
              {event.summary}
            </p>
          ) : null}
          {event.phase === "upcoming" ? (
            <p className="brand-event-more">
              <Link to={href} className="button" aria-describedby={titleId}>
                {t("brandEvents:event.requestQuote")}
              </Link>
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The head of an event's own page: kind, title, facts and its description. */
export function EventDetails({ event }: { event: EventCardView }) {
  const { t, lang } = useBrandTexts();
  return (
    <header className="brand-event-head">
      <p className="brand-event-kind">
        {t(`brandEvents:kinds.${event.kind}`)} <PhaseBadge event={event} />
      </p>
      <h1 id="brand-event-title" lang={langAttr(event.textLang, lang)}>
        {event.title}
      </h1>
      <EventFacts event={event} />
      <p className="brand-events-note">{t("brandEvents:page.timeZoneNote")}</p>
      {event.summary ? (
        <p className="brand-event-lead" lang={langAttr(event.textLang, lang)}>
          {event.summary}
        </p>
      ) : null}
    </header>
  );
}
