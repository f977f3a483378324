import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForumCourseData } from '../../../shared/forum-views';
import { href } from '../../../shared/routes';
import type { Session } from '../../../shared/smb/course';
import { useSite } from '../../app/site-context';
import {
  BrandLogos,
  formatWhen,
  SessionsUnavailable,
  SpeakerCard,
  useCourseLang,
} from '../../components/forum/parts';
import type { PageProps } from '../types';

/** spec 001 §2.6: the sponsorship contact (English only). */
const SPONSOR_MAIL = 'sponsorship@lumora.example';

/**
 * spec 001 §2.6 global forum event page: banner, date/time/location card, tickets, speakers, agenda,
 * the repeated tickets block, sponsors and the sponsorship mail link; the event menu (§2.1) as in-page
 * anchors speakers, agenda, tickets.
 */
export default function ForumEventPage({ data }: PageProps<ForumCourseData>) {
  const { t } = useTranslation('business');
  const { lang } = useSite();
  const { course, tickets } = data;
  const { sessions, speakers } = course;
  const meta = course.meta;
  // The course's own words in the variant's language; the page's labels in the page's (decision 0299).
  const own = useCourseLang(data.variant);
  return (
    <div className="forum-page">
      <header className="forum-banner">
        {meta?.desktopBanner ? (
          <picture>
            {meta.mobileBanner ? <source media="(max-width: 600px)" srcSet={meta.mobileBanner} /> : null}
            <img src={meta.desktopBanner} alt="" width={1440} height={420} />
          </picture>
        ) : null}
        <div className="forum-banner__text" {...own}>
          <h1 id="page-title">{course.name}</h1>
          <p>{course.title}</p>
        </div>
      </header>
      <nav className="forum-menu" aria-label={t('forum.eventMenu')}>
        <ul>
          {speakers.length ? (
            <li>
              <a href="#speakers">{t('forum.speakers')}</a>
            </li>
          ) : null}
          <li>
            <a href="#agenda">{t('forum.agenda')}</a>
          </li>
          {tickets.length ? (
            <li>
              <a href="#tickets">{t('forum.tickets')}</a>
            </li>
          ) : null}
        </ul>
      </nav>
      <p {...own}>{course.description}</p>
      {meta ? (
        <dl className="forum-card">
          <div>
            <dt>{t('forum.date')}</dt>
            <dd {...own}>{meta.courseDate}</dd>
          </div>
          <div>
            <dt>{t('forum.time')}</dt>
            <dd {...own}>{meta.courseTime}</dd>
          </div>
          <div>
            <dt>{t('forum.location')}</dt>
            <dd {...own}>{meta.courseLocation}</dd>
          </div>
        </dl>
      ) : null}
      <Tickets data={data} id="tickets" />
      {speakers.length ? (
        <section id="speakers" className="forum-section" aria-labelledby="speakers-title">
          <h2 id="speakers-title">{t('forum.speakers')}</h2>
          <ul className="forum-speakers">
            {speakers.map((s) => (
              <SpeakerCard key={s.id} speaker={s} />
            ))}
          </ul>
          {/* spec 001 §9: more than 6 speakers add a bottom image. */}
          {course.showSpeakersBottomImage ? (
            <img
              className="forum-speakers__bottom"
              src="/images/forum/speakers-bottom.svg"
              alt=""
              width={1200}
              height={240}
              loading="lazy"
              data-testid="speakers-bottom"
            />
          ) : null}
        </section>
      ) : null}
      <section id="agenda" className="forum-section" aria-labelledby="agenda-title">
        <h2 id="agenda-title">{t('forum.agenda')}</h2>
        {data.sessionsUnavailable ? <SessionsUnavailable /> : null}
        <ol className="forum-agenda">
          {sessions.map((s) => (
            <AgendaItem
              key={s.id}
              session={s}
              own={own}
              detail={href(lang, data.sessionRoute, { sessionId: String(s.id) })}
            />
          ))}
        </ol>
      </section>
      <Tickets data={data} />
      {data.sponsors.length ? (
        <section className="forum-section" aria-labelledby="sponsors-title">
          <h2 id="sponsors-title">{t('forum.sponsors')}</h2>
          <ul className="forum-sponsors">
            {data.sponsors.map((s) => (
              <li key={s.name}>
                <img src={s.logo} alt={s.name} width={160} height={60} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.rules.sponsorMail ? (
        <p className="forum-section">
          {t('forum.sponsorAsk')} <a href={`mailto:${SPONSOR_MAIL}`}>{SPONSOR_MAIL}</a>
        </p>
      ) : null}
    </div>
  );
}

/** The tickets block (spec 001 §2.6), shown twice; hidden when showTicket is false. */
function Tickets({ data, id }: { data: ForumCourseData; id?: string }) {
  const { t } = useTranslation('business');
  const titleId = useId();
  const own = useCourseLang(data.variant);
  if (!data.tickets.length) return null;
  return (
    <section id={id} className="forum-section forum-tickets" aria-labelledby={titleId}>
      <h2 id={titleId}>{id ? t('forum.tickets') : t('forum.ticketsAgain')}</h2>
      {data.course.tickets?.ticketDesc ? <p {...own}>{data.course.tickets.ticketDesc}</p> : null}
      <div className="forum-tickets__buttons" {...own}>
        {data.tickets.map((b) => (
          <a key={b.type} className="button" href={b.link} rel="noopener" data-ticket={b.type}>
            {b.text}
          </a>
        ))}
      </div>
    </section>
  );
}

/** An agenda item: a disclosure button (aria-expanded / aria-controls) over subtitle, speakers, logos. */
function AgendaItem({ session, detail, own }: { session: Session; detail: string; own: { lang?: string } }) {
  const { t } = useTranslation('business');
  const { lang } = useSite();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li className="forum-agenda__item">
      <span className="forum-agenda__when">
        {formatWhen(lang, session.sessionStartDate, session.sessionEndDate)}
      </span>
      <h3>
        <button
          type="button"
          className="forum-agenda__toggle"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((o) => !o)}
        >
          <span {...own}>{session.sessionTitle}</span>
          <span className="forum-agenda__sign" aria-hidden="true">
            +
          </span>
        </button>
      </h3>
      <div id={panel} hidden={!open}>
        <p {...own}>{session.sessionSubTitle}</p>
        {session.sessionSpeakers.length ? (
          <ul className="forum-speakers">
            {session.sessionSpeakers.map(({ speaker }) => (
              <SpeakerCard key={speaker.id} speaker={speaker} />
            ))}
          </ul>
        ) : null}
        <BrandLogos session={session} />
        <p>
          <a href={detail}>{t('forum.sessionDetails')}</a>
        </p>
      </div>
    </li>
  );
}
