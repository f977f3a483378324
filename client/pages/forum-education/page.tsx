import { useTranslation } from 'react-i18next';
import type { ForumEducationData } from '../../../shared/forum-views';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { formatWhen, SessionPicture, SessionsUnavailable } from '../../components/forum/parts';
import type { PageProps } from '../types';

/** spec 001 §2.6 /business/education-series: the series' sessions, each linking its detail page. */
export default function ForumEducationPage({ data }: PageProps<ForumEducationData>) {
  const { t } = useTranslation('business');
  const { lang } = useSite();
  return (
    <div className="forum-page">
      <header className="forum-section">
        <h1 id="page-title">{data.course?.name ?? t('forum.educationTitle')}</h1>
        {data.course ? <p>{data.course.description}</p> : null}
      </header>
      {data.sessionsUnavailable ? (
        <SessionsUnavailable />
      ) : data.course?.sessions.length ? (
        <ul className="forum-panels">
          {data.course.sessions.map((s) => (
            <li key={s.id} className="forum-panel">
              <SessionPicture url={s.sessionImageUrl} />
              <h2>
                <a href={href(lang, 'education-series-session', { sessionId: String(s.id) })}>
                  {s.sessionTitle}
                </a>
              </h2>
              <span className="forum-agenda__when">
                {formatWhen(lang, s.sessionStartDate, s.sessionEndDate)}
              </span>
              <p>{s.sessionSubTitle}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('forum.noSessions')}</p>
      )}
    </div>
  );
}
