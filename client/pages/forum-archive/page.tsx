import { useTranslation } from 'react-i18next';
import type { ForumCourseData } from '../../../shared/forum-views';
import { isVideoFile } from '../../../shared/media';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import {
  BrandLogos,
  formatWhen,
  SessionPicture,
  SessionsUnavailable,
  useCourseLang,
} from '../../components/forum/parts';
import type { PageProps } from '../types';

/**
 * spec 001 §2.6 archive page (a course whose pageType is not EVENT_PAGE): one panel per session with
 * "watch replay" (the session page's player when it has a video file, an outside address as it is, otherwise the registration page — labelled
 * "request the replay": an archived session is over, issue 16 §3), then the
 * related courses linking /business/global-beauty-tech-forum/{key} or
 * /business/beauty-tech-forum-master-class/{key}.
 */
export default function ForumArchivePage({ data }: PageProps<ForumCourseData>) {
  const { t } = useTranslation('business');
  const { lang } = useSite();
  const { course } = data;
  const { sessions } = course;
  const own = useCourseLang(data.variant);
  return (
    <div className="forum-page">
      <header className="forum-section" {...own}>
        <h1 id="page-title">{course.name}</h1>
        <p>{course.title}</p>
        <p>{course.description}</p>
      </header>
      <section className="forum-section" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('forum.sessions')}</h2>
        {data.sessionsUnavailable ? <SessionsUnavailable /> : null}
        <ul className="forum-panels">
          {sessions.map((s) => (
            <li key={s.id} className="forum-panel">
              <SessionPicture url={s.sessionImageUrl} />
              <h3 {...own}>{s.sessionTitle}</h3>
              <span className="forum-agenda__when">
                {formatWhen(lang, s.sessionStartDate, s.sessionEndDate)}
              </span>
              <p {...own}>{s.sessionSubTitle}</p>
              {s.sessionSpeakers.length ? (
                <p>{s.sessionSpeakers.map(({ speaker }) => speaker.speakerName).join(', ')}</p>
              ) : null}
              <BrandLogos session={s} />
              {s.videoUrl ? (
                // A replay file plays in the site's player (captions, poster, frame) on the session's own
                // page (issue 41); only an outside address is linked as it is.
                <a
                  className="button"
                  href={
                    isVideoFile(s.videoUrl)
                      ? `${href(lang, data.sessionRoute, { sessionId: String(s.id) })}#session-replay`
                      : s.videoUrl
                  }
                  rel={isVideoFile(s.videoUrl) ? undefined : 'noopener'}
                  data-action="replay"
                >
                  {t('forum.watchReplay')}
                  <span className="visually-hidden" {...own}>
                    : {s.sessionTitle}
                  </span>
                </a>
              ) : (
                <a
                  className="button"
                  href={href(lang, data.sessionRoute, { sessionId: String(s.id) })}
                  data-action="register"
                >
                  {t('forum.requestReplay')}
                  <span className="visually-hidden" {...own}>
                    : {s.sessionTitle}
                  </span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
      {course.related.length ? (
        <section className="forum-section" aria-labelledby="related-title">
          <h2 id="related-title">{t('forum.related')}</h2>
          <ul>
            {course.related.map((r) => (
              <li key={r.key}>
                <a href={href(lang, data.courseRoute, { courseKey: r.key })}>{r.text}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
