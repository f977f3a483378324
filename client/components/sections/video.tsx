import { useTranslation } from 'react-i18next';
import { isVideoFile } from '../../../shared/media';
import { VideoPlayer } from '../media/video-player';
import { CmsLink } from './links';
import { ResponsiveImage } from './media';
import type { SectionProps } from './types';

/**
 * A video: files play in the site's player (poster, WebM then MP4, captions; decision 0284); links that
 * are not video files show the poster and open where they point.
 */
export function VideoSection({ section: s, id }: SectionProps<'video'>) {
  const { t } = useTranslation('common');
  return (
    <section className="sec sec-video">
      <h2 id={id}>{s.title}</h2>
      {s.description ? <p className="sec-lead">{s.description}</p> : null}
      {isVideoFile(s.videoUrl) ? (
        <VideoPlayer className="sec-video__frame" url={s.videoUrl} title={s.title} poster={s.poster} />
      ) : (
        <div className="sec-video__frame">
          <ResponsiveImage desktop={s.poster} alt="" ratio={16 / 9} tone={3} />
          <CmsLink href={s.videoUrl} newTab className="sec-video__play">
            {t('sections.playVideo')}
          </CmsLink>
        </div>
      )}
    </section>
  );
}
