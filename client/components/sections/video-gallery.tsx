import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVideoFile, videoFiles } from '../../../shared/media';
import { useSite } from '../../app/site-context';
import { VideoPlayer } from '../media/video-player';
import { textKeys } from './keys';
import { CmsLink } from './links';
import { ResponsiveImage } from './media';
import { siteHref } from './site-href';
import type { SectionProps } from './types';
import './video-gallery.css';
import { LazyImg } from '../lazy-img';

/**
 * Several videos, one player (decision 0300): the site's own player (poster, WebM then MP4, captions
 * in the page's language) shows the chosen video; the list beside it chooses. Each choice is a link to
 * its video, so without script it still opens the clip (the browser plays the file itself); with script
 * a plain click switches the player instead and starts it, and the list marks what plays.
 */
export function VideoGallery({ section: s, id }: SectionProps<'video-gallery'>) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  const [current, setCurrent] = useState(0);
  /** The video a visitor just chose: it starts once its player is there. */
  const chosen = useRef<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const video = s.videos[current] ?? s.videos[0]!;
  const total = s.videos.length;
  const keys = textKeys(s.videos.map((v) => v.videoUrl));

  // A visitor's choice starts the new video: the click asked for it (the player's controls stay).
  useEffect(() => {
    if (chosen.current !== current) return;
    chosen.current = null;
    void stage.current
      ?.querySelector('video')
      ?.play()
      .catch(() => undefined);
  }, [current]);

  // A video the site does not host opens where it points; a file switches the player.
  const choose = (e: MouseEvent<HTMLAnchorElement>, i: number) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (!isVideoFile(s.videos[i]!.videoUrl)) return;
    e.preventDefault();
    chosen.current = i;
    setCurrent(i);
  };

  return (
    <section className="sec sec-vgallery" aria-labelledby={id}>
      <h2 id={id}>{s.title}</h2>
      {s.description ? <p className="sec-lead">{s.description}</p> : null}
      <div className="sec-vgallery__layout">
        <div className="sec-vgallery__stage" ref={stage}>
          {isVideoFile(video.videoUrl) ? (
            <VideoPlayer
              key={video.videoUrl}
              className="sec-vgallery__player"
              url={video.videoUrl}
              title={video.title}
              poster={video.poster}
            />
          ) : (
            <div className="sec-vgallery__player">
              <ResponsiveImage desktop={video.poster} alt="" ratio={16 / 9} tone={3} />
              <CmsLink href={video.videoUrl} newTab className="sec-vgallery__open">
                {t('sections.playVideo')}
              </CmsLink>
            </div>
          )}
          <p className="sec-vgallery__now" aria-live="polite">
            <span className="sec-vgallery__label">{t('sections.videos.nowPlaying')}</span>{' '}
            <span className="sec-vgallery__title">{video.title}</span>
          </p>
          {video.description ? <p className="sec-vgallery__description">{video.description}</p> : null}
        </div>
        <ul className="sec-vgallery__list" aria-label={t('sections.videos.choose')}>
          {s.videos.map((v, i) => {
            const poster = videoFiles(v.videoUrl, v.poster).poster;
            // A file opens as it is; a page of the site in the page's language.
            const inSite = v.videoUrl.startsWith('/') && !isVideoFile(v.videoUrl);
            return (
              <li key={keys[i]}>
                <a
                  className="sec-vgallery__choice"
                  href={inSite ? siteHref(v.videoUrl, lang) : v.videoUrl}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={(e) => choose(e, i)}
                >
                  {poster ? (
                    <LazyImg className="sec-vgallery__thumb" src={poster} width={160} height={90} />
                  ) : null}
                  <span className="sec-vgallery__choice-text">
                    <span className="sec-vgallery__position">
                      {t('sections.videos.position', { n: i + 1, total })}
                    </span>
                    <span>{v.title}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
