import { useTranslation } from 'react-i18next';
import { ANALYTICS_EVENTS } from '../../../shared/analytics';
import type { ForumSessionData } from '../../../shared/forum-views';
import { isVideoFile } from '../../../shared/media';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { ContactForm } from '../../components/contact/contact-form';
import type { ContactFormSpec } from '../../components/contact/form-values';
import { CONTACT_FORM_SPECS } from '../../components/contact/specs';
import { BrandLogos, formatWhen, SpeakerCard } from '../../components/forum/parts';
import { VideoPlayer } from '../../components/media/video-player';
import { ShareButtons } from '../../components/share-buttons';
import type { PageProps } from '../types';

/**
 * spec 000 §7 create-request, webinar variant: the registration is a WEBINAR support request; on
 * success the form reports the forum form success event to window.dataLayer (decision 0073), then the
 * visitor goes to the session's thank-you page (spec 001 §2.6 .../detail/{sessionId}/{thankyou}).
 */
const WEBINAR_SPEC = CONTACT_FORM_SPECS.webinar!;
/** A session that has ended: the registration is for its recording (spec 000 §7 video-archive event). */
const ARCHIVE_SPEC: ContactFormSpec = { ...WEBINAR_SPEC, alsoReports: ANALYTICS_EVENTS.videoArchive };

export default function ForumSessionPage({ data }: PageProps<ForumSessionData>) {
  const { t } = useTranslation('business');
  const { lang, edge } = useSite();
  const { session } = data;
  const self = href(lang, data.sessionRoute, { sessionId: String(session.id) });
  const courseHref = data.course
    ? data.courseRoute === 'education-series'
      ? href(lang, 'education-series')
      : href(lang, data.courseRoute, { courseKey: data.course.courseKey })
    : null;
  return (
    <div className="forum-page">
      <header className="forum-section">
        {data.course && courseHref ? (
          <p>
            <a href={courseHref}>{data.course.courseName}</a>
          </p>
        ) : null}
        <h1 id="page-title">{data.thankyou ? t('forum.thankYouTitle') : session.sessionTitle}</h1>
        {data.thankyou ? (
          <p>{t('forum.thankYouBody', { title: session.sessionTitle })}</p>
        ) : (
          <>
            <p className="forum-agenda__when">
              {formatWhen(lang, session.sessionStartDate, session.sessionEndDate)}
            </p>
            <p>{session.sessionSubTitle}</p>
          </>
        )}
      </header>
      {data.thankyou ? (
        <p>
          <a className="button" href={self}>
            {t('forum.backToSession')}
          </a>
        </p>
      ) : (
        <>
          {session.sessionSpeakers.length ? (
            <section className="forum-section" aria-labelledby="session-speakers">
              <h2 id="session-speakers">{t('forum.speakers')}</h2>
              <ul className="forum-speakers">
                {session.sessionSpeakers.map(({ speaker }) => (
                  <SpeakerCard key={speaker.id} speaker={speaker} />
                ))}
              </ul>
              <BrandLogos session={session} />
            </section>
          ) : null}
          {session.videoUrl && isVideoFile(session.videoUrl) ? (
            <section className="forum-section" aria-labelledby="session-replay">
              <h2 id="session-replay">{t('forum.watchReplay')}</h2>
              <VideoPlayer
                className="forum-replay"
                url={session.videoUrl}
                title={session.sessionTitle}
                poster={null}
              />
            </section>
          ) : session.videoUrl ? (
            <p className="forum-section">
              <a className="button" href={session.videoUrl} rel="noopener">
                {t('forum.watchReplay')}
              </a>
            </p>
          ) : null}
          <section className="forum-section" aria-labelledby="register-title">
            <h2 id="register-title">{t('forum.registerTitle')}</h2>
            <ContactForm
              spec={data.archived ? ARCHIVE_SPEC : WEBINAR_SPEC}
              chinaDomain={data.chinaDomain}
              attrs={{ sessionId: String(session.id) }}
              onDone={() => {
                location.assign(
                  href(lang, data.sessionRoute, { sessionId: String(session.id), thankyou: 'thankyou' }),
                );
              }}
            />
          </section>
        </>
      )}
      <section className="forum-section" aria-labelledby="share-title">
        <h2 id="share-title">{t('forum.share')}</h2>
        <ShareButtons
          url={`${edge.origin ?? ''}${self}`}
          title={session.sessionTitle}
          label={(network) => t('forum.shareOn', { network })}
        />
      </section>
    </div>
  );
}
