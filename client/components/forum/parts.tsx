import { useTranslation } from 'react-i18next';
import { language } from '../../../shared/languages';
import type { CourseLanguage, Session, Speaker } from '../../../shared/smb/course';
import { useSite } from '../../app/site-context';
import './forum.css';
import { LazyImg } from '../lazy-img';

/** Pieces the forum pages share (spec 001 §2.6). */

/** A session's day and time span in the page's language (decision 0230). */
export { formatSessionWhen as formatWhen } from '../../../shared/dates';

/** A session's picture in a list of sessions: decorative beside its title, sized, loaded when near. */
export function SessionPicture({ url }: { url: string | null }) {
  return url ? <LazyImg className="forum-panel__picture" src={url} width={800} height={450} /> : null;
}

/** The `<html lang>` of a course variant's own words (spec 001 §3.4: enu, fra, jpn). */
const COURSE_HTML_LANG: Record<CourseLanguage, string> = { enu: 'en', fra: 'fr', jpn: 'ja' };

/**
 * The `lang` attribute for a course's own words where they are not in the page's language (issue 41:
 * the enu course on a Japanese page, the fra variant under the English prefix); none where they are.
 */
export function useCourseLang(variant: CourseLanguage): { lang?: string } {
  const { lang } = useSite();
  const own = COURSE_HTML_LANG[variant];
  return own === language(lang).htmlLang ? {} : { lang: own };
}

/**
 * A speaker card. Speakers are one record per person across the course variants, their titles written
 * in English (spec 001 §3.4 speaker: one position): marked `lang="en"` on pages in other languages.
 */
export function SpeakerCard({ speaker }: { speaker: Speaker }) {
  const english = useCourseLang('enu');
  return (
    <li className="forum-speaker">
      {speaker.speakerImageUrl ? (
        <img src={speaker.speakerImageUrl} alt="" width={120} height={120} loading="lazy" />
      ) : null}
      <span className="forum-speaker__name">{speaker.speakerName}</span>
      <span className="forum-speaker__role" {...english}>
        {speaker.speakerPosition}, {speaker.brandName}
      </span>
    </li>
  );
}

/** The distinct brand logos of a session's speakers (spec 001 §2.6 agenda item). */
export function BrandLogos({ session }: { session: Session }) {
  const seen = new Set<string>();
  const logos = session.sessionSpeakers
    .map((s) => s.speaker)
    .filter((s) => s.brandImageUrl && !seen.has(s.brandName) && seen.add(s.brandName));
  if (!logos.length) return null;
  return (
    <ul className="forum-logos">
      {logos.map((s) => (
        <li key={s.brandName}>
          <img src={s.brandImageUrl!} alt={s.brandName} width={96} height={36} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

/** Where the sessions go when their call failed (spec 001 §8): the page shows the rest. */
export function SessionsUnavailable() {
  const { t } = useTranslation('business');
  return (
    <p className="forum-note" role="status">
      {t('forum.sessionsUnavailable')}
    </p>
  );
}
