import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CmsLink } from './links';
import { ResponsiveImage } from './media';
import type { SectionProps } from './types';

const isFile = (url: string) => /\.(mp4|webm|m3u8)(\?|$)/i.test(url);

/**
 * A video: a poster with a play button; the player loads only when asked (no third-party bytes up
 * front). Links that are not video files open where they point.
 */
export function VideoSection({ section: s, id }: SectionProps<'video'>) {
  const { t } = useTranslation('common');
  const [playing, setPlaying] = useState(false);
  return (
    <section className="sec sec-video">
      <h2 id={id}>{s.title}</h2>
      {s.description ? <p className="sec-lead">{s.description}</p> : null}
      <div className="sec-video__frame">
        {playing && isFile(s.videoUrl) ? (
          // biome-ignore lint/a11y/useMediaCaption: CMS videos carry no caption track in this contract
          <video src={s.videoUrl} controls autoPlay playsInline poster={s.poster ?? undefined} />
        ) : (
          <>
            <ResponsiveImage desktop={s.poster} alt="" ratio={16 / 9} tone={3} />
            {isFile(s.videoUrl) ? (
              <button type="button" className="sec-video__play" onClick={() => setPlaying(true)}>
                {t('sections.playVideo')}
              </button>
            ) : (
              <CmsLink href={s.videoUrl} newTab className="sec-video__play">
                {t('sections.playVideo')}
              </CmsLink>
            )}
          </>
        )}
      </div>
    </section>
  );
}
